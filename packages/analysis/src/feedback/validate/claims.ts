/**
 * The statements a report may make about this class, each with the check that proves it from the evidence. A
 * sentence is judged on its own: a check returns why it is unsupported (or null when the evidence holds it up).
 */
import { type AnalysisLanguage, displayedValue, type RuledMetricKey, type WeaknessKey } from '@cuecoach/contracts';
import { cardOf, mentionOnTarget, metricsNamedIn } from '../metric-mentions.ts';
import { type Evidence, offTargetKeys } from './evidence.ts';

/**
 * Sentences of a text, each with its closing punctuation: a sentence ends at . ! ? followed by a space, outside
 * quotation marks (a quoted line keeps its own full stops), so "1.5", "3:05" and a quoted cue stay whole.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (ch === '“') quoted = true;
    else if (ch === '”') quoted = false;
    else if (!quoted && /[.!?。]/.test(ch) && /\s/.test(text[i + 1] ?? '')) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** Lower-case, punctuation and whitespace folded: a quote survives re-spacing or re-punctuation. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// "Everything is on target" in its usual wordings. Said while a key metric is off, it contradicts the cards.
const ALL_ON_TARGET: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:every(?:thing| metric| figure)(?: (?:you )?measured| we measured)? (?:is|are|was|sits?) (?:on target|in range|within (?:its |the |their )?(?:range|target|band)s?)|all (?:the |your |key )?(?:metrics|measures|figures|numbers) (?:are|were|sit) (?:on target|in range|within)|no (?:single )?problem stands out|nothing (?:is |was )?(?:off target|out of range)|your numbers are inside the targets)/i,
  ko: /(?:(?:측정한 )?(?:모든 )?지표가 모두 (?:목표 )?범위 안|모든 지표가 (?:목표 )?범위 안|두드러진 문제는 없|수치가 [^.]{0,30}목표 범위 안에 있습니다|모두 (?:목표 )?범위 안에 있습니다)/,
};

/** Internal identifiers that must never reach prose: acoustic filler keys, enum keys, template leftovers. */
const INTERNAL_TOKEN =
  /\((?:filled pause|음\/어)\)|\b(?:pace_fast|pace_slow|pace_uneven|few_breath_cues|sparse_cues|cue_overload|vague_cues|dead_air|too_little_space|fillersPer100|cuesPerMinute|silenceRatio|avgPauseSec|maxPauseSec|articulationWpm|cueCounts|pauseBuckets)\b|\{\{|\}\}|\bundefined\b|\bNaN\b/;

/** A Korean particle written for both final sounds at once ("빈야사을(를)"). */
const PARTICLE_FALLBACK = /\((?:를|을|이|가|은|는|과|와|으)\)|\(으\)로/;

export function allOnTargetClaim(sentence: string, e: Evidence): string | null {
  if (!ALL_ON_TARGET[e.language].test(sentence)) return null;
  const off = offTargetKeys(e);
  return off.length > 0 ? `says every metric is on target while ${off.join(', ')} is not` : null;
}

export function internalToken(sentence: string): string | null {
  const hit = sentence.match(INTERNAL_TOKEN);
  return hit ? `internal token ${hit[0]}` : null;
}

export function particleFallback(sentence: string, e: Evidence): string | null {
  return e.language === 'ko' && PARTICLE_FALLBACK.test(sentence) ? 'Korean particle fallback' : null;
}

/** Removes a quoted internal filler key from a list of examples ('"uh", "(filled pause)"' → '"uh"'). */
export function dropQuotedInternalKeys(text: string): string {
  return text
    .replace(/,?\s*["“](?:\(filled pause\)|\(음\/어\))["”]/g, '')
    .replace(/\(\s*,\s*/g, '(')
    .replace(/\(\s*\)/g, '');
}

// Statements of this class's measured values, in the wordings the reports use. The number must be the metric's,
// as a card shows it. (Targets and drills say numbers too, but those are goals, not measurements.)
type ValueClaim = { key: RuledMetricKey | 'breathCues'; pattern: RegExp; scale?: number };
const VALUE_CLAIMS: Record<AnalysisLanguage, ValueClaim[]> = {
  en: [
    {
      key: 'articulationWpm',
      pattern:
        /\b(?:spoke at|speaking pace of) (\d+(?:\.\d+)?) words (?:per|a) minute while talking|\bspeaking pace of (\d+(?:\.\d+)?) words/i,
    },
    { key: 'wpm', pattern: /\b(?:spoke|talked) at (\d+(?:\.\d+)?) words (?:per|a) minute(?! while)/i },
    { key: 'fillersPer100', pattern: /\b(\d+(?:\.\d+)?) fillers? per 100 words/i },
    {
      key: 'cuesPerMinute',
      pattern: /\b(\d+(?:\.\d+)?) cues? (?:per|a) minute|cue density \((\d+(?:\.\d+)?) per minute/i,
    },
    // A talk's report says "of the talk" (library/report-presentation.ts); the claim is checked the same way.
    { key: 'silenceRatio', pattern: /\b(\d+(?:\.\d+)?) ?% of the (?:class|talk)\b/i, scale: 0.01 },
    { key: 'breathCues', pattern: /\bbreath (\d+) times\b/i },
  ],
  ko: [
    { key: 'articulationWpm', pattern: /말하는 (?:동안|속도) 분당 (\d+(?:\.\d+)?)단어/ },
    { key: 'wpm', pattern: /(?<!말하는 (?:동안|속도) )분당 (\d+(?:\.\d+)?)단어(?:로 말했|의 속도)/ },
    { key: 'fillersPer100', pattern: /군말(?:은|이) 100단어당 (\d+(?:\.\d+)?)개/ },
    { key: 'cuesPerMinute', pattern: /큐(?:는| 밀도\()\s*분당 (\d+(?:\.\d+)?)개/ },
    { key: 'silenceRatio', pattern: /(?:수업|발표)의 (\d+(?:\.\d+)?)%가 침묵/, scale: 0.01 },
    { key: 'breathCues', pattern: /호흡과 움직임을 (\d+)번/ },
  ],
};

export function valueClaim(sentence: string, e: Evidence): string | null {
  for (const claim of VALUE_CLAIMS[e.language]) {
    const match = sentence.match(claim.pattern);
    const said = match?.slice(1).find((g) => g !== undefined);
    if (said === undefined) continue;
    const value = Number(said) * (claim.scale ?? 1);
    if (claim.key === 'breathCues') {
      if (value !== e.metrics.cueCounts.breathing)
        return `says ${said} breath cues, metrics count ${e.metrics.cueCounts.breathing}`;
      continue;
    }
    const measured = displayedValue(claim.key, e.metrics[claim.key]);
    // Reports may round a figure more coarsely than a card does, never differently.
    const slack =
      claim.key === 'silenceRatio' ? 0.006 : claim.key === 'wpm' || claim.key === 'articulationWpm' ? 0.51 : 0.051;
    if (Math.abs(value - measured) > slack) return `says ${claim.key} ${said}, metrics say ${measured}`;
  }
  return null;
}

/**
 * A strength must not name a metric outside its band (the same wordings the local generator's own rule reads,
 * metric-mentions.ts). Breath linking is judged on breath cues a minute against the style's minimum.
 */
export function praisesOffTarget(sentence: string, e: Evidence): string | null {
  const off = metricsNamedIn(sentence, e.language).filter((metric) => !mentionOnTarget(metric, e));
  return off.length > 0
    ? `praises ${off.map((m) => (m === 'breathing' ? 'breathCues' : cardOf[m])).join(', ')} outside its band`
    : null;
}

// A quoted line with the minute it was said: "At 3:05, "…"" / "3:05의 "…"".
const TIMED_QUOTE = /(\d{1,2}:\d{2}(?::\d{2})?)[^"“]{0,24}["“]([^"”]{3,})["”]/g;

function clockSeconds(clock: string): number {
  return clock
    .split(':')
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);
}

/** Whether `quote` was said within `slackSec` of `atSec` (in one segment or across two neighbouring ones). */
export function saidAt(quote: string, atSec: number, e: Evidence, slackSec = 5): boolean {
  const q = fold(quote);
  if (q.length === 0) return false;
  return e.segments.some((s, i) => {
    if (atSec < s.start - slackSec || atSec > s.end + slackSec) return false;
    const next = e.segments[i + 1];
    const text = fold(next ? `${s.text} ${next.text}` : s.text);
    return text.includes(q);
  });
}

export function misplacedQuote(sentence: string, e: Evidence): string | null {
  for (const match of sentence.matchAll(TIMED_QUOTE)) {
    const [, clock, quote] = match;
    if (clock && quote && !saidAt(quote, clockSeconds(clock), e)) return `quote not said at ${clock}: "${quote}"`;
  }
  return null;
}

// "… N s of silence" said of the moment after a quoted line.
const SILENCE_AFTER: Record<AnalysisLanguage, RegExp> = {
  en: /(\d+(?:\.\d+)?) ?s(?:econds?)? of silence/i,
  ko: /(\d+(?:\.\d+)?)초 동안 침묵/,
};

/** The silence after the segment holding `quote` near `atSec`: the gap to the next line. */
export function silenceAfter(quote: string, atSec: number, e: Evidence): number | null {
  const q = fold(quote);
  const i = e.segments.findIndex(
    (s) => atSec >= s.start - 5 && atSec <= s.end + 5 && fold(s.text).includes(q.slice(-Math.min(q.length, 40))),
  );
  if (i < 0) return null;
  const next = e.segments[i + 1];
  const end = e.segments[i]!.end;
  return next ? next.start - end : e.metrics.durationSec - end;
}

export function silenceClaim(text: string, quote: string, atSec: number, e: Evidence): string | null {
  const match = text.match(SILENCE_AFTER[e.language]);
  if (!match?.[1]) return null;
  const claimed = Number(match[1]);
  const gap = silenceAfter(quote, atSec, e);
  if (gap === null) return `silence after a line that is not in the transcript`;
  // The claim is rounded to the second; the gap must be at least what it says, less that rounding.
  return gap + 0.5 < claimed ? `says ${claimed} s of silence, the next line follows after ${gap.toFixed(1)} s` : null;
}

/**
 * A focus that calls the class slow or its cues sparse where the verdicts do not: students' working time lowers the
 * whole-class pace and cue density, and an LLM reading those figures called a class with every teaching figure in
 * band slow (the rules judge speed while speaking and cues over teaching time, weaknesses.ts).
 */
export function focusAgainstVerdict(key: WeaknessKey, e: Evidence): string | null {
  const { judged, bands, metrics } = e;
  const atLeast = (value: number, band: { min?: number }) => band.min === undefined || value >= band.min;
  if (key === 'pace_slow' && atLeast(judged.wpm, bands.wpm) && atLeast(metrics.articulationWpm, bands.articulationWpm))
    return 'calls the pace slow while it is on target, judged on the teaching';
  if (key === 'sparse_cues' && atLeast(judged.cuesPerMinute, bands.cuesPerMinute))
    return 'calls the cues sparse while cue density is on target, judged on the teaching';
  return null;
}

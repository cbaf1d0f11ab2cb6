/**
 * The prompt for the LLM generator: the class's metrics, the style's targets, what the rules already spotted
 * (with timestamps) and the transcript, trimmed to the model's context window.
 */
import {
  type AnalysisLanguage,
  coachingReportContent,
  type TranscriptSegment,
  targetMetricKeys,
  weaknessKeys,
} from '@cuecoach/contracts';
import { z } from 'zod';
import type { LlmConfig } from '../config.ts';
import { formatClock } from '../excerpt.ts';
import { type CoachContext, classLabel } from '../library/context.ts';
import { quotable, recognisedSurely } from '../quotable.ts';
import { fillerMoments } from '../scan.ts';
import type { FeedbackInput } from '../types.ts';
import type { Finding, TranscriptFindings } from '../weaknesses.ts';
import type { ChatMessage } from './client.ts';

/** Keywords OpenAI's strict mode rejects; zod still enforces them when the answer is validated. */
const UNSUPPORTED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength']);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
      .map(([key, value]) => [key, strip(value)]),
  );
}

/** JSON schema of the generator's part of the report, as sent in response_format. */
export function reportJsonSchema(): Record<string, unknown> {
  return strip(z.toJSONSchema(coachingReportContent)) as Record<string, unknown>;
}

/**
 * Rough token count: ~4 characters per token for Latin text, 1 per character for Hangul and other non-ASCII
 * (tokenisers vary; over-estimating only trims a little more transcript).
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 4 + other);
}

/**
 * One transcript line for the model. A line the report may not quote (quotable.ts: the recogniser was unsure of
 * its words) is marked, so the model gets the same evidence the rules use; the validator drops any rewrite of it.
 */
const lineOf = (spoken: AnalysisLanguage) => (s: TranscriptSegment) =>
  `[${formatClock(s.start)}]${quotable(s.text, { spoken }) && recognisedSurely(s) ? '' : ` ${UNSURE}`} ${s.text.trim()}`;
const UNSURE = '(unsure)';

/**
 * The transcript as timestamped lines within `budget` tokens. When it does not fit, lines the rules flagged
 * (fillers, vague cues, lines before long silences) are kept first, then lines evenly spread over the class;
 * gaps are marked so the model knows text is missing.
 */
export function trimTranscript(
  segments: TranscriptSegment[],
  flagged: Set<number>,
  budget: number,
  spoken: AnalysisLanguage = 'en',
): string {
  // The "lines omitted" markers cost tokens too: shrink the line budget until the whole text fits.
  let text = selectLines(segments, flagged, budget, spoken);
  for (let lineBudget = budget; estimateTokens(text) > budget && lineBudget > 0; ) {
    lineBudget -= estimateTokens(text) - budget + 16;
    text = selectLines(segments, flagged, lineBudget, spoken);
  }
  return text;
}

function selectLines(
  segments: TranscriptSegment[],
  flagged: Set<number>,
  budget: number,
  spoken: AnalysisLanguage,
): string {
  const lines = segments.map(lineOf(spoken));
  const cost = lines.map((l) => estimateTokens(l) + 1);
  const total = cost.reduce((a, b) => a + b, 0);
  if (total <= budget) return lines.join('\n');

  const keep = new Set<number>();
  let used = 0;
  const take = (i: number) => {
    if (keep.has(i) || i < 0 || i >= lines.length) return;
    if (used + (cost[i] ?? 0) > budget) return;
    keep.add(i);
    used += cost[i] ?? 0;
  };
  for (const i of [...flagged].sort((a, b) => a - b)) take(i);
  // Fill the rest evenly: halve the stride until the budget is used up.
  for (
    let stride = Math.max(1, Math.floor(lines.length / 8));
    stride >= 1 && used < budget;
    stride = Math.floor(stride / 2)
  ) {
    for (let i = 0; i < lines.length; i += stride) take(i);
    if (stride === 1) break;
  }
  const out: string[] = [];
  let skipped = 0;
  lines.forEach((l, i) => {
    if (keep.has(i)) {
      if (skipped > 0) out.push(`[… ${skipped} line${skipped === 1 ? '' : 's'} omitted …]`);
      skipped = 0;
      out.push(l);
    } else skipped++;
  });
  if (skipped > 0) out.push(`[… ${skipped} line${skipped === 1 ? '' : 's'} omitted …]`);
  return out.join('\n');
}

/** A talk is coached as a talk: the local rules' presentation texts (library/*-presentation.ts) say the same. */
const TALK_RULES = [
  'This recording is a talk or presentation, not a movement class. Speak of the talk, the audience (Korean: 청중), points, sections, signposts, slides, examples and Q&A; never of students, members (회원), poses, holds, the mat, breath cues or body cues.',
  'For a talk, classEdits.after and cueRewrites.after make the sentence clearer and shorter: fillers out, one idea per sentence, a signpost ("First, …", "To sum up, …") where it helps; never a movement or breath cue.',
];

function systemPrompt(language: 'ko' | 'en', spoken: 'ko' | 'en', talk: boolean): string {
  const lang = language === 'ko' ? 'Korean (한국어)' : 'English';
  const classLang = spoken === 'ko' ? 'Korean' : 'English';
  return [
    'You are an experienced movement and speaking coach (yoga, pilates, dance, fitness, presentations) reviewing one recorded class.',
    `Write every text field in ${lang}, except classEdits.before/after and cueRewrites.before/after: those are lines the instructor said or would say in class, so they stay in ${classLang}, the language of the class.`,
    ...(language === 'ko'
      ? [
          'Korean: one polite register throughout (합니다체 for explanations, -세요 for advice), particles that match the word before them (빈야사를, 인 요가를), never "을(를)"-style fallbacks.',
        ]
      : []),
    'Be specific to THIS class: quote the instructor, cite minutes and numbers, and fit the style (a restorative class is not coached like HIIT; long holds in yin/restorative are intended).',
    "classEdits.before and cueRewrites.before must be copied VERBATIM from the transcript lines (one sentence or a short part of one line, without the [m:ss] stamp). Use the line's timestamp for location.seconds and location.display (m:ss).",
    'classEdits.after and cueRewrites.after are concrete rewrites: remove fillers; for movement cues use breath + body part + direction (dance: count + body part + direction), one action per sentence. Change what the instructor said into a better cue for that moment; never only put "Inhale,"/"Exhale," into the line, and never pad it with stock phrases such as "when you are ready".',
    ...(talk ? TALK_RULES : []),
    "When Metrics has judgedOnTeaching, the students' working, holding and question time was taken out of pace, silence and cue density: decide whether those are on target from judgedOnTeaching (the measured figures include the students' time), and never call them slow, too quiet or too sparse when judgedOnTeaching is on target. Quote the measured figures.",
    `Lines marked ${UNSURE} hold words the speech recogniser was unsure of (possibly misheard): never quote or rewrite them.`,
    `focusAreas.key is one of: ${weaknessKeys.join(', ')}.`,
    `Every nextSessionTargets item needs a measurable metric (one of: ${targetMetricKeys.join(', ')}), comparator at_most or at_least, a target number in the metric's unit (silenceRatio is 0–1), and current = this class's value.`,
    'overallRating.level is one of beginner, intermediate, advanced, expert, master (score 0–100). drills.practiceMinutes is a whole number 1–60.',
    'Answer with one JSON object matching the schema, nothing else.',
  ].join('\n');
}

function metricsBlock(c: CoachContext): Record<string, unknown> {
  const m = c.metrics;
  return {
    durationMin: Math.round(c.durationMin * 10) / 10,
    wpm: m.wpm,
    silenceRatio: m.silenceRatio,
    avgPauseSec: m.avgPauseSec,
    maxPauseSec: m.maxPauseSec,
    pauseBuckets: m.pauseBuckets,
    fillersPer100: m.fillersPer100,
    fillerCount: m.fillerCount,
    fillers: m.fillers,
    cuesPerMinute: m.cuesPerMinute,
    cueCounts: m.cueCounts,
    breathCuesPerMinute: Math.round(c.breathPerMin * 100) / 100,
    totalWords: m.totalWords,
    uniqueWords: m.uniqueWords,
    clarity: m.clarity,
    flow: m.flow,
    consistency: m.consistency,
    paceTimeline: m.paceTimeline,
    ...judgedOnTeaching(c),
  };
}

/** The figures the verdicts judge (students' time excused, contracts judged-metrics.ts), where they differ. */
function judgedOnTeaching(c: CoachContext): { judgedOnTeaching?: Record<string, number> } {
  const { metrics: m, judged } = c.evidence;
  const keys = (['wpm', 'silenceRatio', 'cuesPerMinute'] as const).filter((k) => judged[k] !== m[k]);
  return keys.length > 0 ? { judgedOnTeaching: Object.fromEntries(keys.map((k) => [k, judged[k]])) } : {};
}

export interface PromptParts {
  input: FeedbackInput;
  c: CoachContext;
  findings: TranscriptFindings;
  weaknesses: Finding[];
}

export function buildMessages(parts: PromptParts, cfg: LlmConfig, schemaInPrompt: boolean): ChatMessage[] {
  const { input, c, findings, weaknesses } = parts;
  const schemaText = JSON.stringify(reportJsonSchema());
  const system =
    systemPrompt(c.language, c.spoken, c.group === 'presentation') +
    (schemaInPrompt ? `\nJSON schema:\n${schemaText}` : '');
  const spotted = {
    weaknessesByRules: weaknesses.map((w) => ({ key: w.key, severity: Math.round(w.severity * 100) / 100 })),
    fillerLines: fillerMoments(input.segments)
      .slice(0, 4)
      .map((mo) => ({ at: formatClock(mo.at), text: mo.excerpt.text, fillers: mo.weight })),
    vagueCues: findings.vague.slice(0, 4).map((mo) => ({ at: formatClock(mo.at), text: mo.excerpt.text })),
    deadAir: findings.deadAir
      .slice(0, 4)
      .map((mo) => ({ at: formatClock(mo.at), seconds: Math.round(mo.gapSec), lastWords: mo.excerpt.text })),
    intendedLongHoldsUpToSec: c.targets.longHoldStyle ? c.targets.deadAirSec : null,
  };
  const header = [
    `Class: ${classLabel({ ...c, language: 'en' })}; style group ${c.group}; scenario ${c.scenario ?? 'unknown'}; purpose ${c.purpose ?? 'unknown'}; class language ${c.spoken}; report language ${c.language}.`,
    `Metrics: ${JSON.stringify(metricsBlock(c))}`,
    `Targets for this style: ${JSON.stringify(c.targets)}`,
    `Spotted by rules (verify against the transcript): ${JSON.stringify(spotted)}`,
    'Transcript:',
  ].join('\n');

  const fixed =
    estimateTokens(system) + estimateTokens(header) + (schemaInPrompt ? 0 : estimateTokens(schemaText)) + 64;
  const budget = Math.max(200, Math.floor((cfg.contextTokens - cfg.maxOutputTokens - fixed) * 0.9));
  const flagged = new Set<number>([
    ...fillerMoments(input.segments)
      .slice(0, 6)
      .map((mo) => mo.segmentIndex),
    ...findings.vague.slice(0, 6).map((mo) => mo.segmentIndex),
    ...findings.deadAir.slice(0, 6).flatMap((mo) => [mo.segmentIndex, mo.segmentIndex + 1]),
  ]);
  const transcript = trimTranscript(input.segments, flagged, budget, input.language);
  return [
    { role: 'system', content: system },
    { role: 'user', content: `${header}\n${transcript}` },
  ];
}

/**
 * Cutting quotable excerpts out of transcript segments. An excerpt is always a verbatim slice of one segment's
 * text (trimmed), so a report's `before` can be found in the transcript the instructor sees.
 */
import type { TranscriptSegment } from '@cuecoach/contracts';

export interface Span {
  start: number;
  end: number;
}

export interface Excerpt extends Span {
  text: string;
}

const MAX_EXCERPT_CHARS = 180;

/** m:ss, or h:mm:ss from an hour on. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const re = /[^.!?。？！]+[.!?。？！]*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans.length > 0 ? spans : [{ start: 0, end: text.length }];
}

function trimSpan(text: string, span: Span): Excerpt {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  return { start, end, text: text.slice(start, end) };
}

/**
 * The sentence around `focus` (grown to neighbouring sentences while short), or a word-aligned window when the
 * recogniser produced no punctuation.
 */
export function excerptAround(text: string, focus: Span, maxChars = MAX_EXCERPT_CHARS): Excerpt {
  if (text.trim().length <= maxChars) return trimSpan(text, { start: 0, end: text.length });
  const sentences = sentenceSpans(text);
  const i = Math.max(
    0,
    sentences.findIndex((s) => focus.start < s.end && focus.end > s.start),
  );
  let start = sentences[i]?.start ?? 0;
  let end = sentences[i]?.end ?? text.length;
  if (end - start <= maxChars) {
    let j = i + 1;
    while (j < sentences.length && (sentences[j]?.end ?? 0) - start <= maxChars && end < focus.end) {
      end = sentences[j]?.end ?? end;
      j++;
    }
    return trimSpan(text, { start, end });
  }
  // One over-long run-on sentence: take a window centred on the focus, cut at spaces.
  const centre = Math.floor((focus.start + focus.end) / 2);
  start = Math.max(start, centre - Math.floor(maxChars / 2));
  end = Math.min(end, start + maxChars);
  while (start > 0 && !/\s/.test(text[start - 1] ?? '')) start++;
  while (end < text.length && !/\s/.test(text[end] ?? '')) end--;
  if (end <= start) return trimSpan(text, { start: Math.max(0, centre - maxChars / 2), end: centre + maxChars / 2 });
  return trimSpan(text, { start, end });
}

/** The last sentence of a segment (what students heard right before a silence). */
export function lastSentence(text: string, maxChars = MAX_EXCERPT_CHARS): Excerpt {
  const sentences = sentenceSpans(text).filter((s) => text.slice(s.start, s.end).trim().length > 0);
  const last = sentences[sentences.length - 1] ?? { start: 0, end: text.length };
  return excerptAround(text, { start: Math.max(last.start, last.end - 1), end: last.end }, maxChars);
}

/** Filler marks inside an excerpt, re-based to the excerpt's own offsets. */
export function marksWithin(segment: TranscriptSegment, excerpt: Span): Span[] {
  return segment.fillers
    .filter((f) => f.start >= excerpt.start && f.end <= excerpt.end)
    .map((f) => ({ start: f.start - excerpt.start, end: f.end - excerpt.start }));
}

/**
 * The text with the marked fillers cut out, plus the clean-up a speaker would do: no orphaned commas or dots
 * left behind, no stuttered repeats ("the the"), a capital letter at the start.
 */
const PHRASE_OPENERS = /\b(?:to|the|a|an|your|my|our|and|or|of|into|onto|going|are|is|we|you|will|can|just)\s*,\s*$/i;

export function removeFillers(text: string, fillers: Span[]): string {
  let out = '';
  let cursor = 0;
  for (const f of [...fillers].sort((a, b) => a.start - b.start)) {
    if (f.start < cursor) continue;
    out += text.slice(cursor, f.start);
    cursor = f.end;
    // Swallow the comma/ellipsis that belonged to the filler ("um, so" → "so"). When the filler sat between two
    // commas, the first one stays ("heavy, you know, let go" → "heavy, let go") unless it split a phrase that
    // cannot end there ("going to, uh, start" → "going to start").
    let swallowed = false;
    for (;;) {
      if (text.startsWith('...', cursor)) cursor += 3;
      else if (text[cursor] === ',' || text[cursor] === '…') cursor++;
      else break;
      swallowed = true;
    }
    if (swallowed && (PHRASE_OPENERS.test(out) || /[을를]\s*,\s*$/.test(out))) out = out.replace(/,\s*$/, ' ');
  }
  out += text.slice(cursor);
  return tidy(out);
}

export function tidy(text: string): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/([,.!?])(?:\s*[,])+/g, '$1')
    .replace(/^[\s,.…]+/, '')
    .replace(/^(?:and then|and|so|okay|ok|alright|그리고|자|네)\s*,\s*/i, '')
    .replace(/\b(\w+)(\s+\1\b)+/gi, '$1')
    .trim();
  out = out.replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
  return out;
}

/** A clause that is only a breath or count lead-in ("Inhale,", "숨을 내쉬며,", "5, 6,") belongs to the next one. */
const leadOnly: Record<'ko' | 'en', RegExp> = {
  en: /^(?:inhale|exhale|breathe (?:in|out)|and|now|then|on \d+|\d+)$/i,
  ko: /^(?:숨을 )?(?:들이마시며|들이쉬며|마시며|내쉬며|내쉬고|들이마시고)$|^\d+$|^자$/,
};

/**
 * Split a run-on instruction into its clauses at sentence ends, commas, semicolons and "and then" / "그리고"
 * joints. A bare "and" is not a joint ("lift your hips up and back" is one movement), and a breath word stays
 * with the movement it times.
 */
export function clauses(text: string, language: 'ko' | 'en'): string[] {
  const joint =
    language === 'en'
      ? /\s*(?:[,;]|[.!?]+\s+|\band then\b|\bthen\b)\s*/i
      : /\s*(?:[,;]|[.!?]+\s+|그리고|그 다음에|그다음에)\s*/;
  const parts = text
    .split(joint)
    .map((c) =>
      c
        .trim()
        .replace(/[.!?]+$/, '')
        .replace(/^(?:and|so)\s+/i, ''),
    )
    .filter((c) => c.length > 0);
  const merged: string[] = [];
  let carry = '';
  for (const part of parts) {
    if (leadOnly[language].test(part)) {
      carry = carry ? `${carry}, ${part}` : part;
      continue;
    }
    merged.push(carry ? `${carry}, ${language === 'en' ? lowerFirst(part) : part}` : part);
    carry = '';
  }
  if (carry) merged.push(carry);
  return merged;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

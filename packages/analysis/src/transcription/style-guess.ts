import {
  type AnalysisLanguage,
  type Style,
  type StyleGroup,
  styleGroups,
  stylesByGroup,
  styleVocabulary,
} from '@cuecoach/contracts';
import { recognitionPrompt } from './prompt.ts';
import { readSegment } from './segment-reading.ts';
import type { RawSegment, TranscribeRequest } from './types.ts';

/**
 * A class analysed without a style is prompted with a few terms of every movement group (prompt.ts): the prompt
 * holds about 220 tokens, so most of each group's terms are left out, and tiny.en then mishears the ones it was
 * not given ("neutrals fine" for neutral spine, "Murphy's" for burpees). Instructors name their class and its
 * poses, apparatus or moves, so the class is decoded a minute of speech at a time with that prompt until the
 * terms heard point to one movement group; from there on it is decoded with that group's prompt, exactly as if the
 * instructor had picked one of its styles, and the few chunks before that named terms are decoded again. Most
 * classes name their group in the first minute; one that opens with a long welcome and the week's notices names
 * it a minute or two later. Only recognition uses the guess; the class's targets and metrics stay those of a
 * class without a style.
 */

/** Seconds of speech decoded between two guesses: a minute. */
export const GUESS_SPEECH_SEC = 60;
/** Distinct terms the guessed group needs, and its lead over any other group. */
const MIN_TERMS = 2;
const MIN_LEAD = 2;

/** Words that name a class of the group without being in its prompt vocabulary. */
const classNames: Record<Exclude<StyleGroup, 'presentation'>, Record<AnalysisLanguage, readonly string[]>> = {
  yoga: { en: ['yoga'], ko: ['요가'] },
  pilates: { en: ['pilates'], ko: ['필라테스'] },
  dance: { en: ['dance', 'dancers', 'ballet', 'barre'], ko: ['댄스', '발레', '무용'] },
  fitness: { en: ['hiit', 'workout'], ko: ['서킷', '인터벌'] },
};

const movementGroups = styleGroups.filter((g): g is Exclude<StyleGroup, 'presentation'> => g !== 'presentation');

const foldEnglish = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const foldKorean = (text: string) => text.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '');
// Counts are cued in every movement class ("five, six, seven, eight" in a HIIT set too): no evidence of a group.
const isCount = (term: string) =>
  /^(?:(?:one|two|three|four|five|six|seven|eight)\s*)+$|^(?:(?:하나|둘|셋|넷|다섯|여섯|일곱|여덟)\s*)+$/u.test(term);

/** Distinct terms of each movement group (its vocabulary and the names of its classes) found in the text. */
export function groupEvidence(text: string, language: AnalysisLanguage): Map<StyleGroup, string[]> {
  const folded = language === 'en' ? foldEnglish(text) : foldKorean(text);
  const evidence = new Map<StyleGroup, string[]>();
  for (const group of movementGroups) {
    const terms = [...styleVocabulary[group][language], ...classNames[group][language]].filter((t) => !isCount(t));
    const heard = terms.filter((term) =>
      language === 'en' ? folded.includes(foldEnglish(term)) : folded.includes(foldKorean(term)),
    );
    evidence.set(group, heard);
  }
  return evidence;
}

/**
 * The movement group a class's text points to: at least two distinct terms of it, and at least two more than any
 * other group; otherwise none (a presentation, a class that names nothing, a mix).
 */
export function guessStyleGroup(text: string, language: AnalysisLanguage): StyleGroup | null {
  const ranked = [...groupEvidence(text, language)].sort((a, b) => b[1].length - a[1].length);
  const [first, second] = ranked;
  if (!first || first[1].length < MIN_TERMS) return null;
  if (first[1].length - (second?.[1].length ?? 0) < MIN_LEAD) return null;
  return first[0];
}

/** A style of the group: the prompt and vocabulary depend on the group alone. */
export const styleOfGroup = (group: StyleGroup): Style => stylesByGroup[group][0];

/** The chunks from `from` on that hold the next minute of speech (at least one, none past the end). */
export function chunksOfNextMinute<C extends { speech: { start: number; end: number }[] }>(
  chunks: C[],
  from = 0,
): number {
  let speech = 0;
  let count = 0;
  for (let i = from; i < chunks.length; i++) {
    if (count > 0 && speech >= GUESS_SPEECH_SEC) break;
    speech += chunks[i]!.speech.reduce((sum, r) => sum + (r.end - r.start), 0);
    count++;
  }
  return count;
}

/**
 * The segments of a decode of `chunks`, per chunk: each goes to the chunk whose extent holds its middle (or the
 * nearest one; the engines place a segment on its chunk's speech, so that is its own chunk).
 */
export function segmentsByChunk(segments: RawSegment[], chunks: { start: number; end: number }[]): RawSegment[][] {
  const out: RawSegment[][] = chunks.map(() => []);
  for (const segment of segments) {
    const middle = (segment.start + segment.end) / 2;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    chunks.forEach((chunk, i) => {
      const distance = Math.max(0, chunk.start - middle, middle - chunk.end);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
    out[best]!.push(segment);
  }
  return out;
}

/** At most this many chunks decoded before the guess are decoded again with its prompt (≈ 2 min of speech). */
export const MAX_DECODED_AGAIN = 4;
/**
 * A decode this unsure (average log-probability per token) may be a term misheard as other words ("Murphy's" for
 * burpees), which the group's prompt would have read; Whisper's own "unsure" line is −1.
 */
export const UNSURE_LOGPROB = -0.5;

/**
 * Which chunks decoded with the no-style prompt before the group was clear are decoded again with its prompt, in
 * the order they were decoded: those where a movement group's term was heard (its prompt spells the terms the
 * no-style prompt left out) or whose decode was unsure, most terms of the guessed group first, then the least sure;
 * at most MAX_DECODED_AGAIN. A welcome or the logistics read surely and naming no term stay as they are: the
 * group's prompt has nothing to add to them.
 */
export function chunksToDecodeAgain(
  decoded: RawSegment[][],
  group: StyleGroup,
  language: AnalysisLanguage,
  max = MAX_DECODED_AGAIN,
): number[] {
  const candidates = decoded.flatMap((segments, index) => {
    const evidence = groupEvidence(segments.map((s) => s.text).join(' '), language);
    const terms = [...evidence.values()].reduce((sum, heard) => sum + heard.length, 0);
    const own = evidence.get(group)?.length ?? 0;
    const quality = segments.find((s) => s.quality)?.quality;
    const logprob = quality?.avgLogprob ?? 0;
    const unsure = (quality?.problems.length ?? 0) > 0 || logprob < UNSURE_LOGPROB;
    return terms > 0 || unsure ? [{ index, own, terms, logprob }] : [];
  });
  return candidates
    .sort((a, b) => b.own - a.own || b.terms - a.terms || a.logprob - b.logprob)
    .slice(0, max)
    .map((c) => c.index)
    .sort((a, b) => a - b);
}

/** What the recogniser guessed for a class without a style, and what it cost. */
export interface StyleGuess {
  style: Style;
  /** Chunks decoded with the no-style prompt before the group was clear (the first minute's, or more). */
  chunksBefore: number;
  /** Of those, the chunks decoded again with the group's prompt. */
  decodedAgain: number;
}

/**
 * Transcribes with the style's prompt when the request has one. Otherwise decodes the class a minute of speech at
 * a time with the no-style prompt, guessing the group after each minute from all the text read so far (segments
 * that loop, echo the prompt or are not the language are no evidence: Korean decoded as English comes back as
 * invented pose names). Once a group stands out the rest of the class is decoded with its prompt, and the chunks
 * already decoded that named a term or were unsure are decoded again with it (chunksToDecodeAgain); a class that
 * opens with a long welcome gets its group's prompt from the first minute its terms are heard. When no group ever
 * stands out, every chunk is decoded once, with the no-style prompt. `decode` is the engine's own transcription
 * of a set of chunks.
 */
export async function transcribeGuessingStyle(
  request: TranscribeRequest,
  decode: (request: TranscribeRequest) => Promise<RawSegment[]>,
): Promise<RawSegment[]> {
  if (request.style || request.guessStyle === false || request.chunks.length === 0) return decode(request);
  const { chunks, language } = request;
  const total = chunks.length;
  const prompt = recognitionPrompt(language, null);
  const decoded: RawSegment[][] = [];
  const read: string[] = [];
  let group: StyleGroup | null = null;
  while (decoded.length < total && !group) {
    const from = decoded.length;
    const batch = chunks.slice(from, from + chunksOfNextMinute(chunks, from));
    const segments = await decode({
      ...request,
      chunks: batch,
      onChunkDone: (done) => request.onChunkDone?.(from + done, total),
    });
    decoded.push(...segmentsByChunk(segments, batch));
    read.push(...segments.filter((s) => readSegment(s, language, prompt) === 'read').map((s) => s.text));
    group = guessStyleGroup(read.join(' '), language);
  }
  if (!group) return decoded.flat();
  const before = decoded.length;
  const positions = [
    ...chunksToDecodeAgain(decoded, group, language),
    ...Array.from({ length: total - before }, (_, i) => before + i),
  ];
  const style = styleOfGroup(group);
  request.onStyleGuessed?.({ style, chunksBefore: before, decodedAgain: positions.length - (total - before) });
  if (positions.length === 0) return decoded.flat();
  const again = positions.map((p) => chunks[p]!);
  // Progress in chunks of the class: the decodes with the group's prompt share what was left after the guess.
  const share = (total - before) / again.length;
  const segments = await decode({
    ...request,
    chunks: again,
    style,
    onChunkDone: (done) => request.onChunkDone?.(before + done * share, total),
  });
  segmentsByChunk(segments, again).forEach((own, i) => {
    decoded[positions[i]!] = own;
  });
  return decoded.flat();
}

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
 * poses, apparatus or moves early, so the first minute of speech is decoded with that prompt, the movement group
 * is guessed from the terms heard in it, and, when one group stands out, the whole class is decoded with that
 * group's prompt, exactly as if the instructor had picked one of its styles. Only recognition uses the guess;
 * the class's targets and metrics stay those of a class without a style.
 */

/** Seconds of speech the group is guessed from: the first minute. */
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

/** The chunks that hold the first minute of speech (at least one). */
export function firstMinuteChunks<C extends { speech: { start: number; end: number }[] }>(chunks: C[]): number {
  let speech = 0;
  let count = 0;
  for (const chunk of chunks) {
    if (count > 0 && speech >= GUESS_SPEECH_SEC) break;
    speech += chunk.speech.reduce((sum, r) => sum + (r.end - r.start), 0);
    count++;
  }
  return count;
}

/**
 * Transcribes with the style's prompt when the request has one; otherwise decodes the first minute with the
 * no-style prompt, guesses the group from the text read there (segments that loop, echo the prompt or are not
 * the language are no evidence: Korean decoded as English comes back as invented pose names), and decodes the
 * whole class again with the guessed group's prompt, or the rest with the no-style prompt when no group stands
 * out. `decode` is the engine's own transcription of a set of chunks.
 */
export async function transcribeGuessingStyle(
  request: TranscribeRequest,
  decode: (request: TranscribeRequest) => Promise<RawSegment[]>,
): Promise<RawSegment[]> {
  if (request.style || request.chunks.length === 0) return decode(request);
  const total = request.chunks.length;
  const probe = firstMinuteChunks(request.chunks);
  const first = await decode({
    ...request,
    chunks: request.chunks.slice(0, probe),
    onChunkDone: (done) => request.onChunkDone?.(done, total),
  });
  const prompt = recognitionPrompt(request.language, null);
  const read = first.filter((s) => readSegment(s, request.language, prompt) === 'read');
  const group = guessStyleGroup(read.map((s) => s.text).join(' '), request.language);
  const rest = group ? request.chunks : request.chunks.slice(probe);
  // Progress in chunks of the class: the decodes of the second stage share what is left after the first minute.
  const share = rest.length ? (total - probe) / rest.length : 0;
  const onChunkDone = (done: number) => request.onChunkDone?.(probe + done * share, total);
  if (!group) return [...first, ...(rest.length ? await decode({ ...request, chunks: rest, onChunkDone }) : [])];
  const style = styleOfGroup(group);
  request.onStyleGuessed?.(style);
  return decode({ ...request, chunks: rest, style, onChunkDone });
}

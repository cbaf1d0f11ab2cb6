import { deflateSync } from 'node:zlib';
import type { AnalysisLanguage } from '@cuecoach/contracts';

/**
 * Guards against text a recogniser invented or lost, applied to each chunk's decode by every engine that can
 * decode again (the embedded engine, whisper.cpp, OpenAI-compatible servers). They are Whisper's own fallback
 * rules plus one that needs the VAD: how many words a person can say in the speech the chunk holds.
 *
 * - **Loops**: text that compresses too well (zlib ratio over 2.4, Whisper's threshold) repeats itself.
 * - **Unsure decode**: an average log-probability per generated token under −1 (Whisper's threshold); only
 *   engines that report it.
 * - **Prompt echo**: text made mostly of the prompt's own words (its vocabulary and its disfluent example) with
 *   few others: Whisper copying its prompt onto audio it cannot read.
 * - **Too few or too many words for the speech**: a dropped block ("(inhale)" for 25 s of talk) or a loop.
 */

/** Whisper's compression-ratio threshold: above it a decode is a loop. */
export const MAX_COMPRESSION_RATIO = 2.4;
/** Whisper's log-probability threshold: below it a decode is unsure. */
export const MIN_AVG_LOGPROB = -1;

/**
 * Words per second of speech (VAD time, which includes short breaths) people say. English: a slow, deliberate
 * cue is ~1.2 w/s, a fast one ~4.5 w/s; Korean counts eojeol (spaced words), which run about two-thirds of that.
 * The bounds are wide: they catch a dropped block (one word for half a minute) or a loop, not a slow speaker.
 */
export const plausibleWordRate: Record<AnalysisLanguage, { min: number; max: number }> = {
  en: { min: 0.6, max: 6 },
  ko: { min: 0.35, max: 4.5 },
};
/** Below this much speech a chunk's word rate says nothing (one short cue, a count, a breath). */
const MIN_SPEECH_FOR_RATE_SEC = 4;

/** zlib compression ratio of the text's UTF-8 bytes, as Whisper computes it (0 for empty text). */
export function compressionRatio(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length === 0) return 0;
  return bytes.length / deflateSync(bytes).length;
}

/** Words as the metrics count them: spaced words with a letter or digit (eojeol for Korean). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export type DecodeProblem = 'loop' | 'unsure' | 'prompt_echo' | 'too_few_words' | 'too_many_words';

export interface DecodeCheck {
  text: string;
  language: AnalysisLanguage;
  /** Seconds of VAD speech in the audio decoded. */
  speechSec: number;
  /** Average log-probability per generated token, when the engine reports it. */
  avgLogprob?: number | null;
  /** The prompt the decode was given (empty or absent: none). */
  prompt?: string;
}

/** What is wrong with a decode, if anything; an empty list means it passes. */
export function decodeProblems(check: DecodeCheck): DecodeProblem[] {
  const problems: DecodeProblem[] = [];
  const text = check.text.trim();
  // Short texts compress badly whatever they hold; Whisper applies the ratio to whole 30 s windows.
  if (text.length >= 40 && compressionRatio(text) > MAX_COMPRESSION_RATIO) problems.push('loop');
  if (check.avgLogprob != null && Number.isFinite(check.avgLogprob) && check.avgLogprob < MIN_AVG_LOGPROB) {
    problems.push('unsure');
  }
  if (check.prompt && isPromptEcho(text, check.prompt)) problems.push('prompt_echo');
  if (check.speechSec >= MIN_SPEECH_FOR_RATE_SEC) {
    const rate = countWords(text) / check.speechSec;
    const bounds = plausibleWordRate[check.language];
    if (rate < bounds.min) problems.push('too_few_words');
    else if (rate > bounds.max) problems.push('too_many_words');
  }
  return problems;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

/**
 * Text that only repeats the prompt's words: at least 6 words, of which ≥ 80 % are words of the prompt and fewer
 * than 4 distinct words are not. A class that names its poses uses prompt words too, but among many others.
 */
export function isPromptEcho(text: string, prompt: string): boolean {
  const words = wordsOf(text);
  if (words.length < 6) return false;
  const promptWords = new Set(wordsOf(prompt));
  const inPrompt = words.filter((w) => promptWords.has(w)).length;
  const others = new Set(words.filter((w) => !promptWords.has(w)));
  return inPrompt / words.length >= 0.8 && others.size < 4;
}

/**
 * The better of two decodes of the same audio: fewer problems first, then the higher average log-probability
 * (unknown counts as neither better nor worse), then the one given first (the prompted decode spells terms).
 */
export function betterDecode<T extends { problems: DecodeProblem[]; avgLogprob?: number | null }>(a: T, b: T): T {
  if (a.problems.length !== b.problems.length) return a.problems.length < b.problems.length ? a : b;
  if (a.avgLogprob != null && b.avgLogprob != null && b.avgLogprob > a.avgLogprob + 0.05) return b;
  return a;
}

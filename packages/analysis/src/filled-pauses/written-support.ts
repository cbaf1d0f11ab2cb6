import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { FEATURE_HOP_SEC, type FrameFeatures, frameFeatures } from './features.ts';
import {
  HEAD_SEC,
  hasHesitationSignature,
  isOneGlidingSyllable,
  type LoudRun,
  loudRuns,
  measureSound,
} from './hesitation.ts';

/**
 * Written hesitations the recogniser invented. Every engine is prompted with a disfluent example so Whisper keeps
 * the um/uh it hears, but the same prompt makes it open some sentences with "Umm," where nothing was said (the
 * 30-minute benchmark had 6–8 such in 30 minutes, over openings like "Inhale", "Now", "Bring", "Lower").
 * A filler written at the start of a sentence counts only where the audio has a hesitation's sound: a filled pause
 * the acoustic detector found, or a sound whose opening is a vowel or nasal held on one pitch and one spectral shape
 * (hesitation.ts), or a sound said alone that is one gliding syllable (a fast speaker's "uhm" whose vowel drifts into
 * its nasal) — in the pause before the sentence or anywhere under its segment (the recogniser's word times
 * within a breath group are too rough to say where), reaching a little into the previous segment, but never a
 * phrase's lengthened last syllable before a pause (`endsPhrase`). A sentence's first word never holds one sound
 * that long. Each sound supports one written filler; the others are taken out.
 * Fillers inside a sentence are left alone: the prompt does not make Whisper insert them there.
 */

const fillerWord: Record<AnalysisLanguage, RegExp> = {
  en: /^(u+m+|u+h+|e+r+m+|h+m+|a+h+|m+h*m+)$/i,
  ko: /^(음+|어+|으+음*|아+)$/,
};

/** How far from the sentence's estimated start its hesitation may lie (the segment times are a breath group's). */
const REACH_SEC = 1.4;

interface Segment {
  start: number;
  end: number;
  text: string;
}

/** Words of the text with where each starts in it, so one can be cut out without touching the others. */
function wordsOf(text: string): { word: string; from: number; to: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], from: m.index, to: m.index + m[0].length }));
}

const bare = (word: string) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const endsSentence = (word: string | undefined) => word === undefined || /[.!?…]["')\]]*$/.test(word);

/**
 * How far back into the previous segment the hesitation may lie: Whisper often stretches a segment's end over
 * the hesitation that opens the next sentence.
 */
const INTO_PREVIOUS_SEC = 0.6;
/** Seconds of audio before the window read to know its background (the pause before the sentence). */
const CONTEXT_SEC = 1.5;

type Read = (from: number, to: number) => Promise<Float32Array>;

/** The frames between two times and their background (the level of their quietest tenth); null when none. */
async function framesOf(
  read: Read,
  from: number,
  to: number,
): Promise<{ frames: FrameFeatures[]; background: number } | null> {
  const frames = frameFeatures(await read(from, to), 0.003);
  if (frames.length === 0) return null;
  const sorted = frames.map((f) => f.rms).sort((a, b) => a - b);
  return { frames, background: sorted[Math.floor(sorted.length * 0.1)] ?? 0 };
}

/**
 * Whether the loudest of these frames stands CLEAR_OF_BACKGROUND_DB over the background: a music bed's held chord is
 * as steady as a held vowel, so a held sound is judged only where the voice stands clear of the background (a quiet
 * room or a phone, 30 dB or more; a music bed sits 10–20 dB under the voice).
 */
function standsClear(frames: FrameFeatures[], background: number): boolean {
  const peak = Math.max(0, ...frames.map((f) => f.rms));
  return peak >= Math.max(background, 1e-4) * 10 ** (CLEAR_OF_BACKGROUND_DB / 20);
}

/** A sound said this soon after the words before it… */
const PHRASE_FINAL_AFTER_WORDS_SEC = 0.3;
/** …and followed by this much quiet ends their phrase. */
const PHRASE_FINAL_PAUSE_SEC = 0.6;

/**
 * Whether a sound is the last of a phrase: said right after the words before it and followed by a pause. A phrase's
 * last word is lengthened, and under a bed (or on a phone) its vowel holds as long as a hesitation's ("…toward the
 * floor", "…from your ears"): with every line of ten fluent classes given an invented "Umm, ", 24 of 120 were kept,
 * most on the sentence-final word before or after their own line (the check reaches into the previous segment and
 * to the end of its own). A hesitation opening the next sentence stands before its words, not before a pause; one
 * said straight after the words and before a pause is judged by `hesitationEndingIn`.
 */
function endsPhrase(run: LoudRun, before: LoudRun | undefined, after: LoudRun | undefined, frames: number): boolean {
  const quietBefore = before ? (run.first - before.last) * FEATURE_HOP_SEC : Number.POSITIVE_INFINITY;
  const quietAfter = ((after?.first ?? frames) - run.last) * FEATURE_HOP_SEC;
  return quietBefore < PHRASE_FINAL_AFTER_WORDS_SEC && quietAfter >= PHRASE_FINAL_PAUSE_SEC;
}

/**
 * Whether a hesitation sounds between `from` and `to`: a sound (6 dB over the background, lasting while 3 dB over
 * it) that starts there and whose opening — the first HEAD_SEC, or the whole sound if shorter — is one held voiced
 * sound (see `hasHesitationSignature`). Returns where it starts, so one sound supports one written filler.
 */
export async function hesitationStartIn(
  read: Read,
  from: number,
  to: number,
  taken: Set<number>,
): Promise<number | null> {
  const readFrom = Math.max(0, from - CONTEXT_SEC);
  const heard = await framesOf(read, readFrom, to + HEAD_SEC + PHRASE_FINAL_PAUSE_SEC);
  if (!heard) return null;
  const { frames, background } = heard;
  const runs = loudRuns(frames, background, 6, 3, 0.06);
  for (const [r, run] of runs.entries()) {
    const start = Math.round((readFrom + run.first * FEATURE_HOP_SEC) * 100) / 100;
    if (start < from - 0.1 || start > to || taken.has(start)) continue;
    if (endsPhrase(run, runs[r - 1], runs[r + 1], frames.length)) continue;
    const head = frames.slice(run.first, Math.min(run.last, run.first + Math.round(HEAD_SEC / FEATURE_HOP_SEC)));
    if (hasHesitationSignature(head, background)) return start;
    // Or the sound stands alone before the words (it ends inside what was read) as one gliding syllable.
    if (run.last < frames.length - 1 && isOneGlidingSyllable(frames.slice(run.first, run.last), background)) {
      return start;
    }
  }
  return null;
}

/** How much of the end of the words before a pause is judged for a hesitation said straight after them. */
const TAIL_SEC = 0.8;
/**
 * How long a hesitation said straight after a sentence holds one sound. Measured on espeak-ng (ten voices, 140–220
 * words a minute, four classes): such hesitations hold 0.30–0.48 s (median 0.42) of the last 0.8 s of the sound; the
 * last 0.8 s of 320 sentences hold 0.34 s at most, 1.3 % of them 0.30 s or more (a held "prepare", "reach, and
 * turn").
 */
const MIN_TAIL_HELD_SEC = 0.3;
/** How far the words before the pause must stand over the background for their end to be judged. */
const CLEAR_OF_BACKGROUND_DB = 30;
/** How far before its estimated start a sentence's first sound may begin. */
const ONSET_SLACK_SEC = 0.2;

/**
 * Whether the sound that ends between `from` and `to` (the words before a pause) ends in a hesitation said straight
 * after them ("…through the mouth um", then quiet): its last TAIL_SEC holds one vowel or nasal MIN_TAIL_HELD_SEC on
 * one pitch and one spectral shape. (The zero crossings are not judged: over the tail they move with the words
 * before the hesitation.) Whisper writes such an "um" at the start of the sentence after the pause.
 * Returns where the sound ends, so one sound supports one written filler.
 */
export async function hesitationEndingIn(
  read: Read,
  from: number,
  to: number,
  taken: Set<number>,
): Promise<number | null> {
  const readFrom = Math.max(0, from - TAIL_SEC - CONTEXT_SEC);
  const heard = await framesOf(read, readFrom, to);
  if (!heard) return null;
  const { frames, background } = heard;
  const tail = Math.round(TAIL_SEC / FEATURE_HOP_SEC);
  const runs = loudRuns(frames, background, 6, 3, 0.06);
  // The last sound before the pause only: a hesitation earlier in the words is not the one written after them.
  for (const run of runs.reverse()) {
    const end = Math.round((readFrom + run.last * FEATURE_HOP_SEC) * 100) / 100;
    // The sentence's own first sound may start a little before its estimated start; a click or a breath is not a
    // sound said.
    if (end > to - ONSET_SLACK_SEC || (run.last - run.first) * FEATURE_HOP_SEC < 0.1) continue;
    if (end < from || taken.has(end)) return null;
    const tailFrames = frames.slice(Math.max(run.first, run.last - tail), run.last);
    if (!standsClear(tailFrames, background)) return null;
    const m = measureSound(tailFrames, background);
    return m !== null && m.steadySec >= MIN_TAIL_HELD_SEC ? end : null;
  }
  return null;
}

/** How far from its estimated place a hesitation written inside a segment may lie (word times are rough there). */
const WITHIN_REACH_SEC = 1;

/**
 * Whether one vowel or nasal is held MIN_TAIL_HELD_SEC between `from` and `to` where the voice stands clear of the
 * background: a hesitation run into the words on both sides. Returns where the window's held sound lies (its
 * window's start), so one sound supports one written filler.
 */
export async function heldSoundWithin(
  read: Read,
  from: number,
  to: number,
  taken: Set<number>,
): Promise<number | null> {
  const readFrom = Math.max(0, from - CONTEXT_SEC);
  const heard = await framesOf(read, readFrom, to);
  if (!heard) return null;
  const { frames, background } = heard;
  const window = frames.slice(Math.round((from - readFrom) / FEATURE_HOP_SEC));
  if (!standsClear(window, background)) return null;
  const key = Math.round(from * 100) / 100;
  if (taken.has(key)) return null;
  const m = measureSound(window, background);
  return m !== null && m.steadySec >= MIN_TAIL_HELD_SEC ? key : null;
}

export async function withoutUnsupportedFillers<T extends Segment>(
  segments: T[],
  opts: {
    filledPauses: TimeRange[];
    language: AnalysisLanguage;
    /** 16 kHz mono samples of the file between two times. */
    read: Read;
    /**
     * Whether a segment's words are not the language (made-up words over speech in another language: "An yon kasé
     * yor, um, …, uh, …" over a Korean line of an English class). A filler written there is part of the invention,
     * not a hesitation of the speaker's, and is not counted wherever it stands.
     */
    unread?: (segment: T) => boolean;
  },
): Promise<{ segments: T[]; removed: number }> {
  const used = new Set<TimeRange>();
  const taken = new Set<number>();
  let removed = 0;
  const out: T[] = [];
  for (const [s, segment] of segments.entries()) {
    const words = wordsOf(segment.text);
    const cut: { from: number; to: number }[] = [];
    const floor = segments[s - 1]?.end ?? 0;
    const invented = opts.unread?.(segment) ?? false;
    for (const [i, { word, from, to }] of words.entries()) {
      if (!fillerWord[opts.language].test(bare(word))) continue;
      if (invented) {
        cut.push({ from, to: words[i + 1]?.from ?? to });
        removed++;
        continue;
      }
      if (!endsSentence(words[i - 1]?.word)) continue;
      // Where the sentence starts, by its share of the segment's words.
      const at = segment.start + (i / Math.max(1, words.length)) * (segment.end - segment.start);
      const lookFrom = Math.max(floor - INTO_PREVIOUS_SEC, at - REACH_SEC);
      const lookTo = segment.end;
      const acoustic = opts.filledPauses.find((p) => p.start >= lookFrom && p.start <= lookTo && !used.has(p));
      if (acoustic) {
        used.add(acoustic);
        continue;
      }
      const heard = await hesitationStartIn(opts.read, lookFrom, lookTo, taken);
      if (heard !== null) {
        taken.add(heard);
        continue;
      }
      // Said straight after the sentence before, then a pause: the sound before the pause ends in it. Only for a
      // filler opening a segment, whose pause lies before it (inside a segment the sentences run on).
      const before =
        i === 0 && s > 0 ? await hesitationEndingIn(opts.read, floor - INTO_PREVIOUS_SEC, at, taken) : null;
      // A sound the acoustic detector found is counted as its filled pause; written again here it would count twice.
      const found = (a: number, b: number) => opts.filledPauses.some((p) => p.start <= b && p.end >= a);
      if (before !== null && !found(before - TAIL_SEC, before + 0.1)) {
        taken.add(before);
        continue;
      }
      // Inside a segment, run into the words on both sides ("…by your side um step right together").
      const within =
        i > 0 ? await heldSoundWithin(opts.read, at - WITHIN_REACH_SEC, at + WITHIN_REACH_SEC, taken) : null;
      if (within !== null && !found(at - WITHIN_REACH_SEC, at + WITHIN_REACH_SEC)) {
        taken.add(within);
        continue;
      }
      // The filler and the comma or space after it go; the sentence's own words stay.
      const next = words[i + 1];
      cut.push({ from, to: next ? next.from : to });
      removed++;
    }
    if (cut.length === 0) {
      out.push(segment);
      continue;
    }
    let text = '';
    let cursor = 0;
    for (const c of cut) {
      text += segment.text.slice(cursor, c.from);
      cursor = c.to;
    }
    text += segment.text.slice(cursor);
    out.push({ ...segment, text: capitaliseSentences(text.trim()) });
  }
  return { segments: out.filter((s) => /[\p{L}\p{N}]/u.test(s.text)), removed };
}

/** "step back" left at a sentence start after its "Umm," went is written "Step back". */
function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?…]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Hesitations with less quiet around them than the standalone tests (detect.ts) need: squeezed between a fast
 * speaker's words, or said straight after a line before a pause. Both are told from words by held parts
 * (hesitation.ts); this module decides which sounds are examined and by which test.
 */
import type { TimeRange } from '../vad/speech-regions.ts';
import { FEATURE_HOP_SEC, type FrameFeatures } from './features.ts';
import {
  heldParts,
  isHeldInParts,
  isOneGlidingSyllable,
  MIN_GLIDING_SEC,
  MIN_HELD_SOUND_SEC,
  measureSound,
} from './hesitation.ts';
import { type IsolatedRun, isolatedRuns, judged, PHRASE_FINAL_AFTER_WORDS_SEC } from './sound-runs.ts';

/**
 * The quiet a hesitation squeezed between a fast speaker's words needs on both sides (0.06 s, three frames: a
 * 260 wpm speaker leaving 0.12 s around a hesitation, which the 40 ms frames read as 0.06 s, had 1 of 18 found at
 * 0.1 s and 8 at 0.06 s; no fluent class, fixture or LibriVox clip gained a false find)…
 */
const SQUEEZED_ISOLATION_SEC = 0.06;
/**
 * …its length (a fast speaker's um and uh: 0.24–0.56 s; a longer sound between short pauses is a phrase, and not
 * measuring those keeps the pass over long speech regions cheap). From 0.24 s, as the held-sound test: at 0.3 s a
 * 230–250 wpm speaker's "uh" of 0.24–0.3 s, held throughout, was never examined (see `isHeldInParts`)…
 */
const MIN_SQUEEZED_SOUND_SEC = MIN_HELD_SOUND_SEC;
const MAX_SQUEEZED_SOUND_SEC = 1;
/** …and the most quiet after it: the speaker goes on… */
const SPEAKER_GOES_ON_SEC = 0.4;
/**
 * …and, when it follows words closely (under PHRASE_FINAL_AFTER_WORDS_SEC of quiet before it), goes on into words: of
 * the GOES_ON_INTO_SEC after it, at least GOES_ON_FOR_SEC is sound. A word's held syllable followed by one short
 * syllable and a pause ("…back to your shoul-ders." under a bed 8 dB down: the vowel of "shoul" held 0.28 s in parts,
 * then 0.1 s of "ders") ends a phrase. A bed can split a hesitation's nasal off ("erm" as 0.36 s of vowel, 0.1 s of
 * "m"), so the words are looked for past it: 0.5 s after the quiet that follows the sound lost that "erm", whose next
 * words began 0.25 s after the "m", faintly.
 */
const GOES_ON_INTO_SEC = 0.8;
const GOES_ON_FOR_SEC = 0.2;
/** A find starting this close to where the next sound starts is that sound (a find's edges move by a frame or two). */
const NEXT_SOUND_SEC = 0.06;
/**
 * A squeezed sound right after words is held from its onset: its held parts start within this of it. A word opens on
 * a consonant, unvoiced or off the pitch track, before its held vowel: "…that was strong" (phone copy, 225 wpm,
 * then a hesitation) held "ong" from 0.16 s into the sound. Hesitations' held parts start within 0.1 s of their
 * onset, all but one hesitation after a pause (0.12 s) on 41 generated classes.
 */
const HELD_FROM_ONSET_SEC = 0.1;
/**
 * A squeezed sound after a pause is held from near its onset too: hesitations found so on the development, held-out
 * and sweep classes (28 Nov) started their held parts 0–0.12 s into the sound; a slow voice's "Please" (after
 * "Welcome.", 105 wpm, chord bed 20 dB down) 0.16–0.18 s, after its "Pl".
 */
const HELD_FROM_ONSET_AFTER_PAUSE_SEC = 0.14;
/**
 * A gliding syllable (no part held) is taken for a hesitation only if it lasts this many of the speaker's syllables
 * (speaking-rate.ts). The gliding hesitations found on those classes lasted 1.65–2.3 of their speaker's syllables
 * (0.4–0.58 s at 0.23–0.29 s a syllable); a slow voice's lone words 1.1–1.4 ("Please", "round", "close": 0.48–0.58 s
 * at 0.39–0.43 s a syllable), which took it for a hesitating speaker on every such word.
 */
const MIN_GLIDING_SYLLABLES = 1.5;
/**
 * A chain of held parts shorter than LONG_CHAIN_SEC must be one sound held ONE_SOUND_SEC from its opening (the
 * held-sound measure, `measureSound`): a word's vowel chained to its next sound held 0.14–0.16 s ("…for five
 * breaths", "…warrior two" on the 30-minute benchmark, chained 0.26 s), a short hesitation 0.2–0.34 s.
 */
const LONG_CHAIN_SEC = 0.3;
const ONE_SOUND_SEC = 0.2;

/**
 * Adds to `bursts` the hesitations squeezed between a fast speaker's words (see below) that they do not overlap;
 * returns all, sorted. `survives`: whether a find outlives the checks every find meets afterwards (one syllable,
 * detect.ts); only such a find counts as the hesitation a held word goes on into.
 */
export function squeezedHesitations(
  frames: FrameFeatures[],
  background: number,
  faint: boolean[],
  bursts: TimeRange[],
  survives: (find: TimeRange) => boolean = () => true,
  secondsPerSyllable = 0,
): TimeRange[] {
  // A fast speaker's hesitation squeezed between words: 0.06 s of quiet on each side, less than the tests above
  // need (a 260 wpm speaker leaves 0.12–0.15 s, read as 0.06–0.1 s). What lets it in is what a word has not: held parts (the vowel, then the nasal of "um") steadier than any word's sounds (hesitation.ts,
  // `isHeldInParts`). A held sentence-final word stands before a pause, a hesitation holds the floor: the speaker
  // goes on within SPEAKER_GOES_ON_SEC (a lone held word before a longer pause, on en-fillers, passed without it).
  const closeAfterWords: IsolatedRun[] = [];
  for (const r of isolatedRuns(faint, SQUEEZED_ISOLATION_SEC)) {
    if (r.seconds < MIN_SQUEEZED_SOUND_SEC || r.seconds > MAX_SQUEEZED_SOUND_SEC) continue;
    const afterWords = r.quietBeforeSec < PHRASE_FINAL_AFTER_WORDS_SEC;
    if (r.quietAfterSec > SPEAKER_GOES_ON_SEC) {
      // Before a pause: only a hesitation said straight after a line (see `isHeldAfterLine`), up to 0.3 s after
      // it; from 0.15 s of quiet before, the standalone tests see the sound too, and this is a second way in.
      if (!afterWords || bursts.some((b) => b.start < r.range.end && b.end > r.range.start)) continue;
      if (judged(frames, faint, r, background, isHeldAfterLine)) bursts.push(r.range);
      continue;
    }
    const goesOn = faint.slice(r.last, r.last + Math.round(GOES_ON_INTO_SEC / FEATURE_HOP_SEC)).filter(Boolean).length;
    if (afterWords && goesOn * FEATURE_HOP_SEC < GOES_ON_FOR_SEC - 1e-9) continue;
    if (bursts.some((b) => b.start < r.range.end && b.end > r.range.start)) continue;
    if (
      judged(
        frames,
        faint,
        r,
        background,
        (s, b) => !isInstrumentNote(s) && isSqueezed(s, b, afterWords, secondsPerSyllable),
      )
    ) {
      bursts.push(r.range);
      if (afterWords) closeAfterWords.push(r);
    }
  }
  // The speaker goes on into words, not into another hesitation: a held word right after words whose next sound is
  // itself a hesitation ("…toward the floor, um." under a bed 6 dB down: "floor" held, 0.22 s of quiet, then the
  // "um") is the line's last word, the hesitation said after it. Only a next find that survives counts: one the
  // one-syllable rule drops afterwards ("Come ba(ck)" chained over its "b", 14 dB down) is words, and the held sound
  // before it is a hesitation going on into them.
  const intoHesitation = closeAfterWords.filter((r) => {
    const next = r.range.end + r.quietAfterSec;
    return bursts.some((b) => b !== r.range && Math.abs(b.start - next) <= NEXT_SOUND_SEC + 1e-9 && survives(b));
  });
  return bursts.filter((b) => !intoHesitation.some((r) => r.range === b)).sort((a, b) => a.start - b.start);
}

/** A voice's pitch moves over a sound at least this much (highest over lowest, between lag steps)… */
const MIN_VOICE_PITCH_RANGE = 1.01;
/** …measured over the frames with a pitch within this of the sound's median (octave errors left out). */
const NEAR_MEDIAN_PITCH = 0.3;

/**
 * A sound on one fixed pitch is an instrument's note, not a voice. A saw-wave chord under a kettlebell class, swelling
 * with its tremolo between kicks, passed the squeezed test 9 times in a 30 s stretch of music (the notes' held parts
 * are steadier than any voice's): their pitch did not move at all, while the 192 sounds the squeezed test passed on
 * hesitations of the development, held-out and sweep classes moved 8.6 % or more. The pitch is read between lag
 * steps: on whole steps (1.3–2.8 % apart at 100–220 Hz) a voice falling 4 % over half a second at 150 Hz read as
 * 1.9 % and was taken for a note; between them it reads 2.9 %, saw chords with a tremolo read 0.3–0.7 % and a
 * fixed tone 0.0 %, so a voice is lost only when it moves under about 1.5 % over the whole sound.
 */
export function isInstrumentNote(sound: FrameFeatures[]): boolean {
  const pitches = sound
    .filter((f) => f.clarity >= 0.3)
    .map((f) => f.finePitchHz)
    .sort((a, b) => a - b);
  if (pitches.length < 5) return false;
  const median = pitches[pitches.length >> 1]!;
  const near = pitches.filter((p) => Math.abs(p - median) / median < NEAR_MEDIAN_PITCH);
  return near.at(-1)! / near[0]! < MIN_VOICE_PITCH_RANGE;
}

/**
 * Held parts (held from the sound's onset when it follows words closely), or one syllable whose vowel glides into
 * its nasal with no part held (hesitation.ts). `secondsPerSyllable`: the speaker's pace, when the sound is judged
 * among the speaker's words (the squeezed pass); then a sound after a pause is held from near its onset too, and a
 * gliding syllable is long for the speaker. Without it (a sound judged with a loud bed taken out), as before.
 */
export function isSqueezed(
  sound: FrameFeatures[],
  background: number,
  afterWords: boolean,
  secondsPerSyllable?: number,
): boolean {
  const parts = heldParts(sound);
  const fromOnset = afterWords
    ? HELD_FROM_ONSET_SEC
    : secondsPerSyllable === undefined
      ? Number.POSITIVE_INFINITY
      : HELD_FROM_ONSET_AFTER_PAUSE_SEC;
  const held =
    isHeldInParts(sound) &&
    parts.startSec <= fromOnset + 1e-9 &&
    (parts.spanSec >= LONG_CHAIN_SEC - 1e-9 ||
      (measureSound(sound, background)?.steadySec ?? 0) >= ONE_SOUND_SEC - 1e-9);
  const longForSpeaker = sound.length * FEATURE_HOP_SEC >= (secondsPerSyllable ?? 0) * MIN_GLIDING_SYLLABLES - 1e-9;
  return held || (longForSpeaker && isOneGlidingSyllable(sound, background));
}

/**
 * A hesitation said straight after a line, before a pause ("…toward the floor, um." then quiet): 0.06–0.15 s after
 * the line's last word, less than the standalone tests need, and not followed by words, as the squeezed test needs.
 * What sets it apart from the line's own lengthened last word, which stands there too after a stop's closure or an
 * unvoiced consonant under a bed ("…from your ears", "…the count of four"), is how long it is held: held parts from
 * its onset chained over AFTER_LINE_HELD_SEC. Measured on every sound 0.06–0.15 s after words and before a pause in
 * 44 generated classes (fast, phone, beds 0–20 dB down, 19 fluent) and the committed recordings: line-final words
 * held from their onset chain at most 0.38 s (music 6 dB down), the hesitations said after a line 0.28–0.6 s (11 of
 * 14 from 0.4 s; the shorter are left, a choice: a false filler costs the instructor more than a missed one). The
 * test runs on sounds up to 0.3 s after words (PHRASE_FINAL_AFTER_WORDS_SEC); the chains of those 0.15–0.3 s after
 * words were not measured one by one, but over the same classes, the real recordings and the 30-minute benchmark
 * audio the wider range added no false find.
 */
function isHeldAfterLine(sound: FrameFeatures[]): boolean {
  const parts = heldParts(sound);
  return (
    isHeldInParts(sound) && parts.startSec <= HELD_FROM_ONSET_SEC + 1e-9 && parts.spanSec >= AFTER_LINE_HELD_SEC - 1e-9
  );
}

/** The held span of a hesitation said straight after a line (as a gliding syllable's shortest, MIN_GLIDING_SEC). */
const AFTER_LINE_HELD_SEC = MIN_GLIDING_SEC;

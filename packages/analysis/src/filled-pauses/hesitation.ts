/**
 * What a hesitation sounds like, measured: one sustained voiced sound (a vowel, or a vowel closing into a nasal)
 * whose pitch moves smoothly and stays in a narrow range and whose spectral shape hardly moves. A word glides
 * between sounds (consonant to vowel, diphthongs), breaks its voicing at every unvoiced consonant and is shorter
 * in its steady part. Shared by the acoustic detector and the check on written fillers.
 */
import { FEATURE_HOP_SEC, type FrameFeatures } from './features.ts';

export interface SoundMeasures {
  /** Length of the frames measured (the loud body of the sound: its own level above 30 % of its peak). */
  seconds: number;
  /** Coefficient of variation of the zero-crossing rate over the loudest part (its own level above half its peak). */
  zcrCv: number;
  /**
   * The longest stretch, seconds, of the sound's voiced frames on one pitch track whose spectral shape stays
   * within MAX_SHAPE_DISTANCE_DB of the stretch's opening: one vowel or nasal held.
   */
  steadySec: number;
}

/** A frame with less periodicity than this has no pitch worth following. */
const MIN_FRAME_CLARITY = 0.3;
/** Largest pitch change per 20 ms frame along a track. */
const MAX_PITCH_STEP = 0.08;

/** Measures a sound's frames (a loud run) over a steady background of RMS `background`; null if it has no body. */
export function measureSound(frames: FrameFeatures[], background: number): SoundMeasures | null {
  const own = frames.map((f) => ({ f, rms: Math.sqrt(Math.max(0, f.rms ** 2 - background ** 2)) }));
  const peak = Math.max(0, ...own.map((o) => o.rms));
  const core = own.filter((o) => o.rms > peak * 0.3);
  if (core.length < 3 || peak === 0) return null;
  const body = core.filter((o) => o.rms > peak * 0.5).map((o) => o.f);
  return {
    seconds: core.length * FEATURE_HOP_SEC,
    zcrCv: cv(body.map((f) => f.zcr)),
    steadySec: steadyStretch(core.map((o) => o.f)) * FEATURE_HOP_SEC,
  };
}

/**
 * The longest chain of frames, in order, whose pitch moves at most MAX_PITCH_STEP per frame, as pitches. The
 * autocorrelation often lands an octave low on a high voice under music (200, 195, 94, 186 Hz): a frame an
 * octave off the chain is folded onto it.
 */
export function pitchTrack(frames: FrameFeatures[]): number[] {
  let best: number[] = [];
  for (let first = 0; first < frames.length && frames.length - first > best.length; first++) {
    if (frames[first]!.clarity < MIN_FRAME_CLARITY) continue;
    const chain = [frames[first]!.pitchHz];
    for (let i = first + 1; i < frames.length; i++) {
      const from = chain.at(-1)!;
      const f = frames[i]!;
      const folded = [f.pitchHz, f.pitchHz * 2, f.pitchHz / 2].find((p) => Math.abs(p - from) / from <= MAX_PITCH_STEP);
      if (f.clarity < MIN_FRAME_CLARITY || folded === undefined) break;
      chain.push(folded);
    }
    if (chain.length > best.length) best = chain;
  }
  return best;
}

/** How far a frame's spectral shape may lie from a held sound's, dB RMS over 8 bands. */
const MAX_SHAPE_DISTANCE_DB = 6;

/** Frames in the longest run of frames, voiced and in pitch, that stay close to the shape of the run's start. */
function steadyStretch(frames: FrameFeatures[]): number {
  const shapes = frames.map((f) => f.shape);
  let best = 0;
  for (let first = 0; first < frames.length - best; first++) {
    const f0 = frames[first]!;
    if (f0.clarity < MIN_FRAME_CLARITY) continue;
    // Reference: the mean shape of the stretch's first two frames (one frame's shape is noisy under music).
    const second = shapes[first + 1] ?? shapes[first]!;
    const ref = shapes[first]!.map((x, b) => (x + second[b]!) / 2);
    let pitch = f0.pitchHz;
    let n = 1;
    let missed = 0;
    for (let i = first + 1; i < frames.length; i++) {
      const f = frames[i]!;
      const folded = [f.pitchHz, f.pitchHz * 2, f.pitchHz / 2].find(
        (p) => Math.abs(p - pitch) / pitch <= MAX_PITCH_STEP * (missed + 1),
      );
      const d = Math.sqrt(shapes[i]!.reduce((sum, x, b) => sum + (x - ref[b]!) ** 2, 0) / ref.length);
      if (f.clarity < MIN_FRAME_CLARITY || folded === undefined || d > MAX_SHAPE_DISTANCE_DB) {
        // Music under the voice knocks single frames off the pitch track: one such frame does not end the held
        // sound if the next is back on it.
        if (++missed > 1) break;
        continue;
      }
      pitch = folded;
      n += missed + 1;
      missed = 0;
    }
    best = Math.max(best, n);
  }
  return best;
}

/** How far the spectral shape moves over the sound, dB: between the mean shapes of its first and last thirds. */
export function spectralGlide(frames: FrameFeatures[]): number {
  if (frames.length === 0) return Number.POSITIVE_INFINITY;
  const third = Math.max(1, Math.floor(frames.length / 3));
  const mean = (part: FrameFeatures[]) =>
    part[0]!.shape.map((_, b) => part.reduce((sum, f) => sum + f.shape[b]!, 0) / part.length);
  const a = mean(frames.slice(0, third));
  const b = mean(frames.slice(-third));
  return Math.sqrt(a.reduce((sum, x, i) => sum + (x - b[i]!) ** 2, 0) / a.length);
}

/**
 * The deepest dip in loudness between two louder moments of a sound, dB: how far its level falls below the
 * quieter of the loudest frame before and the loudest after. A hesitation is one syllable, its level rising to its
 * vowel and falling through its nasal; two syllables dip between their vowels. Measured on every hesitation found
 * in 22 generated classes (clean, fast, on a phone, under beds 3–20 dB down): at most 3.2 dB; "Come ba(ck)" under
 * music 10 dB down, which chains as vowel, nasal and vowel: 12 dB.
 */
export function deepestDipDb(frames: FrameFeatures[], smoothFrames = 1): number {
  // `smoothFrames`: the level taken as the mean power over that many frames around each (a boundary between
  // syllables lasts a consonant, 0.1 s or more; a single frame can dip alone where a bed was taken out).
  const half = Math.floor(smoothFrames / 2);
  const level = frames.map((_, i) => {
    const near = frames.slice(Math.max(0, i - half), i + half + 1);
    return 10 * Math.log10(Math.max(near.reduce((sum, f) => sum + f.rms ** 2, 0) / near.length, 1e-18));
  });
  const peakBefore: number[] = [];
  let peak = Number.NEGATIVE_INFINITY;
  for (const l of level) {
    peak = Math.max(peak, l);
    peakBefore.push(peak);
  }
  let deepest = 0;
  peak = Number.NEGATIVE_INFINITY;
  for (let i = level.length - 1; i > 0; i--) {
    if (i < level.length - 1) deepest = Math.max(deepest, Math.min(peakBefore[i - 1]!, peak) - level[i]!);
    peak = Math.max(peak, level[i]!);
  }
  return deepest;
}

export function cv(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

export interface LoudRun {
  first: number;
  last: number;
}

/**
 * Runs of frames of sound: starting `startDb` over the background and lasting while `sustainDb` over it, a
 * single frame's dip not ending one; a run ends at `quietSec` of quiet.
 */
export function loudRuns(
  frames: FrameFeatures[],
  background: number,
  startDb: number,
  sustainDb: number,
  quietSec: number,
): LoudRun[] {
  const level = (db: number) => Math.max(background * 10 ** (db / 20), 0.003);
  const start = level(startDb);
  const sustain = level(sustainDb);
  const loud = frames.map((f) => f.rms >= start);
  for (let i = 1; i < frames.length; i++) if (!loud[i] && loud[i - 1] && frames[i]!.rms >= sustain) loud[i] = true;
  for (let i = frames.length - 2; i >= 0; i--) if (!loud[i] && loud[i + 1] && frames[i]!.rms >= sustain) loud[i] = true;
  const bridge = Math.max(1, Math.round(quietSec / FEATURE_HOP_SEC)) - 1;
  const runs: LoudRun[] = [];
  let first = -1;
  let quiet = 0;
  for (let i = 0; i <= frames.length; i++) {
    if (i < frames.length && loud[i]) {
      if (first < 0) first = i;
      quiet = 0;
    } else if (first >= 0) {
      quiet++;
      if (quiet > bridge || i === frames.length) {
        runs.push({ first, last: i - quiet + 1 });
        first = -1;
        quiet = 0;
      }
    }
  }
  return runs;
}

/** How much of a sound's opening is judged: a hesitation run into the words is held this long before them. */
export const HEAD_SEC = 0.4;

/**
 * The opening of a sound (up to HEAD_SEC) is a hesitation: a vowel or nasal held on one pitch and one spectral
 * shape for at least MIN_HELD_SEC, the zero crossings hardly moving. Measured on espeak-ng voices (fast and slow,
 * clean, over music, on a phone): hesitations hold 0.2–0.58 s (median 0.3), the sounds of words 0.04–0.28 s (90 %
 * under 0.16 s): a word moves from consonant to vowel, through diphthongs and unvoiced consonants within that time.
 */
export function hasHesitationSignature(frames: FrameFeatures[], background: number): boolean {
  const m = measureSound(frames, background);
  return m !== null && m.steadySec >= MIN_HELD_SEC && m.zcrCv <= 0.3;
}

const MIN_HELD_SEC = 0.2;

/** The shortest sound the held-sound test looks at. */
export const MIN_HELD_SOUND_SEC = 0.24;

/**
 * A whole sound standing alone is a hesitation by its held part: a vowel or nasal held at least MIN_HELD_SOUND_SEC
 * and for at least half the sound, the zero crossings hardly moving. Measured on espeak-ng (577 sounds of eleven
 * generated classes and the committed fixtures, LibriVox and Sphinx recordings): 115 of 141 hesitations pass and 2
 * of 436 other sounds, both held words at a sentence's end, which the 0.15 s of quiet the detector needs on both
 * sides of a sound keeps out.
 */
export function isHeldHesitation(frames: FrameFeatures[], background: number): boolean {
  const m = measureSound(frames, background);
  // Half of the whole sound, not only of its loud body: a phrase whose one loud vowel stands over quieter words is
  // not held.
  const seconds = frames.length * FEATURE_HOP_SEC;
  return m !== null && m.steadySec >= MIN_HELD_SOUND_SEC && m.steadySec >= seconds * 0.5 && m.zcrCv <= 0.3;
}

/** A clear sound holds one vowel or nasal at least MIN_HELD_SEC. */
export function holdsLongEnough(frames: FrameFeatures[], background: number): boolean {
  const m = measureSound(frames, background);
  return m !== null && m.steadySec >= MIN_HELD_SEC;
}

/** How far a frame's spectral shape may lie from the running mean of a held part, dB RMS over 8 bands. */
const TIGHT_SHAPE_DB = 4;
/** A held part lasts at least this many frames (80 ms). */
const MIN_PART_FRAMES = 4;

/**
 * The longest chain of held parts: runs of frames on one pitch track whose spectral shape stays within
 * TIGHT_SHAPE_DB of the part's running mean, at least MIN_PART_FRAMES long, one following the next with at most
 * two frames between them ("um": the vowel held, then the nasal held). `spanSec`: from the first part's start to
 * the last's end; `heldSec`: the frames in parts; `riseRatio`: the pitch at the end over the lowest pitch in the chain.
 */
export function heldParts(
  frames: FrameFeatures[],
  toleranceDb = TIGHT_SHAPE_DB,
): { spanSec: number; heldSec: number; riseRatio: number; startSec: number } {
  const parts: { first: number; last: number; pitches: number[] }[] = [];
  let pitches: number[] = [];
  let first = -1;
  let mean: number[] = [];
  let n = 0;
  let pitch = 0;
  const close = (end: number) => {
    if (first >= 0 && end - first >= MIN_PART_FRAMES) parts.push({ first, last: end, pitches });
    first = -1;
  };
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i]!;
    const voiced = f.clarity >= MIN_FRAME_CLARITY;
    const folded =
      voiced && first >= 0
        ? [f.pitchHz, f.pitchHz * 2, f.pitchHz / 2].find((p) => Math.abs(p - pitch) / pitch <= MAX_PITCH_STEP)
        : undefined;
    const d = first >= 0 ? Math.sqrt(f.shape.reduce((s, x, b) => s + (x - mean[b]!) ** 2, 0) / mean.length) : 0;
    if (first >= 0 && folded !== undefined && d <= toleranceDb) {
      n++;
      mean = mean.map((m, b) => m + (f.shape[b]! - m) / n);
      pitch = folded;
      pitches.push(folded);
      continue;
    }
    close(i);
    if (voiced) {
      first = i;
      mean = [...f.shape];
      n = 1;
      pitch = f.pitchHz;
      pitches = [pitch];
    }
  }
  close(frames.length);
  let best = { spanSec: 0, heldSec: 0, riseRatio: 1, startSec: 0 };
  for (let a = 0; a < parts.length; a++) {
    let held = parts[a]!.last - parts[a]!.first;
    const track = [...parts[a]!.pitches];
    let b = a;
    while (b + 1 < parts.length && parts[b + 1]!.first - parts[b]!.last <= 2) {
      b++;
      held += parts[b]!.last - parts[b]!.first;
      const ref = track.at(-1)!;
      for (const p of parts[b]!.pitches) {
        track.push([p, p * 2, p / 2].reduce((x, y) => (Math.abs(y - ref) < Math.abs(x - ref) ? y : x)));
      }
    }
    const span = parts[b]!.last - parts[a]!.first;
    if (span * FEATURE_HOP_SEC > best.spanSec)
      best = {
        spanSec: span * FEATURE_HOP_SEC,
        heldSec: held * FEATURE_HOP_SEC,
        riseRatio: track.at(-1)! / Math.min(...track),
        startSec: parts[a]!.first * FEATURE_HOP_SEC,
      };
  }
  return best;
}

/**
 * A hesitation squeezed between a fast speaker's words, judged by what no word has: held parts chained over at least
 * MIN_PARTS_SPAN_SEC and most of the sound, held nearly throughout, the pitch level or falling. Measured on
 * espeak-ng (fast and slow voices, clean, on a phone, over music): um, uh, erm of fast speakers chain 0.24–0.54 s
 * of 0.26–0.56 s, held ≥ 90 %, pitch rising at most 7 % from its lowest; words' parts change within 80 ms, a count
 * said alone ("three, four") rose 30 % and a 1.3 s phrase held one part of 0.3 s. Under a bed, frames' shapes are
 * too noisy to pass (the bed tests in detect.ts judge those).
 */
export function isHeldInParts(frames: FrameFeatures[], toleranceDb = TIGHT_SHAPE_DB): boolean {
  const h = heldParts(frames, toleranceDb);
  return (
    h.spanSec >= MIN_PARTS_SPAN_SEC &&
    h.spanSec >= frames.length * FEATURE_HOP_SEC * 0.6 &&
    h.heldSec >= h.spanSec * 0.8 &&
    h.riseRatio <= MAX_PITCH_RISE
  );
}

/**
 * The held-sound test's minimum (MIN_HELD_SOUND_SEC). At 0.3 s a fast speaker's short "uh" or "uhh" held 0.24–0.28 s
 * in one part did not pass (fast woman en-us+f3: 2 of 18 missed, a 245 wpm Lancashire voice 3); the rest of the test
 * (most of the sound held, pitch not rising, the speaker going on, one syllable) kept every fluent class, fixture
 * and LibriVox and pocketsphinx recording free of false finds at 0.24 s (with the check that the speaker goes on into
 * words, squeezed-hesitations.ts). At 0.2 s a word passed in each of two fluent classes under music.
 */
const MIN_PARTS_SPAN_SEC = MIN_HELD_SOUND_SEC;
/** A hesitation's pitch is level or falls; a word's continuation rise ("three, four, …") goes up. */
const MAX_PITCH_RISE = 1.15;

/** A sound said alone that is one gliding syllable is at least this long… */
export const MIN_GLIDING_SEC = 0.4;
/** …and at most this long (a longer voiced stretch is a phrase). */
const MAX_GLIDING_SEC = 0.8;
/** A syllable's loudness dips at most this far between two louder moments (see `deepestDipDb`). */
const MAX_GLIDING_DIP_DB = 3;
/** The largest change of spectral shape from one frame to the next, dB RMS over 8 bands: no consonant in it. */
const MAX_GLIDING_JUMP_DB = 10;

/**
 * A hesitation said alone whose vowel glides: many voices say "uhm" and "uhh" with the pitch falling 20–30 % and the
 * vowel drifting into the nasal over 0.15 s, so no part of it is held for the 0.2 s the held tests need (a 260 wpm
 * espeak-ng en-gb man's "uhm": held 0.14–0.18 s of 0.48 s). What it still has and a word said alone has not: length (0.4–0.8 s),
 * voicing on one pitch track through ≥ 90 % of its body, that pitch level or falling to its end (a word said alone
 * before more words, "Now, …", rises to continue), one syllable (its level dips ≤ 3 dB) and no consonant (its spectral
 * shape never jumps over 10 dB between frames). Measured on espeak-ng, every loud run of 35 generated classes (fast,
 * phone, beds 0–20 dB down, fluent ones): no word or phrase passed; the sounds that passed below 0.4 s were phrase-final
 * words ("…your heart", "…the count of four", "Lower").
 */
export function isOneGlidingSyllable(frames: FrameFeatures[], background: number): boolean {
  const seconds = frames.length * FEATURE_HOP_SEC;
  if (seconds < MIN_GLIDING_SEC || seconds > MAX_GLIDING_SEC) return false;
  const own = frames.map((f) => ({ f, rms: Math.sqrt(Math.max(0, f.rms ** 2 - background ** 2)) }));
  const peak = Math.max(0, ...own.map((o) => o.rms));
  const core = own.filter((o) => o.rms > peak * 0.3).map((o) => o.f);
  if (peak === 0 || core.length * FEATURE_HOP_SEC < MIN_HELD_SOUND_SEC) return false;
  // Voiced on one track down to a tenth of its peak: a word's breathy or fricative onset ("h", the "ex" of
  // "exhale") sits 15–20 dB under its vowel, off any pitch track.
  const body = own.filter((o) => o.rms > peak * 0.1).map((o) => o.f);
  const track = pitchTrack(body);
  if (track.length < body.length * 0.9 || track.at(-1)! / Math.min(...track) > 1.05) return false;
  if (deepestDipDb(frames) > MAX_GLIDING_DIP_DB) return false;
  for (let i = 1; i < core.length; i++) {
    const a = core[i - 1]!.shape;
    const jump = Math.sqrt(core[i]!.shape.reduce((sum, x, b) => sum + (x - a[b]!) ** 2, 0) / a.length);
    if (jump > MAX_GLIDING_JUMP_DB) return false;
  }
  return true;
}

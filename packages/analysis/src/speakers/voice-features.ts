import { powerSpectrum } from '../media/power-spectrum.ts';

/**
 * Classical voice features of a stretch of speech, from the decoded 16 kHz PCM: the mean mel-cepstrum (the shape
 * of the vocal tract and the voice's timbre) and the median pitch. Two people sound different in both; one
 * person's sentences differ mostly in what is said, which averages out over a couple of seconds.
 */

const SAMPLE_RATE = 16_000;
const FRAME = 400; // 25 ms
const HOP = 320; // 20 ms: the mean needs no finer step
const FFT = 512;
const MELS = 24;
/** Cepstral coefficients in the mean, c1..c12 (c0 is loudness, which says nothing about who speaks). */
export const CEPSTRA = 12;
/**
 * Coefficients kept per frame for the voice model, c1..c19: the higher ones carry the fine placement of the
 * formants, which is where two men or two women differ.
 */
export const FRAME_CEPSTRA = 19;
const MEL_LOW = 100;
/**
 * 100–7600 Hz where nothing lies under the voice: above 4 kHz lie the third to fifth formants and the breath, where
 * two close voices of the same sex differ (espeak-ng en-us+m1 and +m6, en+f3 and en-us+f5); a phone's copy, which
 * keeps nothing there, shows every voice the same empty bands.
 */
const MEL_HIGH = 7600;
/**
 * 100–4000 Hz under a bed (features floored at it): there a voice's bands above 4 kHz are mostly the music's, and a
 * bed's cymbals and hiss, which come and go above its median, put the instructor's own lines at misfit 5–9 (the
 * bands to 7.6 kHz under a bed 6 dB down took 17 of her words in development `close-mat-usm8-vs-gbm4`).
 */
const MEL_HIGH_UNDER_BED = 4000;
/** Frames with a sample this close to full scale are clipped: their spectrum is the clipping's, not the voice's. */
const CLIP = 0.98;

export interface VoiceFeatures {
  /** Mean of c1..c12 over the stretch's voiced, unclipped frames. */
  cepstrum: number[];
  /** Median pitch, log2 Hz, of the frames where a pitch was found; null when none was. */
  pitch: number | null;
  /** Frames the features were taken from (too few → the features say little). */
  frames: number;
  /**
   * c1..c19 of each of those frames, for the voice model. Voiceless frames stay in: keeping only the periodic
   * ones halved the distance between two men's voices (consonants differ between people too).
   */
  cepstra: Float32Array[];
  /** Share of the stretch's sounding frames that were clipped (and skipped). */
  clippedShare: number;
  /** Level of those frames, dB relative to full scale (mean power). */
  levelDb: number;
  /**
   * How far the voice rises out of what lies under it: the 90th minus the 10th percentile of the stretch's frame
   * levels, dB. Speech comes in syllables with gaps between them (20–30 dB in a quiet room, about 10 under a music
   * bed); a steady sound (music, a fan) at about the level of what was taken for speech stays within a few dB.
   */
  contrastDb: number;
}

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

const hamming = Float64Array.from({ length: FRAME }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));

/** Triangular mel filters over the FFT bins, as [first bin, weights]. */
function melFilters(high: number): { first: number; weights: Float64Array }[] {
  const lo = mel(MEL_LOW);
  const hi = mel(high);
  const edges = Array.from(
    { length: MELS + 2 },
    (_, i) => (hzOfMel(lo + ((hi - lo) * i) / (MELS + 1)) * FFT) / SAMPLE_RATE,
  );
  return Array.from({ length: MELS }, (_, m) => {
    const [a, b, c] = [edges[m]!, edges[m + 1]!, edges[m + 2]!];
    const first = Math.floor(a);
    const last = Math.ceil(c);
    const weights = new Float64Array(last - first + 1);
    for (let k = first; k <= last; k++) {
      weights[k - first] = k < b ? Math.max(0, (k - a) / (b - a)) : Math.max(0, (c - k) / (c - b));
    }
    return { first, weights };
  });
}
const filters = melFilters(MEL_HIGH);
const filtersUnderBed = melFilters(MEL_HIGH_UNDER_BED);

const dct = Array.from({ length: FRAME_CEPSTRA }, (_, n) =>
  Float64Array.from({ length: MELS }, (_, m) => Math.cos((Math.PI * (n + 1) * (m + 0.5)) / MELS)),
);

/**
 * Pitch of a 40 ms frame by normalised autocorrelation at 8 kHz (every other sample), 70–400 Hz; null when the
 * frame is not clearly periodic (unvoiced, noise).
 */
function framePitch(samples: Float32Array, from: number): number | null {
  const length = 320; // 40 ms of every other sample
  if (from + length * 2 > samples.length) return null;
  const x = new Float64Array(length);
  let mean = 0;
  for (let i = 0; i < length; i++) mean += x[i] = samples[from + i * 2]!;
  mean /= length;
  for (let i = 0; i < length; i++) x[i]! -= mean;
  const minLag = Math.floor(8000 / 400);
  const maxLag = Math.ceil(8000 / 70);
  const r = new Float64Array(maxLag + 2);
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let xy = 0;
    let xx = 0;
    let yy = 0;
    for (let i = 0; i + lag < length; i++) {
      xy += x[i]! * x[i + lag]!;
      xx += x[i]! * x[i]!;
      yy += x[i + lag]! * x[i + lag]!;
    }
    r[lag] = xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
    if (r[lag]! > best) best = r[lag]!;
  }
  if (best < 0.6) return null;
  // The shortest lag that correlates almost as well as the best: two and three periods correlate too, and under a
  // music bed one of them can edge ahead, which put a woman's voice an octave down.
  for (let lag = minLag; lag <= maxLag; lag++) {
    if (r[lag]! >= 0.9 * best && r[lag]! >= r[lag - 1]! && r[lag]! >= r[lag + 1]!) return Math.log2(8000 / lag);
  }
  return null;
}

/** Mel band powers of one frame starting at `start` (pre-emphasised, Hamming window), over the given filters. */
function melPower(
  samples: Float32Array,
  start: number,
  re: Float64Array,
  im: Float64Array,
  bank: typeof filters,
): Float64Array {
  re.fill(0);
  im.fill(0);
  for (let i = 0; i < FRAME; i++) {
    const previous = start + i > 0 ? samples[start + i - 1]! : 0;
    re[i] = (samples[start + i]! - 0.97 * previous) * hamming[i]!;
  }
  const power = powerSpectrum(re, im);
  const bands = new Float64Array(MELS);
  for (let m = 0; m < MELS; m++) {
    const { first, weights } = bank[m]!;
    let sum = 0;
    for (let k = 0; k < weights.length; k++) sum += (power[first + k] ?? 0) * weights[k]!;
    bands[m] = sum;
  }
  return bands;
}

/** Fewer pause frames than this (0.4 s) give no estimate of what lies under the voice. */
const MIN_BED_FRAMES = 20;
/**
 * Beds under this level all count as quiet: a recorder's digital silence (−120) and an mp3's noise (−97) or a
 * phone's room (−55…−60) differ by tens of dB but put nothing under a voice at −20 to −35 dBFS.
 */
const QUIET_DBFS = -60;

/**
 * The level of what lies under a stretch of speech (a music bed, a fan, the room) on each side of it, dB relative
 * to full scale: the median 20 ms frame level of the pause before and of the pause after (frames between words are
 * the bed's, not the voice's), each side that is long enough. Both count: music turned on in the pause after a
 * region may already lie under its last words, and a region just before it is heard as the class was until then.
 * Each level is taken no lower than `quietDbfs` (−Infinity: as it is).
 */
export function bedLevelsDb(pauses: Float32Array[], quietDbfs = QUIET_DBFS): number[] {
  const sides: number[] = [];
  for (const samples of pauses) {
    const levels: number[] = [];
    for (let start = 0; start + FRAME <= samples.length; start += HOP) {
      let energy = 0;
      for (let i = 0; i < FRAME; i++) energy += samples[start + i]! ** 2;
      levels.push(10 * Math.log10(energy / FRAME + 1e-12));
    }
    if (levels.length < MIN_BED_FRAMES) continue;
    levels.sort((x, y) => x - y);
    sides.push(Math.max(levels[Math.floor(levels.length / 2)]!, quietDbfs));
  }
  return sides;
}

/**
 * Median mel band powers of some pauses' frames (what lies under the voice), or null when the pauses are too short;
 * over the bands up to 4 kHz, as the features taken under a bed are.
 * Every other frame (40 ms apart) is plenty for a median.
 */
export function bedMelPower(pauses: Float32Array[]): Float64Array | null {
  const re = new Float64Array(FFT);
  const im = new Float64Array(FFT);
  const frames: Float64Array[] = [];
  for (const samples of pauses) {
    for (let start = 0; start + FRAME <= samples.length; start += 2 * HOP)
      frames.push(melPower(samples, start, re, im, filtersUnderBed));
  }
  if (frames.length < MIN_BED_FRAMES / 2) return null;
  return Float64Array.from({ length: MELS }, (_, m) => {
    const values = frames.map((f) => f[m]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  });
}

/** Level of a stretch of speech as `VoiceFeatures.levelDb` takes it (mean power of its louder half of frames), dB. */
export function loudLevelDb(samples: Float32Array): number {
  const energies: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) {
    let energy = 0;
    for (let i = 0; i < FRAME; i++) energy += samples[start + i]! ** 2;
    if (energy > 1e-9) energies.push(energy);
  }
  energies.sort((a, b) => b - a);
  const loud = energies.slice(0, Math.ceil(energies.length / 2));
  return loud.length ? 10 * Math.log10(loud.reduce((a, b) => a + b, 0) / loud.length / FRAME + 1e-12) : -120;
}

/**
 * Features of one stretch of speech (a couple of seconds of one region); with `floor` (`bedMelPower`, speech-pieces.ts:
 * under a bed), over the bands up to 4 kHz, each frame's band powers taken no lower than it.
 */
export function voiceFeatures(samples: Float32Array, floor?: Float64Array): VoiceFeatures {
  const frames: Float32Array[] = [];
  let sounding = 0;
  let clippedFrames = 0;
  /** Pitch of every other frame, with that frame's energy: only the loud frames' pitch is the voice's. */
  const pitched: { pitch: number; energy: number }[] = [];
  const energies: number[] = [];

  /** Every frame's level, dB, digital silence included (as far below anything audible). */
  const levels: number[] = [];

  const re = new Float64Array(FFT);
  const im = new Float64Array(FFT);
  for (let start = 0, index = 0; start + FRAME <= samples.length; start += HOP, index++) {
    let energy = 0;
    let clipped = false;
    for (let i = 0; i < FRAME; i++) {
      const v = samples[start + i]!;
      energy += v * v;
      if (Math.abs(v) >= CLIP) clipped = true;
    }
    // Pitch on every other frame (40 ms apart) is plenty for a median.
    if (index % 2 === 0) {
      const pitch = energy > 1e-9 ? framePitch(samples, start) : null;
      if (pitch !== null) pitched.push({ pitch, energy });
    }
    levels.push(10 * Math.log10(energy / FRAME + 1e-12));
    if (energy <= 1e-9) continue;
    sounding++;
    if (clipped) {
      clippedFrames++;
      continue;
    }
    const bands = melPower(samples, start, re, im, floor ? filtersUnderBed : filters);
    const logMel = new Float64Array(MELS);
    for (let m = 0; m < MELS; m++) logMel[m] = Math.log(Math.max(bands[m]!, floor?.[m] ?? 0) + 1e-10);
    const cepstrum = new Float32Array(FRAME_CEPSTRA);
    for (let n = 0; n < FRAME_CEPSTRA; n++) {
      let sum = 0;
      for (let m = 0; m < MELS; m++) sum += logMel[m]! * dct[n]![m]!;
      cepstrum[n] = sum;
    }
    frames.push(cepstrum);
    energies.push(energy);
  }
  // The loudest half of the frames: the voice itself, not the breath and room between syllables.
  const cut = [...energies].sort((a, b) => a - b)[Math.floor(energies.length / 2)] ?? 0;
  const voiced = frames.filter((_, i) => energies[i]! >= cut);
  const loud = energies.filter((e) => e >= cut);
  const levelDb = loud.length ? 10 * Math.log10(loud.reduce((a, b) => a + b, 0) / loud.length / FRAME + 1e-12) : -120;
  const cepstrum = Array.from({ length: CEPSTRA }, (_, n) =>
    voiced.length ? voiced.reduce((sum, f) => sum + f[n]!, 0) / voiced.length : 0,
  );
  // The gaps between syllables carry what lies under the voice: over a music bed their pitch is the music's
  // (it moved a woman's pieces 5 semitones down, as far as another person's).
  const pitches = pitched
    .filter((p) => p.energy >= cut)
    .map((p) => p.pitch)
    .sort((a, b) => a - b);
  levels.sort((a, b) => a - b);
  const percentile = (q: number) => levels[Math.min(levels.length - 1, Math.floor(q * levels.length))] ?? 0;
  return {
    cepstrum,
    pitch: pitches.length >= 3 ? pitches[Math.floor(pitches.length / 2)]! : null,
    frames: voiced.length,
    cepstra: voiced,
    clippedShare: sounding ? clippedFrames / sounding : 0,
    levelDb,
    contrastDb: percentile(0.9) - percentile(0.1),
  };
}

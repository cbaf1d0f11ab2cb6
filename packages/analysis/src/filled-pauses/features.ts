import { powerSpectrum } from '../media/power-spectrum.ts';

/** Per-frame acoustic features for the filled-pause detector: voicing, pitch, loudness, zero crossings, spectral shape. */
export interface FrameFeatures {
  readonly voiced: boolean;
  /** Peak of the normalised autocorrelation (0–1): how periodic the frame is. A voice under loud music scores lower. */
  readonly clarity: number;
  readonly pitchHz: number;
  /**
   * The pitch between lag steps (parabolic interpolation of the autocorrelation peak). At 8 kHz one lag step is
   * 1.3–2.8 % of the pitch over 100–220 Hz, so `pitchHz` cannot tell a voice held within a step from a fixed note.
   */
  readonly finePitchHz: number;
  readonly rms: number;
  readonly zcr: number;
  /**
   * Spectral shape: band levels in dB (8 bands, 150–3400 Hz), each frame's own mean taken out so only the shape
   * counts, not the loudness.
   */
  readonly shape: number[];
  /**
   * Power spectrum of the Hann-windowed frame, zero-padded to SPECTRUM_SIZE points (bins 0…SPECTRUM_SIZE/2): what
   * bed-removal.ts takes a music bed out of.
   */
  readonly power: Float64Array;
}

export const DECIMATED_RATE = 8000;
export const FRAME = 320; // 40 ms at 8 kHz
const HOP = 160; // 20 ms
export const MIN_LAG = Math.floor(DECIMATED_RATE / 400); // 400 Hz
export const MAX_LAG = Math.ceil(DECIMATED_RATE / 70); // 70 Hz
/** Zero-padded length of a frame's power spectrum: over twice the frame, so its autocorrelation does not wrap. */
export const SPECTRUM_SIZE = 1024;

export const BANDS = [150, 300, 500, 800, 1200, 1700, 2300, 3000, 3400];
const BIN_HZ = DECIMATED_RATE / FRAME;
export const hann = Float64Array.from(
  { length: FRAME },
  (_, n) => 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / (FRAME - 1)),
);
const cosTable = Float64Array.from({ length: FRAME }, (_, n) => Math.cos((2 * Math.PI * n) / FRAME));
const sinTable = Float64Array.from({ length: FRAME }, (_, n) => Math.sin((2 * Math.PI * n) / FRAME));
/** Every other DFT bin (50 Hz apart) in the bands, with its band. */
const shapeBins: { k: number; band: number }[] = [];
for (let k = Math.ceil(BANDS[0]! / BIN_HZ); k * BIN_HZ < BANDS.at(-1)!; k += 2) {
  shapeBins.push({ k, band: BANDS.findIndex((edge, b) => k * BIN_HZ >= edge && k * BIN_HZ < BANDS[b + 1]!) });
}

/** Level of each band of the frame (Hann-windowed DFT bins summed per band), mean removed, dB. */
function spectralShape(x: Float32Array, start: number): number[] {
  const energy = new Float64Array(BANDS.length - 1);
  for (const { k, band } of shapeBins) {
    let re = 0;
    let im = 0;
    for (let n = 0, phase = 0; n < FRAME; n++, phase = (phase + k) % FRAME) {
      const v = (x[start + n] ?? 0) * hann[n]!;
      re += v * cosTable[phase]!;
      im -= v * sinTable[phase]!;
    }
    energy[band]! += re * re + im * im;
  }
  const db = [...energy].map((e) => 10 * Math.log10(e + 1e-12));
  const mean = db.reduce((sum, d) => sum + d, 0) / db.length;
  return db.map((d) => d - mean);
}

/** 16 kHz → 8 kHz by averaging pairs: enough for pitch (70–400 Hz) and a quarter of the autocorrelation work. */
function decimate(samples: Float32Array): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = ((samples[2 * i] ?? 0) + (samples[2 * i + 1] ?? 0)) / 2;
  return out;
}

/** Peak of the normalised autocorrelation over 70–400 Hz lags, and the pitch at that lag (and between lags). */
function autocorrelationPitch(x: Float32Array, start: number, energy: number): Periodicity {
  const r = new Float64Array(MAX_LAG + 2);
  for (let lag = MIN_LAG - 1; lag <= MAX_LAG + 1; lag++) {
    let num = 0;
    let e2 = 0;
    for (let i = start; i < start + FRAME; i++) {
      const a = x[i] ?? 0;
      const b = x[i + lag] ?? 0;
      num += a * b;
      e2 += b * b;
    }
    r[lag] = num / Math.sqrt(energy * e2 + 1e-12);
  }
  return peakOf(r);
}

export type Periodicity = { clarity: number; pitchHz: number; finePitchHz: number };

/** The highest of `r` over MIN_LAG…MAX_LAG (its neighbours, when there, place the peak between lags). */
export function peakOf(r: ArrayLike<number>): Periodicity {
  let bestLag = 0;
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
    if (r[lag]! > best) {
      best = r[lag]!;
      bestLag = lag;
    }
  }
  if (!bestLag) return { clarity: 0, pitchHz: 0, finePitchHz: 0 };
  const before = r[bestLag - 1] ?? best;
  const after = r[bestLag + 1] ?? best;
  const curve = before - 2 * best + after;
  const shift = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / curve)) : 0;
  return { clarity: best, pitchHz: DECIMATED_RATE / bestLag, finePitchHz: DECIMATED_RATE / (bestLag + shift) };
}

/**
 * One frame. Pitch and shape are computed when first asked for: only the frames of a candidate sound need them,
 * and the autocorrelation is most of the cost. A class, not an object with getters per frame: a minute of audio
 * is 3000 frames.
 */
class Frame implements FrameFeatures {
  readonly rms: number;
  readonly zcr: number;
  readonly #x: Float32Array;
  readonly #start: number;
  readonly #energy: number;
  readonly #minRms: number;
  #periodicity: Periodicity | undefined;
  #shape: number[] | undefined;
  #power: Float64Array | undefined;
  constructor(x: Float32Array, start: number, energy: number, zcr: number, minRms: number) {
    this.#x = x;
    this.#start = start;
    this.#energy = energy;
    this.#minRms = minRms;
    this.rms = Math.sqrt(energy / FRAME);
    this.zcr = zcr;
  }
  get #pitch(): Periodicity {
    this.#periodicity ??=
      this.rms >= this.#minRms
        ? autocorrelationPitch(this.#x, this.#start, this.#energy)
        : { clarity: 0, pitchHz: 0, finePitchHz: 0 };
    return this.#periodicity;
  }
  get voiced(): boolean {
    return this.#pitch.clarity > 0.6 && this.rms > 1e-3;
  }
  get clarity(): number {
    return this.#pitch.clarity;
  }
  get pitchHz(): number {
    return this.#pitch.pitchHz;
  }
  get finePitchHz(): number {
    return this.#pitch.finePitchHz;
  }
  get shape(): number[] {
    this.#shape ??= spectralShape(this.#x, this.#start);
    return this.#shape;
  }
  get power(): Float64Array {
    if (!this.#power) {
      const re = new Float64Array(SPECTRUM_SIZE);
      for (let n = 0; n < FRAME; n++) re[n] = (this.#x[this.#start + n] ?? 0) * hann[n]!;
      this.#power = powerSpectrum(re, new Float64Array(SPECTRUM_SIZE));
    }
    return this.#power;
  }
}

/** `minRms`: quieter frames skip the pitch search (they cannot be part of a filled pause). */
export function frameFeatures(samples16k: Float32Array, minRms = 1e-3): FrameFeatures[] {
  const x = decimate(samples16k);
  const frames: FrameFeatures[] = [];
  for (let start = 0; start + FRAME + MAX_LAG <= x.length; start += HOP) {
    let energy = 0;
    let crossings = 0;
    for (let i = start; i < start + FRAME; i++) {
      const v = x[i] ?? 0;
      energy += v * v;
      if (i > start && v >= 0 !== (x[i - 1] ?? 0) >= 0) crossings++;
    }
    frames.push(new Frame(x, start, energy, crossings / FRAME, minRms));
  }
  return frames;
}

export const FEATURE_HOP_SEC = HOP / DECIMATED_RATE;

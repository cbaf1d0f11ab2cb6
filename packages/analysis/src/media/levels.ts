import type { PcmFile } from './decode.ts';
import { powerSpectrum } from './power-spectrum.ts';

export interface AudioLevels {
  /** Loudness of the whole recording, dBFS RMS. */
  rmsDbfs: number;
  peakDbfs: number;
  /** Share of samples at or near full scale: a clipped recording garbles words for the recogniser. */
  clippedRatio: number;
  /** The recording's own noise floor: the level of its quietest stretches (10th percentile of 32 ms frames). */
  noiseFloorDbfs: number;
  /**
   * How loud the voice is: the median level of the frames well above the noise floor (a shouted sentence or a
   * clipped burst moves it little). Equal to the floor when nothing stands out of it.
   */
  speechDbfs: number;
  /**
   * How much of the sound lies above 4.5 kHz: the energy there against all of it, dB, over the frames 12 dB or more
   * above the noise floor. Speech recorded whole puts −15 to −35 dB there (its fricatives); a telephone call, an
   * 8 kHz recorder or a call saved into a 44.1 kHz m4a has nothing there (under −50 dB), whatever its container's
   * sample rate. −120 when no frame stands out of the floor.
   */
  upperBandDb: number;
}

const toDb = (x: number) => (x > 0 ? Math.round(20 * Math.log10(x) * 10) / 10 : -120);

/** 32 ms, the VAD's frame. */
const FRAME = 512;
/** Level histogram from −120 to 0 dBFS in 0.5 dB bins: percentiles of any length of recording in flat memory. */
const BIN_DB = 0.5;
const BINS = 240;
/** A frame this far over the floor is sound (speech, a bump, music), not the room. */
const ABOVE_FLOOR_DB = 12;

/** The band the detector's 8 kHz mode hears ends at 4 kHz; the edge leaves room for a resampler's roll-off. */
const UPPER_BAND_HZ = 4500;
/** Under this much energy above UPPER_BAND_HZ, a recording carries nothing there: it is narrowband. */
export const NARROWBAND_UPPER_DB = -45;

/** One spectrum in this many frames: enough to read the band over any class, a fraction of the pass's time. */
const SPECTRUM_EVERY = 4;
const HANN = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
const UPPER_BIN = Math.ceil((UPPER_BAND_HZ * FRAME) / 16_000);

/** A frame's energy above UPPER_BAND_HZ and its whole energy, from its windowed spectrum. */
function bandEnergies(frame: Float64Array): { upper: number; all: number } {
  const re = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i++) re[i] = (frame[i] ?? 0) * (HANN[i] ?? 0);
  const power = powerSpectrum(re, new Float64Array(FRAME));
  let upper = 0;
  let all = 0;
  for (let k = 0; k < power.length; k++) {
    all += power[k] ?? 0;
    if (k >= UPPER_BIN) upper += power[k] ?? 0;
  }
  return { upper, all };
}

/** One streamed pass over the decoded PCM (spec step audio_analysis). */
export async function measureLevels(pcm: PcmFile, signal?: AbortSignal): Promise<AudioLevels> {
  let sumSquares = 0;
  let peak = 0;
  let clipped = 0;
  let count = 0;
  const histogram = new Float64Array(BINS);
  // Per level bin, the frames' energy and their energy above the upper band edge: the band is read over the frames
  // above the floor, which is known only at the end.
  const binEnergy = new Float64Array(BINS);
  const binUpperEnergy = new Float64Array(BINS);
  const frame = new Float64Array(FRAME);
  let frames = 0;
  let frameSquares = 0;
  let frameCount = 0;
  const addFrame = () => {
    const db = frameCount ? 10 * Math.log10(frameSquares / frameCount + 1e-12) : -120;
    const bin = Math.min(BINS - 1, Math.max(0, Math.floor((db + 120) / BIN_DB)));
    histogram[bin] = (histogram[bin] ?? 0) + 1;
    if (frameCount === FRAME && frames++ % SPECTRUM_EVERY === 0) {
      const { upper, all } = bandEnergies(frame);
      binEnergy[bin] = (binEnergy[bin] ?? 0) + all;
      binUpperEnergy[bin] = (binUpperEnergy[bin] ?? 0) + upper;
    }
    frameSquares = 0;
    frameCount = 0;
  };
  for await (const window of pcm.windows(FRAME * 1875)) {
    signal?.throwIfAborted();
    for (let i = 0; i < window.length; i++) {
      const s = window[i] ?? 0;
      const v = Math.abs(s);
      sumSquares += v * v;
      frameSquares += v * v;
      frame[frameCount] = s;
      if (++frameCount === FRAME) addFrame();
      if (v > peak) peak = v;
      if (v >= 0.999) clipped++;
    }
    count += window.length;
  }
  if (frameCount >= FRAME / 2) addFrame();
  const noiseFloorDbfs = percentileDb(histogram, -120, 0.1);
  const speechDbfs = Math.max(noiseFloorDbfs, percentileDb(histogram, noiseFloorDbfs + ABOVE_FLOOR_DB, 0.5));
  return {
    rmsDbfs: toDb(Math.sqrt(sumSquares / Math.max(1, count))),
    peakDbfs: toDb(peak),
    clippedRatio: count ? Math.round((clipped / count) * 1e6) / 1e6 : 0,
    noiseFloorDbfs,
    speechDbfs,
    upperBandDb: upperBandShareDb(binEnergy, binUpperEnergy, noiseFloorDbfs + ABOVE_FLOOR_DB),
  };
}

/** Energy above the band edge against all of it, dB, over the frames at or above `fromDb`; −120 when none. */
function upperBandShareDb(energy: Float64Array, upper: Float64Array, fromDb: number): number {
  let all = 0;
  let high = 0;
  for (let b = Math.max(0, Math.floor((fromDb + 120) / BIN_DB)); b < BINS; b++) {
    all += energy[b] ?? 0;
    high += upper[b] ?? 0;
  }
  return all > 0 ? toDb(Math.sqrt(high / all)) : -120;
}

/**
 * Whether the recording carries nothing above 4 kHz and the detector should hear it in its 8 kHz mode. Read from
 * the sound, not the container: the same call saved as an 8 kHz wav and as a 44.1 kHz m4a must measure the same.
 */
export const isNarrowband = (levels: Pick<AudioLevels, 'upperBandDb'>): boolean =>
  levels.upperBandDb > -120 && levels.upperBandDb < NARROWBAND_UPPER_DB;

/** The level at quantile `q` of the frames at or above `fromDb`; −120 when there are none. */
function percentileDb(histogram: Float64Array, fromDb: number, q: number): number {
  const first = Math.max(0, Math.floor((fromDb + 120) / BIN_DB));
  let total = 0;
  for (let b = first; b < BINS; b++) total += histogram[b] ?? 0;
  if (total === 0) return -120;
  let seen = 0;
  for (let b = first; b < BINS; b++) {
    seen += histogram[b] ?? 0;
    if (seen >= total * q) return Math.round((b * BIN_DB - 120 + BIN_DB / 2) * 10) / 10;
  }
  return 0;
}

/** The voice level (median 32 ms frame) the speech detector works well at, dBFS: where clean recordings sit. */
export const VAD_SPEECH_TARGET_DBFS = -30;
/** A voice quieter than this (median frame) is a quiet recording: a phone across the room, a lapel mic set low. */
const QUIET_SPEECH_DBFS = -34;

/**
 * Gain, dB, that brings a recording's voice to the level the speech detector expects. Quiet phone speech is
 * raised (by at most 30 dB): the detector's recurrent state lets a quiet voice linger for half a second into the
 * following silence, which fills short pauses. Loud recordings are left alone, and so are recordings where
 * nothing stands out of the noise floor (there is no voice level to go by).
 */
export function vadGainDb(levels: Pick<AudioLevels, 'noiseFloorDbfs' | 'speechDbfs'>): number {
  if (levels.speechDbfs - levels.noiseFloorDbfs < ABOVE_FLOOR_DB) return 0;
  // A voice at a usual level is heard as recorded: the gain is for quiet recordings, not a re-mix of every one.
  if (levels.speechDbfs >= QUIET_SPEECH_DBFS) return 0;
  return Math.round(Math.max(0, Math.min(30, VAD_SPEECH_TARGET_DBFS - levels.speechDbfs)) * 10) / 10;
}

import type { PcmFile } from './decode.ts';

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
}

const toDb = (x: number) => (x > 0 ? Math.round(20 * Math.log10(x) * 10) / 10 : -120);

/** 32 ms, the VAD's frame. */
const FRAME = 512;
/** Level histogram from −120 to 0 dBFS in 0.5 dB bins: percentiles of any length of recording in flat memory. */
const BIN_DB = 0.5;
const BINS = 240;
/** A frame this far over the floor is sound (speech, a bump, music), not the room. */
const ABOVE_FLOOR_DB = 12;

/** One streamed pass over the decoded PCM (spec step audio_analysis). */
export async function measureLevels(pcm: PcmFile, signal?: AbortSignal): Promise<AudioLevels> {
  let sumSquares = 0;
  let peak = 0;
  let clipped = 0;
  let count = 0;
  const histogram = new Float64Array(BINS);
  let frameSquares = 0;
  let frameCount = 0;
  const addFrame = () => {
    const db = frameCount ? 10 * Math.log10(frameSquares / frameCount + 1e-12) : -120;
    const bin = Math.min(BINS - 1, Math.max(0, Math.floor((db + 120) / BIN_DB)));
    histogram[bin] = (histogram[bin] ?? 0) + 1;
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
  };
}

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

import { Worker } from 'node:worker_threads';
import { AnalysisError } from '../errors.ts';
import { type PcmFile, SAMPLE_RATE } from '../media/decode.ts';
import type { TimeRange } from '../time-range.ts';
import { workerExecArgv } from '../transcription/worker-pool.ts';
import { VAD_FRAME_SAMPLES } from './silero.ts';
import type { SileroWorkerData, SileroWorkerMessage } from './silero-worker.ts';

export type { TimeRange };

export interface VadOptions {
  /** Probability above which a frame starts speech. */
  positiveThreshold?: number;
  /** Probability below which a frame counts towards ending speech (hysteresis, so music does not flicker). */
  negativeThreshold?: number;
  /** Silence shorter than this stays inside a speech region. Below the 0.3 s pause definition on purpose. */
  minSilenceSec?: number;
  /** Speech regions shorter than this are dropped as clicks/noise. */
  minSpeechSec?: number;
  /** Speech onsets are traced back while the probability stays above this (the model is slow to commit). */
  onsetThreshold?: number;
  maxOnsetBacktrackSec?: number;
  /**
   * Loudness normalisation, dB (media/levels.ts vadGainDb): the detector hears the recording this much louder, so
   * quiet phone speech is judged like a voice at a normal level. A frame the gain would push past full scale is
   * raised only to full scale (a shout stays a shout, it is not clipped further).
   */
  gainDb?: number;
  /**
   * The recording's noise floor, dBFS before the gain (media/levels.ts). Stretches the model calls speech but
   * whose sound never rises clearly above this floor are silence: in a noisy room the model's recurrent state
   * carries "speech" a second past the voice, which fills the pauses.
   */
  noiseFloorDbfs?: number;
  /**
   * Receives the regions before the noise-floor cut (edges refined the same way). The recogniser is given these:
   * it hears words better with their soft edges and commas left in, while pauses are measured on the cut ones.
   */
  onModelRegions?: (regions: TimeRange[]) => void;
  /**
   * The recording holds nothing above 4 kHz (a call, an 8 kHz recorder, a low-bitrate voice memo: media/levels.ts
   * `isNarrowband`, read from the sound whatever the container's sample rate): score with
   * Silero's own 8 kHz mode. Its 16 kHz mode, hearing an empty upper half, missed a fifth of the speech of such a
   * copy (a whole opening sentence; the score fell 12 points); at 8 kHz the same copy measures as the original.
   */
  narrowband?: boolean;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Receives the per-frame speech probabilities once detection is done (segmentation cuts long speech with them). */
  onProbabilities?: (probabilities: number[], frameSec: number) => void;
}

const FRAME_SEC = VAD_FRAME_SAMPLES / SAMPLE_RATE;

/**
 * Speech regions of the whole recording from Silero VAD, streamed window by window from the PCM file on a worker
 * thread (silero-worker.ts). Pauses are the gaps between these regions; they never come from ASR timestamps.
 */
export async function detectSpeechRegions(pcm: PcmFile, opts: VadOptions = {}): Promise<TimeRange[]> {
  const { probabilities, energies } = await scoreFrames(pcm, opts);
  opts.onProbabilities?.(probabilities, FRAME_SEC);
  const regions = regionsFromProbabilities(probabilities, FRAME_SEC, pcm.durationSec, opts);
  const refined = refineWithEnergy(regions, energies, FRAME_SEC, pcm.durationSec, probabilities);
  opts.onModelRegions?.(refined);
  if (opts.noiseFloorDbfs === undefined || opts.noiseFloorDbfs <= -100) return refined;
  const floor = 10 ** ((opts.noiseFloorDbfs + (opts.gainDb ?? 0)) / 20);
  const cut = withoutNoiseFloor(regions, energies, FRAME_SEC, floor, opts.minSpeechSec ?? 0.15);
  return refineWithEnergy(cut, energies, FRAME_SEC, pcm.durationSec, probabilities);
}

/**
 * 8 s of frames per window, one native call each (silero-sequence.ts): the call's cost is the model's arithmetic
 * by then (2 000 frames a call cost no less CPU), and its intermediate tensors grow with the block (the VAD worker
 * peaked 120 MB higher at 2 000 frames, 10 MB at 250). Progress and cancel once a window.
 */
const WINDOW_FRAMES = 250;

/** Every frame's speech probability and loudness (RMS of what the detector heard), from the worker. */
async function scoreFrames(
  pcm: PcmFile,
  opts: Pick<VadOptions, 'gainDb' | 'signal' | 'onProgress' | 'narrowband'>,
): Promise<{ probabilities: number[]; energies: number[] }> {
  const probabilities: number[] = [];
  const energies: number[] = [];
  const totalFrames = Math.ceil(pcm.sampleCount / VAD_FRAME_SAMPLES);
  const workerData: SileroWorkerData = {
    pcmPath: pcm.path,
    sampleCount: pcm.sampleCount,
    gain: 10 ** ((opts.gainDb ?? 0) / 20),
    windowFrames: WINDOW_FRAMES,
    narrowband: opts.narrowband ?? false,
  };
  const worker = new Worker(new URL('./silero-worker.ts', import.meta.url), {
    workerData,
    execArgv: workerExecArgv(),
  });
  try {
    await new Promise<void>((resolve, reject) => {
      // The worker is asked to stop between two native calls: terminating it inside one aborts the process.
      const onAbort = () => worker.postMessage({ type: 'stop' });
      if (opts.signal?.aborted) onAbort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (error?: Error) => {
        opts.signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve();
      };
      worker.on('message', (message: SileroWorkerMessage) => {
        if (message.type === 'window') {
          for (const p of message.probabilities) probabilities.push(p);
          for (const e of message.energies) energies.push(e);
          opts.onProgress?.(probabilities.length / totalFrames);
        } else if (message.type === 'done') {
          settle(opts.signal?.aborted ? new AnalysisError('cancelled', 'The analysis was cancelled.') : undefined);
        } else {
          settle(new Error(`speech detection failed: ${message.message}`));
        }
      });
      worker.on('error', (error) => settle(error));
      worker.on('exit', (code) => settle(new Error(`speech detection stopped (worker exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
  return { probabilities, energies };
}

/** Hysteresis over per-frame speech probabilities; exported for unit tests. */
export function regionsFromProbabilities(
  probabilities: ArrayLike<number>,
  frameSec: number,
  durationSec: number,
  opts: VadOptions = {},
): TimeRange[] {
  const positive = opts.positiveThreshold ?? 0.5;
  const negative = opts.negativeThreshold ?? positive - 0.15;
  const minSilenceFrames = Math.max(1, Math.round((opts.minSilenceSec ?? 0.2) / frameSec));
  const minSpeechSec = opts.minSpeechSec ?? 0.15;
  const regions: TimeRange[] = [];
  let inSpeech = false;
  let startFrame = 0;
  let silentRun = 0;
  for (let i = 0; i < probabilities.length; i++) {
    const p = probabilities[i] ?? 0;
    if (!inSpeech) {
      if (p >= positive) {
        inSpeech = true;
        startFrame = i;
        silentRun = 0;
      }
      continue;
    }
    if (p < negative) {
      silentRun++;
      if (silentRun >= minSilenceFrames) {
        regions.push({ start: startFrame * frameSec, end: (i - silentRun + 1) * frameSec });
        inSpeech = false;
      }
    } else {
      silentRun = 0;
    }
  }
  if (inSpeech) regions.push({ start: startFrame * frameSec, end: (probabilities.length - silentRun) * frameSec });
  trimTails(regions, probabilities, frameSec, positive);
  backtrackOnsets(regions, probabilities, frameSec, opts.onsetThreshold ?? 0.15, opts.maxOnsetBacktrackSec ?? 1);
  return regions
    .map((r) => ({ start: round3(r.start), end: round3(Math.min(durationSec, r.end)) }))
    .filter((r) => r.end - r.start >= minSpeechSec);
}

/** Sound within this much of the noise floor is the room, not a voice. */
const FLOOR_MARGIN = 10 ** (6 / 20);
/** A run of floor-level frames this long inside a region is a pause (the shortest pause the metrics count). */
const FLOOR_RUN_SEC = 0.3;
/** Floor-level frames kept after a voice stops: a last syllable decays into the floor rather than stopping. */
const FLOOR_HANGOVER_FRAMES = 3;

/**
 * Cuts the model's regions to where there is sound above the noise floor: region edges move in past frames at
 * the floor, and a region splits where the floor lasts 0.3 s or more. Exported for unit tests.
 */
export function withoutNoiseFloor(
  regions: TimeRange[],
  energies: ArrayLike<number>,
  frameSec: number,
  floor: number,
  minSpeechSec: number,
): TimeRange[] {
  const threshold = floor * FLOOR_MARGIN;
  const minRun = Math.round(FLOOR_RUN_SEC / frameSec);
  const out: TimeRange[] = [];
  for (const region of regions) {
    const first = Math.round(region.start / frameSec);
    const last = Math.round(region.end / frameSec);
    let start = -1;
    let quiet = 0;
    const close = (soundEnd: number) => {
      const endFrame = Math.min(last, soundEnd + FLOOR_HANGOVER_FRAMES);
      if (start >= 0 && (endFrame - start) * frameSec >= minSpeechSec) {
        out.push({ start: round3(start * frameSec), end: round3(endFrame * frameSec) });
      }
      start = -1;
    };
    for (let i = first; i < last; i++) {
      if ((energies[i] ?? 0) > threshold) {
        if (start < 0) start = i;
        quiet = 0;
      } else if (start >= 0 && ++quiet >= minRun + FLOOR_HANGOVER_FRAMES) {
        close(i - quiet + 1);
      }
    }
    close(last - (start >= 0 ? quiet : 0));
  }
  // Keep the model's own edges where they were already on sound (its onsets are traced back on purpose).
  return out.map((r) => {
    const original = regions.find((o) => o.start <= r.start + 1e-6 && o.end >= r.end - 1e-6);
    return original && Math.abs(original.start - r.start) < frameSec * 1.5 ? { ...r, start: original.start } : r;
  });
}

/**
 * The model's recurrent state lets speech probability linger for a few hundred ms after the voice stops, longer
 * over music, which would shave short pauses. End each region at its last confident frame instead.
 */
function trimTails(regions: TimeRange[], probabilities: ArrayLike<number>, frameSec: number, positive: number): void {
  for (const region of regions) {
    const first = Math.round(region.start / frameSec);
    let last = Math.round(region.end / frameSec) - 1;
    while (last > first && (probabilities[last] ?? 0) < positive) last--;
    region.end = (last + 1) * frameSec;
  }
}

/**
 * Silero commits to speech a few frames late, more so under music and for soft onsets (Korean, quiet voices):
 * the first syllable often scores 0.2–0.5. Walk each start back while the probability stays above the onset
 * threshold and keeps falling as we go back, never into the previous region. Ends are left alone: extending them is where music leaks in.
 */
function backtrackOnsets(
  regions: TimeRange[],
  probabilities: ArrayLike<number>,
  frameSec: number,
  threshold: number,
  maxSec: number,
): void {
  const maxFrames = Math.round(maxSec / frameSec);
  for (let r = 0; r < regions.length; r++) {
    const region = regions[r]!;
    const floor = r > 0 ? Math.ceil(regions[r - 1]!.end / frameSec) + 1 : 0;
    let frame = Math.round(region.start / frameSec);
    const limit = Math.max(floor, frame - maxFrames);
    // Only along a rising ramp into the onset: music holds the probability flat, a voice starting ramps it up.
    while (
      frame - 1 >= limit &&
      (probabilities[frame - 1] ?? 0) >= threshold &&
      (probabilities[frame - 1] ?? 0) <= (probabilities[frame] ?? 0) + 0.05
    ) {
      frame--;
    }
    region.start = frame * frameSec;
  }
}

/**
 * Final edge refinement on loudness: an edge moves outwards while the frame is clearly (6 dB) louder than the
 * quiet part of the neighbouring silence, which includes any music bed. This recovers unvoiced onsets
 * (Korean ㅊ/ㅎ, English "s", "h") that the model scores low, without letting steady music in.
 */
const BRIDGE_FRAMES = 3;
const ONSET_MIN_PROBABILITY = 0.05;

export function refineWithEnergy(
  regions: TimeRange[],
  energies: ArrayLike<number>,
  frameSec: number,
  durationSec: number,
  probabilities?: ArrayLike<number>,
): TimeRange[] {
  const maxFrames = Math.round(0.8 / frameSec);
  const maxSoftFrames = Math.round(MAX_SOFT_END_SEC / frameSec);
  const out = regions.map((r) => ({ ...r }));
  const floorOf = (from: number, to: number) => {
    const values = Array.from({ length: Math.max(0, to - from) }, (_, i) => energies[from + i] ?? 0).sort(
      (a, b) => a - b,
    );
    return values.length >= 6 ? (values[Math.floor(values.length * 0.2)] ?? 0) : null;
  };
  for (let r = 0; r < out.length; r++) {
    const region = out[r]!;
    const prevEnd = r > 0 ? Math.round(out[r - 1]!.end / frameSec) : 0;
    const nextStart =
      r + 1 < out.length ? Math.round(out[r + 1]!.start / frameSec) : Math.floor(durationSec / frameSec);
    let start = Math.round(region.start / frameSec);
    let end = Math.round(region.end / frameSec);
    const before = floorOf(prevEnd, start);
    if (before !== null) {
      const limit = Math.max(prevEnd + 3, start - maxFrames);
      // Loud alone is not enough before an onset: a plucked note in the music bed is loud too, but the model
      // gives it next to no speech probability.
      const loud = (i: number) =>
        (energies[i] ?? 0) > Math.max(before * 2, 1e-3) && (probabilities?.[i] ?? 1) >= ONSET_MIN_PROBABILITY;
      // Step over short dips (a stop consonant's closure) when sound continues beyond them.
      for (let i = start - 1; i >= limit; i--) {
        if (loud(i)) start = i;
        else if (start - i > BRIDGE_FRAMES) break;
      }
    }
    const after = floorOf(end, nextStart);
    if (after !== null) {
      const limit = Math.min(nextStart - 3, end + maxFrames);
      const level = levelOf(energies, start, end);
      const stop = Math.max(after * 2, 1e-3, level * TAIL_DROP);
      // Ends are not bridged: a decaying last syllable over music would carry the end too far. The voice at its
      // own level carries the end on; sound well under it (a soft ending, or an echo) for at most MAX_SOFT_END_SEC.
      let soft = 0;
      while (end < limit && (energies[end] ?? 0) > stop) {
        if ((energies[end] ?? 0) < level * SOFT_END && ++soft > maxSoftFrames) break;
        end++;
      }
    }
    region.start = round3(start * frameSec);
    region.end = round3(Math.min(durationSec, end * frameSec));
  }
  return out;
}

/**
 * An end moves out only while the sound stays within 24 dB of the region's loud frames. A room's echo decays
 * smoothly from the last syllable (a studio with hard floors: about 55 dB a second), far above a quiet
 * recording's floor, so without this a reverberant room carried every end 0.4–0.5 s into the pause after it; a
 * word's own soft ending (a final "s", a fading vowel) stays within about 20 dB of the region's vowels.
 */
const TAIL_DROP = 10 ** (-24 / 20);
/** Sound this far (12 dB) under the region's loud frames is a soft ending or an echo, not the voice going on. */
const SOFT_END = 10 ** (-12 / 20);
/** A word's soft ending lasts at most this long; a hall's echo lasts longer. */
const MAX_SOFT_END_SEC = 0.3;

/** The region's loud level: the 90th percentile of its frames' RMS (its vowels, not one shout). */
function levelOf(energies: ArrayLike<number>, from: number, to: number): number {
  const values: number[] = [];
  for (let i = from; i < to; i++) values.push(energies[i] ?? 0);
  if (!values.length) return 0;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.9)] ?? 0;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

import { AnalysisError } from '../errors.ts';
import { type PcmFile, SAMPLE_RATE } from '../media/decode.ts';
import { loadSilero, VAD_FRAME_SAMPLES } from './silero.ts';

export interface TimeRange {
  start: number;
  end: number;
}

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
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Receives the per-frame speech probabilities once detection is done (segmentation cuts long speech with them). */
  onProbabilities?: (probabilities: number[], frameSec: number) => void;
}

const FRAME_SEC = VAD_FRAME_SAMPLES / SAMPLE_RATE;

/**
 * Speech regions of the whole recording from Silero VAD, streamed frame by frame from the PCM file. Pauses are
 * the gaps between these regions; they never come from ASR timestamps.
 */
export async function detectSpeechRegions(pcm: PcmFile, opts: VadOptions = {}): Promise<TimeRange[]> {
  const model = await loadSilero();
  const probabilities: number[] = [];
  const totalFrames = Math.ceil(pcm.sampleCount / VAD_FRAME_SAMPLES);
  try {
    // Reading 2000 frames (~3 min) at a time keeps I/O calls few and memory small.
    for await (const window of pcm.windows(VAD_FRAME_SAMPLES * 2000)) {
      if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
      for (let i = 0; i < window.length; i += VAD_FRAME_SAMPLES) {
        let frame = window.subarray(i, i + VAD_FRAME_SAMPLES);
        if (frame.length < VAD_FRAME_SAMPLES) {
          const padded = new Float32Array(VAD_FRAME_SAMPLES);
          padded.set(frame);
          frame = padded;
        }
        probabilities.push(await model.process(frame));
      }
      opts.onProgress?.(probabilities.length / totalFrames);
    }
  } finally {
    await model.release();
  }
  opts.onProbabilities?.(probabilities, FRAME_SEC);
  return regionsFromProbabilities(probabilities, FRAME_SEC, pcm.durationSec, opts);
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
  backtrackOnsets(regions, probabilities, frameSec, opts.onsetThreshold ?? 0.25, opts.maxOnsetBacktrackSec ?? 1);
  return regions
    .map((r) => ({ start: round3(r.start), end: round3(Math.min(durationSec, r.end)) }))
    .filter((r) => r.end - r.start >= minSpeechSec);
}

/**
 * Silero commits to speech a few frames late, more so under music and for soft onsets (Korean, quiet voices):
 * the first syllable often scores 0.2–0.5. Walk each start back while the probability stays above the onset
 * threshold, never into the previous region. Ends are left alone: extending them is where music leaks in.
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
    while (frame - 1 >= limit && (probabilities[frame - 1] ?? 0) >= threshold) frame--;
    region.start = frame * frameSec;
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

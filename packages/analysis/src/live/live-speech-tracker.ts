import { SAMPLE_RATE } from '../media/decode.ts';
import { loadSilero, type SileroModel, VAD_FRAME_SAMPLES } from '../vad/silero.ts';
import { type LiveLevelStats, type LiveVerdictCode, liveVerdict, SOUND_FLOOR_DB } from './live-verdict.ts';

/** What one stretch of audio sounded like, for the live meter. */
export type LiveSoundState = 'speech' | 'sound' | 'silence';

export interface LiveMeter {
  /** Seconds heard so far. */
  heardSec: number;
  /** Loudness of the audio just pushed, dBFS RMS and peak. */
  rmsDb: number;
  peakDb: number;
  /** Whether the audio just pushed reached full scale. */
  clipping: boolean;
  state: LiveSoundState;
}

/** A speech region that has ended, with its audio (padded a little) ready for the recogniser. */
export interface FinishedSpeech {
  start: number;
  end: number;
  samples: Float32Array;
}

export interface LiveSpeechTrackerOptions {
  /** Most audio the tracker accepts; what comes after is ignored (the caller ends the check). */
  maxSeconds: number;
  /** Silence that ends a speech region: longer than a breath inside a sentence, shorter than a pause between cues. */
  endSilenceSec?: number;
  /** A region is handed over at this length even without a pause, so the transcript keeps up. */
  maxRegionSec?: number;
  /** Injected for tests; Silero VAD on onnxruntime-node otherwise. */
  vad?: SileroModel;
}

const FRAME_SEC = VAD_FRAME_SAMPLES / SAMPLE_RATE;
const POSITIVE = 0.5;
const NEGATIVE = 0.35;
const BACKGROUND_MAX = 0.1;
// Kept around a region for the recogniser: Silero commits late to soft onsets (see vad/speech-regions.ts).
const PAD_SEC = 0.6;
// Shorter regions are clicks or breaths: Whisper invents words on them.
const MIN_REGION_SEC = 0.4;
// The buffer's first size: 4 s of audio; it doubles from there as the check goes on.
const INITIAL_SAMPLES = 4 * SAMPLE_RATE;

const toDb = (x: number) => (x > 0 ? Math.round(20 * Math.log10(x) * 10) / 10 : -120);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/**
 * Listens to a live microphone stream (16 kHz mono float PCM, pushed in any slice size): per 32 ms frame it runs
 * Silero VAD and measures loudness, keeps running level statistics for the verdict, and hands over each speech
 * region once a pause closes it. The whole check's audio stays in memory only (at most `maxSeconds`, 3.8 MB a
 * minute); nothing is written anywhere.
 */
export class LiveSpeechTracker {
  // Grown as audio arrives (doubling, up to `capacity`): a check that is refused or closed after a second never
  // allocates the whole minute, and reconnect floods stop costing 3.8 MB of garbage each.
  private audio = new Float32Array(INITIAL_SAMPLES);
  private readonly capacity: number;
  private length = 0;
  private processed = 0;
  private inSpeech = false;
  private regionStart = 0;
  private silentRun = 0;
  private clipped = 0;
  private readonly speechDb: number[] = [];
  private readonly soundDb: number[] = [];
  private speechFrames = 0;
  private soundFrames = 0;
  private readonly endSilenceFrames: number;
  private readonly maxRegionFrames: number;

  private readonly vad: SileroModel;

  private constructor(vad: SileroModel, opts: LiveSpeechTrackerOptions) {
    this.vad = vad;
    this.capacity = Math.ceil(opts.maxSeconds * SAMPLE_RATE);
    this.endSilenceFrames = Math.round((opts.endSilenceSec ?? 0.6) / FRAME_SEC);
    this.maxRegionFrames = Math.round((opts.maxRegionSec ?? 15) / FRAME_SEC);
  }

  static async create(opts: LiveSpeechTrackerOptions): Promise<LiveSpeechTracker> {
    return new LiveSpeechTracker(opts.vad ?? (await loadSilero()), opts);
  }

  get heardSec(): number {
    return this.length / SAMPLE_RATE;
  }

  /** True once `maxSeconds` of audio has been pushed. */
  get full(): boolean {
    return this.length >= this.capacity;
  }

  /** Adds audio; returns the meter for it and the speech regions it closed. Audio past the limit is dropped. */
  async push(samples: Float32Array): Promise<{ meter: LiveMeter; finished: FinishedSpeech[] }> {
    const taken = samples.subarray(0, Math.max(0, this.capacity - this.length));
    this.reserve(this.length + taken.length);
    this.audio.set(taken, this.length);
    this.length += taken.length;
    let sum = 0;
    let peak = 0;
    let clippedHere = 0;
    for (let i = 0; i < taken.length; i++) {
      const v = Math.abs(taken[i] ?? 0);
      sum += v * v;
      if (v > peak) peak = v;
      if (v >= 0.999) clippedHere++;
    }
    this.clipped += clippedHere;
    const finished: FinishedSpeech[] = [];
    while (this.processed + VAD_FRAME_SAMPLES <= this.length) {
      const region = await this.frame(this.audio.subarray(this.processed, this.processed + VAD_FRAME_SAMPLES));
      this.processed += VAD_FRAME_SAMPLES;
      if (region) finished.push(region);
    }
    return {
      meter: {
        heardSec: this.heardSec,
        rmsDb: toDb(Math.sqrt(sum / Math.max(1, taken.length))),
        peakDb: toDb(peak),
        clipping: clippedHere > 0,
        state: this.inSpeech
          ? 'speech'
          : toDb(Math.sqrt(sum / Math.max(1, taken.length))) >= SOUND_FLOOR_DB
            ? 'sound'
            : 'silence',
      },
      finished,
    };
  }

  /** Ends listening: closes a region still open. */
  finish(): FinishedSpeech[] {
    if (!this.inSpeech) return [];
    this.inSpeech = false;
    const region = this.close(this.processed / VAD_FRAME_SAMPLES - this.silentRun);
    return region ? [region] : [];
  }

  stats(): LiveLevelStats {
    return {
      heardSec: Math.round(this.heardSec * 100) / 100,
      speechSec: Math.round(this.speechFrames * FRAME_SEC * 100) / 100,
      soundSec: Math.round(this.soundFrames * FRAME_SEC * 100) / 100,
      speechDb: median(this.speechDb),
      backgroundDb: median(this.soundDb),
      clippedRatio: this.length ? Math.round((this.clipped / this.length) * 1e6) / 1e6 : 0,
    };
  }

  verdict(final = false): LiveVerdictCode {
    return liveVerdict(this.stats(), final);
  }

  async release(): Promise<void> {
    await this.vad.release();
  }

  private async frame(frame: Float32Array): Promise<FinishedSpeech | null> {
    const p = await this.vad.process(frame);
    let sum = 0;
    for (let k = 0; k < frame.length; k++) sum += (frame[k] ?? 0) ** 2;
    const db = toDb(Math.sqrt(sum / frame.length));
    const index = this.processed / VAD_FRAME_SAMPLES;
    let closed: FinishedSpeech | null = null;
    if (!this.inSpeech) {
      if (p >= POSITIVE) {
        this.inSpeech = true;
        this.regionStart = index;
        this.silentRun = 0;
      }
    } else if (p < NEGATIVE) {
      this.silentRun++;
      if (this.silentRun >= this.endSilenceFrames) {
        this.inSpeech = false;
        closed = this.close(index - this.silentRun + 1);
      }
    } else {
      this.silentRun = 0;
      if (index + 1 - this.regionStart >= this.maxRegionFrames) {
        // No pause for a long time: hand over what we have and go on listening in a new region.
        closed = this.close(index + 1);
        this.regionStart = index + 1;
      }
    }
    // Statistics count a frame as speech by the detector's own score, not by the region's hysteresis, so the
    // music in a pause inside a region still counts as background. Background is only what the detector is sure
    // is not a voice: a quiet voice scores 0.1–0.4, and counting it as music would blame the music for it.
    if (p >= POSITIVE) {
      this.speechFrames++;
      this.speechDb.push(db);
    } else if (p < BACKGROUND_MAX && db >= SOUND_FLOOR_DB) {
      this.soundFrames++;
      this.soundDb.push(db);
    }
    return closed;
  }

  private reserve(samples: number): void {
    if (samples <= this.audio.length) return;
    let size = this.audio.length;
    while (size < samples) size *= 2;
    const grown = new Float32Array(Math.min(size, this.capacity));
    grown.set(this.audio.subarray(0, this.length));
    this.audio = grown;
  }

  private close(endFrame: number): FinishedSpeech | null {
    const start = this.regionStart * FRAME_SEC;
    const end = endFrame * FRAME_SEC;
    if (end - start < MIN_REGION_SEC) return null;
    const from = Math.max(0, Math.round((start - PAD_SEC) * SAMPLE_RATE));
    const to = Math.min(this.length, Math.round((end + PAD_SEC) * SAMPLE_RATE));
    return {
      start: Math.round(start * 1000) / 1000,
      end: Math.round(end * 1000) / 1000,
      samples: this.audio.slice(from, to),
    };
  }
}

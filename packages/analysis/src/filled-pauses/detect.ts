import type { AnalysisLanguage } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import type { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { FEATURE_HOP_SEC, type FrameFeatures, frameFeatures } from './features.ts';

export interface FilledPauseOptions {
  /** Speech regions this long or shorter are examined too: one hesitation between two silences. */
  maxRegionSec?: number;
  signal?: AbortSignal;
}

const MIN_SOUND_SEC = 0.35;
const MAX_SOUND_SEC = 2.5;
/** A sound must stand this far above the window's background (music bed, room tone) to be a voice. */
const ABOVE_BACKGROUND_DB = 10;
const SUSTAIN_ABOVE_BACKGROUND_DB = 7;

/**
 * Filled pauses (um, uh, 음, 어) that the recogniser dropped, found acoustically. Whisper writes most of them
 * out of the transcript, and Silero often scores a drawn-out "uhhh" as non-speech, so we look where they hide:
 * in the silences between speech regions and in speech regions short enough to be one hesitation. A candidate
 * is a burst well above the local background that is one sustained voiced sound: voiced frames, smoothly drifting
 * pitch, steady loudness, steady spectrum (zero-crossing rate). Spoken words glide in pitch and change spectrum at
 * every consonant. Lengthened words inside continuous speech are not examined (too easily confused with held
 * cues like "and hooold"), so recall there is zero by design.
 */
export async function detectFilledPauses(
  pcm: PcmFile,
  speechRegions: TimeRange[],
  opts: FilledPauseOptions = {},
): Promise<TimeRange[]> {
  const windows: TimeRange[] = [];
  let cursor = 0;
  for (const region of speechRegions) {
    if (region.start - cursor >= 0.3) windows.push({ start: cursor, end: region.start });
    if (region.end - region.start <= (opts.maxRegionSec ?? MAX_SOUND_SEC)) windows.push(region);
    cursor = region.end;
  }
  if (pcm.durationSec - cursor >= 0.3) windows.push({ start: cursor, end: pcm.durationSec });

  const found: TimeRange[] = [];
  for (const window of mergeTouching(windows)) {
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    // Long stretches (music between exercises) are read a minute at a time, with context on both sides so a
    // sound at the edge can be seen to stand alone (or not).
    for (let start = window.start; start < window.end; start += 60) {
      const from = Math.max(0, start - CONTEXT_SEC);
      const to = Math.min(pcm.durationSec, Math.min(window.end, start + 60) + MAX_SOUND_SEC + CONTEXT_SEC);
      for (const burst of findSustainedBursts(frameFeatures(await pcm.read(from, to), 0.003))) {
        const hit = { start: round3(from + burst.start), end: round3(from + burst.end) };
        if (hit.start >= start && hit.start < Math.min(window.end, start + 60)) found.push(hit);
      }
    }
  }
  return dedupe(found);
}

const CONTEXT_SEC = 0.3;
/** Quiet needed on both sides: a hesitation stands alone, a drawn-out last syllable follows a stop closure. */
const ISOLATION_SEC = 0.15;

/** Bursts (times relative to the frames' start) that are sustained voiced sounds. Exported for unit tests. */
export function findSustainedBursts(frames: FrameFeatures[]): TimeRange[] {
  if (frames.length === 0) return [];
  const sorted = frames.map((f) => f.rms).sort((a, b) => a - b);
  const background = sorted[Math.floor(sorted.length * 0.2)] ?? 0;
  const threshold = Math.max(background * 10 ** (ABOVE_BACKGROUND_DB / 20), 0.003);
  const isolation = Math.round(ISOLATION_SEC / FEATURE_HOP_SEC);
  // Hysteresis: a sound starts above the threshold and lasts while it stays above a lower one, so a hesitation
  // fading out over a music bed (a falling "음…") is measured whole, not cut at its first quieter frame.
  const sustain = Math.max(background * 10 ** (SUSTAIN_ABOVE_BACKGROUND_DB / 20), 0.003);
  const loud = frames.map((f) => f.rms >= threshold);
  for (let i = 1; i < frames.length; i++) if (!loud[i] && loud[i - 1] && frames[i]!.rms >= sustain) loud[i] = true;
  for (let i = frames.length - 2; i >= 0; i--) if (!loud[i] && loud[i + 1] && frames[i]!.rms >= sustain) loud[i] = true;
  // A single frame dipping under both inside a sound does not end it either.
  for (let i = 1; i + 1 < frames.length; i++) if (!loud[i] && loud[i - 1] && loud[i + 1]) loud[i] = true;
  const bursts: TimeRange[] = [];
  let first = -1;
  for (let i = 0; i <= frames.length; i++) {
    const isLoud = i < frames.length && loud[i];
    if (isLoud && first < 0) first = i;
    if (!isLoud && first >= 0) {
      const run = frames.slice(first, i);
      const seconds = run.length * FEATURE_HOP_SEC;
      const quietBefore = first >= isolation && loud.slice(first - isolation, first).every((x) => !x);
      const quietAfter = i + isolation <= frames.length && loud.slice(i, i + isolation).every((x) => !x);
      if (
        quietBefore &&
        quietAfter &&
        seconds >= MIN_SOUND_SEC &&
        seconds <= MAX_SOUND_SEC &&
        isSustainedVoicedSound(run)
      ) {
        bursts.push({ start: first * FEATURE_HOP_SEC, end: i * FEATURE_HOP_SEC });
      }
      first = -1;
    }
  }
  return bursts;
}

/**
 * How much the zero-crossing rate may vary over the loud body of the sound (measured on espeak-ng's
 * um, uh, umm, uhh, 음, 어 under a music bed). Pitch steps, pitch range, loudness and isolation still separate
 * hesitations from words.
 */
const MAX_ZCR_CV = 0.25;

export function isSustainedVoicedSound(frames: FrameFeatures[]): boolean {
  const peak = Math.max(0, ...frames.map((f) => f.rms));
  // Judge the body of the sound, not its fade-in/out.
  const core = frames.filter((f) => f.rms > peak * 0.3);
  if (core.length * FEATURE_HOP_SEC < MIN_SOUND_SEC * 0.8) return false;
  const voiced = core.filter((f) => f.voiced);
  if (voiced.length / core.length < 0.85) return false;
  // Hesitations drift slowly (often a gentle fall); words jump between syllables. So: small steps between
  // frames, no jump, and a limited overall range.
  const pitch = voiced.map((f) => f.pitchHz);
  const steps = pitch.slice(1).map((p, i) => Math.abs(p - pitch[i]!) / pitch[i]!);
  if (steps.length === 0 || Math.max(...steps) > 0.08) return false;
  const range = (Math.max(...pitch) - Math.min(...pitch)) / Math.min(...pitch);
  // Spectrum steadiness is judged on the loud body only: the fade into a closing nasal (the m of "um", 음) or into
  // the music bed under it changes the zero crossings without being a consonant.
  const body = core.filter((f) => f.rms > peak * 0.5);
  return range < 0.4 && cv(body.map((f) => f.zcr)) < MAX_ZCR_CV && cv(core.map((f) => f.rms)) < 0.35;
}

function cv(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

function mergeTouching(windows: TimeRange[]): TimeRange[] {
  const out: TimeRange[] = [];
  for (const w of windows) {
    const last = out.at(-1);
    if (last && w.start <= last.end + 1e-6) last.end = Math.max(last.end, w.end);
    else out.push({ ...w });
  }
  return out;
}

function dedupe(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  return sorted.filter((r, i) => i === 0 || r.start >= sorted[i - 1]!.end);
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

const lexicalFilledPause: Record<AnalysisLanguage, RegExp> = {
  en: /\b(u+m+|u+h+|e+r+m+|h+m+|a+h+|m+h*m+)\b/gi,
  ko: /(^|[\s,.!?…])(음+|어+|으+음*|아+)(?=[\s,.!?…]|$)/g,
};

/**
 * Drops acoustic finds that the recogniser did write down (a segment saying "um" twice keeps only the acoustic
 * finds beyond two), so one hesitation is never counted twice.
 */
/** Below the pause that always ends a segment (align.ts), so a written filler is matched within its breath group. */
const WRITTEN_FILLER_REACH_SEC = 1.4;

export function withoutTranscribedFillers(
  filledPauses: TimeRange[],
  segments: { start: number; end: number; text: string }[],
  language: AnalysisLanguage,
): TimeRange[] {
  const keep = new Set(filledPauses);
  for (const segment of segments) {
    let written = segment.text.match(lexicalFilledPause[language])?.length ?? 0;
    // Segments sit on VAD speech, and a hesitation VAD did not hear lies in the gap next to the segment whose
    // text has it: look up to WRITTEN_FILLER_REACH_SEC either side, nearest first.
    const distance = (pause: TimeRange) => {
      const mid = (pause.start + pause.end) / 2;
      return Math.max(0, segment.start - mid, mid - segment.end);
    };
    const candidates = filledPauses
      .filter((p) => distance(p) <= WRITTEN_FILLER_REACH_SEC)
      .sort((a, b) => distance(a) - distance(b));
    for (const pause of candidates) {
      if (written === 0) break;
      if (keep.has(pause)) {
        keep.delete(pause);
        written--;
      }
    }
  }
  return filledPauses.filter((p) => keep.has(p));
}

import type { AnalysisLanguage } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import type { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { type FrameFeatures, frameFeatures } from './features.ts';

export interface FilledPauseOptions {
  /** Speech regions this long or shorter are examined: a filled pause on its own between two silences. */
  maxRegionSec?: number;
  minRegionSec?: number;
  signal?: AbortSignal;
}

/**
 * Filled pauses (um, uh, 음, 어) that the recogniser dropped, found acoustically. Whisper writes most of them
 * out of the transcript, yet instructors hesitate exactly there, so we look at speech regions short enough to be
 * one hesitation and ask whether they are one sustained voiced sound: mostly voiced frames, steady pitch, steady
 * loudness and steady spectrum (zero-crossing rate). A spoken word of that length glides in pitch and changes
 * its spectrum at every consonant. Lengthened words inside continuous speech are not examined (too easily
 * confused with held cues like "and hooold").
 */
export async function detectFilledPauses(
  pcm: PcmFile,
  speechRegions: TimeRange[],
  opts: FilledPauseOptions = {},
): Promise<TimeRange[]> {
  const maxSec = opts.maxRegionSec ?? 2.5;
  const minSec = opts.minRegionSec ?? 0.25;
  const found: TimeRange[] = [];
  for (const region of speechRegions) {
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    const length = region.end - region.start;
    if (length < minSec || length > maxSec) continue;
    const samples = await pcm.read(region.start, region.end);
    if (isSustainedVoicedSound(frameFeatures(samples))) found.push(region);
  }
  return found;
}

export function isSustainedVoicedSound(frames: FrameFeatures[]): boolean {
  // Only the loud part of the region: VAD padding and fade-in/out are not the sound itself.
  const peak = Math.max(0, ...frames.map((f) => f.rms));
  const core = frames.filter((f) => f.rms > peak * 0.25);
  if (core.length < 10) return false; // under 0.2 s of sound
  const voiced = core.filter((f) => f.voiced);
  if (voiced.length / core.length < 0.85) return false;
  const pitch = voiced.map((f) => f.pitchHz).sort((a, b) => a - b);
  const median = pitch[Math.floor(pitch.length / 2)] ?? 0;
  const steadyPitch = pitch.filter((p) => Math.abs(p - median) / median < 0.08).length / pitch.length;
  return steadyPitch >= 0.8 && cv(core.map((f) => f.zcr)) < 0.25 && cv(core.map((f) => f.rms)) < 0.4;
}

function cv(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

const lexicalFilledPause: Record<AnalysisLanguage, RegExp> = {
  en: /\b(u+m+|u+h+|e+r+m+|h+m+|a+h+|m+h*m+)\b/gi,
  ko: /(^|[\s,.!?…])(음+|어+|으+음*|아+)(?=[\s,.!?…]|$)/g,
};

/**
 * Drops acoustic finds that the recogniser did write down (a segment saying "um" twice keeps only the acoustic
 * finds beyond two), so one hesitation is never counted twice.
 */
export function withoutTranscribedFillers(
  filledPauses: TimeRange[],
  segments: { start: number; end: number; text: string }[],
  language: AnalysisLanguage,
): TimeRange[] {
  const keep = new Set(filledPauses);
  for (const segment of segments) {
    let written = segment.text.match(lexicalFilledPause[language])?.length ?? 0;
    for (const pause of filledPauses) {
      if (written === 0) break;
      const mid = (pause.start + pause.end) / 2;
      if (keep.has(pause) && mid >= segment.start - 0.5 && mid <= segment.end + 0.5) {
        keep.delete(pause);
        written--;
      }
    }
  }
  return filledPauses.filter((p) => keep.has(p));
}

import { stat } from 'node:fs/promises';
import type { AudioProfile } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import { ffprobePath } from './binaries.ts';
import { runProcess } from './run-process.ts';
import { sniffContainer } from './sniff.ts';

export const DEFAULT_MAX_DURATION_SEC = 90 * 60;

export type MediaProbe = AudioProfile & { hasAudio: boolean; hasVideo: boolean; formatName: string };

export interface ProbeOptions {
  maxDurationSec?: number;
  ffprobePath?: string;
  signal?: AbortSignal;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  sample_rate?: string;
  channels?: number;
  bits_per_sample?: number;
  bits_per_raw_sample?: string;
  sample_fmt?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}
interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; tags?: { major_brand?: string } };
}

const acceptedFormats = /^(mp3|wav|mov,mp4,m4a,3gp,3g2,mj2)$/;
const sampleFmtBits: Record<string, number> = { u8: 8, s16: 16, s32: 32, flt: 32, dbl: 64, s64: 64 };

/**
 * Reads the container/stream profile of an upload and refuses what we cannot analyse, each refusal with its own
 * code: empty_file, unsupported_type, unreadable_file, no_audio, too_long.
 */
export async function probeMedia(file: string, opts: ProbeOptions = {}): Promise<MediaProbe> {
  const maxDurationSec = opts.maxDurationSec ?? DEFAULT_MAX_DURATION_SEC;
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new AnalysisError('unreadable_file', `The file could not be opened: ${file}`);
  }
  if (size === 0) throw new AnalysisError('empty_file', 'The file is empty.');
  const sniffed = await sniffContainer(file);
  if (!sniffed) {
    throw new AnalysisError(
      'unsupported_type',
      'This file is not a supported audio or video file. Upload mp3, m4a, wav, mp4 or mov.',
    );
  }

  const result = await runProcess(
    opts.ffprobePath ?? ffprobePath(),
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    opts.signal,
  );
  let parsed: FfprobeOutput = {};
  try {
    parsed = JSON.parse(result.stdout || '{}') as FfprobeOutput;
  } catch {
    parsed = {};
  }
  if (result.code !== 0 || !parsed.format) {
    throw new AnalysisError('unreadable_file', 'The file could not be read; it may be damaged or incomplete.', {
      tool: 'ffprobe',
      stderr: result.stderr.trim().split('\n').slice(-3).join('\n'),
    });
  }
  const formatName = parsed.format.format_name ?? '';
  if (!acceptedFormats.test(formatName)) {
    throw new AnalysisError(
      'unsupported_type',
      `This file type (${formatName || 'unknown'}) is not supported. Upload mp3, m4a, wav, mp4 or mov.`,
      { formatName },
    );
  }
  const streams = parsed.streams ?? [];
  const audio = streams.find((s) => s.codec_type === 'audio');
  const hasVideo = streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!audio) throw new AnalysisError('no_audio', 'The file has no audio track.');

  const durationSec = recordingDuration(parsed.format, audio, sniffed === 'mp4');
  if (!Number.isFinite(durationSec) || durationSec <= 0) {
    throw new AnalysisError('unreadable_file', 'The length of the recording could not be read; it may be damaged.');
  }
  if (durationSec > maxDurationSec) {
    throw new AnalysisError(
      'too_long',
      `The recording is ${Math.ceil(durationSec / 60)} minutes long; the limit is ${Math.floor(maxDurationSec / 60)} minutes.`,
      { durationSec, maxDurationSec },
    );
  }
  const bitDepth =
    audio.bits_per_sample ||
    Number(audio.bits_per_raw_sample) ||
    (audio.codec_name?.startsWith('pcm_') && audio.sample_fmt ? sampleFmtBits[audio.sample_fmt] : undefined) ||
    null;
  return {
    source: hasVideo ? 'video' : 'audio',
    container: sniffed === 'mp4' ? mp4Family(parsed.format.tags?.major_brand, hasVideo) : sniffed,
    codec: audio.codec_name ?? 'unknown',
    sampleRate: Math.max(1, Number(audio.sample_rate) || 1),
    channels: Math.max(1, audio.channels ?? 1),
    bitDepth,
    durationSec,
    hasAudio: true,
    hasVideo,
    formatName,
  };
}

/**
 * How long the recording is. In an mp4/mov the container's duration is its longest stream's: a phone or screen
 * recorder that kept filming after the sound stopped (or a still picture longer than the audio) would make a
 * complete recording look cut off and its length limit wrong, so the audio stream's own duration counts there.
 * Other containers hold the audio alone and report it as a whole.
 */
function recordingDuration(
  format: NonNullable<FfprobeOutput['format']>,
  audio: FfprobeStream,
  isMp4Family: boolean,
): number {
  const stream = Number(audio.duration);
  if (isMp4Family && Number.isFinite(stream) && stream > 0) return stream;
  return Number(format.duration ?? audio.duration ?? Number.NaN);
}

function mp4Family(majorBrand: string | undefined, hasVideo: boolean): string {
  // ffprobe reports one family name for mp4/m4a/mov; the brand tells QuickTime apart, the streams the rest.
  if (majorBrand?.trim() === 'qt') return 'mov';
  return hasVideo ? 'mp4' : 'm4a';
}

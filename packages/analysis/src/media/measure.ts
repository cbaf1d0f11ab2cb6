import { AnalysisError } from '../errors.ts';
import { ffmpegPath } from './binaries.ts';
import { runProcess } from './run-process.ts';

export interface MeasureOptions {
  ffmpegPath?: string;
  signal?: AbortSignal;
}

/**
 * How long the first audio stream really lasts, read from its packets (demuxed and copied to nowhere, not decoded:
 * a 90-minute MP3 takes well under a second). A container's header can say anything — an MP3 whose LAME/Xing
 * header counts 60 s of frames may carry two hours of them — so the header's figure is never the only one trusted.
 * Reading stops shortly after `stopAfterSec`: a file longer than the limit is known to be too long without reading
 * the rest of it.
 */
export async function measureAudioDuration(
  file: string,
  stopAfterSec: number,
  opts: MeasureOptions = {},
): Promise<number> {
  const result = await runProcess(
    opts.ffmpegPath ?? ffmpegPath(),
    [
      '-nostdin',
      '-v',
      'error',
      '-nostats',
      '-i',
      file,
      '-map',
      '0:a:0',
      '-c',
      'copy',
      '-t',
      String(Math.ceil(stopAfterSec) + 1),
      '-progress',
      'pipe:1',
      '-f',
      'null',
      '-',
    ],
    opts.signal,
  );
  if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
  const times = [...result.stdout.matchAll(/^out_time_us=(\d+)$/gm)].map((m) => Number(m[1]));
  const last = times.at(-1);
  if (result.code !== 0 || last === undefined || !Number.isFinite(last)) {
    throw new AnalysisError('unreadable_file', 'The length of the recording could not be read; it may be damaged.', {
      tool: 'ffmpeg',
      stderr: result.stderr.trim().split('\n').slice(-3).join('\n'),
    });
  }
  return last / 1_000_000;
}

/**
 * The duration that counts (for the limit and for the charge): the longer of the header's and the packets'.
 * The packets catch a header that says too little; the header, kept, still lets a truncated file (header longer
 * than its packets) be refused as incomplete when it is decoded.
 */
export async function countedDuration(
  file: string,
  headerDurationSec: number,
  maxDurationSec: number,
  opts: MeasureOptions = {},
): Promise<number> {
  const measured = await measureAudioDuration(file, maxDurationSec, opts);
  const durationSec = Math.max(headerDurationSec, measured);
  if (durationSec > maxDurationSec) {
    throw new AnalysisError(
      'too_long',
      `The recording is ${Math.ceil(durationSec / 60)} minutes long; the limit is ${Math.floor(maxDurationSec / 60)} minutes.`,
      { durationSec: Math.round(durationSec), maxDurationSec },
    );
  }
  return durationSec;
}

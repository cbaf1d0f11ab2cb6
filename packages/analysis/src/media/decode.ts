import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { AnalysisError } from '../errors.ts';
import { ffmpegPath } from './binaries.ts';

export const SAMPLE_RATE = 16_000;
const BYTES_PER_SAMPLE = 4;

export interface DecodeOptions {
  ffmpegPath?: string;
  signal?: AbortSignal;
  /** Seconds decoded so far, for progress. */
  onProgress?: (decodedSec: number) => void;
  /** Expected duration from the probe: a decode far shorter than this means a truncated file. */
  expectedDurationSec?: number;
  /**
   * Decoding stops just past this many seconds and the file is refused: a header that understates the length
   * cannot make the worker decode (and write scratch for) more than the limit. `limitError` says which limit it is.
   */
  maxDurationSec?: number;
  limitError?: (decodedSec: number) => AnalysisError;
}

/** How often the decoded file's size is read for progress. */
const PROGRESS_POLL_MS = 500;

/**
 * Decodes any accepted input to 16 kHz mono float32 PCM in a raw file on disk; later steps read the PCM back in
 * windows (see PcmFile). ffmpeg's stdout is the file itself: the samples never pass through this process. Streamed
 * through Node in 64 KB buffers, a 30-minute class's 115 MB left ~20 MB of freed-but-kept memory in the process
 * (glibc keeps its heap once grown), which it carried into the recogniser's step, where the analysis peaks.
 */
export async function decodeToPcmFile(input: string, output: string, opts: DecodeOptions = {}): Promise<number> {
  const file = await open(output, 'w');
  let bytes = 0;
  let poll: NodeJS.Timeout | undefined;
  // A size read still in flight when the decode ends reports nothing (the caller has moved on).
  let finished = false;
  try {
    const child = spawn(
      opts.ffmpegPath ?? ffmpegPath(),
      ['-nostdin', '-v', 'error', '-i', input, '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(SAMPLE_RATE)].concat(
        opts.maxDurationSec ? ['-t', String(Math.ceil(opts.maxDurationSec) + 1)] : [],
        ['-f', 'f32le', '-acodec', 'pcm_f32le', 'pipe:1'],
      ),
      { stdio: ['ignore', file.fd, 'pipe'], signal: opts.signal },
    );
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-8000);
    });
    let lastReport = 0;
    if (opts.onProgress) {
      const report = opts.onProgress;
      poll = setInterval(() => {
        file.stat().then(
          ({ size }) => {
            const sec = size / BYTES_PER_SAMPLE / SAMPLE_RATE;
            if (!finished && sec - lastReport >= 30) {
              lastReport = sec;
              report(sec);
            }
          },
          () => {},
        );
      }, PROGRESS_POLL_MS);
    }
    let code: number | null;
    try {
      code = await new Promise<number | null>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', resolve);
      });
    } catch (error) {
      if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
      throw error;
    }
    bytes = (await file.stat()).size;
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    if (code !== 0 || bytes === 0) {
      throw new AnalysisError('unreadable_file', 'The audio could not be decoded; the file may be damaged.', {
        tool: 'ffmpeg',
        stderr: stderr.trim().split('\n').slice(-3).join('\n'),
      });
    }
  } finally {
    finished = true;
    clearInterval(poll);
    await file.close();
  }
  const decodedSec = bytes / BYTES_PER_SAMPLE / SAMPLE_RATE;
  if (opts.maxDurationSec && decodedSec > opts.maxDurationSec) {
    throw (
      opts.limitError?.(decodedSec) ??
      new AnalysisError('too_long', `The recording is longer than ${Math.floor(opts.maxDurationSec / 60)} minutes.`, {
        maxDurationSec: opts.maxDurationSec,
      })
    );
  }
  // A file cut off mid-way decodes "successfully" up to the cut; refuse it rather than analyse half a class.
  if (opts.expectedDurationSec && decodedSec < opts.expectedDurationSec * 0.9 - 1) {
    throw new AnalysisError('unreadable_file', 'The file is incomplete: only part of the recording could be decoded.', {
      decodedSec,
      expectedDurationSec: opts.expectedDurationSec,
    });
  }
  return decodedSec;
}

/** Random access to a decoded PCM file without loading it whole. */
export class PcmFile {
  readonly path: string;
  readonly durationSec: number;
  readonly sampleCount: number;

  constructor(path: string, sampleCount: number) {
    this.path = path;
    this.sampleCount = sampleCount;
    this.durationSec = sampleCount / SAMPLE_RATE;
  }

  async read(startSec: number, endSec: number): Promise<Float32Array> {
    const first = Math.max(0, Math.floor(startSec * SAMPLE_RATE));
    const last = Math.min(this.sampleCount, Math.ceil(endSec * SAMPLE_RATE));
    const count = Math.max(0, last - first);
    const buffer = Buffer.alloc(count * BYTES_PER_SAMPLE);
    const handle = await open(this.path, 'r');
    try {
      await handle.read(buffer, 0, buffer.length, first * BYTES_PER_SAMPLE);
    } finally {
      await handle.close();
    }
    return new Float32Array(buffer.buffer, buffer.byteOffset, count);
  }

  /**
   * Several stretches joined end to end (a recogniser chunk without its long silences), read straight into one
   * buffer: no copy per piece is left behind for the garbage collector. With `into` large enough, the result is a
   * view of it (a worker reading chunk after chunk into the same memory).
   */
  async readPieces(pieces: { start: number; end: number }[], into?: Float32Array): Promise<Float32Array> {
    const spans = pieces.map((p) => {
      const first = Math.max(0, Math.floor(p.start * SAMPLE_RATE));
      const last = Math.min(this.sampleCount, Math.ceil(p.end * SAMPLE_RATE));
      return { first, count: Math.max(0, last - first) };
    });
    const total = spans.reduce((n, s) => n + s.count, 0);
    const out = into && into.length >= total ? into.subarray(0, total).fill(0) : new Float32Array(total);
    const bytes = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    const handle = await open(this.path, 'r');
    try {
      let offset = 0;
      for (const { first, count } of spans) {
        await handle.read(bytes, offset * BYTES_PER_SAMPLE, count * BYTES_PER_SAMPLE, first * BYTES_PER_SAMPLE);
        offset += count;
      }
    } finally {
      await handle.close();
    }
    return out;
  }

  /**
   * Streams the file in fixed windows (for VAD and levels) so memory stays flat. Every window is read into the same
   * buffer: a window is valid until the next one is asked for (copy what must outlive it). A fresh 4 MB buffer
   * per window would leave a recording's length of garbage that the process keeps as RSS long after.
   */
  async *windows(windowSamples: number): AsyncGenerator<Float32Array> {
    const handle = await open(this.path, 'r');
    try {
      const bytes = windowSamples * BYTES_PER_SAMPLE;
      const buffer = Buffer.alloc(bytes);
      for (let pos = 0; pos < this.sampleCount * BYTES_PER_SAMPLE; pos += bytes) {
        const { bytesRead } = await handle.read(buffer, 0, bytes, pos);
        if (bytesRead === 0) break;
        yield new Float32Array(buffer.buffer, buffer.byteOffset, Math.floor(bytesRead / BYTES_PER_SAMPLE));
      }
    } finally {
      await handle.close();
    }
  }
}

export async function openPcmFile(path: string): Promise<PcmFile> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return new PcmFile(path, Math.floor(size / BYTES_PER_SAMPLE));
  } finally {
    await handle.close();
  }
}

import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AnalysisError } from '../errors.ts';
import type { WhisperModelSpec } from './manifest.ts';

export interface ModelDownloadProgress {
  model: string;
  file: string;
  receivedBytes: number;
  totalBytes: number;
  /** Bytes already on disk from an interrupted download when this one started (HTTP Range resume). */
  resumedFromBytes: number;
}

export interface EnsureModelOptions {
  spec: WhisperModelSpec;
  /** Where models live: DATA_DIR/models on the server, models/ for the CLI. */
  dir: string;
  /** Base URL the file name is appended to (WHISPER_MODEL_HOST, a mirror). */
  host: string;
  /** When false, a missing model is not fetched: the error says which file to place where. */
  download?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: ModelDownloadProgress) => void;
  /** How long to wait for the host to answer before calling it unreachable. */
  connectTimeoutMs?: number;
}

export const modelUrl = (host: string, spec: WhisperModelSpec) => `${host.replace(/\/+$/, '')}/${spec.file}`;

/** "Place ggml-base.bin (147,951,465 bytes, SHA-256 …) at /data/models/ggml-base.bin": the offline way in. */
export function placeByHandMessage(opts: Pick<EnsureModelOptions, 'spec' | 'dir' | 'host'>, reason: string): string {
  const target = join(opts.dir, opts.spec.file);
  const size = opts.spec.bytes.toLocaleString('en-US');
  return (
    `Korean needs the whisper.cpp model ${opts.spec.file}, and it could not be downloaded (${reason}). ` +
    `Download ${modelUrl(opts.host, opts.spec)} on a machine with internet access ` +
    `(${size} bytes, SHA-256 ${opts.spec.sha256}) and place it at ${target}, then run the analysis again.\n` +
    `한국어 분석에는 whisper.cpp 모델 ${opts.spec.file} 파일이 필요하지만 내려받지 못했습니다(${reason}). ` +
    `인터넷이 되는 컴퓨터에서 위 주소의 파일을 받아 ${target} 에 두고 다시 분석하세요.`
  );
}

async function sha256Of(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash, { signal });
  return hash.digest('hex');
}

const sizeOf = async (path: string) => (await stat(path).catch(() => null))?.size ?? -1;
const markerOf = (target: string) => `${target}.sha256`;

/** In-process downloads in flight, so two analyses wanting the same model share one transfer. */
const inFlight = new Map<string, Promise<string>>();

/**
 * Returns the path of the verified model file, downloading it first when it is missing: resumable (HTTP Range on
 * the `.part` file left by an interrupted transfer), size- and SHA-256-checked against the manifest (a file that
 * fails the check is removed), with progress. A verified file gets a `.sha256` marker so it is hashed once.
 */
export function ensureWhisperModel(opts: EnsureModelOptions): Promise<string> {
  const target = join(opts.dir, opts.spec.file);
  const running = inFlight.get(target);
  if (running) return running;
  const promise = ensure(opts, target).finally(() => inFlight.delete(target));
  inFlight.set(target, promise);
  return promise;
}

async function ensure(opts: EnsureModelOptions, target: string): Promise<string> {
  const { spec } = opts;
  if ((await sizeOf(target)) === spec.bytes) {
    const marker = await readFile(markerOf(target), 'utf8').catch(() => '');
    if (marker.trim() === spec.sha256) return target;
    if ((await sha256Of(target, opts.signal)) === spec.sha256) {
      await writeFile(markerOf(target), spec.sha256);
      return target;
    }
    await rm(target, { force: true }); // a corrupt or foreign file under the model's name
  }
  if (opts.download === false) {
    throw new AnalysisError('model_unavailable', placeByHandMessage(opts, 'automatic download is turned off'), {
      model: spec.name,
      path: target,
      url: modelUrl(opts.host, spec),
    });
  }
  await mkdir(opts.dir, { recursive: true });
  const part = `${target}.part`;
  let start = await sizeOf(part);
  if (start > spec.bytes) {
    await rm(part, { force: true });
    start = -1;
  }
  start = Math.max(0, start);
  if (start < spec.bytes) await transfer(opts, part, start);
  await verifyAndInstall(opts, part, target);
  return target;
}

async function transfer(opts: EnsureModelOptions, part: string, start: number): Promise<void> {
  const { spec } = opts;
  const url = modelUrl(opts.host, spec);
  const details = { model: spec.name, path: join(opts.dir, spec.file), url };
  const connect = new AbortController();
  const timer = setTimeout(() => connect.abort(), opts.connectTimeoutMs ?? 30_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, connect.signal]) : connect.signal;
  let response: Response;
  try {
    response = await fetch(url, { headers: start > 0 ? { Range: `bytes=${start}-` } : {}, signal });
  } catch (error) {
    if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    const reason = connect.signal.aborted
      ? `${new URL(url).host} did not answer`
      : `${new URL(url).host} is unreachable: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
    throw new AnalysisError('model_unavailable', placeByHandMessage(opts, reason), details);
  } finally {
    clearTimeout(timer);
  }
  // 206: the host resumes where the part ends; 200: it ignores Range, so the part starts over.
  const resumed = response.status === 206 && start > 0;
  if (!(response.ok && response.body) || (response.status === 206 && !contentRangeStartsAt(response, start))) {
    await response.body?.cancel().catch(() => {});
    if (response.status === 416) {
      await rm(part, { force: true }); // the part does not fit the file the host has: start again next time
    }
    throw new AnalysisError(
      'model_unavailable',
      placeByHandMessage(opts, `the host answered HTTP ${response.status}`),
      {
        ...details,
        status: response.status,
      },
    );
  }
  const resumedFrom = resumed ? start : 0;
  // A host that announces more than the manifest's size is refused before a byte is written.
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(announced) && resumedFrom + announced > spec.bytes) {
    await response.body.cancel().catch(() => {});
    if (resumed) await rm(part, { force: true });
    throw oversize(opts, resumedFrom + announced, details);
  }
  let received = resumedFrom;
  let overflowed = false;
  const report = () =>
    opts.onProgress?.({
      model: spec.name,
      file: spec.file,
      receivedBytes: received,
      totalBytes: spec.bytes,
      resumedFromBytes: resumedFrom,
    });
  report();
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      // Stop at the first byte past the manifest's size (a wrong file, or a host sending without end): the
      // transfer is aborted at once and nothing past the limit reaches the disk.
      if (received + chunk.length > spec.bytes) {
        overflowed = true;
        done(new Error('more bytes than the manifest size'));
        return;
      }
      received += chunk.length;
      report();
      done(null, chunk);
    },
  });
  // A connection that breaks mid-file ends the stream normally here, and the break is rethrown once the file has
  // been written: an error travelling down the pipeline would destroy the file stream with the bytes it still held,
  // leaving a shorter part (often empty) to resume from.
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  let interruption: Error | null = null;
  async function* untilInterrupted() {
    try {
      for await (const chunk of body) yield chunk as Buffer;
    } catch (error) {
      interruption = error as Error;
    }
  }
  try {
    await pipeline(untilInterrupted, counter, createWriteStream(part, { flags: resumed ? 'a' : 'w' }), {
      signal: opts.signal,
    });
  } catch (error) {
    interruption = error as Error;
  }
  if (!interruption) return;
  if (opts.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
  if (overflowed) {
    await rm(part, { force: true });
    throw oversize(opts, received, details);
  }
  // The part stays: the next attempt (a job retry, or the command run again) resumes from here.
  throw new AnalysisError(
    'transcriber_failed',
    `The download of ${spec.file} was interrupted at ${received} of ${spec.bytes} bytes (${(interruption as Error).message}); it resumes on the next attempt.`,
    { ...details, receivedBytes: received },
  );
}

function oversize(opts: EnsureModelOptions, bytes: number, details: Record<string, unknown>): AnalysisError {
  return new AnalysisError(
    'model_unavailable',
    placeByHandMessage(
      opts,
      `the host sent more than the manifest's ${opts.spec.bytes} bytes (at least ${bytes}); the transfer was stopped and removed`,
    ),
    { ...details, checksum: 'oversize' },
  );
}

function contentRangeStartsAt(response: Response, start: number): boolean {
  const match = response.headers.get('content-range')?.match(/^bytes (\d+)-/);
  return match ? Number(match[1]) === start : false;
}

async function verifyAndInstall(opts: EnsureModelOptions, part: string, target: string): Promise<void> {
  const { spec } = opts;
  const size = await sizeOf(part);
  const sha = size === spec.bytes ? await sha256Of(part, opts.signal) : null;
  if (sha !== spec.sha256) {
    await rm(part, { force: true });
    const found = sha ? `SHA-256 ${sha}` : `${size} bytes`;
    throw new AnalysisError(
      'model_unavailable',
      placeByHandMessage(
        opts,
        `the downloaded file does not match the manifest (expected ${spec.bytes} bytes with SHA-256 ${spec.sha256}, got ${found}); it was removed`,
      ),
      { model: spec.name, path: target, url: modelUrl(opts.host, spec), checksum: 'mismatch' },
    );
  }
  await rename(part, target);
  await writeFile(markerOf(target), spec.sha256);
}

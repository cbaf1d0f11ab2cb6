import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisError } from '../src/errors.ts';
import { ensureWhisperModel, type ModelDownloadProgress } from '../src/models/download.ts';
import { loadWhisperManifest } from '../src/models/manifest.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { transcriberCapabilities } from '../src/transcription/index.ts';
import { configFor, fixture, whisperTestModel } from './helpers/fixtures.ts';
import { startModelMirror } from './helpers/model-mirror.ts';

const run = promisify(execFile);
const manifestPath = fixture('whisper/test-manifest.json');
const [spec] = loadWhisperManifest(manifestPath);
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-model-download-'));
let mirror: Awaited<ReturnType<typeof startModelMirror>>;

beforeAll(async () => {
  mirror = await startModelMirror({ [spec!.file]: whisperTestModel });
});
afterAll(async () => {
  await mirror.close();
  rmSync(tmp, { recursive: true, force: true });
});

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: AnalysisError) => e,
  );

describe('whisper.cpp model provisioning against a local mirror', () => {
  it('the test manifest describes the committed test model', () => {
    expect(statSync(whisperTestModel).size).toBe(spec!.bytes);
  });

  it('resumes an interrupted download with an HTTP Range request, then verifies it', async () => {
    const dir = join(tmp, 'resume');
    const target = join(dir, spec!.file);
    mirror.state.cutAfterBytes = 200_000;
    const first = await failureOf(ensureWhisperModel({ spec: spec!, dir, host: mirror.host }));
    expect(first.code).toBe('transcriber_failed'); // retryable: the next attempt resumes
    expect(first.message).toMatch(/interrupted/);
    const partSize = statSync(`${target}.part`).size;
    expect(partSize).toBeGreaterThan(0);
    expect(partSize).toBeLessThan(spec!.bytes);
    expect(existsSync(target)).toBe(false);

    const progress: ModelDownloadProgress[] = [];
    const path = await ensureWhisperModel({ spec: spec!, dir, host: mirror.host, onProgress: (p) => progress.push(p) });
    expect(path).toBe(target);
    expect(mirror.requests.at(-1)).toEqual({ method: 'GET', path: spec!.file, range: `bytes=${partSize}-` });
    expect(progress[0]).toMatchObject({ receivedBytes: partSize, resumedFromBytes: partSize, totalBytes: spec!.bytes });
    expect(progress.at(-1)?.receivedBytes).toBe(spec!.bytes);
    expect(readFileSync(target).equals(readFileSync(whisperTestModel))).toBe(true);
    expect(existsSync(`${target}.part`)).toBe(false);

    // Present and verified: no further request.
    const before = mirror.requests.length;
    await ensureWhisperModel({ spec: spec!, dir, host: mirror.host });
    expect(mirror.requests.length).toBe(before);
  });

  it('refuses a file whose checksum does not match the manifest, and removes it', async () => {
    const dir = join(tmp, 'corrupt');
    mirror.state.corrupt = true;
    try {
      const error = await failureOf(ensureWhisperModel({ spec: spec!, dir, host: mirror.host }));
      expect(error.code).toBe('model_unavailable');
      expect(error.message).toMatch(/does not match the manifest/);
      expect(error.message).toContain(spec!.sha256);
      expect(existsSync(join(dir, spec!.file))).toBe(false);
      expect(existsSync(join(dir, `${spec!.file}.part`))).toBe(false);
    } finally {
      mirror.state.corrupt = false;
    }
  });

  it('stops a transfer at once when the host sends more than the manifest size, and keeps nothing', async () => {
    const dir = join(tmp, 'oversize');
    mirror.state.endless = true;
    try {
      const error = await failureOf(ensureWhisperModel({ spec: spec!, dir, host: mirror.host }));
      expect(error.code).toBe('model_unavailable');
      expect(error.message).toMatch(/more than the manifest/);
      expect(existsSync(join(dir, spec!.file))).toBe(false);
      expect(existsSync(join(dir, `${spec!.file}.part`))).toBe(false);
      // The host would send forever; the client hung up within a few socket buffers of the limit.
      await new Promise((r) => setTimeout(r, 300));
      expect(mirror.sentPastEnd.bytes).toBeLessThan(8 * 1024 * 1024);
    } finally {
      mirror.state.endless = false;
    }
  });

  it('refuses a response whose announced length exceeds the manifest size before writing', async () => {
    const dir = join(tmp, 'announced');
    const big = join(tmp, 'big.bin');
    writeFileSync(big, Buffer.alloc(spec!.bytes + 10, 1));
    const other = await startModelMirror({ [spec!.file]: big });
    try {
      const error = await failureOf(ensureWhisperModel({ spec: spec!, dir, host: other.host }));
      expect(error.code).toBe('model_unavailable');
      expect(error.message).toMatch(/more than the manifest/);
      expect(existsSync(join(dir, `${spec!.file}.part`))).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('accepts a correct file placed by hand offline, and replaces a corrupt one of the right size', async () => {
    const dir = join(tmp, 'by-hand');
    const target = join(dir, spec!.file);
    rmSync(dir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(dir, { recursive: true }));
    writeFileSync(target, readFileSync(whisperTestModel));
    const offline = { spec: spec!, dir, host: 'http://127.0.0.1:9/models', download: false };
    expect(await ensureWhisperModel(offline)).toBe(target);

    const corrupt = readFileSync(whisperTestModel);
    corrupt[1000] = corrupt[1000]! ^ 0xff;
    writeFileSync(target, corrupt);
    rmSync(`${target}.sha256`);
    const refused = await failureOf(ensureWhisperModel(offline));
    expect(refused.code).toBe('model_unavailable');
    expect(refused.message).toContain(`place it at ${target}`);
    expect(existsSync(target)).toBe(false);

    writeFileSync(target, corrupt);
    await ensureWhisperModel({ ...offline, host: mirror.host, download: true });
    expect(readFileSync(target).equals(readFileSync(whisperTestModel))).toBe(true);
  });

  it('without internet says exactly which file to place where', async () => {
    const dir = join(tmp, 'offline');
    const error = await failureOf(
      ensureWhisperModel({ spec: spec!, dir, host: 'http://127.0.0.1:9/models', connectTimeoutMs: 5_000 }),
    );
    expect(error.code).toBe('model_unavailable');
    expect(error.message).toContain(`place it at ${join(dir, spec!.file)}`);
    expect(error.message).toContain('http://127.0.0.1:9/models/for-tests-ggml-tiny.bin');
    expect(error.message).toContain('575,451 bytes');
    expect(error.message).toMatch(/인터넷이 되는 컴퓨터에서/);
  });

  it('the first Korean analysis fetches the model, then runs the class through whisper.cpp with it', async () => {
    const dir = join(tmp, 'first-run');
    const cfg = {
      ...configFor('auto'),
      whisperModelDir: dir,
      whisperModel: 'tiny-test',
      whisperModelHost: mirror.host,
      whisperModelManifest: manifestPath,
    };
    expect(transcriberCapabilities(cfg).languages).toEqual(['ko', 'en']);
    const steps: string[] = [];
    const bytes: number[] = [];
    const error = await failureOf(
      analyzeFile(fixture('ko-class.mp3'), {
        language: 'ko',
        transcriber: cfg,
        onProgress: (step, percent) => steps.push(`${step} ${percent}`),
        onModelDownload: (p) => bytes.push(p.receivedBytes),
      }),
    );
    expect(steps).toContain('model_download 0');
    expect(steps).toContain('model_download 100');
    expect(steps).toContain('transcription 100');
    expect(steps.indexOf('model_download 100')).toBeLessThan(steps.indexOf('transcription 0'));
    expect(bytes.at(-1)).toBe(spec!.bytes);
    expect(readFileSync(join(dir, spec!.file)).equals(readFileSync(whisperTestModel))).toBe(true);
    // The untrained test model reads no word: the pipeline ends there, through whisper.cpp with the downloaded file.
    expect(error.code).toBe('speech_unrecognized');
    expect(error.details).toMatchObject({ engine: 'whisper-cpp', model: spec!.file, language: 'ko' });
  });

  it('npm run models:download prints progress and where the verified model is', async () => {
    const dir = join(tmp, 'cli');
    const script = join(import.meta.dirname, '..', 'scripts', 'download-model.ts');
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      WHISPER_MODEL_DIR: dir,
      WHISPER_MODEL_HOST: mirror.host,
      WHISPER_MODEL_MANIFEST: manifestPath,
    };
    const { stdout, stderr } = await run(process.execPath, [script, 'tiny-test'], { env });
    expect(stderr).toMatch(/\[#{24}\] 100%/);
    expect(stdout).toContain(`Verified ${join(dir, spec!.file)}`);
    const unknown = await run(process.execPath, [script, 'huge'], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((unknown as { code: number }).code).toBe(2);
    expect((unknown as { stderr: string }).stderr).toMatch(/Models: tiny-test/);
  });
});

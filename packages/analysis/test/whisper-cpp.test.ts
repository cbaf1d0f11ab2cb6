import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { transcriberCapabilities } from '../src/transcription/index.ts';
import { configFor, fixture, readTruth, whisperTestModel } from './helpers/fixtures.ts';

const truth = readTruth('ko-class');

// The test model is whisper.cpp's untrained tiny model (real architecture, no trained weights): it proves the
// engine is wired end to end with language ko — loading, parameters, progress, errors — not what it writes. It
// writes nothing, so the analysis must end with speech_unrecognized: a 0-word report is never "completed".
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-whisper-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let failure: AnalysisError;
const transcriptionProgress: number[] = [];
const steps = new Set<string>();

beforeAll(async () => {
  failure = await analyzeFile(fixture('ko-class.mp3'), {
    language: 'ko',
    style: 'hatha',
    onProgress: (step, percent) => {
      steps.add(step);
      if (step === 'transcription') transcriptionProgress.push(percent);
    },
    transcriber: configFor('whisper-cpp', { WHISPER_MODEL_PATH: whisperTestModel }),
  }).then(
    () => {
      throw new Error('an engine that reads no word must not complete the analysis');
    },
    (error: AnalysisError) => error,
  );
}, 600_000);

describe('whisper-cpp engine, Korean', () => {
  it('runs every window of the Korean class through whisper.cpp, then refuses a 0-word result', () => {
    // One whisper.cpp call per recogniser window (whisper-cpp.ts); progress moves per returned window, in order.
    expect(transcriptionProgress[0]).toBe(0);
    expect(transcriptionProgress.slice(-2)).toEqual([99, 100]);
    expect(transcriptionProgress.length).toBeGreaterThanOrEqual(3);
    expect([...transcriptionProgress].sort((a, b) => a - b)).toEqual(transcriptionProgress);
    expect(steps.has('text_processing')).toBe(false);
    expect(failure).toBeInstanceOf(AnalysisError);
    expect(failure.code).toBe('speech_unrecognized');
    expect(failure.details).toMatchObject({ engine: 'whisper-cpp', model: 'for-tests-ggml-tiny.bin', language: 'ko' });
    expect(failure.details?.speechSec).toBeGreaterThan(truth.speechSec - 2);
    expect(failure.message).toMatch(/음성 인식 엔진\(whisper-cpp\)이 한 단어도 읽지 못했습니다/);
    expect(failure.message).toMatch(/could not read a single word/);
  });

  it('fails clearly when the model file is missing or not a model', async () => {
    await expect(
      analyzeFile(fixture('ko-class.mp3'), {
        language: 'ko',
        transcriber: configFor('whisper-cpp', { WHISPER_MODEL_PATH: join(tmp, 'missing.bin') }),
      }),
    ).rejects.toMatchObject({ code: 'transcriber_failed', message: expect.stringMatching(/models:download/) });
    const junk = join(tmp, 'junk.bin');
    writeFileSync(junk, 'not a ggml model');
    await expect(
      analyzeFile(fixture('en-fillers.mp3'), {
        language: 'ko',
        transcriber: configFor('whisper-cpp', { WHISPER_MODEL_PATH: junk }),
      }),
    ).rejects.toMatchObject({ code: 'transcriber_failed', message: expect.stringMatching(/Could not load/) });
  });
});

describe('engine choice and Korean support', () => {
  it('auto picks whisper-cpp when a model is configured, openai with a key, else local', () => {
    expect(transcriberCapabilities(configFor('auto', { WHISPER_MODEL_PATH: whisperTestModel }))).toEqual({
      engine: 'whisper-cpp',
      languages: ['ko', 'en'],
    });
    expect(transcriberCapabilities(configFor('auto', { OPENAI_API_KEY: 'sk-test' })).engine).toBe('openai');
    const local = transcriberCapabilities(configFor('auto'));
    expect(local).toMatchObject({ engine: 'local', languages: ['en'] });
    expect(local.howToEnableKorean).toMatch(/WHISPER_MODEL_PATH/);
  });

  it('refuses Korean with no capable engine before doing any work, saying how to enable it', async () => {
    const error = await analyzeFile(fixture('ko-class.mp3'), { language: 'ko', transcriber: configFor('auto') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as AnalysisError).code).toBe('language_unsupported');
    expect((error as AnalysisError).message).toMatch(/npm run models:download -- base/);
    expect((error as AnalysisError).message).toMatch(/OPENAI_API_KEY/);
    await expect(
      analyzeFile(fixture('ko-class.mp3'), { language: 'ko', transcriber: configFor('local') }),
    ).rejects.toMatchObject({ code: 'language_unsupported' });
  });
});

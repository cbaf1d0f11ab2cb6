import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { type AnalysisResult, analyzeFile } from '../src/pipeline.ts';
import { transcriberCapabilities } from '../src/transcription/index.ts';
import { configFor, fixture, readTruth, truthPauseStats, whisperTestModel } from './helpers/fixtures.ts';

// The test model is whisper.cpp's untrained tiny model (real architecture, no trained weights): it proves the
// engine is wired end to end with language ko — loading, parameters, timing, errors — not what it writes.
const truth = readTruth('ko-class');
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-whisper-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let result: AnalysisResult;
const transcriptionProgress: number[] = [];

beforeAll(async () => {
  result = await analyzeFile(fixture('ko-class.mp3'), {
    language: 'ko',
    style: 'hatha',
    onProgress: (step, percent) => {
      if (step === 'transcription') transcriptionProgress.push(percent);
    },
    transcriber: configFor('whisper-cpp', { WHISPER_MODEL_PATH: whisperTestModel }),
  });
  // One whisper.cpp call per breath group (whisper-cpp.ts), and the untrained test model decodes to its token cap.
}, 600_000);

describe('whisper-cpp engine, Korean', () => {
  it('runs the Korean class through whisper.cpp and reports the engine and model', () => {
    expect(result.engine).toMatchObject({
      transcriber: 'whisper-cpp',
      model: 'for-tests-ggml-tiny.bin',
      language: 'ko',
    });
    // Every breath group came back from whisper.cpp (progress moves per returned group, one call each). The
    // untrained model writes little or nothing, so whatever segments there are must sit inside the file, in order.
    expect(result.chunks.length).toBeGreaterThanOrEqual(1);
    expect(transcriptionProgress[0]).toBe(0);
    expect(transcriptionProgress.slice(-2)).toEqual([99, 100]);
    expect(transcriptionProgress.length).toBeGreaterThan(3);
    expect([...transcriptionProgress].sort((a, b) => a - b)).toEqual(transcriptionProgress);
    for (const segment of result.rawSegments) {
      expect(segment.start).toBeGreaterThanOrEqual(0);
      expect(segment.end).toBeLessThanOrEqual(truth.durationSec + 0.1);
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(typeof segment.text).toBe('string');
    }
    expect(result.timingsMs.transcription).toBeGreaterThan(0);
  });

  it('measures Korean pauses from VAD within 0.3 s and silence within 3 points', () => {
    const expected = truthPauseStats(truth);
    expect(Math.abs(result.metrics.avgPauseSec - expected.avgPauseSec)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(result.metrics.maxPauseSec - expected.maxPauseSec)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(result.metrics.silenceRatio - truth.silenceRatio)).toBeLessThanOrEqual(0.03);
  });

  it('counts the 음/어 hesitations acoustically', () => {
    expect(result.metrics.filledPauseCount).toBe(truth.fillers.length);
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

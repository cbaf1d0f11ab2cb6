import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../src/pipeline.ts';
import { configFor, fixture } from './helpers/fixtures.ts';

describe('cancellation', () => {
  it('stops during transcription with code cancelled and leaves no temp files', async () => {
    const before = readdirSync(tmpdir()).filter((f) => f.startsWith('cuecoach-analysis-')).length;
    const controller = new AbortController();
    const started = performance.now();
    await expect(
      analyzeFile(fixture('en-class.mp3'), {
        language: 'en',
        transcriber: configFor('local'),
        signal: controller.signal,
        onProgress: (step) => {
          if (step === 'transcription') controller.abort();
        },
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    // Workers are terminated rather than left to finish two 30 s chunks.
    expect(performance.now() - started).toBeLessThan(8000);
    const after = readdirSync(tmpdir()).filter((f) => f.startsWith('cuecoach-analysis-')).length;
    expect(after).toBeLessThanOrEqual(before);
  });

  it('cancels between two chunks of the native recogniser without taking the process down', async () => {
    const controller = new AbortController();
    await expect(
      analyzeFile(fixture('en-class.mp3'), {
        language: 'en',
        transcriber: configFor('local'),
        signal: controller.signal,
        onProgress: (step, percent) => {
          // The first chunk has answered and the next one is inside onnxruntime when the abort lands.
          if (step === 'transcription' && percent > 0 && percent < 100) setTimeout(() => controller.abort(), 50);
        },
      }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});

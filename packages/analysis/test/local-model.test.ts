import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { createBpeDecoder } from '../src/transcription/bpe.ts';
import { localModelPath } from '../src/transcription/local.ts';
import { prepareLocalModel } from '../src/transcription/local-model.ts';
import { cutGraphAfter } from '../src/transcription/onnx-surgery.ts';
import { runOnWorkers } from '../src/transcription/worker-pool.ts';
import { fixture } from './helpers/fixtures.ts';

describe('embedded Whisper model on native onnxruntime', () => {
  const original = readFileSync(localModelPath);
  const { parts, removed } = cutGraphAfter(original, 'sequences', ['ai.onnx.contrib']);
  const model = Buffer.concat(parts);

  it('takes off only the extensions tokenizer and the cast feeding it', () => {
    expect(removed.map((node) => node.opType)).toEqual(['Cast', 'BpeDecoder']);
    const text = Buffer.from(model).toString('latin1');
    expect(text).not.toContain('ai.onnx.contrib');
    expect(text).toContain('BeamSearch');
    // Everything else (weights, encoder and decoder subgraphs) is carried over byte for byte.
    expect(original.length - model.length).toBeGreaterThan(400_000);
    expect(original.length - model.length).toBeLessThan(500_000);
  });

  it('decodes token ids to text with the vocabulary of the removed node, across multi-byte characters', () => {
    const attributes = removed.find((node) => node.opType === 'BpeDecoder')!.strings;
    const bpe = createBpeDecoder(attributes);
    const vocab = attributes.id_vocab!.split('\n');
    const id = (token: string) => {
      const found = vocab.indexOf(token);
      expect(found, token).toBeGreaterThanOrEqual(0);
      return found;
    };
    // "Ġ" is a space and "Ã©" the two bytes of "é" in GPT-2's byte-level alphabet; 50256/50257 are control ids.
    const ids = [50257, id('ĠThe'), id('Ġcaf'), id('Ã©'), id('Ġis'), id('Ġopen'), id('.'), 50256, 50256];
    expect(bpe.decode(ids)).toBe(' The café is open.');
  });

  it('caches the cut model on disk once and falls back to memory when the cache cannot be written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'model-cache-'));
    try {
      const first = await prepareLocalModel(localModelPath, join(dir, 'cache'));
      expect(typeof first.model).toBe('string');
      expect(readFileSync(first.model as string).equals(model)).toBe(true);
      const written = statSync(first.model as string).mtimeMs;
      const second = await prepareLocalModel(localModelPath, join(dir, 'cache'));
      expect(second.model).toBe(first.model);
      expect(statSync(second.model as string).mtimeMs).toBe(written);
      expect(second.vocabulary.id_vocab).toBe(first.vocabulary.id_vocab);

      writeFileSync(join(dir, 'not-a-dir'), '');
      const inMemory = await prepareLocalModel(localModelPath, join(dir, 'not-a-dir'));
      expect(Buffer.from(inMemory.model as Uint8Array).equals(model)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('throws a damaged cached model away and transcribes with a fresh cut', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'model-cache-'));
    try {
      const cached = await prepareLocalModel(localModelPath, dir);
      writeFileSync(cached.model as string, 'not an onnx model');
      // 16-bit mono 16 kHz LibriVox clip: "He might even have been made amiable himself."
      const wav = readFileSync(fixture('librivox/sense_and_sensibility_01_austen_64kb-0930.wav'));
      const pcm = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
      const replies = await runOnWorkers({
        script: new URL('../src/transcription/local-worker.ts', import.meta.url),
        workerData: { modelPath: localModelPath, threads: 1, cacheDir: dir },
        size: 1,
        jobs: [{ id: 0, load: async () => ({ samples: Float32Array.from(pcm, (v) => v / 32768) }) }],
        failure: (message) => new AnalysisError('transcriber_failed', message),
      });
      expect(replies.get(0)?.text?.trim()).toBe('He might even have been made amiable himself.');
      expect(readFileSync(cached.model as string).equals(model)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

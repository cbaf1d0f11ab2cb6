import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/errors.ts';
import { createBpeDecoder } from '../src/transcription/bpe.ts';
import { localModelPath } from '../src/transcription/local.ts';
import { prepareLocalModel, whisperInputs } from '../src/transcription/local-model.ts';
import { cutGraphAfter } from '../src/transcription/onnx-surgery.ts';
import { parseTimestamped } from '../src/transcription/timestamps.ts';
import { withUnsignedMatMulWeights } from '../src/transcription/unsigned-weights.ts';
import { runOnWorkers } from '../src/transcription/worker-pool.ts';
import { fixture } from './helpers/fixtures.ts';

describe('embedded Whisper model on native onnxruntime', () => {
  const original = readFileSync(localModelPath);
  // The weights are given to onnxruntime as uint8 first (unsigned-weights.ts, its own test).
  const { parts, removed } = cutGraphAfter(
    withUnsignedMatMulWeights(original).model,
    'sequences',
    ['ai.onnx.contrib'],
    whisperInputs,
  );
  const model = Buffer.concat(parts);

  it('takes off only the extensions tokenizer and the cast feeding it', () => {
    expect(removed.map((node) => node.opType)).toEqual(['Cast', 'BpeDecoder']);
    const text = Buffer.from(model).toString('latin1');
    expect(text).not.toContain('ai.onnx.contrib');
    expect(text).toContain('WhisperBeamSearch');
    // The optional inputs the shipped graph left empty are graph inputs now, and the timestamp token ids are set.
    for (const name of ['decoder_input_ids', 'logits_processor', 'vocab_mask', 'beginning_timestamp_token_id']) {
      expect(text).toContain(name);
    }
    // Everything else (the encoder and decoder subgraphs, the weights as uint8) is carried over.
    expect(original.length - model.length).toBeGreaterThan(399_000);
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

  it('encodes prompt text to the ids Whisper would use and reads timestamped output into timed segments', () => {
    const bpe = createBpeDecoder(removed.find((node) => node.opType === 'BpeDecoder')!.strings);
    const prompt = ' Umm, okay, uh, lower through chaturanga. 음, 어';
    expect(bpe.decode(bpe.encode(prompt))).toBe(prompt);
    // Byte-pair merges in vocabulary order give GPT-2's own tokens: " okay" and " uh" are single tokens.
    expect(bpe.encode(' okay')).toHaveLength(1);
    expect(bpe.encode(' uh')).toHaveLength(1);
    expect(bpe.special('<|0.00|>')).toBe(50363);
    expect(bpe.vocabularySize).toBe(51864);
    const t = (sec: number) => 50363 + Math.round(sec / 0.02);
    const ids = [
      50360,
      ...bpe.encode(' Umm, uh.'),
      50257,
      t(0),
      ...bpe.encode(' Inhale.'),
      t(2.4),
      t(4),
      ...bpe.encode(' Exhale and fold.'),
      t(7.5),
      t(9),
      50256,
      50256,
    ];
    const inhaleFrom = ids.indexOf(t(0)) + 1;
    const exhaleFrom = ids.indexOf(t(4)) + 1;
    expect(parseTimestamped(ids, bpe, 20)).toEqual({
      // Each segment's text tokens by position in the sequence: an unsure chunk's segments are scored from these.
      segments: [
        { start: 0, end: 2.4, text: 'Inhale.', tokens: { from: inhaleFrom, to: ids.indexOf(t(2.4)) } },
        { start: 4, end: 7.5, text: 'Exhale and fold.', tokens: { from: exhaleFrom, to: ids.indexOf(t(7.5)) } },
      ],
      // It saw a new segment start at 9 s and stopped: the worker decodes again from there.
      resumeAt: 9,
    });
    // Text cut off by the length limit runs to the end of the audio; nothing to resume.
    expect(parseTimestamped([50257, t(1), ...bpe.encode(' Hold it')], bpe, 12)).toEqual({
      segments: [{ start: 1, end: 12, text: 'Hold it', tokens: { from: 2, to: 2 + bpe.encode(' Hold it').length } }],
      resumeAt: null,
    });
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
      const segments = replies.get(0)?.segments ?? [];
      expect(segments.map((s) => s.text).join(' ')).toBe('He might even have been made amiable himself.');
      // Real times from the decoder's timestamp tokens, inside the clip.
      expect(segments[0]!.start).toBeLessThan(1);
      expect(segments.at(-1)!.end).toBeGreaterThan(1.5);
      expect(segments.at(-1)!.end).toBeLessThanOrEqual(pcm.length / 16_000 + 0.01);
      expect(readFileSync(cached.model as string).equals(model)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

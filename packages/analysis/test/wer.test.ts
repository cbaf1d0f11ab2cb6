import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, openPcmFile, SAMPLE_RATE } from '../src/media/decode.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { encodeWav } from '../src/transcription/wav.ts';
import { configFor, fixture, words } from './helpers/fixtures.ts';

/** Word error rate: word-level edit distance over the reference length. */
export function wordErrorRate(reference: string[], hypothesis: string[]): number {
  const row = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= hypothesis.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[hypothesis.length]! / reference.length;
}

// Whisper writes "Mr." where the reference spells "mister"; normalise both sides the same way.
const normalise = (text: string) => words(text.replace(/\bmr\.?(?=\s)/gi, 'mister'));

const references = readFileSync(fixture('librivox/transcription'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const match = line.match(/^<s>(.*)<\/s>\s*\((.+)\)$/);
    if (!match) throw new Error(`unexpected transcription line: ${line}`);
    return { id: match[2]!, text: match[1]!.trim() };
  });

const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-wer-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The five clips in order with 1.5 s of silence between them: one analysis instead of five model loads. */
async function joinedClips(): Promise<string> {
  const parts: Float32Array[] = [];
  for (const clip of references) {
    const pcmPath = join(tmp, `${clip.id}.f32`);
    await decodeToPcmFile(fixture(`librivox/${clip.id}.wav`), pcmPath);
    const pcm = await openPcmFile(pcmPath);
    parts.push(await pcm.read(0, pcm.durationSec), new Float32Array(SAMPLE_RATE * 1.5));
  }
  const joined = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  const file = join(tmp, 'librivox-joined.wav');
  writeFileSync(file, encodeWav(joined, SAMPLE_RATE));
  return file;
}

describe('local engine on real speech (LibriVox clips from pocketsphinx-testdata)', () => {
  it('transcribes the five clips at a word error rate of at most 5 %, joined', async () => {
    const result = await analyzeFile(await joinedClips(), { language: 'en', transcriber: configFor('local') });
    const reference = references.flatMap((clip) => normalise(clip.text));
    const hypothesis = normalise(result.segments.map((s) => s.text).join(' '));
    const wer = wordErrorRate(reference, hypothesis);
    console.info(`LibriVox WER (local engine): ${(wer * 100).toFixed(1)} % over ${reference.length} words`);
    expect(wer).toBeLessThanOrEqual(0.05);
  });

  it('and at most 5 % over the five clips analysed one by one (timestamps and prompt on short files)', async () => {
    const reference: string[] = [];
    const hypothesis: string[] = [];
    for (const clip of references) {
      const result = await analyzeFile(fixture(`librivox/${clip.id}.wav`), {
        language: 'en',
        transcriber: configFor('local'),
      });
      const heard = normalise(result.segments.map((s) => s.text).join(' '));
      console.info(`${clip.id}: ${(wordErrorRate(normalise(clip.text), heard) * 100).toFixed(1)} %`);
      reference.push(...normalise(clip.text));
      hypothesis.push(...heard);
    }
    const wer = wordErrorRate(reference, hypothesis);
    console.info(`LibriVox WER one by one (local engine): ${(wer * 100).toFixed(1)} % over ${reference.length} words`);
    expect(wer).toBeLessThanOrEqual(0.05);
  });

  it('computes WER as edit distance', () => {
    expect(wordErrorRate(['a', 'b', 'c', 'd'], ['a', 'x', 'c'])).toBe(0.5);
    expect(wordErrorRate(['a', 'b'], ['a', 'b'])).toBe(0);
  });
});

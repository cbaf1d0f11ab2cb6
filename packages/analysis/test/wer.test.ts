import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../src/pipeline.ts';
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

describe('local engine on real speech (LibriVox clips from pocketsphinx-testdata)', () => {
  it('transcribes the five clips at a word error rate of at most 10 %', async () => {
    const reference: string[] = [];
    const hypothesis: string[] = [];
    for (const clip of references) {
      const result = await analyzeFile(fixture(`librivox/${clip.id}.wav`), {
        language: 'en',
        transcriber: configFor('local'),
      });
      reference.push(...normalise(clip.text));
      hypothesis.push(...normalise(result.segments.map((s) => s.text).join(' ')));
    }
    const wer = wordErrorRate(reference, hypothesis);
    console.info(`LibriVox WER (local engine): ${(wer * 100).toFixed(1)} % over ${reference.length} words`);
    expect(wer).toBeLessThanOrEqual(0.1);
  });

  it('computes WER as edit distance', () => {
    expect(wordErrorRate(['a', 'b', 'c', 'd'], ['a', 'x', 'c'])).toBe(0.5);
    expect(wordErrorRate(['a', 'b'], ['a', 'b'])).toBe(0);
  });
});

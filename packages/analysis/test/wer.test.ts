import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorRate } from '../src/eval/error-rate.ts';
import { decodeToPcmFile, openPcmFile, SAMPLE_RATE } from '../src/media/decode.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { encodeWav } from '../src/transcription/wav.ts';
import { configFor, fixture } from './helpers/fixtures.ts';

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

// Scored like `npm run eval:asr`: both sides normalised the same way (case, punctuation, "Mr." → "mister", digits
// spelled out), so the figure measures recognition rather than spelling conventions.
const wordErrors = (reference: string, hypothesis: string) => errorRate(reference, hypothesis, 'en');
const transcriptOf = (result: Awaited<ReturnType<typeof analyzeFile>>) => result.segments.map((s) => s.text).join(' ');

describe('local engine on real speech (LibriVox clips from pocketsphinx-testdata)', () => {
  it('transcribes the five clips at a word error rate of at most 5 %, joined', async () => {
    const result = await analyzeFile(await joinedClips(), { language: 'en', transcriber: configFor('local') });
    const wer = wordErrors(references.map((clip) => clip.text).join(' '), transcriptOf(result));
    console.info(`LibriVox WER (local engine): ${(wer.rate * 100).toFixed(1)} % over ${wer.referenceLength} words`);
    expect(wer.rate).toBeLessThanOrEqual(0.05);
  });

  it('and at most 5 % over the five clips analysed one by one (timestamps and prompt on short files)', async () => {
    const heard: string[] = [];
    for (const clip of references) {
      const result = await analyzeFile(fixture(`librivox/${clip.id}.wav`), {
        language: 'en',
        transcriber: configFor('local'),
      });
      heard.push(transcriptOf(result));
      console.info(`${clip.id}: ${(wordErrors(clip.text, transcriptOf(result)).rate * 100).toFixed(1)} %`);
    }
    const wer = wordErrors(references.map((clip) => clip.text).join(' '), heard.join(' '));
    console.info(
      `LibriVox WER one by one (local engine): ${(wer.rate * 100).toFixed(1)} % over ${wer.referenceLength} words`,
    );
    expect(wer.rate).toBeLessThanOrEqual(0.05);
  });
});

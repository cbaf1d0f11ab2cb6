import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  editDistance,
  englishNumber,
  errorRate,
  koreanNumber,
  languageOf,
  normaliseEnglish,
  normaliseKorean,
} from '../src/eval/error-rate.ts';
import { fixture } from './helpers/fixtures.ts';

const run = promisify(execFile);
const script = join(import.meta.dirname, '..', 'scripts', 'eval-asr.ts');
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-eval-asr-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('error rates', () => {
  it('counts edits over the reference', () => {
    expect(editDistance(['a', 'b', 'c', 'd'], ['a', 'x', 'c'])).toBe(2);
    expect(errorRate('Breathe in, and out.', 'breathe in and out', 'en')).toMatchObject({ metric: 'wer', rate: 0 });
    expect(errorRate('one two three four', 'one two four', 'en').rate).toBe(0.25);
  });

  it('normalises English numbers and titles the way a reader would say them', () => {
    expect(englishNumber(2024)).toBe('two thousand twenty four');
    expect(normaliseEnglish('Mr. Dashwood held 3 poses for 10%')).toEqual(
      'mister dashwood held three poses for ten percent'.split(' '),
    );
    expect(errorRate('Hold it for 8 counts', 'hold it for eight counts', 'en').rate).toBe(0);
  });

  it('scores Korean by characters, ignoring spacing and reading numerals the Sino-Korean way', () => {
    expect(koreanNumber(15)).toBe('십오');
    expect(koreanNumber(2024)).toBe('이천이십사');
    expect(koreanNumber(10_000)).toBe('만');
    expect(normaliseKorean('숨을 깊게, 들이마시고!')).toEqual([...'숨을깊게들이마시고']);
    expect(errorRate('매트 앞쪽에 바르게 서 주세요', '매트앞쪽에 바르게 서주세요', 'ko')).toMatchObject({
      metric: 'cer',
      rate: 0,
    });
    expect(errorRate('10초 동안 버티세요', '십 초 동안 버티세요', 'ko').rate).toBe(0);
    expect(errorRate('숨을 쉬세요', '숨을 쉬어요', 'ko').rate).toBeCloseTo(1 / 5);
    expect(languageOf('숨을 쉬세요')).toBe('ko');
    expect(languageOf('Breathe')).toBe('en');
  });
});

describe('npm run eval:asr', () => {
  it('measures the built-in engine on the LibriVox clips, per file and overall', async () => {
    const { stdout } = await run(process.execPath, [script, fixture('librivox')], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TRANSCRIBER: 'local' },
      maxBuffer: 10e6,
    });
    console.info(stdout);
    const lines = stdout.trim().split('\n');
    const perFile = lines.filter((l) => /^sense_and_sensibility_01_austen_64kb-\d+\.wav\s+en\s+WER\s/.test(l));
    expect(perFile).toHaveLength(5);
    const overall = stdout.match(/Overall WER \(en, 5 files\): (\d+)\/(\d+) = ([\d.]+) %/);
    expect(overall).not.toBeNull();
    // Every reference word is counted: the five lines of the Sphinx transcription file, normalised.
    const referenceWords = readFileSync(fixture('librivox/transcription'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .reduce((n, line) => n + normaliseEnglish(line.replace(/^<s>|<\/s>\s*\(.*\)$/g, '')).length, 0);
    expect(Number(overall![2])).toBe(referenceWords);
    // Measured 1/71 = 1.4 % (one clip at 1/19); the bar is 5 % one clip at a time.
    expect(Number(overall![3])).toBeLessThanOrEqual(5);
    expect(stdout).toMatch(/Engine: local:/);
  }, 600_000); // five analyses, each loading the model, on a shared 2-core machine

  it('reads <name>.txt references, scores a Korean one by CER, and counts a file the engine cannot read as all missed', async () => {
    const dir = join(tmp, 'pairs');
    await import('node:fs/promises').then((fs) => fs.mkdir(dir));
    await import('node:fs/promises').then((fs) => fs.copyFile(fixture('ko-class.mp3'), join(dir, 'ko-class.mp3')));
    writeFileSync(join(dir, 'ko-class.txt'), '매트 앞쪽에 바르게 서 주세요');
    writeFileSync(join(dir, 'no-audio.txt'), 'a reference without a recording is ignored');
    const { stdout } = await run(process.execPath, [script, dir, '--json'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TRANSCRIBER: 'local' },
    });
    const report = JSON.parse(stdout) as {
      files: { file: string; metric: string; rate: number; error?: string }[];
      overall: { metric: string; files: number; rate: number }[];
    };
    // The built-in engine is English-only: it refuses Korean before any work, which scores 100 % CER.
    expect(report.files).toEqual([
      expect.objectContaining({ file: 'ko-class.mp3', metric: 'cer', rate: 1, error: 'language_unsupported' }),
    ]);
    expect(report.overall).toEqual([expect.objectContaining({ metric: 'cer', files: 1, rate: 1 })]);
  }, 120_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from './helpers/fixtures.ts';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '..', 'src', 'cli.ts');
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-cli-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function analyze(args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      maxBuffer: 20e6,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run analyze', () => {
  it('prints progress on stderr and one JSON object on stdout, with the coaching report included by default', async () => {
    const { code, stdout, stderr } = await analyze(
      ['--json', '--lang', 'en', '--report-lang', 'ko', '--style', 'yin', fixture('en-fillers.mp3')],
      { TRANSCRIBER: 'local' },
    );
    expect(code).toBe(0);
    expect(stderr).toContain('[analyze] vad 100%');
    expect(stderr).toContain('[analyze] metrics_calculation 100%');
    const output = JSON.parse(stdout) as Record<string, Record<string, unknown>>;
    expect(Object.keys(output)).toEqual(expect.arrayContaining(['metrics', 'segments', 'audioProfile', 'engine']));
    expect(output.engine).toMatchObject({ transcriber: 'local', language: 'en' });
    expect(output.metrics).toHaveProperty('silenceRatio');
    expect(output.metrics).toHaveProperty('pauseBuckets');
    expect(output.audioProfile).toMatchObject({ container: 'mp3', sampleRate: 16000 });
    expect(stderr).toContain('[analyze] generating_feedback 100%');
    expect(output.feedback).toHaveProperty('report');
    // An English class reported to a Korean reader: Korean prose, quotes as spoken.
    const report = output.feedback!.report as { language: string; summary: string };
    expect(report.language).toBe('ko');
    expect(report.summary.replace(/"[^"]*"/g, '')).toMatch(/[가-힣]{4}/);
  });

  it('exits non-zero with the bilingual language message when a Korean class is analysed as English', async () => {
    // With a yoga style: the engine primed with yoga terms used to loop them over the Korean and exit 0.
    const { code, stdout, stderr } = await analyze(
      [fixture('ko-yoga.mp3'), '--lang', 'en', '--style', 'vinyasa', '--json'],
      {
        TRANSCRIBER: 'local',
      },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('Error (language_mismatch): 이 녹음은 한국어(또는 영어가 아닌 언어)로 들립니다.');
    expect(stderr).toContain('This recording sounds Korean');
    expect(stderr).toContain('npm run models:download -- base');
    expect(stderr).not.toContain('metrics_calculation');
  }, 240_000);

  it('exits non-zero with the same clear message on bad input', async () => {
    const text = join(tmp, 'plan.mp3');
    writeFileSync(text, 'not audio at all\n'.repeat(10));
    const bad = await analyze(['--json', text]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('Error (unsupported_type): This file is not a supported audio or video file.');

    const korean = await analyze([fixture('en-fillers.mp3'), '--lang', 'ko'], { TRANSCRIBER: 'local' });
    expect(korean.code).toBe(1);
    expect(korean.stderr).toMatch(/Error \(language_unsupported\): Korean needs a multilingual speech engine/);

    // Nothing configured: Korean wants its model in the models folder; offline it says which file goes where.
    const offline = await analyze([fixture('en-fillers.mp3'), '--lang', 'ko'], {
      WHISPER_MODEL_DIR: join(tmp, 'models'),
      WHISPER_AUTO_DOWNLOAD: 'false',
    });
    expect(offline.code).toBe(1);
    expect(offline.stderr).toContain('Error (model_unavailable): Korean needs the whisper.cpp model ggml-base.bin');
    expect(offline.stderr).toContain(`place it at ${join(tmp, 'models', 'ggml-base.bin')}`);

    const usage = await analyze([fixture('en-fillers.mp3'), '--style', 'zumba']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Unknown style "zumba"/);

    const reader = await analyze([fixture('en-fillers.mp3'), '--report-lang', 'fr']);
    expect(reader.code).toBe(2);
    expect(reader.stderr).toMatch(/--report-lang must be en or ko, not "fr"/);
  });
});

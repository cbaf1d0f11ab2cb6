import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { coachingReport, type TranscriptSegment } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

/**
 * End to end: a spoken class (espeak-ng) through the CLI's real pipeline and the local report generator. The
 * report in `--json` output must validate and quote what the recogniser actually heard.
 */
describe('CLI --json --feedback', () => {
  let dir: string;
  let wav: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuecoach-feedback-'));
    wav = join(dir, 'class.wav');
    const script = [
      'Inhale and reach your arms up toward the ceiling.',
      'Exhale and fold forward from your hips.',
      'Now step your right foot back and lower your knee down to the mat.',
      'Lift your chest and reach your arms up.',
      'Step back to plank and lower all the way down.',
      'Press into your palms and lift your chest into upward dog.',
      'Lift your hips up and back into downward dog and let your head hang.',
      'Walk your feet toward your hands and slowly roll up to standing.',
    ].join(' ');
    await run('espeak-ng', ['-v', 'en-us', '-s', '175', '-w', wav, script]);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds a schema-valid coaching report grounded in the transcript', async () => {
    const { stdout } = await run(
      process.execPath,
      [cli, wav, '--lang', 'en', '--style', 'vinyasa', '--json', '--feedback'],
      {
        env: { ...process.env, FEEDBACK: 'local', TRANSCRIBER: 'local', LLM_BASE_URL: '', LLM_API_KEY: '' },
        maxBuffer: 20 * 1024 * 1024,
      },
    );
    const output = JSON.parse(stdout) as {
      segments: TranscriptSegment[];
      feedback: { generator: string; report: unknown };
    };
    expect(output.feedback.generator).toBe('local');
    const report = coachingReport.parse(output.feedback.report);
    expect(report.language).toBe('en');
    expect(report.nextSessionTargets.length).toBeGreaterThan(0);
    const quotes = [...report.classEdits, ...report.cueRewrites].map((e) => e.before);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(output.segments.some((s) => s.text.includes(quote))).toBe(true);
    }
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionDetail } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases.ts';
import { type SessionsEnv, startSessionsEnv } from './helpers/sessions-env.ts';

const instructorLines = [
  'Lie down on your back and bend your knees',
  'Place your feet flat on the mat, hip width apart',
  'Take a deep breath in through your nose',
  'Breathe out and let your ribs soften down',
  'Lift your head and shoulders for the hundred',
  'Pump your arms by your sides and keep breathing',
  'No, you should feel it in your belly, press your back down',
  'Lower your head and hug your knees into your chest',
  'Extend your right leg long and pull the left knee in',
  'Switch legs and keep your shoulders away from your ears',
  'Roll onto your side and stack your hips',
  'Thank you for joining me today, well done everyone',
];
const question = 'Sorry, should I feel this in my lower back?';

/** A short mat class spoken by espeak-ng's default voice, with one question in a woman's voice (en-us+f3). */
function twoVoiceClass(dir: string): string {
  const parts: string[] = [];
  const gap = path.join(dir, 'gap.wav');
  execFileSync('sox', ['-R', '-n', '-r', '16000', '-c', '1', gap, 'trim', '0', '1.2']);
  const say = (voice: string, text: string, i: number) => {
    const raw = path.join(dir, `raw-${i}.wav`);
    const out = path.join(dir, `line-${i}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', '160', '-w', raw, text]);
    execFileSync('sox', ['-R', raw, '-r', '16000', '-c', '1', out]);
    parts.push(out, gap);
  };
  instructorLines.forEach((line, i) => {
    if (i === 6) say('en-us+f3', question, 100);
    say('en-us', line, i);
  });
  const file = path.join(dir, 'two-voices.wav');
  execFileSync('sox', ['-R', ...parts, file]);
  return file;
}

describe.each(testDatabases())('a class with a student’s question ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  const dir = mkdtempSync(path.join(tmpdir(), 'cuecoach-speakers-'));

  beforeAll(async () => {
    env = await startSessionsEnv(target);
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the question as another voice’s line, counts it apart, and never quotes it as the instructor', async () => {
    const user = await env.user('two-voices@example.com', 10);
    const { sessionId } = await user.tus.upload(twoVoiceClass(dir), {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language: 'en',
      title: 'Mat with a question',
    });
    await user.post(`/api/sessions/${sessionId}/start`);
    const done = await user.waitFor(
      sessionId!,
      (s) => s.status === 'completed' && s.feedback.state !== 'generating',
      170_000,
    );
    const asked = done.segments.filter((s) => /sorry|lower back/i.test(s.text));
    expect(asked.length).toBeGreaterThan(0);
    for (const line of asked) expect(line.speaker).toBe('other');
    expect(done.segments.filter((s) => s.speaker === 'instructor').length).toBeGreaterThanOrEqual(10);
    expect(done.metrics?.otherSpeech?.turns).toBe(1);
    expect(done.metrics?.otherSpeech?.seconds).toBeGreaterThan(1.5);
    expect(JSON.stringify(done.report)).not.toMatch(/should I feel this|lower back\?/i);
    // What the API stores is what the page reads.
    const again = (await user.get(`/api/sessions/${sessionId}`)).body as SessionDetail;
    expect(again.metrics?.otherSpeech).toEqual(done.metrics?.otherSpeech);
  }, 180_000);
});

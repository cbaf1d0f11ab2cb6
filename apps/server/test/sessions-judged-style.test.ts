import { analyzeFile, generateFeedback } from '@cuecoach/analysis';
import type { SessionDetail } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakClass } from '../../../packages/analysis/test/helpers/spoken-class.ts';
import { talks } from '../../../packages/analysis/test/helpers/talks.ts';
import { testDatabases } from './helpers/databases.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

// A presenter who leaves the optional style unset gets their talk judged as a presentation: the session's style
// becomes the presentation baseline, so the report, every screen's bands and a later re-analysis judge it alike.
// A style the owner chose is never replaced.
const talk = (() => {
  const { lines } = talks.find((t) => t.name === 'business-en')!;
  return speakClass('judged-talk', {
    voice: 'en-gb-x-rp+m2',
    rate: 170,
    items: [...lines, ...lines.slice(1, -1)].flatMap((say) => [{ say }, { gap: 0.6 }]),
  }).file;
})();

describe.each(testDatabases())('a talk uploaded without a style ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  beforeAll(async () => {
    env = await startSessionsEnv(target, {
      startWorker: true,
      overrides: {
        env: { ...process.env, TRANSCRIBER: 'local' },
        analyze: (file, opts) => analyzeFile(file, opts),
        feedback: (input, opts) => generateFeedback(input, opts),
      },
    });
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  async function analysed(user: TestUser, meta: Record<string, string>): Promise<SessionDetail> {
    const { sessionId } = await user.tus.upload(talk, {
      filename: 'talk.mp3',
      filetype: 'audio/mpeg',
      language: 'en',
      title: 'Quarterly talk',
      ...meta,
    });
    if (!sessionId) throw new Error('upload failed');
    expect((await user.post(`/api/sessions/${sessionId}/start`)).status).toBe(200);
    const done = await user.waitFor(sessionId, (s) => s.status === 'completed' || s.status === 'failed', 240_000);
    expect(done.status).toBe('completed');
    return (await user.get<SessionDetail>(`/api/sessions/${sessionId}`)).body;
  }

  it('is judged and coached as a presentation, and keeps a style its owner chose', async () => {
    const user = await env.user('presenter@example.com', 200);
    const judged = await analysed(user, {});
    expect(judged.style).toBe('business');
    const report = JSON.stringify(judged.report);
    expect(report).toMatch(/presentation|발표/);
    expect(report).not.toMatch(/general class|일반 수업|few_breath_cues/);

    const chosen = await analysed(user, { style: 'academic' });
    expect(chosen.style).toBe('academic');
  }, 600_000);
});

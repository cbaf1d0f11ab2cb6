import { computeMetrics, processTranscript } from '@cuecoach/analysis';
import type { Metrics, SessionDetail, SessionListResponse, Style } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { testDatabases } from './helpers/databases.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

/**
 * The list's key scores as verdicts judge them (contracts judged-metrics.ts): the dashboard's levels, badges and
 * trends read `judgedScores`, so a class whose students worked in silence after each instruction is not a slow,
 * silent class there either, and a class too short to judge takes no side.
 */
const lines = [
  'Inhale to prepare, exhale and lift your head and shoulders off the mat.',
  'Reach your arms long by your hips and begin the hundred, breathe in for five and out for five.',
  'Extend your right leg to the ceiling, keep your hips square and draw five small circles.',
];

/** Three rounds of the lines at 180 words a minute, each followed by `pause` seconds of students' work. */
function classMetrics(pause: number, rounds: number): Metrics {
  const raw: { start: number; end: number; text: string }[] = [];
  let t = 2;
  for (let r = 0; r < rounds; r++)
    for (const text of lines) {
      const d = (text.split(' ').length / 180) * 60;
      raw.push({ start: t, end: t + d, text });
      t += d + pause;
    }
  return computeMetrics({
    durationSec: t + 2,
    speechRegions: raw.map(({ start, end }) => ({ start, end })),
    transcript: processTranscript(raw, { language: 'en', style: 'mat' }),
    filledPauses: [],
    language: 'en',
    style: 'mat',
  });
}

describe.each(testDatabases())('judged key scores in the sessions list ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let alice: TestUser;

  async function insert(title: string, metrics: Metrics, style: Style) {
    await env.database.db.insert(sessions).values({
      userId: alice.userId,
      uploadId: `u-${title}`,
      title,
      status: 'completed',
      language: 'en',
      style,
      fileType: 'mp3',
      originalFilename: 'class.mp3',
      fileSizeBytes: 1000,
      durationSec: metrics.durationSec,
      attempt: 1,
      metrics,
      feedbackState: 'completed',
    });
  }

  beforeAll(async () => {
    env = await startSessionsEnv(target, { startWorker: false });
    alice = await env.user('alice@example.com');
    await insert('Mat with working time', classMetrics(14, 3), 'mat');
    await insert('Mat stored before class time', { ...classMetrics(14, 3), classTime: undefined }, 'mat');
    await insert('A 45-second clip', classMetrics(2, 1), 'mat');
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('excuses pace, silence and cue density for working time, shows the measured figures, and judges an old analysis as measured', async () => {
    const res = await alice.get<SessionListResponse>('/api/sessions');
    const by = Object.fromEntries(res.body.items.map((s) => [s.title, s]));
    const mat = by['Mat with working time']!;
    expect(mat.scores?.wpm).toBeLessThan(120); // shown: the whole class
    expect(mat.judgedScores?.wpm).toBe(120); // judged: excused up to the band's edge
    expect(mat.judgedScores?.silenceRatio).toBeLessThanOrEqual(0.32);
    expect(mat.judgedScores?.fillersPer100).toBe(mat.scores?.fillersPer100);
    const old = by['Mat stored before class time']!;
    expect(old.judgedScores).toEqual(old.scores);
    const short = by['A 45-second clip']!;
    expect(short.scores).not.toBeNull();
    expect(short.judgedScores).toBeNull();
    const detail = await alice.get<SessionDetail>(`/api/sessions/${mat.id}`);
    expect(detail.body.judgedScores?.wpm).toBe(120);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { reportRegenerationsPerDay } from '../../src/sessions/report-regeneration.ts';
import { testDatabases } from '../helpers/databases.ts';
import { insertFinishedSession } from '../helpers/finished-session.ts';
import { type SessionsEnv, startSessionsEnv } from '../helpers/sessions-env.ts';

/**
 * Free report regenerations had no cap: each is a report generator call (an LLM with FEEDBACK=llm), so one account
 * could make the service pay for an endless loop of them.
 */
describe.each(testDatabases())('report regenerations ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };

  beforeAll(async () => {
    env = await startSessionsEnv(target, { startWorker: false });
  }, 300_000);
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it(`refuses more than ${reportRegenerationsPerDay} a day for one account with 429`, async () => {
    const user = await env.user('regenerate@example.com');
    const id = await insertFinishedSession(env.database.db, user.userId);
    const statuses: number[] = [];
    for (let i = 0; i < reportRegenerationsPerDay + 3; i++) {
      // As if the previous report had been written (no worker runs here).
      await env.database.db.update(sessions).set({ feedbackState: 'completed' }).where(eq(sessions.id, id));
      const r = await user.post(`/api/sessions/${id}/feedback/retry`);
      statuses.push(r.status);
    }
    expect(statuses.slice(0, reportRegenerationsPerDay)).toEqual(Array(reportRegenerationsPerDay).fill(200));
    expect(statuses.slice(reportRegenerationsPerDay)).toEqual([429, 429, 429]);
    const refused = await user.post(`/api/sessions/${id}/feedback/retry`);
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited' } });
    // The refusal changed nothing: the last report is still the one shown.
    const [row] = await env.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.feedbackState).toBe('completed');
  });
});

import { randomUUID } from 'node:crypto';
import { type EngineInfo, type SpeechEngineId, speechEngineIds } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { defaultRealTimeFactor } from '../src/sessions/analysis-speed.ts';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

describe.each(testDatabases())('measured analysis speed for the upload estimate ($name)', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let user: { cookie: string; userId: string };
  let engine: SpeechEngineId;
  const speed = async () =>
    (await app.inject({ method: 'GET', url: '/api/analysis-speed', headers: { cookie: user.cookie } })).json();

  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database);
    user = await signUpAndSignIn(app, 'speed@example.com');
    // No worker is live in this app, so the estimate is for the engine this server would start.
    engine = (await speed()).engine;
    expect(defaultRealTimeFactor[engine]).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('answers 401 to nobody', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/analysis-speed' })).statusCode).toBe(401);
  });

  it("uses the engine's default before anything is measured", async () => {
    expect(await speed()).toEqual({ engine, realTimeFactor: defaultRealTimeFactor[engine], samples: 0 });
  });

  it('is the median over completed analyses of this engine, ignoring other engines and unfinished ones', async () => {
    const base = {
      userId: user.userId,
      language: 'en' as const,
      fileType: 'wav' as const,
      originalFilename: 'a.wav',
      fileSizeBytes: 10,
      durationSec: 600,
      engine: { transcriber: engine, model: 'm', language: 'en', version: '1' } satisfies EngineInfo,
      completedAt: new Date(),
    };
    const otherEngine = speechEngineIds.find((id) => id !== engine) ?? engine;
    const row = (processingMs: number, extra: Partial<typeof sessions.$inferInsert> = {}) => ({
      ...base,
      uploadId: randomUUID(),
      title: 't',
      status: 'completed' as const,
      processingMs,
      ...extra,
    });
    await ctx.database.db.insert(sessions).values([
      row(60_000), // 0.1
      row(120_000), // 0.2
      row(600_000), // 1.0
      row(6_000_000, { engine: { ...base.engine, transcriber: otherEngine } }),
      row(6_000_000, { status: 'failed' }),
      row(6_000_000, { durationSec: null }),
    ]);
    const measured = await speed();
    expect(measured.samples).toBe(3);
    expect(measured.realTimeFactor).toBeCloseTo(0.2);
  });
});

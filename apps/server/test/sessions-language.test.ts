import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeFile } from '@cuecoach/analysis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelMirror } from '../../../packages/analysis/test/helpers/model-mirror.ts';
import { telephoneCopy } from '../../../packages/analysis/test/helpers/telephone-copy.ts';
import { creditLedger, sessions } from '../src/db/schema/index.ts';
import { testDatabases } from './helpers/databases.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

// A Korean class analysed as English, or speech the engine cannot read, ends failed (final, refunded)
// with the bilingual message; a first Korean analysis fetches its model from the mirror while the session shows it.
const fixtures = path.resolve(import.meta.dirname, '../../../packages/analysis/test/fixtures');
const koreanClass = path.join(fixtures, 'ko-class.mp3');
// With a yoga style the English engine, primed with the style's terms, used to loop them over Korean speech
// ("Ujjayi savasana. …", "kan-bo-nke-ho …") and complete on invented words.
const koreanYoga = path.join(fixtures, 'ko-yoga.mp3');

describe.each(testDatabases())('language identification and Korean model provisioning ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let mirror: Awaited<ReturnType<typeof startModelMirror>>;
  const modelsDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-models-'));
  let analyses = 0;

  beforeAll(async () => {
    mirror = await startModelMirror({
      'for-tests-ggml-tiny.bin': path.join(fixtures, 'whisper/for-tests-ggml-tiny.bin'),
    });
    env = await startSessionsEnv(target, {
      config: { WHISPER_MODEL_DIR: modelsDir },
      overrides: {
        env: {
          TRANSCRIBER: 'auto',
          WHISPER_MODEL_HOST: mirror.host,
          WHISPER_MODEL_MANIFEST: path.join(fixtures, 'whisper/test-manifest.json'),
          WHISPER_MODEL: 'tiny-test',
        },
        analyze: (file, opts) => {
          analyses += 1;
          return analyzeFile(file, opts);
        },
      },
    });
  }, 180_000);
  afterAll(async () => {
    await env?.close();
    await env?.drop();
    await mirror?.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  const ledgerOf = async (sessionId: string) =>
    (await env.database.db.select().from(creditLedger).where(eq(creditLedger.sessionId, sessionId)))
      .map((e) => [e.kind, e.delta])
      .sort();

  async function uploadKorean(
    user: TestUser,
    language: 'en' | 'ko',
    file = koreanClass,
    meta: Record<string, string> = {},
  ): Promise<string> {
    const { sessionId } = await user.tus.upload(file, {
      filename: 'korean-class.mp3',
      filetype: 'audio/mpeg',
      language,
      title: 'Korean class',
      ...meta,
    });
    if (!sessionId) throw new Error('upload failed');
    return sessionId;
  }

  it('a Korean yoga class analysed as English with the built-in engine fails once, with the language message, and is refunded', async () => {
    const user = await env.user('wrong-language@example.com', 10);
    const id = await uploadKorean(user, 'en', koreanYoga, { style: 'vinyasa' });
    analyses = 0;
    expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
    const failed = await user.waitFor(id, (s) => s.status === 'failed', 240_000);
    expect(failed.errorCode).toBe('language_mismatch');
    expect(failed.errorMessage).toMatch(/^이 녹음은 한국어\(또는 영어가 아닌 언어\)로 들립니다\./);
    expect(failed.errorMessage).toMatch(/This recording sounds Korean/);
    expect(failed.metrics ?? null).toBeNull();
    expect(analyses).toBe(1); // final: no retry burnt on it
    expect(await ledgerOf(id)).toEqual([
      ['consume', -5],
      ['refund', 5],
    ]);
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(10);
  }, 300_000);

  it('a Korean class on a phone line analysed as English fails with the call-quality hint, cleared by a retry', async () => {
    // Over an 8 kHz line the English engine cannot tell Korean from English too poor to make out, so the page names
    // both: the session carries `errorHint: 'narrowband'` beside the code.
    const call = telephoneCopy(koreanClass, path.join(modelsDir, 'korean-call.wav'), 25);
    const user = await env.user('phone-korean@example.com', 10);
    const { sessionId: id } = await user.tus.upload(call, {
      filename: 'korean-call.wav',
      filetype: 'audio/wav',
      language: 'en',
      title: 'Phone class',
    });
    if (!id) throw new Error('upload failed');
    expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
    const failed = await user.waitFor(id, (s) => s.status === 'failed', 240_000);
    expect(failed.errorCode).toBe('language_mismatch');
    expect(failed.errorHint).toBe('narrowband');
    expect(failed.errorMessage).toMatch(/^이 녹음은 영어로 알아들을 수 없습니다\..*음질이 낮아/);
    expect(((await user.get('/api/credits/balance')).body as { balance: number }).balance).toBe(10);
    // Another attempt starts without the last one's hint.
    expect((await user.post(`/api/sessions/${id}/retry`, { language: 'en' })).status).toBe(200);
    const [row] = await env.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.errorHint ?? null).toBeNull();
    expect((await user.get(`/api/sessions/${id}`)).body).toMatchObject({ errorHint: null });
    await user.waitFor(id, (s) => s.status === 'failed', 240_000);
  }, 600_000);

  it('the first Korean analysis downloads the model (progress on the session), then runs whisper.cpp with it', async () => {
    const user = await env.user('first-korean@example.com', 10);
    const caps = (await user.get('/api/capabilities')).body as { languages: string[] };
    expect(caps.languages).toContain('ko');
    const id = await uploadKorean(user, 'ko');
    mirror.state.delayMs = 400; // ≈ 4 s for the 575 KB test model, long enough to be seen polling
    const seen = new Set<string>();
    try {
      expect((await user.post(`/api/sessions/${id}/start`)).status).toBe(200);
      await user.waitFor(
        id,
        (s) => {
          if (s.progress?.step) seen.add(s.progress.step);
          return s.status === 'failed' || s.status === 'completed';
        },
        400_000, // whisper.cpp on a shared 2-core machine
      );
    } finally {
      mirror.state.delayMs = 0;
    }
    expect(seen).toContain('model_download');
    const done = (await user.get(`/api/sessions/${id}`)).body as { errorCode: string; errorMessage: string };
    // The test model is untrained: whisper.cpp ran on the class and read no word, which is a failure, not a report.
    expect(done.errorCode).toBe('speech_unrecognized');
    expect(done.errorMessage).toMatch(/whisper-cpp/);
    expect(await ledgerOf(id)).toEqual([
      ['consume', -5],
      ['refund', 5],
    ]);
    // Downloaded once; the workers' availability checks (HEAD) are not downloads.
    const fetched = mirror.requests.filter((r) => r.method === 'GET' && r.path === 'for-tests-ggml-tiny.bin');
    expect(fetched.length).toBe(1);
  }, 450_000);
});

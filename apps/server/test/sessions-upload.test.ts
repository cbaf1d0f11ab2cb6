import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SessionDetail } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv } from './helpers/sessions-env.ts';

const mime = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
} as const;

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

describe.each(testDatabases())('uploading and analysing recordings ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  const media = testMedia();

  beforeAll(async () => {
    env = await startSessionsEnv(target);
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it.each(Object.keys(mime) as (keyof typeof mime)[])(
    'a %s recording uploads through tus, is charged once and reaches completed with metrics',
    async (type) => {
      const user = await env.user(`upload-${type}@example.com`, 100);
      const { create, last, sessionId } = await user.tus.upload(
        media[type],
        {
          filename: `morning-flow.${type}`,
          filetype: mime[type],
          language: 'en',
          title: `Morning flow ${type}`,
          tags: 'vinyasa,morning',
        },
        { chunkBytes: 16 * 1024 },
      );
      expect(create.status).toBe(201);
      expect(last?.status).toBe(204);
      expect(sessionId).toBeTruthy();

      const uploaded = (await user.get(`/api/sessions/${sessionId}`)).body as SessionDetail;
      expect(uploaded).toMatchObject({
        status: 'uploaded',
        fileType: type,
        title: `Morning flow ${type}`,
        tags: ['vinyasa', 'morning'],
      });
      expect(uploaded.durationSec).toBeGreaterThan(5);
      const stored = filesUnder(path.join(env.storageDir, 'objects'));
      const ours = stored.filter((f) => f.includes(String(sessionId)));
      if (type === 'mp4' || type === 'mov') {
        // Only the audio is kept: the video is gone the moment its audio was extracted.
        expect(uploaded.retention.videoDeletedAt).not.toBeNull();
        expect(ours).toEqual([expect.stringMatching(/audio\.m4a$/)]);
        expect(uploaded.audioProfile?.source).toBe('video');
      } else {
        expect(uploaded.retention.videoDeletedAt).toBeNull();
        expect(ours).toEqual([expect.stringMatching(new RegExp(`original\\.${type}$`))]);
      }
      expect(uploaded.retention).toMatchObject({ retentionHours: 24, hasOriginal: true });

      const quote = (await user.get(`/api/sessions/${sessionId}/quote`)).body as Record<string, number>;
      expect(quote).toMatchObject({ costCredits: 5, balance: 100, shortfall: 0 });

      const started = await user.post(`/api/sessions/${sessionId}/start`, {});
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ chargedCredits: 5, balance: 95 });

      const done = await user.waitFor(String(sessionId), (s) => s.status === 'completed' || s.status === 'failed');
      expect(done.errorMessage).toBeNull();
      expect(done.status).toBe('completed');
      expect(done.metrics?.totalWords).toBeGreaterThan(3);
      expect(done.metrics?.wpm).toBeGreaterThan(0);
      expect(done.segments.length).toBeGreaterThan(0);
      expect(done.dataStats?.wordCount).toBeGreaterThan(3);
      expect(done.engine?.language).toBe('en');
      expect(done.scores?.wpm).toBe(done.metrics?.wpm);
      expect(['completed', 'failed']).toContain(done.feedback.state);
      expect(done.completedAt).not.toBeNull();

      const balance = (await user.get('/api/credits/balance')).body as { balance: number };
      expect(balance.balance).toBe(95);
      // Nothing is left in tus staging once the session exists.
      expect(filesUnder(path.join(env.storageDir, 'uploads'))).toEqual([]);
    },
  );

  it('an interrupted upload resumes from the offset the server reports and completes', async () => {
    const user = await env.user('resume@example.com');
    const file = media.m4a;
    const bytes = (await import('node:fs')).readFileSync(file);
    const create = await user.tus.create(bytes.length, {
      filename: 'resume.m4a',
      filetype: 'audio/mp4',
      language: 'en',
    });
    expect(create.status).toBe(201);
    const location = String(create.location);
    const half = Math.floor(bytes.length / 2);
    const first = await user.tus.send(location, bytes, 0, { chunkBytes: 8 * 1024, stopAfterBytes: half });
    expect(first?.status).toBe(204);
    // The "reload": the client asks where to continue.
    const head = await user.tus.head(location);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    const sessionsBefore = (await user.get('/api/sessions')).body as { total: number };
    expect(sessionsBefore.total).toBe(0);
    const last = await user.tus.send(location, bytes, offset, { chunkBytes: 8 * 1024 });
    expect(last?.status).toBe(204);
    const sessionId = last?.headers.get('cuecoach-session-id');
    expect(sessionId).toBeTruthy();
    const uploadId = location.split('/').pop();
    const byUpload = await user.get(`/api/sessions/by-upload/${uploadId}`);
    expect(byUpload.status).toBe(200);
    expect(byUpload.body).toMatchObject({ id: sessionId, status: 'uploaded', fileSizeBytes: bytes.length });
  });
  it('a client whose final response was lost gets its session by upload id, even while the video is still processed', async () => {
    const user = await env.user('lost-response@example.com');
    const { readFileSync, statSync: stat } = await import('node:fs');
    const bytes = readFileSync(media.mp4);
    const create = await user.tus.create(bytes.length, { filename: 'lost.mp4', filetype: 'video/mp4', language: 'en' });
    const location = String(create.location);
    const uploadId = String(location.split('/').pop());
    const offset = bytes.length - 1024;
    await user.tus.send(location, bytes, 0, { chunkBytes: 32 * 1024, stopAfterBytes: offset });
    // The last chunk goes out, but the client "never sees" the answer.
    const final = user.tus.patch(location, offset, bytes.subarray(offset));
    const staged = path.join(env.storageDir, 'uploads', uploadId);
    const until = Date.now() + 10_000;
    for (;;) {
      let size = -1;
      try {
        size = stat(staged).size;
      } catch {
        break; // already finished and cleaned up
      }
      if (size === bytes.length || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const found = await user.get<{ id: string; status: string }>(`/api/sessions/by-upload/${uploadId}`);
    expect(found.status).toBe(200);
    expect(found.body.status).toBe('uploaded');
    expect(found.body.id).toBe((await final).headers.get('cuecoach-session-id'));
  });
});

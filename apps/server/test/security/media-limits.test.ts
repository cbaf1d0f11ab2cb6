import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AnalysisError, analyzeFile, decodeToPcmFile, ffprobePath, probeMedia } from '@cuecoach/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyingMp3 } from '../helpers/lying-mp3.ts';
import { ffmpegBin, testMedia } from '../helpers/media.ts';
import { tusClient } from '../helpers/tus-client.ts';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/**
 * Media attacks of the second probe: an MP3 whose header lies about its length (2 h of frames, a header saying
 * 60 s), and a video renamed .m4a. The limit and the charge follow the length the packets really have, decoding
 * never runs past it, and a video track is never stored whatever the extension.
 */
const lying = lyingMp3(96);
const media = testMedia();
const MB = 1024 * 1024;

const streamsOf = (file: string) =>
  execFileSync(ffprobePath(), ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file])
    .toString()
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

describe('a recording whose header understates its length', () => {
  it('is what the attack needs: ffprobe believes the header', async () => {
    const probe = await probeMedia(lying, { maxDurationSec: 90 * 60 });
    expect(probe.durationSec).toBeLessThan(120);
  });

  it('decoding stops at the limit and refuses the file; scratch stays within the limit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cuecoach-decode-limit-'));
    const out = path.join(dir, 'audio.f32');
    try {
      const err = await decodeToPcmFile(lying, out, { maxDurationSec: 120, expectedDurationSec: 60 }).catch((e) => e);
      expect(err).toBeInstanceOf(AnalysisError);
      expect((err as AnalysisError).code).toBe('too_long');
      // 16 kHz float32: 64 000 bytes a second; at most the limit plus the one second that shows it was passed.
      expect(statSync(out).size).toBeLessThanOrEqual(122 * 64_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an analysis paid for the header length is refused once decoding passes it, not analysed in full', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cuecoach-charged-'));
    try {
      const err = await analyzeFile(lying, {
        language: 'en',
        maxDurationSec: 90 * 60,
        chargedDurationSec: 60,
        workDir: dir,
      }).catch((e) => e);
      expect(err).toBeInstanceOf(AnalysisError);
      expect((err as AnalysisError).final).toBe(true);
      expect((err as AnalysisError).details).toMatchObject({ chargedDurationSec: 60 });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(serverTargets())('media attacks against a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let alice: Client;

  beforeAll(async () => {
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      env: { UPLOAD_QUOTA_MB: '8' },
    });
    alice = await signUp(server, 'alice-media@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  it('refuses the lying MP3 as too long (96 minutes of frames, a header of 60 s) and keeps nothing', async () => {
    const tus = tusClient(server.baseUrl, alice.cookie);
    const { create, last, sessionId } = await tus.upload(
      lying,
      { filename: 'class.mp3', filetype: 'audio/mpeg', language: 'en' },
      { chunkBytes: 4 * 1024 * 1024 },
    );
    expect(create.status).toBe(201);
    expect(sessionId).toBeNull();
    expect(last?.status).toBe(422);
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ error: { code: 'upload_too_long' } });
    const list = (await (await alice.request('GET', '/api/sessions')).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
    const id = create.location?.split('/').pop() ?? '';
    const staged = existsSync(server.stagingDir) ? readdirSync(server.stagingDir) : [];
    expect(staged.filter((n) => n.startsWith(id))).toEqual([]);
  });

  it('holds the per-user storage quota over finished recordings and unfinished uploads', async () => {
    const bob = await signUp(server, 'bob-quota@example.com');
    const tus = tusClient(server.baseUrl, bob.cookie);
    // ≈ 3.2 MB of 16 kHz PCM, finished into a session.
    const wav = path.join(mkdtempSync(path.join(tmpdir(), 'cuecoach-quota-')), 'class.wav');
    execFileSync(ffmpegBin, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=16000:duration=100'],
      ...['-ac', '1', '-c:a', 'pcm_s16le', wav],
    ]);
    const finished = await tus.upload(wav, { filename: 'class.wav', filetype: '', language: 'en' }, { chunkBytes: MB });
    expect(finished.sessionId).not.toBeNull();
    const tooBig = await tus.create(6 * MB, { filename: 'next.mp3', filetype: '', language: 'en' });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body)).toMatchObject({ error: { code: 'upload_quota_exceeded' } });
    const parked = await tus.create(4 * MB, { filename: 'parked.mp3', filetype: '', language: 'en' });
    expect(parked.status).toBe(201);
    // The unfinished upload counts at its declared size.
    const one = await tus.create(MB, { filename: 'one.mp3', filetype: '', language: 'en' });
    expect(one.status).toBe(413);
    // Cancelling it gives the room back.
    expect((await tus.terminate(parked.location ?? '')).status).toBe(204);
    const again = await tus.create(MB, { filename: 'one.mp3', filetype: '', language: 'en' });
    expect(again.status).toBe(201);
    // Someone else's quota is their own.
    const carol = await signUp(server, 'carol-quota@example.com');
    expect(
      (
        await tusClient(server.baseUrl, carol.cookie).create(6 * MB, {
          filename: 'a.mp3',
          filetype: '',
          language: 'en',
        })
      ).status,
    ).toBe(201);
  });

  it('a video renamed .m4a is stored and served as audio only', async () => {
    const tus = tusClient(server.baseUrl, alice.cookie);
    const { sessionId } = await tus.upload(media.mp4, { filename: 'class.m4a', filetype: '', language: 'en' });
    expect(sessionId).not.toBeNull();
    const audio = await alice.request('GET', `/api/sessions/${sessionId}/audio`);
    expect(audio.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cuecoach-served-')), 'served.m4a');
    writeFileSync(file, Buffer.from(await audio.arrayBuffer()));
    expect(streamsOf(media.mp4)).toContain('video');
    expect(streamsOf(file)).toEqual(['audio']);
    const storedFiles = readdirSync(path.join(server.dataDir, 'storage'), { recursive: true }).map(String);
    expect(storedFiles.some((f) => f.includes(sessionId ?? '') && f.endsWith('original.m4a'))).toBe(false);
  });
});

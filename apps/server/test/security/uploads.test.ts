import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegBin, testMedia } from '../helpers/media.ts';
import { tusClient } from '../helpers/tus-client.ts';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

/**
 * Upload attacks against a real server process: disk fill through DELETE of the info file, orphaned
 * staging files, chunked bodies past the chunk cap, racing the unfinished-upload cap, NUL in a file name, a crash
 * (kill -9) and a group SIGTERM during finalisation, partial uploads surviving account deletion.
 */
const media = testMedia();
const meta = (filename: string) => ({ filename, filetype: '', language: 'en' });
const MB = 1024 * 1024;

/** A video whose audio takes ffmpeg a few seconds to extract, so a signal can land in the middle of it. */
function slowVideo(): string {
  const file = path.join(tmpdir(), 'cuecoach-session-media-v1', 'slow-extract-v3.mov');
  if (!existsSync(file)) {
    execFileSync(ffmpegBin, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=64x64:r=1:d=150'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=150', '-ac', '2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'mov', file],
    ]);
  }
  return file;
}

const stagedNames = (server: ServerProcess, id: string) =>
  existsSync(server.stagingDir) ? readdirSync(server.stagingDir).filter((n) => n.startsWith(id)) : [];

describe.each(serverTargets())('upload attacks against a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let alice: Client;
  const start = (extra: Record<string, string> = {}) =>
    startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      // A graceful stop waits for a finalisation in progress; on a loaded 2-core machine extracting the slow video's
      // audio alone can take longer than the default grace, after which the process exits 1 by design.
      env: { SHUTDOWN_GRACE_SEC: '120', ...extra },
      port: server?.port,
    });

  beforeAll(async () => {
    env = await target.create();
    // Left by an earlier crash: a data file without its .json partner, old enough to be nobody's upload in progress.
    await mkdir(path.join(env.dataDir, 'storage', 'uploads'), { recursive: true });
    const orphan = path.join(env.dataDir, 'storage', 'uploads', `${'ab'.repeat(24)}`);
    writeFileSync(orphan, Buffer.alloc(MB));
    utimesSync(orphan, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    server = await start();
    alice = await signUp(server, 'alice-up@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  it('removes staging files without a partner at start (the sweep)', async () => {
    for (let i = 0; i < 50 && existsSync(path.join(server.stagingDir, 'ab'.repeat(24))); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(existsSync(path.join(server.stagingDir, 'ab'.repeat(24)))).toBe(false);
  });

  it('DELETE of <id>.json is a 404 that touches nothing; DELETE of the upload removes both files', async () => {
    const tus = tusClient(server.baseUrl, alice.cookie);
    const created = await tus.create(100 * MB + 1, meta('class.mp3'));
    expect(created.status).toBe(201);
    const location = created.location ?? '';
    const id = location.split('/').pop() ?? '';
    expect((await tus.patch(location, 0, Buffer.alloc(4 * MB, 1))).status).toBe(204);

    const attack = await tus.terminate(`${location}.json`);
    expect(attack.status).toBe(404);
    expect(attack.body).not.toContain(server.dataDir);
    expect(attack.body).not.toMatch(/\/tmp\/|ENOENT|at .*\.js/);
    // The upload is intact: still resumable where it was, both files present.
    const head = await tus.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(4 * MB));
    expect(stagedNames(server, id).sort()).toEqual([id, `${id}.json`]);

    for (const weird of ['..%2F..%2Fetc%2Fpasswd', `${id}.audio.m4a`, `${id.slice(0, 47)}`, `${id}%00`]) {
      expect([400, 404]).toContain((await tus.head(`${server.baseUrl}/api/uploads/${weird}`)).status);
    }

    expect((await tus.terminate(location)).status).toBe(204);
    expect(stagedNames(server, id)).toEqual([]);
    expect((await tus.head(location)).status).toBe(404);
  });

  it('refuses a chunked request body (no Content-Length) before storing a byte of it', async () => {
    const tus = tusClient(server.baseUrl, alice.cookie);
    const created = await tus.create(60 * MB, meta('class.mp3'));
    const location = created.location ?? '';
    // node:http on its own socket: the server answers before reading the body and closes the connection.
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(location, {
        method: 'PATCH',
        agent: false,
        headers: {
          cookie: alice.cookie,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'transfer-encoding': 'chunked',
        },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d) => {
          body += d;
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      // The server answers from the headers alone and closes. Body bytes in flight would make the close a reset
      // that can beat the response to the client, so only the headers go out; the refusal must not need more.
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(res.status).toBe(411);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'upload_length_required' } });
    expect((await tus.head(location)).headers.get('upload-offset')).toBe('0');
    expect((await tus.terminate(location)).status).toBe(204);
  });

  it('holds the cap of 5 unfinished uploads when 20 creates race', async () => {
    const bob = await signUp(server, 'bob-up@example.com');
    const tus = tusClient(server.baseUrl, bob.cookie);
    const results = await Promise.all(Array.from({ length: 20 }, () => tus.create(MB, meta('class.mp3'))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // Cancelling one frees exactly one slot.
    const first = results.find((r) => r.status === 201)?.location ?? '';
    expect((await tus.terminate(first)).status).toBe(204);
    expect((await tus.create(MB, meta('class.mp3'))).status).toBe(201);
    expect((await tus.create(MB, meta('class.mp3'))).status).toBe(429);
  });

  it('refuses a NUL in the file name with 400 before the upload starts', async () => {
    const tus = tusClient(server.baseUrl, alice.cookie);
    const res = await tus.create(MB, meta('class\u0000.mp3'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'upload_metadata_invalid' } });
  });

  it('finishes a complete upload whose finalisation a kill -9 interrupted (by-upload, and the sweep at start)', async () => {
    const tus = tusClient(server.baseUrl, alice.cookie);
    const bytes = readFileSync(media.wav);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await tus.create(bytes.length, meta(`crash-${i}.wav`));
      const location = created.location ?? '';
      ids.push(location.split('/').pop() ?? '');
      await tus.send(location, bytes, 0, { stopAfterBytes: bytes.length - 10 });
    }
    // kill -9 with the last bytes on disk but no session row: what a crash between the write and the insert leaves.
    await server.stop('SIGKILL');
    for (const id of ids) appendFileSync(path.join(server.stagingDir, id), bytes.subarray(bytes.length - 10));

    server = await start();
    // The first: the client's next HEAD shows it complete, whether the start-up sweep has already turned it into a
    // session (its staged files gone) or not — never "not found", which would make a client upload it again —
    // and by-upload hands out its session.
    const head = await tusClient(server.baseUrl, alice.cookie).head(`${server.baseUrl}/api/uploads/${ids[0]}`);
    expect(head.status, JSON.stringify(head)).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(bytes.length));
    const first = await alice.request('GET', `/api/sessions/by-upload/${ids[0]}`);
    expect(first.status).toBe(200);
    const firstSession = (await first.json()) as { id: string; title: string; status: string };
    expect(firstSession).toMatchObject({ title: 'crash-0', status: 'uploaded' });
    // The second, never asked for: the start-up sweep finished it too, and its staging files are gone.
    let listed: { items: { title: string }[] } = { items: [] };
    for (let i = 0; i < 100 && !listed.items.some((s) => s.title === 'crash-1'); i++) {
      listed = (await (await alice.request('GET', '/api/sessions?pageSize=50')).json()) as typeof listed;
      if (!listed.items.some((s) => s.title === 'crash-1')) await new Promise((r) => setTimeout(r, 100));
    }
    expect(listed.items.map((s) => s.title)).toContain('crash-1');
    // The staged files go right after the session row is written, so the list can show it a moment before.
    for (let i = 0; i < 50 && ids.some((id) => stagedNames(server, id).length > 0); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const id of ids) expect(stagedNames(server, id)).toEqual([]);
    // Asking again does not create a second session.
    const again = await alice.request('GET', `/api/sessions/by-upload/${ids[0]}`);
    expect(((await again.json()) as { id: string }).id).toBe(firstSession.id);
  });

  it('does not delete a good video as damaged when the process group gets SIGTERM during audio extraction', async () => {
    const carol = await signUp(server, 'carol-up@example.com');
    const file = slowVideo();
    const bytes = readFileSync(file);
    const tus = tusClient(server.baseUrl, carol.cookie);
    const created = await tus.create(bytes.length, meta('long-class.mov'));
    const location = created.location ?? '';
    const id = location.split('/').pop() ?? '';
    const chunk = 8 * MB;
    let offset = 0;
    while (offset + chunk < bytes.length) {
      const res = await tus.patch(location, offset, bytes.subarray(offset, offset + chunk));
      offset = Number(res.headers.get('upload-offset'));
    }
    // The last chunk starts the finalisation; the group signal comes while ffmpeg writes the extracted audio.
    const finalPatch = tus.patch(location, offset, bytes.subarray(offset));
    const audio = path.join(server.stagingDir, `${id}.audio.m4a`);
    let seen = false;
    for (let i = 0; i < 3000 && !seen; i++) {
      seen = existsSync(audio) && statSync(audio).size > 0;
      if (!seen) await new Promise((r) => setTimeout(r, 5));
    }
    expect(seen).toBe(true);
    const exit = await server.stop('SIGTERM', true);
    const answer = await finalPatch.catch(() => null);
    expect(exit.code).toBe(0);
    // Either finished during the graceful stop, or kept for later; never refused as unreadable.
    if (answer) {
      expect([204, 503]).toContain(answer.status);
      expect(answer.body).not.toContain('upload_unreadable');
    }

    server = await start();
    const session = await carol.request('GET', `/api/sessions/by-upload/${id}`);
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ title: 'long-class', status: 'uploaded' });
    expect(stagedNames(server, id)).toEqual([]);
  });

  it('removes a partial upload with the account', async () => {
    const dave = await signUp(server, 'dave-up@example.com');
    const tus = tusClient(server.baseUrl, dave.cookie);
    const created = await tus.create(10 * MB, meta('class.mp3'));
    const id = (created.location ?? '').split('/').pop() ?? '';
    await tus.patch(created.location ?? '', 0, Buffer.alloc(MB));
    expect(stagedNames(server, id)).toHaveLength(2);
    const res = await dave.request('POST', '/api/account/deletion', { reason: 'no_longer_needed' });
    expect(res.status).toBe(200);
    expect(stagedNames(server, id)).toEqual([]);
  });
});

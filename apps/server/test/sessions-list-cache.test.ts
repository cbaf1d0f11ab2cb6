import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SessionListResponse } from '@cuecoach/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { testDatabases } from './helpers/databases.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

/**
 * The list is kept per process until the owner's sessions change (src/sessions/list-cache.ts). What a user must
 * never see is a list older than a change: made by another process (a worker, an operator, another API server),
 * made by the user, or made while this process was not hearing the database's notifications.
 */
describe.each(testDatabases())('sessions list kept per process ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let alice: TestUser;
  let bob: TestUser;
  /** SQL from outside this process on PostgreSQL (as another server or a worker would); PGlite has one process. */
  let external: (text: string, values?: unknown[]) => Promise<void>;
  let closeExternal = async () => {};

  const list = async (user: TestUser, query = '') => {
    const res = await user.get<SessionListResponse>(`/api/sessions${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const titles = async (user: TestUser) => (await list(user)).items.map((s) => s.title);

  /** Lists until `done` holds; the notification of another process's change takes a few milliseconds. */
  async function eventually(user: TestUser, done: (titles: string[]) => boolean, timeoutMs = 3000) {
    const start = Date.now();
    for (;;) {
      const seen = await titles(user);
      if (done(seen)) return { seen, afterMs: Date.now() - start };
      if (Date.now() - start > timeoutMs) return { seen, afterMs: Date.now() - start };
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** GET /api/sessions as bytes on the wire, with the given Accept-Encoding. */
  function raw(acceptEncoding: string) {
    return new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      const req = http.get(
        `${env.baseUrl}/api/sessions`,
        { headers: { cookie: alice.cookie, 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              vary: String(res.headers.vary ?? ''),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
    });
  }

  async function insert(user: TestUser, title: string, minutesAgo: number) {
    const [row] = await env.database.db
      .insert(sessions)
      .values({
        userId: user.userId,
        uploadId: `u-${title}`,
        title,
        status: 'completed',
        language: 'en',
        fileType: 'mp3',
        originalFilename: 'class.mp3',
        fileSizeBytes: 1000,
        durationSec: 60,
        attempt: 1,
        feedbackState: 'completed',
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  beforeAll(async () => {
    env = await startSessionsEnv(target, { startWorker: false });
    alice = await env.user('alice@example.com');
    bob = await env.user('bob@example.com');
    if (env.dbUrl) {
      const client = new pg.Client({ connectionString: env.dbUrl });
      await client.connect();
      external = async (text, values) => void (await client.query(text, values));
      closeExternal = () => client.end();
    } else {
      external = async (text, values) => void (await env.database.sql.executeSql(text, values));
    }
    await insert(alice, 'Morning flow', 3);
    await insert(alice, 'Evening yin', 2);
    await insert(bob, 'Bob core', 1);
  });
  afterAll(async () => {
    await closeExternal();
    await env?.close();
    await env?.drop();
  });

  it('shows a rename, a new session and a deletion made by another process', async () => {
    expect(await titles(alice)).toEqual(['Evening yin', 'Morning flow']);
    expect(await titles(alice)).toEqual(['Evening yin', 'Morning flow']); // now kept

    await external(`update sessions set title = 'Morning flow (edited)' where title = 'Morning flow'`);
    const renamed = await eventually(alice, (t) => t.includes('Morning flow (edited)'));
    expect(renamed.seen).toEqual(['Evening yin', 'Morning flow (edited)']);
    expect(renamed.afterMs).toBeLessThan(1000);

    const newId = await insert(alice, 'Noon power', 0);
    const added = await eventually(alice, (t) => t.length === 3);
    expect(added.seen).toEqual(['Noon power', 'Evening yin', 'Morning flow (edited)']);
    expect((await list(alice)).total).toBe(3);

    await external('delete from sessions where id = $1', [newId]);
    const removed = await eventually(alice, (t) => t.length === 2);
    expect(removed.seen).toEqual(['Evening yin', 'Morning flow (edited)']);
    expect((await list(alice)).total).toBe(2);
  });

  it("shows a processing session's progress as the worker writes it", async () => {
    const id = await insert(alice, 'Being analysed', 0);
    await external(
      `update sessions set status = 'processing', progress_step = 'transcription', progress_percent = 10 where id = $1`,
      [id],
    );
    const percent = async () => (await list(alice)).items.find((s) => s.id === id)?.progress?.percent;
    const until = async (want: number) => {
      const start = Date.now();
      while ((await percent()) !== want && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 10));
      return percent();
    };
    expect(await until(10)).toBe(10);
    await external('update sessions set progress_percent = 55 where id = $1', [id]);
    expect(await until(55)).toBe(55);
    await external('delete from sessions where id = $1', [id]);
    expect((await eventually(alice, (t) => !t.includes('Being analysed'))).seen).not.toContain('Being analysed');
  });

  it("shows the user's own change in the very next list, without waiting", async () => {
    const before = await list(alice);
    const target = before.items[0];
    if (!target) throw new Error('no session');
    for (let i = 0; i < 5; i++) {
      const title = `Renamed ${i}`;
      expect((await alice.patch(`/api/sessions/${target.id}`, { title })).status).toBe(200);
      expect((await list(alice)).items.map((s) => s.title)).toContain(title);
    }
    expect((await alice.del(`/api/sessions/${target.id}`)).status).toBe(204);
    expect((await list(alice)).items.map((s) => s.id)).not.toContain(target.id);
  });

  it("keeps each user's list to its owner, per filter and page", async () => {
    expect(await titles(bob)).toEqual(['Bob core']);
    expect((await list(alice, '?q=core')).total).toBe(0);
    expect((await list(bob, '?q=core')).total).toBe(1);
    expect((await list(alice, '?pageSize=1&page=9')).items).toHaveLength(0);
    expect((await list(alice, '?pageSize=1&page=9')).total).toBe((await list(alice)).total);
  });

  it('sends a kept page compressed as the client asks, and the same JSON each way', async () => {
    for (let i = 0; i < 12; i++)
      await insert(alice, `Long class title number ${i} for a page worth compressing`, 10 + i);
    await eventually(alice, (t) => t.length > 10);
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    const page = JSON.parse(plain.body.toString()) as SessionListResponse;
    expect(page.items.length).toBeGreaterThan(10);
    for (let round = 0; round < 2; round++) {
      const br = await raw('gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(br.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(page);
      const gz = await raw('gzip');
      expect(gz.encoding).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(page);
    }
  });

  // Only PostgreSQL has a listening connection to cut (PGlite is one process), so the case exists only there
  // rather than being reported as skipped on every PGlite run.
  if (target.name !== 'postgres') return;
  it('stays true when the connection that hears changes is cut: the list is read afresh until it is back', async () => {
    await insert(alice, 'Before the cut', 0);
    expect((await eventually(alice, (t) => t.includes('Before the cut'))).seen).toContain('Before the cut');
    // The database ends the listening connection, as a restart or a failover would. A change made then is never
    // notified; the process must stop trusting what it kept as soon as it sees the connection go, not when it is
    // back (a second later).
    await external(
      `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    await new Promise((r) => setTimeout(r, 200));
    await external(`update sessions set title = 'Changed during the cut' where title = 'Before the cut'`);
    expect(await titles(alice)).toContain('Changed during the cut');
    // Once LISTEN is back, changes are heard again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await titles(alice)).toContain('Changed during the cut');
    await external(`update sessions set title = 'After the cut' where title = 'Changed during the cut'`);
    const after = await eventually(alice, (t) => t.includes('After the cut'));
    expect(after.seen).toContain('After the cut');
    expect(after.afterMs).toBeLessThan(1000);
  });
});

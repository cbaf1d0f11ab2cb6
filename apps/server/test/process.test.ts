import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../src/main.ts');
const tmp = mkdtempSync(path.join(tmpdir(), 'cuecoach-proc-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SERVE_WEB: 'false', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

async function waitForHealth(port: number): Promise<Response> {
  // Generous: on a loaded 2-core machine the first start (migrations) can take most of a minute.
  for (let i = 0; i < 900; i++) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not come up');
}

describe('server process', () => {
  it('stops at once with a clear line naming PORT when PORT is invalid', async () => {
    const { code, stderr } = await exited(run({ PORT: 'abc', PGLITE_DIR: path.join(tmp, 'never') }));
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/PORT="abc"/);
  });

  it('an unreachable database at start is one readable line, not a stack trace', async () => {
    const { code, stderr } = await exited(
      run({ PORT: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:9/cuecoach', PGLITE_DIR: path.join(tmp, 'never') }),
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^CueCoach could not start: the database at 127\.0\.0\.1:9 is unreachable \(ECONNREFUSED\)/);
  });

  it('keeps PGlite data across repeated start and graceful stop', async () => {
    const dbDir = path.join(tmp, 'db');
    const port = 3400 + Math.floor(Math.random() * 500);
    for (let round = 0; round < 2; round++) {
      const child = run({ PORT: String(port), PGLITE_DIR: dbDir });
      const done = exited(child);
      const res = await waitForHealth(port);
      expect(await res.json()).toMatchObject({ status: 'ok', db: 'pglite' });
      child.kill('SIGTERM');
      expect((await done).code).toBe(0);
      if (round === 0) {
        // Write between runs, as any later feature would, and check it is still there after the next run.
        const db = await PGlite.create(dbDir);
        await db.query(`insert into app_settings (key, value) values ('probe', '"kept"')`);
        await db.close();
      }
    }
    const db = await PGlite.create(dbDir);
    const { rows } = await db.query<{ value: string }>(`select value from app_settings where key = 'probe'`);
    await db.close();
    expect(rows[0]?.value).toBe('kept');
  });
});

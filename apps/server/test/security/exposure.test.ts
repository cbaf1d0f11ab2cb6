import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, postJson, startServer } from './server-process.ts';

/**
 * Anyone who could reach `npm start` once read every sign-in code at /dev/mailbox. Out of the box the
 * server now listens on loopback only; a non-loopback HOST without SMTP_URL needs DEV_OUTBOX=true, never in
 * production. These start the real entry point.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuecoach-sec-exposure-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** An address of this machine other than loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

describe('exposure of a development server', { timeout: 300_000 }, () => {
  it('listens on 127.0.0.1 only by default: not reachable from another address of the machine', async () => {
    const server = await startServer({ dataDir: path.join(dataDir, 'default'), env: { HOST: '' } });
    try {
      expect(await reachable(`${server.baseUrl}/api/health`)).toBe(true);
      if (externalAddress) {
        expect(await reachable(`http://${externalAddress}:${server.port}/api/health`)).toBe(false);
      }
      // The loopback client (the developer) still gets the outbox.
      const res = await fetch(`${server.baseUrl}/dev/mailbox?format=json`);
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start on 0.0.0.0 with the dev outbox unless DEV_OUTBOX=true says so', async () => {
    const server = await startServer({
      dataDir: path.join(dataDir, 'open'),
      env: { HOST: '0.0.0.0' },
      waitForHealth: false,
    });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toMatch(/HOST="0\.0\.0\.0".*SMTP_URL.*DEV_OUTBOX=true/);
  });

  it('never allows the dev outbox in production', async () => {
    const server = await startServer({
      dataDir: path.join(dataDir, 'prod'),
      env: {
        NODE_ENV: 'production',
        DEV_OUTBOX: 'true',
        SMTP_URL: 'smtp://127.0.0.1:9',
        AUTH_SECRET: 'x'.repeat(40),
      },
      waitForHealth: false,
    });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/DEV_OUTBOX.*production/);
  });

  it('with HOST=0.0.0.0 and DEV_OUTBOX=true the outbox is reachable, as explicitly asked', async () => {
    if (!externalAddress) return;
    const port = await freePort();
    const server = await startServer({
      dataDir: path.join(dataDir, 'explicit'),
      port,
      env: {
        HOST: '0.0.0.0',
        DEV_OUTBOX: 'true',
        AUTH_SECRET: 'e'.repeat(40),
        APP_ORIGIN: `http://${externalAddress}:${port}`,
      },
    });
    try {
      const external = `http://${externalAddress}:${server.port}`;
      expect(
        (
          await postJson(external, '/api/auth/code/request', {
            email: 'a@example.com',
            purpose: 'signup',
            locale: 'en',
          })
        ).status,
      ).toBe(200);
      const res = await fetch(`${external}/dev/mailbox?format=json`);
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('with HOST=0.0.0.0 and SMTP the outbox does not exist', async () => {
    if (!externalAddress) return;
    const port = await freePort();
    const server = await startServer({
      dataDir: path.join(dataDir, 'smtp'),
      port,
      env: {
        HOST: '0.0.0.0',
        SMTP_URL: 'smtp://127.0.0.1:9',
        AUTH_SECRET: 's'.repeat(40),
        APP_ORIGIN: `http://${externalAddress}:${port}`,
      },
    });
    try {
      const res = await fetch(`http://${externalAddress}:${server.port}/dev/mailbox?format=json`);
      expect(res.status).not.toBe(200);
    } finally {
      await server.stop();
    }
  });
});

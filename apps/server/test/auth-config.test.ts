import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { buildTestApp } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';

describe('accounts configuration', () => {
  it('refuses to start in production without SMTP_URL, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL — required in production/,
    );
  });

  it('refuses to start in production without AUTH_SECRET, and rejects a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET="short" — must be at least 32/);
  });

  it('starts in production with both, and elsewhere without either (dev outbox, dev secret)', () => {
    const prod = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail:465', AUTH_SECRET: 'y'.repeat(32) });
    expect(prod.authSecret).toBe('y'.repeat(32));
    const dev = loadConfig({});
    expect(dev.SMTP_URL).toBeUndefined();
    expect(dev.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com ' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to false and accepts true/false, a hop count or proxy addresses/CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY="yes" — must be true, false, a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe.each(testDatabases())('per-IP sign-in limit and X-Forwarded-For ($name)', (target) => {
  // 21 code requests from one socket address, each naming another client in X-Forwarded-For (unknown e-mails, so
  // each answers 404 after the limit check). The per-IP send limit is 20 per window.
  async function twentyOneRequests(app: FastifyInstance) {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/code/request',
        payload: { email: `nobody${i}@example.com`, purpose: 'login' },
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('ignores a client-chosen X-Forwarded-For by default, and honours it when TRUST_PROXY says so', async () => {
    const ctx = await target.create();
    try {
      const direct = await buildTestApp(ctx.database);
      const statuses = await twentyOneRequests(direct);
      await direct.close();
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);

      const proxied = await buildTestApp(ctx.database, { TRUST_PROXY: '10.9.9.9' });
      const behindProxy = await twentyOneRequests(proxied);
      await proxied.close();
      expect(behindProxy.every((s) => s === 404)).toBe(true);
    } finally {
      await ctx.drop();
    }
  });
});

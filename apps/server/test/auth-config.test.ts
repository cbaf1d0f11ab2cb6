import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

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

import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from '../../src/config.ts';

describe('HOST and DEV_OUTBOX rules', () => {
  it('listens on loopback by default, with the dev outbox', () => {
    const config = loadConfig({});
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.devOutbox).toBe(true);
  });

  it('refuses a non-loopback HOST with the dev outbox unless DEV_OUTBOX=true', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/HOST="192\.168\.1\.20".*DEV_OUTBOX=true/);
    const secret = 'z'.repeat(40);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX: 'true', AUTH_SECRET: secret }).devOutbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example.com', AUTH_SECRET: secret }).devOutbox).toBe(
      false,
    );
    expect(() => loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX: 'false' })).toThrow(ConfigError);
  });

  it('refuses a non-loopback HOST with the public development AUTH_SECRET, whatever NODE_ENV says', () => {
    // The documented exposure recipe (docs/configuration.md, HOST) without NODE_ENV=production: reachable, with a
    // session secret anyone can read.
    for (const NODE_ENV of ['development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example.com' })).toThrow(
        /AUTH_SECRET.*HOST="0\.0\.0\.0"/,
      );
      expect(() => loadConfig({ NODE_ENV, HOST: '10.0.0.5', DEV_OUTBOX: 'true' })).toThrow(/AUTH_SECRET/);
    }
    expect(loadConfig({ HOST: '127.0.0.1' }).authSecret).toBeTruthy();
    expect(loadConfig({ HOST: 'localhost', SMTP_URL: 'smtp://mail.example.com' }).devOutbox).toBe(false);
  });

  it('never allows DEV_OUTBOX in production', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'true' })).toThrow(/DEV_OUTBOX.*production/);
    expect(loadConfig({ ...production, HOST: '0.0.0.0' }).devOutbox).toBe(false);
  });

  it('knows which addresses are loopback', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.com', '128.0.0.1', '::ffff:10.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

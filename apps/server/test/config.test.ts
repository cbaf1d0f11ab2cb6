import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data[/\\]db$/);
  });

  it('keeps memory:// as PGlite in-memory mode instead of a directory', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).pgliteDir).toBe('memory://');
  });

  it('names the variable in one line when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('documents every setting in docs/configuration.md', () => {
    const reference = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');
    for (const key of Object.keys(configSchema.shape)) expect(reference, key).toContain(`\`${key}\``);
  });

  it('documents every setting in .env.example', () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    for (const key of Object.keys(configSchema.shape)) {
      expect(example, key).toMatch(new RegExp(`^#?\\s*${key}=`, 'm'));
    }
  });
});

import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PGLITE_DIR: 'memory://',
    // Outside the checkout: the health check creates the storage folder, and tests must not write into ./data.
    DATA_DIR: path.join(tmpdir(), 'cuecoach-test-data'),
    ...overrides,
  });
}

export async function buildTestApp(
  database: Database,
  overrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

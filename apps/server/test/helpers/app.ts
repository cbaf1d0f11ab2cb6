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

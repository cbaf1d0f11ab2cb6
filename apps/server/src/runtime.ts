import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { analyticsSweeperService } from './analytics/retention-sweep.ts';
import { buildApp } from './app.ts';
import type { BackgroundService } from './background-service.ts';
import { type Config, ConfigError } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { sessionBackgroundServices } from './jobs/services.ts';
import { loggerOptions } from './logging.ts';
import { createStorage } from './storage/storage.ts';

export interface Runtime {
  app: FastifyInstance | null;
  database: Database;
  log: FastifyBaseLogger;
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, parts: { api: boolean; worker: boolean }): Promise<Runtime> {
  const log = pino(loggerOptions(config)) as FastifyBaseLogger;
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await database.migrate();
  log.info({ db: database.kind }, 'database ready, migrations applied');

  const storage = createStorage(config);
  try {
    await storage.check();
  } catch (err) {
    await database.close();
    // A misnamed bucket or read-only folder would otherwise only show when the first upload finishes.
    throw new ConfigError(`Recordings cannot be stored (STORAGE=${config.STORAGE}): ${(err as Error).message}`);
  }
  log.info({ storage: storage.kind }, 'storage ready');

  const services: BackgroundService[] = [];
  // The job worker registers itself in the worker registry like any worker process (RUN_WORKER=true: the API's
  // own worker is one of the workers; RUN_WORKER=false: an API-only process, nothing registered).
  services.push(...sessionBackgroundServices(config, database, log, { storage }));
  services.push(analyticsSweeperService(config, database, log));
  if (parts.worker) for (const service of services) await service.start();

  let app: FastifyInstance | null = null;
  if (parts.api) {
    app = await buildApp({ config, database, storage });
    await app.listen({ port: config.PORT, host: config.HOST });
  }

  return {
    app,
    database,
    log: app?.log ?? log,
    async stop() {
      // The API stops taking requests while the worker stops taking jobs (at once, not after the last request
      // or stream has ended) and finishes or hands back its analyses within SHUTDOWN_GRACE_SEC; then the
      // database closes.
      await Promise.all([app?.close(), ...(parts.worker ? services.map((service) => service.stop()) : [])]);
      await database.close();
    },
  };
}

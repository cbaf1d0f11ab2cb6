import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { analyticsSweeperService } from './analytics/retention-sweep.ts';
import { buildApp } from './app.ts';
import type { BackgroundService } from './background-service.ts';
import { type Config, ConfigError } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { sessionBackgroundServices } from './jobs/services.ts';
import { loggerOptions } from './logging.ts';
import { type OpsServer, startOpsServer } from './observability/ops-server.ts';
import { createStorage } from './storage/storage.ts';

export interface Runtime {
  app: FastifyInstance | null;
  database: Database;
  log: FastifyBaseLogger;
  /** The operations listener (OPS_PORT), when configured. */
  ops: OpsServer | null;
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, parts: { api: boolean; worker: boolean }): Promise<Runtime> {
  const log = pino(loggerOptions(config)) as FastifyBaseLogger;
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir, log });
  try {
    // Under an advisory lock on PostgreSQL: processes starting at once on an empty database take turns.
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
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

  // The job worker registers itself in the worker registry like any worker process (RUN_WORKER=true: the API's
  // own worker is one of the workers; RUN_WORKER=false: an API-only process, nothing registered). The sweeper
  // (dead workers, jobs no live worker can run, retention) and the analytics sweeper run in every process: with
  // API-only processes and no worker at all, a waiting analysis must still end (refunded) rather than wait forever.
  const [worker, sweeper] = sessionBackgroundServices(config, database, log, { storage });
  const services: BackgroundService[] = [sweeper, analyticsSweeperService(config, database, log)];
  if (parts.worker) services.unshift(worker);
  let stopping = false;
  const started: BackgroundService[] = [];
  let app: FastifyInstance | null = null;
  let ops: OpsServer | null = null;
  const stopAll = async () => {
    await Promise.all([app?.close(), ops?.close(), ...started.map((service) => service.stop())]);
    await database.close();
  };
  try {
    for (const service of services) {
      await service.start();
      started.push(service);
    }
    if (parts.api) {
      app = await buildApp({ config, database, storage });
      await app.listen({ port: config.PORT, host: config.HOST });
    }
    if (config.OPS_PORT) {
      ops = await startOpsServer({
        host: config.OPS_HOST,
        port: config.OPS_PORT,
        database,
        storage,
        ready: () => !stopping,
      });
      log.info({ event: 'ops.listening', host: config.OPS_HOST, port: ops.port }, 'operations listener ready');
    }
  } catch (err) {
    // A failed start (port in use…) releases what it took, so the one-line error is the last thing printed.
    await stopAll().catch(() => {});
    throw err;
  }

  return {
    app,
    database,
    log: app?.log ?? log,
    ops,
    async stop() {
      // The API stops taking requests while the worker stops taking jobs (at once, not after the last request
      // or stream has ended) and finishes or hands back its analyses within SHUTDOWN_GRACE_SEC; then the
      // database closes.
      stopping = true;
      await stopAll();
    },
  };
}

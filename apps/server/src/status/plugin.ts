import type { FastifyInstance } from 'fastify';
import type { SpeechModelDownloadTracker } from '../admin/speech-model-download.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { engineStatusRoutes } from './engine-status-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { metricsRoutes } from './metrics-routes.ts';

/** `GET /api/health` (and `/live`, `/ready`), `GET /api/metrics` (with METRICS_TOKEN) and the engine and queue status page `GET /api/engine-status` (docs/engine-status.md). */
export function statusArea(deps: {
  config: Config;
  database: Database;
  storage: Storage;
  /** The admin's speech model download in this process (admin area); the status page shows its progress. */
  downloads: SpeechModelDownloadTracker;
  /** How long the status page's figures are reused (tests pass 0 to see every change at once). */
  statusCacheMs?: number;
}) {
  return async function area(app: FastifyInstance) {
    const { config, database, storage, downloads } = deps;
    await app.register(healthRoutes(database, storage, { storageCheckMs: deps.statusCacheMs }));
    await app.register(metricsRoutes(database, config.METRICS_TOKEN));
    await app.register(
      engineStatusRoutes(
        { database, storage, storageDir: config.storageDir, modelsDir: config.modelsDir, env: process.env, downloads },
        { cacheMs: deps.statusCacheMs },
      ),
    );
  };
}

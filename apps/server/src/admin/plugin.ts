import type { FastifyInstance } from 'fastify';
import { analyticsForwardTarget } from '../analytics/plugin.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { adminAnalyticsRoutes } from './admin-analytics-routes.ts';
import { adminCreditsRoutes } from './admin-credits-routes.ts';
import { adminLexiconRoutes } from './admin-lexicon-routes.ts';
import { adminPurchasesRoutes } from './admin-purchases-routes.ts';
import { adminReviewsRoutes } from './admin-reviews-routes.ts';
import { adminSettingsRoutes } from './admin-settings-routes.ts';
import { adminSpeechModelRoutes } from './admin-speech-model-routes.ts';
import { adminStatsRoutes } from './admin-stats-routes.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';
import { adminWorkersRoutes } from './admin-workers-routes.ts';
import type { SpeechModelDownloadTracker } from './speech-model-download.ts';

/**
 * The admin area: every `/api/admin/*` route is mounted here and nowhere else. Each is declared `access: 'admin'`
 * in the route table (contracts `adminApi`), so `serveRoute` checks it on the server on every request (401 signed
 * out, 403 without the admin role); a route file in this folder adds no guard of its own. What a route reads or writes stays in its domain's folder
 * (settings next to the code that uses them, workers/registry.ts, analytics/admin-figures.ts, lexicon/…).
 */
export function adminArea(deps: {
  config: Config;
  database: Database;
  /** The speech model download of this process; the status area shows its progress. */
  downloads: SpeechModelDownloadTracker;
}) {
  return async function area(app: FastifyInstance) {
    const { config, database, downloads } = deps;
    await app.register(adminUsersRoutes(database));
    await app.register(adminCreditsRoutes(database));
    await app.register(adminStatsRoutes(database));
    await app.register(adminPurchasesRoutes(database));
    await app.register(adminSettingsRoutes(database.db, config));
    await app.register(adminSpeechModelRoutes(database, { modelsDir: config.modelsDir, env: process.env, downloads }));
    await app.register(adminWorkersRoutes(database));
    await app.register(adminLexiconRoutes(database.db));
    await app.register(adminReviewsRoutes(database));
    await app.register(
      adminAnalyticsRoutes({
        database,
        retentionDays: config.ANALYTICS_RETENTION_DAYS,
        forwarding: analyticsForwardTarget(config) ? config.ANALYTICS_FORWARD_PROTOCOL : 'off',
      }),
    );
  };
}

import path from 'node:path';
import { transcriberCapabilities, transcriberConfigFromEnv } from '@cuecoach/analysis';
import { acceptedUploadTypes, sessionsApi, uploadFileTypes } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { readCreditRule } from '../credits/cost-rule.ts';
import { readCostPolicy } from '../credits/free-beta.ts';
import type { Database } from '../db/client.ts';
import { acquireBoss } from '../jobs/boss.ts';
import { serveRoute } from '../plugins/api-route.ts';
import type { CompressedBody } from '../plugins/compressed-body.ts';
import { readRetentionHours } from '../settings/retention.ts';
import { readUploadByteLimits } from '../settings/service-limits.ts';
import type { Storage } from '../storage/storage.ts';
import { registerTusUploads } from '../uploads/tus-routes.ts';
import { workerCapabilities } from '../workers/capabilities.ts';
import { analysisSpeedRoutes } from './analysis-speed.ts';
import { sessionEventRoutes } from './events.ts';
import { SessionListCache } from './list-cache.ts';
import { sessionRoutes } from './routes.ts';

/**
 * Everything of the sessions area mounted under /api: tus uploads (uploads/, mounted here because a session is
 * looked up by its upload id once that upload has settled), sessions, their events (SSE), the speed estimate and
 * capabilities. The admin's session settings are in the admin area (admin/plugin.ts).
 * Holds a share of the process's pg-boss instance (for sending jobs) from its first use until the app closes.
 */
export function sessionsArea(deps: { config: Config; database: Database; storage: Storage }) {
  return async function area(parent: FastifyInstance) {
    const { config, database, storage } = deps;
    // pg-boss starts on first use (the first analysis start), not with the app: most requests never need it.
    let handle: Promise<Awaited<ReturnType<typeof acquireBoss>>> | null = null;
    const getBoss = async () => {
      handle ??= acquireBoss(database, { retryLimit: config.JOB_RETRY_LIMIT, log: parent.log }).catch((err) => {
        handle = null;
        throw err;
      });
      return (await handle).boss;
    };
    parent.addHook('onClose', async () => {
      if (handle) await (await handle).release();
    });

    const uploads = await registerTusUploads(parent, {
      database,
      storage,
      stagingDir: path.join(config.storageDir, 'uploads'),
      maxBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
      maxChunkBytes: config.UPLOAD_CHUNK_MB * 1024 * 1024,
      maxDurationMin: config.MAX_DURATION_MIN,
      quotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024,
      retentionMs: 24 * 3600_000,
    });
    await parent.register(
      sessionEventRoutes({
        database,
        limits: { perUser: config.STREAMS_PER_USER, total: config.STREAMS_TOTAL },
      }),
    );
    // This process's own engine only names the default for the speed estimate; what can be analysed comes from
    // the live workers (docs/sessions.md, "Workers").
    const transcriber = transcriberCapabilities({
      ...transcriberConfigFromEnv(process.env),
      whisperModelDir: config.modelsDir,
    });
    // Off (nothing kept, every page read) until LISTEN is in place, and for good with SESSION_LIST_CACHE_SECONDS=0.
    const listCache = new SessionListCache<CompressedBody>({ ttlMs: config.SESSION_LIST_CACHE_SECONDS * 1000 });
    if (config.SESSION_LIST_CACHE_SECONDS > 0) {
      const stopFollowing = listCache.follow(database.notifications, parent.log);
      parent.addHook('onClose', async () => stopFollowing());
    }
    // A user's own change (an upload, an edit, a delete, a start) drops the user's kept pages before its answer is
    // sent, so the list fetched after it is read afresh without waiting for the database's notification.
    parent.addHook('onSend', async (req, _reply, payload) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.user) listCache.forgetUser(req.user.id);
      return payload;
    });
    await parent.register(sessionRoutes({ database, storage, getBoss, uploadSettled: uploads.settled, listCache }));
    // The estimate is for the engine the live workers run; with none live yet, for the one this server would start.
    await parent.register(
      analysisSpeedRoutes(database.db, async () => {
        const live = (await workerCapabilities(database.db)).transcriber;
        return live === 'none' ? transcriber.engine : live;
      }),
    );

    // Static for the process; the settings and the live workers below are read on each call (an admin's change
    // shows at once).
    const acceptedMimeTypes = [...new Set(Object.values(acceptedUploadTypes).flatMap((t) => [...t.mime]))];
    serveRoute(parent, sessionsApi.capabilities, { tags: ['sessions'] }, async () => {
      // Independent reads, asked together (PostgreSQL runs them on separate pool connections).
      const [policy, sizes, workers, retentionHours, creditRule] = await Promise.all([
        readCostPolicy(database.db),
        readUploadByteLimits(database.db, config),
        workerCapabilities(database.db),
        readRetentionHours(database.db),
        readCreditRule(database.db),
      ]);
      return {
        // What the live workers can run, not this process's own engine settings (docs/sessions.md, "Workers").
        ...workers,
        maxUploadBytes: Math.max(sizes.audio, sizes.video),
        maxAudioBytes: sizes.audio,
        maxVideoBytes: sizes.video,
        maxDurationMin: config.MAX_DURATION_MIN,
        recommendedDurationMin: 60,
        uploadChunkBytes: config.UPLOAD_CHUNK_MB * 1024 * 1024,
        acceptedExtensions: uploadFileTypes,
        acceptedMimeTypes,
        retentionHours,
        creditRule,
        freeBeta: policy.freeBeta,
        contactEmail: policy.contactEmail,
      };
    });
  };
}

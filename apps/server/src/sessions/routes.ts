import { sessionsApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { quoteFor } from '../credits/quote.ts';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { CompressedBody } from '../plugins/compressed-body.ts';
import { updateOwnedSession } from '../session-store/writes.ts';
import { readRetentionHoursCached } from '../settings/retention.ts';
import { readPaceLimitsCached } from '../settings/service-limits.ts';
import type { Storage } from '../storage/storage.ts';
import { type StartKind, startAnalysis } from './analysis-start.ts';
import { sendSessionAudio } from './audio.ts';
import { deleteSessions } from './delete.ts';
import type { SessionListCache } from './list-cache.ts';
import { listSessions } from './list-query.ts';
import { regenerateReport } from './report-regeneration.ts';
import { findSessionByUpload, getOwnedSession, isUuid, latestCompletedSession } from './repository.ts';
import { toDetail, toListItem, toProgressEvent } from './serialize.ts';

export interface SessionRouteDeps {
  database: Database;
  storage: Storage;
  /** The process's pg-boss; fetch it before opening a transaction that sends a job. */
  getBoss(): Promise<PgBoss>;
  /** Waits for (or finishes) an upload still being checked/stored (see uploads/tus-routes.ts). */
  uploadSettled?: (uploadId: string, userId: string) => Promise<void>;
  /** Pages of the list kept until the user's sessions change (list-cache.ts). */
  listCache: SessionListCache<CompressedBody>;
}

const tags = ['sessions'];

/** The session routes: each reads its input, calls the query or service below it and shapes the answer. */
export function sessionRoutes(deps: SessionRouteDeps) {
  return async function routes(app: FastifyInstance) {
    readRoutes(app, deps);
    writeRoutes(app, deps);
    analysisRoutes(app, deps);
  };
}

/**
 * A session as the detail page shows it: with the retention window and the pace limits it is judged by. Both
 * settings are kept per process for a few seconds (settings/app-settings.ts `readSettingCached`): without that they
 * were two of the detail's three queries.
 */
async function detailOf(db: Database['db'], row: SessionRow) {
  const [retentionHours, paceLimits] = await Promise.all([readRetentionHoursCached(db), readPaceLimitsCached(db)]);
  return toDetail(row, retentionHours, paceLimits);
}

function readRoutes(app: FastifyInstance, deps: SessionRouteDeps) {
  const db = deps.database.db;
  serveRoute(app, sessionsApi.list, { tags }, async (req, reply) => {
    const userId = req.user.id;
    // The parsed query, defaults filled in, in the schema's key order: one key per distinct page.
    const key = JSON.stringify(req.query);
    // Kept as the answer's JSON, made by the route's own serializer, with its compressed forms: a kept page costs
    // no query, no serialising and no compressing.
    let body = deps.listCache.get(userId, key);
    if (body === undefined) {
      const ticket = deps.listCache.begin(userId);
      const { rows, total } = await listSessions(db, userId, req.query);
      const page = { items: rows.map(toListItem), total, page: req.query.page, pageSize: req.query.pageSize };
      body = new CompressedBody(reply.serialize(page) as string, 'fast');
      deps.listCache.keep(ticket, key, body);
    }
    const { encoding, payload } = body.body(req.headers['accept-encoding']);
    // Already JSON (and maybe compressed): sent as it is. The typed reply only knows the page object.
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(payload);
  });

  serveRoute(app, sessionsApi.latestCompleted, { tags }, async (req) => {
    const row = await latestCompletedSession(db, req.user.id);
    if (!row?.completedAt) return { session: null };
    return {
      session: {
        id: row.id,
        title: row.title,
        status: 'completed' as const,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt.toISOString(),
      },
    };
  });

  serveRoute(app, sessionsApi.byUpload, { tags }, async (req) => {
    await deps.uploadSettled?.(req.params.uploadId, req.user.id);
    const row = await findSessionByUpload(db, req.user.id, req.params.uploadId);
    if (!row) throw notFound('Session');
    return detailOf(db, row);
  });

  serveRoute(app, sessionsApi.detail, { tags }, async (req) => {
    // Independent reads, asked together.
    const [row, retentionHours, paceLimits] = await Promise.all([
      getOwnedSession(db, req.user.id, req.params.id),
      readRetentionHoursCached(db),
      readPaceLimitsCached(db),
    ]);
    return toDetail(row, retentionHours, paceLimits);
  });

  serveRoute(app, sessionsApi.progress, { tags }, async (req) =>
    toProgressEvent(await getOwnedSession(db, req.user.id, req.params.id)),
  );

  // The stored audio for the transcript player (Range requests, so the browser can seek).
  serveRoute(app, sessionsApi.audio, { tags, hide: true }, async (req, reply) =>
    sendSessionAudio(deps.storage, await getOwnedSession(db, req.user.id, req.params.id), req, reply),
  );

  serveRoute(app, sessionsApi.quote, { tags }, async (req) => {
    const row = await getOwnedSession(db, req.user.id, req.params.id);
    return quoteFor(db, req.user.id, row.durationSec ?? 0);
  });
}

function writeRoutes(app: FastifyInstance, deps: SessionRouteDeps) {
  const db = deps.database.db;
  serveRoute(app, sessionsApi.update, { tags }, async (req) => {
    await getOwnedSession(db, req.user.id, req.params.id);
    const row = await updateOwnedSession(db, req.user.id, req.params.id, req.body);
    if (!row) throw notFound('Session');
    return detailOf(db, row);
  });

  serveRoute(app, sessionsApi.remove, { tags }, async (req) => {
    const deleted = await deleteSessions({ ...deps, log: req.log }, req.user.id, [req.params.id].filter(isUuid));
    if (deleted.length === 0) throw notFound('Session');
    return undefined;
  });

  serveRoute(app, sessionsApi.bulkDelete, { tags }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    const deleted = await deleteSessions({ ...deps, log: req.log }, req.user.id, ids);
    return { deleted, notFound: ids.filter((id) => !deleted.includes(id)) };
  });
}

/** Starting an analysis attempt (analysis-start.ts) and regenerating a finished one's report. */
function analysisRoutes(app: FastifyInstance, deps: SessionRouteDeps) {
  const { database } = deps;
  for (const kind of ['start', 'retry', 'rerun'] as const satisfies StartKind[]) {
    serveRoute(app, sessionsApi[kind], { tags }, async (req) => {
      const result = await startAnalysis(database, await deps.getBoss(), {
        userId: req.user.id,
        sessionId: req.params.id,
        kind,
        options: req.body ?? {},
      });
      return { session: toListItem(result.row), chargedCredits: result.chargedCredits, balance: result.balance };
    });
  }

  serveRoute(app, sessionsApi.feedbackRetry, { tags }, async (req) => {
    const row = await getOwnedSession(database.db, req.user.id, req.params.id);
    const updated = await regenerateReport(database.db, deps.getBoss, row, req.body?.reportLanguage);
    return detailOf(database.db, updated);
  });
}

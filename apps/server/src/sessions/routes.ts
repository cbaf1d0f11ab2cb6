import {
  bulkDeleteRequest,
  bulkDeleteResponse,
  creditQuote,
  feedbackRetryRequest,
  latestCompletedResponse,
  progressEvent,
  sessionDetail,
  sessionListQuery,
  sessionListResponse,
  sessionUpdate,
  startAnalysisRequest,
  startAnalysisResponse,
} from '@cuecoach/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { quoteFor } from '../credits/quote.ts';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { CompressedBody } from '../plugins/compressed-body.ts';
import type { ZodApp } from '../plugins/zod-app.ts';
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

const idParams = z.object({ id: z.string() });
const tags = ['sessions'];

/** The session routes: each reads its input, calls the query or service below it and shapes the answer. */
export function sessionRoutes(deps: SessionRouteDeps) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser);
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

function readRoutes(app: ZodApp, deps: SessionRouteDeps) {
  const db = deps.database.db;
  app.get(
    '/sessions',
    { schema: { tags, querystring: sessionListQuery, response: { 200: sessionListResponse } } },
    async (req, reply) => {
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
      const raw = (reply as FastifyReply).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) raw.header('content-encoding', encoding);
      return raw.send(payload);
    },
  );

  app.get(
    '/sessions/latest-completed',
    { schema: { tags, response: { 200: latestCompletedResponse } } },
    async (req) => {
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
    },
  );

  app.get(
    '/sessions/by-upload/:uploadId',
    { schema: { tags, params: z.object({ uploadId: z.string().max(200) }), response: { 200: sessionDetail } } },
    async (req) => {
      await deps.uploadSettled?.(req.params.uploadId, req.user.id);
      const row = await findSessionByUpload(db, req.user.id, req.params.uploadId);
      if (!row) throw notFound('Session');
      return detailOf(db, row);
    },
  );

  app.get('/sessions/:id', { schema: { tags, params: idParams, response: { 200: sessionDetail } } }, async (req) => {
    // Independent reads, asked together.
    const [row, retentionHours, paceLimits] = await Promise.all([
      getOwnedSession(db, req.user.id, req.params.id),
      readRetentionHoursCached(db),
      readPaceLimitsCached(db),
    ]);
    return toDetail(row, retentionHours, paceLimits);
  });

  app.get(
    '/sessions/:id/progress',
    { schema: { tags, params: idParams, response: { 200: progressEvent } } },
    async (req) => toProgressEvent(await getOwnedSession(db, req.user.id, req.params.id)),
  );

  // The stored audio for the transcript player (Range requests, so the browser can seek).
  app.get('/sessions/:id/audio', { schema: { tags, params: idParams, hide: true } }, async (req, reply) =>
    sendSessionAudio(deps.storage, await getOwnedSession(db, req.user.id, req.params.id), req, reply),
  );

  app.get(
    '/sessions/:id/quote',
    { schema: { tags, params: idParams, response: { 200: creditQuote } } },
    async (req) => {
      const row = await getOwnedSession(db, req.user.id, req.params.id);
      return quoteFor(db, req.user.id, row.durationSec ?? 0);
    },
  );
}

function writeRoutes(app: ZodApp, deps: SessionRouteDeps) {
  const db = deps.database.db;
  app.patch(
    '/sessions/:id',
    { schema: { tags, params: idParams, body: sessionUpdate, response: { 200: sessionDetail } } },
    async (req) => {
      await getOwnedSession(db, req.user.id, req.params.id);
      const row = await updateOwnedSession(db, req.user.id, req.params.id, req.body);
      if (!row) throw notFound('Session');
      return detailOf(db, row);
    },
  );

  app.delete('/sessions/:id', { schema: { tags, params: idParams } }, async (req, reply) => {
    const deleted = await deleteSessions({ ...deps, log: req.log }, req.user.id, [req.params.id].filter(isUuid));
    if (deleted.length === 0) throw notFound('Session');
    return reply.status(204).send();
  });

  app.post(
    '/sessions/bulk-delete',
    { schema: { tags, body: bulkDeleteRequest, response: { 200: bulkDeleteResponse } } },
    async (req) => {
      const ids = [...new Set(req.body.ids)];
      const deleted = await deleteSessions({ ...deps, log: req.log }, req.user.id, ids);
      return { deleted, notFound: ids.filter((id) => !deleted.includes(id)) };
    },
  );
}

/** Starting an analysis attempt (analysis-start.ts) and regenerating a finished one's report. */
function analysisRoutes(app: ZodApp, deps: SessionRouteDeps) {
  const { database } = deps;
  for (const kind of ['start', 'retry', 'rerun'] as StartKind[]) {
    app.post(
      `/sessions/:id/${kind}`,
      {
        schema: {
          tags,
          params: idParams,
          body: z.nullish(startAnalysisRequest),
          response: { 200: startAnalysisResponse },
        },
      },
      async (req) => {
        const result = await startAnalysis(database, await deps.getBoss(), {
          userId: req.user.id,
          sessionId: req.params.id,
          kind,
          options: req.body ?? {},
        });
        return { session: toListItem(result.row), chargedCredits: result.chargedCredits, balance: result.balance };
      },
    );
  }

  app.post(
    '/sessions/:id/feedback/retry',
    {
      schema: { tags, params: idParams, body: z.nullish(feedbackRetryRequest), response: { 200: sessionDetail } },
    },
    async (req) => {
      const row = await getOwnedSession(database.db, req.user.id, req.params.id);
      const updated = await regenerateReport(database.db, deps.getBoss, row, req.body?.reportLanguage);
      return detailOf(database.db, updated);
    },
  );
}

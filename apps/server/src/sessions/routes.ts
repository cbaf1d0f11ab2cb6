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
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { quoteFor } from '../credits/quote.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { enqueue } from '../jobs/boss.ts';
import { storedReportLanguage } from '../jobs/feedback.ts';
import { FEEDBACK_QUEUE, type FeedbackJobData } from '../jobs/queues.ts';
import { readPaceLimits } from '../settings/service-limits.ts';
import type { Storage } from '../storage/storage.ts';
import { type StartKind, startAnalysis } from './analysis-start.ts';
import { deleteSessions } from './delete.ts';
import { listSessions } from './list-query.ts';
import { getOwnedSession, isUuid } from './repository.ts';
import { readRetentionHours } from './retention.ts';
import { toDetail, toListItem, toProgressEvent } from './serialize.ts';

export interface SessionRouteDeps {
  database: Database;
  storage: Storage;
  /** The process's pg-boss; fetch it before opening a transaction that sends a job. */
  getBoss(): Promise<PgBoss>;
  /** Waits for (or finishes) an upload still being checked/stored (see uploads/tus-routes.ts). */
  uploadSettled?: (uploadId: string, userId: string) => Promise<void>;
}

const idParams = z.object({ id: z.string() });
const tags = ['sessions'];

export function sessionRoutes(deps: SessionRouteDeps) {
  const { database } = deps;
  const db = database.db;
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser);
    app.get(
      '/sessions',
      { schema: { tags, querystring: sessionListQuery, response: { 200: sessionListResponse } } },
      async (req) => {
        const { rows, total } = await listSessions(db, req.user.id, req.query);
        return { items: rows.map(toListItem), total, page: req.query.page, pageSize: req.query.pageSize };
      },
    );

    app.get(
      '/sessions/latest-completed',
      { schema: { tags, response: { 200: latestCompletedResponse } } },
      async (req) => {
        const [row] = await db
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, req.user.id), eq(sessions.status, 'completed')))
          .orderBy(desc(sessions.completedAt))
          .limit(1);
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
        const [row] = await db
          .select()
          .from(sessions)
          .where(and(eq(sessions.uploadId, req.params.uploadId), eq(sessions.userId, req.user.id)))
          .limit(1);
        if (!row) throw notFound('Session');
        return toDetail(row, await readRetentionHours(db), await readPaceLimits(db));
      },
    );

    app.get('/sessions/:id', { schema: { tags, params: idParams, response: { 200: sessionDetail } } }, async (req) => {
      // Independent reads, asked together.
      const [row, retentionHours, paceLimits] = await Promise.all([
        getOwnedSession(db, req.user.id, req.params.id),
        readRetentionHours(db),
        readPaceLimits(db),
      ]);
      return toDetail(row, retentionHours, paceLimits);
    });

    app.patch(
      '/sessions/:id',
      { schema: { tags, params: idParams, body: sessionUpdate, response: { 200: sessionDetail } } },
      async (req) => {
        await getOwnedSession(db, req.user.id, req.params.id);
        const [row] = await db
          .update(sessions)
          .set({ ...req.body, updatedAt: new Date() })
          .where(and(eq(sessions.id, req.params.id), eq(sessions.userId, req.user.id)))
          .returning();
        if (!row) throw notFound('Session');
        return toDetail(row, await readRetentionHours(db), await readPaceLimits(db));
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

    for (const kind of ['start', 'retry', 'rerun'] as StartKind[]) {
      app.post(
        `/sessions/:id/${kind}`,
        {
          schema: {
            tags,
            params: idParams,
            body: startAnalysisRequest.default({}),
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
        schema: {
          tags,
          params: idParams,
          body: feedbackRetryRequest.default({}),
          response: { 200: sessionDetail },
        },
      },
      async (req) => {
        const row = await getOwnedSession(db, req.user.id, req.params.id);
        // Switching the report language regenerates it in that language (the old report stays until the new one
        // is ready); a plain regenerate keeps the language the report is already in.
        const reportLanguage = req.body?.reportLanguage ?? storedReportLanguage(row);
        if (row.status !== 'completed' || !row.metrics || row.feedbackState === 'generating') {
          throw new AppError(
            409,
            'feedback_not_retryable',
            'The report can be regenerated only for a completed analysis.',
            {
              status: row.status,
              feedbackState: row.feedbackState,
            },
          );
        }
        // Free: the analysis was paid for; only the report is generated again. The old report stays until then.
        const boss = await deps.getBoss();
        const updated = await db.transaction(async (tx) => {
          const [u] = await tx
            .update(sessions)
            .set({ feedbackState: 'generating', feedbackError: null, updatedAt: new Date() })
            .where(and(eq(sessions.id, row.id), eq(sessions.feedbackState, row.feedbackState)))
            .returning();
          if (!u) throw new AppError(409, 'feedback_not_retryable', 'The report is already being generated.');
          const data: FeedbackJobData = { sessionId: row.id, round: Date.now(), reportLanguage };
          await enqueue(boss, tx, FEEDBACK_QUEUE, data);
          return u;
        });
        return toDetail(updated, await readRetentionHours(db), await readPaceLimits(db));
      },
    );

    app.get(
      '/sessions/:id/progress',
      { schema: { tags, params: idParams, response: { 200: progressEvent } } },
      async (req) => {
        return toProgressEvent(await getOwnedSession(db, req.user.id, req.params.id));
      },
    );

    // The stored audio for the transcript player, with Range support so the browser can seek. Gone once the
    // retention window has removed the original.
    app.get('/sessions/:id/audio', { schema: { tags, params: idParams, hide: true } }, async (req, reply) => {
      const row = await getOwnedSession(db, req.user.id, req.params.id);
      const key = row.storagePath;
      const size = key && !row.originalDeletedAt ? await deps.storage.size(key) : null;
      if (!key || size === null) {
        throw new AppError(410, 'original_deleted', 'The recording was deleted after the retention period.');
      }
      const type = audioTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', type)
        .header('cache-control', 'private, max-age=300');
      const range = parseRange(req.headers.range, size);
      if (range === 'invalid') {
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      }
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('content-length', range.end - range.start + 1);
        return reply.send(deps.storage.openRead(key, range));
      }
      reply.header('content-length', size);
      return reply.send(deps.storage.openRead(key));
    });

    app.get(
      '/sessions/:id/quote',
      { schema: { tags, params: idParams, response: { 200: creditQuote } } },
      async (req) => {
        const row = await getOwnedSession(db, req.user.id, req.params.id);
        return quoteFor(db, req.user.id, row.durationSec ?? 0);
      },
    );
  };
}

const audioTypes: Record<string, string> = { m4a: 'audio/mp4', mp3: 'audio/mpeg', wav: 'audio/wav' };

/** One `bytes=start-end` range (what media elements send); anything else gets the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  const start = a === '' ? Math.max(0, size - Number(b)) : Number(a);
  const end = a === '' || b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

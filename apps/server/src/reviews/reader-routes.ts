import { markNoticesRead, reviewNotices, reviewSession, sharedWithMe } from '@cuecoach/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import type { DbOrTx } from '../db/client.ts';
import { reviewGrants, reviewShares, sessions } from '../db/schema/index.ts';
import { sendSessionAudio } from '../sessions/audio.ts';
import { toDetail, toListItem } from '../sessions/serialize.ts';
import { readRetentionHoursCached } from '../settings/retention.ts';
import { readPaceLimitsCached } from '../settings/service-limits.ts';
import { displayNames, liveGrant, sessionAccess } from './access.ts';
import { openThreadCounts } from './comment-service.ts';
import { listNotices, markNoticesRead as markRead } from './notices.ts';
import type { ReviewsDeps } from './plugin.ts';

const tags = ['reviews'];
const idParams = z.object({ id: z.string() });

/** What a reviewer reads: the shared session (read-only), its audio while it exists, "shared with me", notices. */
export function readerRoutes(deps: ReviewsDeps) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const db = deps.database.db;
    app.addHook('preHandler', requireUser);

    app.get(
      '/reviews/sessions/:id',
      { schema: { tags, params: idParams, response: { 200: reviewSession } } },
      async (req) => {
        const { row, role } = await sessionAccess(db, req.user.id, req.params.id);
        const [retentionHours, paceLimits, names] = await Promise.all([
          readRetentionHoursCached(db),
          readPaceLimitsCached(db),
          displayNames(db, [row.userId]),
        ]);
        const detail = toDetail(row, retentionHours, paceLimits);
        // A reviewer reads the class, not the instructor's account: no credits, no file name, no error internals.
        const session =
          role === 'owner'
            ? detail
            : {
                ...detail,
                chargedCredits: 0,
                errorMessage: null,
                timingsMs: null,
                feedback: { ...detail.feedback, errorMessage: null },
              };
        return {
          role,
          instructor: { name: names.get(row.userId)?.name ?? '' },
          session,
          audioAvailable: detail.retention.hasOriginal,
        };
      },
    );

    app.get('/reviews/sessions/:id/audio', { schema: { tags, params: idParams, hide: true } }, async (req, reply) => {
      const { row } = await sessionAccess(db, req.user.id, req.params.id);
      return sendSessionAudio(deps.storage, row, req, reply);
    });

    app.get('/reviews/shared-with-me', { schema: { tags, response: { 200: sharedWithMe } } }, async (req) =>
      sharedWith(db, req.user.id),
    );

    app.get('/reviews/notices', { schema: { tags, response: { 200: reviewNotices } } }, async (req) =>
      listNotices(db, req.user.id),
    );

    app.post('/reviews/notices/read', { schema: { tags, body: markNoticesRead } }, async (req, reply) => {
      await markRead(db, req.user.id, req.body.ids);
      return reply.status(204).send();
    });
  };
}

/** Every session shared with the reader and still open to them, grouped by instructor, newest first. */
async function sharedWith(db: DbOrTx, userId: string) {
  const rows = await db
    .selectDistinctOn([sessions.id], { session: sessions })
    .from(reviewGrants)
    .innerJoin(reviewShares, eq(reviewShares.id, reviewGrants.shareId))
    .innerJoin(sessions, eq(sessions.id, reviewGrants.sessionId))
    .where(and(eq(reviewGrants.reviewerId, userId), liveGrant))
    .orderBy(sessions.id, desc(sessions.createdAt));
  const list = rows.map((r) => r.session).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const [names, open] = await Promise.all([
    displayNames(
      db,
      list.map((s) => s.userId),
    ),
    openThreadCounts(
      db,
      list.map((s) => s.id),
    ),
  ]);
  const byInstructor = new Map<string, typeof list>();
  for (const s of list) byInstructor.set(s.userId, [...(byInstructor.get(s.userId) ?? []), s]);
  return {
    instructors: [...byInstructor.entries()].map(([instructorId, items]) => ({
      instructorId,
      name: names.get(instructorId)?.name ?? '',
      sessions: items.map((s) => {
        const item = toListItem(s);
        return {
          id: s.id,
          title: s.title,
          status: item.status,
          recordedOn: item.recordedOn,
          createdAt: item.createdAt,
          scores: item.scores,
          openThreads: open.get(s.id) ?? 0,
        };
      }),
    })),
  };
}

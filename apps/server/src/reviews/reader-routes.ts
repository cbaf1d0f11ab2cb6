import { reviewsApi } from '@cuecoach/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { reviewGrants, reviewShares, sessions } from '../db/schema/index.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { sendSessionAudio } from '../sessions/audio.ts';
import { toDetail, toListItem } from '../sessions/serialize.ts';
import { readRetentionHoursCached } from '../settings/retention.ts';
import { readPaceLimitsCached } from '../settings/service-limits.ts';
import { displayNames, liveGrant, sessionAccess } from './access.ts';
import { openThreadCounts } from './comment-service.ts';
import { listNotices, markNoticesRead as markRead } from './notices.ts';
import type { ReviewsDeps } from './plugin.ts';

const tags = ['reviews'];

/** What a reviewer reads: the shared session (read-only), its audio while it exists, "shared with me", notices. */
export function readerRoutes(deps: ReviewsDeps) {
  return async function routes(app: FastifyInstance) {
    const db = deps.database.db;

    serveRoute(app, reviewsApi.session, { tags }, async (req) => {
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
    });

    serveRoute(app, reviewsApi.audio, { tags, hide: true }, async (req, reply) => {
      const { row } = await sessionAccess(db, req.user.id, req.params.id);
      return sendSessionAudio(deps.storage, row, req, reply);
    });

    serveRoute(app, reviewsApi.sharedWithMe, { tags }, async (req) => sharedWith(db, req.user.id));

    serveRoute(app, reviewsApi.notices, { tags }, async (req) => listNotices(db, req.user.id));

    serveRoute(app, reviewsApi.markRead, { tags }, async (req) => {
      await markRead(db, req.user.id, req.body.ids);
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

import type { ServerResponse } from 'node:http';
import { sessionsApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { loadUser } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import type { SessionRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { openStreams } from '../observability/metrics.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { SessionChangeFeed } from './change-feed.ts';
import { getOwnedSession } from './repository.ts';
import { toProgressEvent } from './serialize.ts';

export interface StreamLimits {
  /** Progress streams one user may hold open at once (tabs × sessions); more are refused with 429. */
  perUser: number;
  /** Progress streams the process holds open at once, all users together. */
  total: number;
}

/** Sent before the server ends a stream because it is stopping; the web reconnects after `retryMs`. */
export const RECONNECT_EVENT = 'reconnect';
const reconnectAfterMs = 2000;
const keepAliveMs = 15_000;

const settled = (row: SessionRow) =>
  (row.status === 'completed' && row.feedbackState !== 'generating') || row.status === 'failed';

/** One serialisation per row read, however many streams watch that session. */
const payloads = new WeakMap<SessionRow, string>();
function payloadOf(row: SessionRow): string {
  let payload = payloads.get(row);
  if (payload === undefined) {
    payload = JSON.stringify(toProgressEvent(row));
    payloads.set(row, payload);
  }
  return payload;
}

interface OpenStream {
  userId: string;
  res: ServerResponse;
  end(final?: string): void;
  /** Whether the session that opened the stream is still signed in (and its account active). */
  signedIn(): Promise<boolean>;
}

/** Sent before a stream is ended because its session was signed out (or the account suspended). */
const signedOutEvent = 'event: signed-out\ndata: {}\n\n';

/**
 * `GET /api/sessions/:id/events`: server-sent progress events (one `progress` event per change) until the session
 * settles (completed with its report settled, or failed), is deleted (`deleted`), or the server stops
 * (`reconnect`). Changes come from one SessionChangeFeed for the whole process, so an open stream costs no query
 * of its own; the number of open streams is capped per user and in total (docs/security.md "Live streams").
 *
 * Longer than the other route functions (≈ 90 lines) on purpose: the open-stream set, the per-user counts, the
 * keep-alive timer and the shutdown hook share one closure, and each stream's cleanup must undo exactly what its
 * opening did; split apart, that bookkeeping would have to be passed around and could drift.
 */
export function sessionEventRoutes(deps: { database: Database; limits: StreamLimits }) {
  return async function routes(app: FastifyInstance) {
    const feed = new SessionChangeFeed(deps.database, app.log);
    const open = new Set<OpenStream>();
    const perUser = new Map<string, number>();
    let shuttingDown = false;

    // Each tick also asks whether the stream's session still exists: a stream of a signed-out session ends even when
    // its analysis has nothing more to say.
    const keepAlive = setInterval(() => {
      for (const stream of open) {
        void stream.signedIn().then((yes) => {
          if (yes) stream.res.write(': keep-alive\n\n');
          else stream.end(signedOutEvent);
        });
      }
    }, keepAliveMs);
    keepAlive.unref();

    // Open streams end at once when the server stops, each with a last event telling the web to reconnect, so
    // closing does not wait for analyses to settle and no client is left hanging on a dead connection.
    app.addHook('preClose', async () => {
      shuttingDown = true;
      clearInterval(keepAlive);
      const data = JSON.stringify({ retryMs: reconnectAfterMs });
      for (const stream of [...open]) stream.end(`event: ${RECONNECT_EVENT}\ndata: ${data}\n\n`);
      await feed.close();
    });

    serveRoute(app, sessionsApi.events, { tags: ['sessions'] }, async (req, reply) => {
      const userId = req.user.id;
      const first = await getOwnedSession(deps.database.db, userId, req.params.id);
      if (shuttingDown) {
        throw new AppError(503, 'server_stopping', 'The server is restarting; try again in a moment.');
      }
      const mine = perUser.get(userId) ?? 0;
      if (mine >= deps.limits.perUser || open.size >= deps.limits.total) {
        // The web falls back to polling when a stream is refused.
        throw new AppError(429, 'too_many_streams', 'Too many live progress connections are open.', {
          max: mine >= deps.limits.perUser ? deps.limits.perUser : deps.limits.total,
        });
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${reconnectAfterMs}\n\n`);

      let last = '';
      let unwatch = () => {};
      let ended = false;
      const stream: OpenStream = {
        userId,
        res,
        // The process's session cache: forgotten at once on sign-out (any scope) or suspension here, within its
        // 5 s elsewhere. No event is delivered to a session that has been signed out.
        async signedIn() {
          const user = await loadUser(req).catch(() => null);
          return (
            user !== null && user.id === userId && user.status !== 'suspended' && user.status !== 'deletion_requested'
          );
        },
        end(final) {
          if (ended) return;
          ended = true;
          unwatch();
          open.delete(stream);
          openStreams.dec();
          const left = (perUser.get(userId) ?? 1) - 1;
          if (left > 0) perUser.set(userId, left);
          else perUser.delete(userId);
          if (res.writableEnded || res.destroyed) return;
          if (final) res.write(final);
          // While stopping, the connection closes with the stream so the server's close does not wait for it.
          res.end(shuttingDown ? () => res.socket?.destroy() : undefined);
        },
      };
      open.add(stream);
      openStreams.inc();
      perUser.set(userId, mine + 1);
      req.raw.on('close', () => stream.end());

      const deliver = async (row: SessionRow | null) => {
        if (ended) return;
        if (!(await stream.signedIn())) {
          stream.end(signedOutEvent);
          return;
        }
        if (ended) return;
        if (!row) {
          stream.end('event: deleted\ndata: {}\n\n');
          return;
        }
        const payload = payloadOf(row);
        if (payload !== last) {
          last = payload;
          res.write(`event: progress\ndata: ${payload}\n\n`);
        }
        if (settled(row)) stream.end();
      };
      // Rows are delivered one after another, in the order the feed gave them, each after the session check.
      let queue = Promise.resolve();
      const onRow = (row: SessionRow | null) => {
        queue = queue.then(() => deliver(row)).catch((err) => app.log.warn({ err }, 'progress stream delivery failed'));
      };
      onRow(first);
      await queue;
      if (!ended) unwatch = feed.watch(first.id, onRow);
    });
  };
}

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** NOTIFY channel: a user's sessions or access changed (payload: the user id, or `*` for everyone). */
export const userAccessChannel = 'cuecoach_user_access';
const everyone = '*';

/**
 * Makes a session cache forget across API processes at once: each `forgetUser` / `forgetAll` of this process is
 * also sent on `cuecoach_user_access`, and every process (this one too) forgets on hearing it, over the LISTEN
 * connection the process already has (db/notifications.ts). A suspension, demotion, sign-out or revocation made
 * through one replica then holds on the others within a notification's delay instead of the cache's 5 s. While the
 * LISTEN connection is down the cache's own 5 s still bound the staleness, and everything is forgotten when it is
 * back (notifications may have been missed meanwhile).
 */
export function syncSessionCache(cache: SessionCache, database: Database, log: FastifyBaseLogger): () => void {
  const publish = (payload: string) => {
    database.db.execute(sql`select pg_notify(${userAccessChannel}, ${payload})`).catch((err: unknown) => {
      log.warn({ err }, 'could not tell the other API processes to forget a session');
    });
  };
  cache.onForget((userId) => publish(userId ?? everyone));
  return database.notifications.listen(userAccessChannel, {
    notify: (payload) => (payload === everyone ? cache.forgetAllLocally() : cache.forgetUserLocally(payload)),
    listening: (on) => {
      if (on) cache.forgetAllLocally();
    },
  });
}

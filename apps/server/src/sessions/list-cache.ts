import type { FastifyBaseLogger } from 'fastify';
import type { Notifications } from '../db/notifications.ts';
import { ExpiringMap } from '../expiring-map.ts';

/** The channel the `sessions` trigger notifies with the owner's id on every change (drizzle/0011); '*' is all. */
export const sessionOwnerChannel = 'cuecoach_session_owner';
const everyone = '*';
const maxGenerations = 10_000;

/** Taken before a read; the read's result is kept only if nothing of the user changed meanwhile. */
export interface ReadTicket {
  userId: string;
  epoch: number;
  generation: number;
}

/**
 * Pages of each user's sessions list, kept in this process until one of the user's sessions changes
 * (docs/sessions.md "List cache"). Without it, a page was a database round trip each time, and under load that
 * round trip — not the query, which takes under a millisecond — was the list's whole tail.
 *
 * Why it cannot show a stale list:
 * - Every change to a session, by any process, notifies the owner's id (drizzle/0011); PostgreSQL sends it after
 *   the change is visible, and the user's pages are dropped on arrival.
 * - A read that overlaps a change is not kept: `begin` takes the user's generation and `keep` compares it again.
 * - Nothing is kept or served while notifications are not arriving (before LISTEN is in place, and from a lost
 *   connection until LISTEN is back), and everything is dropped on each of those transitions.
 * - A user's own write drops the user's pages before its response is sent (`forgetUser`, a hook in routes.ts),
 *   so the next list after a change the user made never waits for the notification.
 * Entries also expire after `ttlMs`, and at most `maxEntries` are kept (the oldest go first).
 */
export class SessionListCache<T> {
  private readonly entries: ExpiringMap<T>;
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private enabled = false;

  constructor(opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.entries = new ExpiringMap({ ttlMs: opts.ttlMs ?? 60_000, maxEntries: opts.maxEntries ?? 2000, now: opts.now });
  }

  /** Follows the owner channel; returns the function that stops following it. */
  follow(notifications: Notifications, log: FastifyBaseLogger): () => void {
    return notifications.listen(sessionOwnerChannel, {
      notify: (userId) => (userId === everyone ? this.forgetAll() : this.forgetUser(userId)),
      listening: (on, err) => {
        if (!on) log.debug({ err }, 'sessions list cache paused until notifications are back');
        this.setEnabled(on);
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(userId: string, key: string): T | undefined {
    return this.enabled ? this.entries.get(entryId(userId, key)) : undefined;
  }

  begin(userId: string): ReadTicket {
    return { userId, epoch: this.epoch, generation: this.generations.get(userId) ?? 0 };
  }

  keep(ticket: ReadTicket, key: string, value: T): void {
    if (!this.enabled || ticket.epoch !== this.epoch) return;
    if ((this.generations.get(ticket.userId) ?? 0) !== ticket.generation) return;
    this.entries.set(entryId(ticket.userId, key), value);
  }

  forgetUser(userId: string): void {
    // The counters only matter to reads in flight; past a bound, a new epoch stands in for all of them.
    if (this.generations.size >= maxGenerations) {
      this.forgetAll();
      return;
    }
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    const prefix = entryId(userId, '');
    this.entries.deleteWhere((id) => id.startsWith(prefix));
  }

  forgetAll(): void {
    this.epoch += 1;
    this.entries.clear();
    // Every generation is superseded by the new epoch, so the per-user counters can start again.
    this.generations.clear();
  }

  setEnabled(on: boolean): void {
    this.enabled = on;
    this.forgetAll();
  }
}

function entryId(userId: string, key: string): string {
  return `${userId}\u0000${key}`;
}

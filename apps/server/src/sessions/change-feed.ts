import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { type SessionRow, sessions } from '../db/schema/index.ts';

/** Called with the session's current row, or null once it is deleted. */
export type SessionListener = (row: SessionRow | null) => void;

/**
 * One source of session changes for every open progress stream of the process (docs/security.md "Live streams"),
 * instead of one query per stream per second:
 * - PostgreSQL: LISTEN on the channel the `sessions` trigger notifies (drizzle/0007), whichever process changed
 *   the row; a changed id is read once, however many streams watch it. A slow full re-read covers notifications
 *   lost while the listening connection was down.
 * - PGlite (one process): one poller that reads every watched session in a single query each interval.
 */
export class SessionChangeFeed {
  private readonly watchers = new Map<string, Set<SessionListener>>();
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => void) | null = null;
  private pending = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private reading: Promise<void> = Promise.resolve();

  private readonly database: Database;
  private readonly log: FastifyBaseLogger;
  private readonly opts: { pollMs: number; safetyPollMs: number };

  constructor(
    database: Database,
    log: FastifyBaseLogger,
    opts: { pollMs: number; safetyPollMs: number } = { pollMs: 1000, safetyPollMs: 30_000 },
  ) {
    this.database = database;
    this.log = log;
    this.opts = opts;
  }

  watch(sessionId: string, listener: SessionListener): () => void {
    let set = this.watchers.get(sessionId);
    if (!set) {
      set = new Set();
      this.watchers.set(sessionId, set);
    }
    set.add(listener);
    this.ensureRunning();
    return () => {
      const current = this.watchers.get(sessionId);
      current?.delete(listener);
      if (current?.size === 0) this.watchers.delete(sessionId);
    };
  }

  get watchedSessions(): number {
    return this.watchers.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.timer = null;
    this.unlisten?.();
    this.unlisten = null;
    await this.reading;
  }

  private ensureRunning(): void {
    if (this.closed || this.timer) return;
    const push = this.database.kind === 'postgres';
    this.timer = setInterval(
      () => this.read([...this.watchers.keys()]),
      push ? this.opts.safetyPollMs : this.opts.pollMs,
    );
    this.timer.unref();
    if (push) this.listen();
  }

  private listen(): void {
    // The first `listening(true)` only says LISTEN is in place; later ones follow a lost connection, and whatever
    // changed while it was down is read again.
    let connectedBefore = false;
    this.unlisten = this.database.notifications.listen('cuecoach_session_change', {
      notify: (id) => {
        if (this.watchers.has(id)) this.schedule(id);
      },
      listening: (on, err) => {
        if (!on) {
          // The connection's loss is logged once at info by the LISTEN connection itself (db/notifications.ts).
          this.log.debug({ err }, 'session change listener lost its connection; reconnecting');
          return;
        }
        if (connectedBefore) this.read([...this.watchers.keys()]);
        connectedBefore = true;
      },
    });
  }

  /** Notifications arriving together are read together. */
  private schedule(id: string): void {
    this.pending.add(id);
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      const ids = [...this.pending];
      this.pending.clear();
      this.read(ids);
    }, 20);
    this.flushTimer.unref();
  }

  private read(ids: string[]): void {
    if (ids.length === 0 || this.closed) return;
    this.reading = this.reading.then(async () => {
      if (this.closed) return;
      try {
        const rows = await this.database.db.select().from(sessions).where(inArray(sessions.id, ids));
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const id of ids) {
          const row = byId.get(id) ?? null;
          for (const listener of this.watchers.get(id) ?? []) listener(row);
        }
      } catch (err) {
        this.log.warn({ err }, 'session change read failed');
      }
    });
  }
}

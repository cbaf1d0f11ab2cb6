import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber to a NOTIFY channel is told. */
export interface ChannelHandlers {
  /** One notification on the channel, with its payload. */
  notify(payload: string): void;
  /**
   * true once notifications on the channel are arriving; false when the connection that receives them was lost
   * (`err` says why). Between a false and the next true, notifications may have been missed: whatever a subscriber
   * derived from them must be re-read once it is true again.
   */
  listening(on: boolean, err?: unknown): void;
}

/** LISTEN for one process: subscribers share one connection, whichever channels they name. */
export interface Notifications {
  /** Subscribes until the returned function is called. Channel names are lowercase identifiers. */
  listen(channel: string, handlers: ChannelHandlers): () => void;
  close(): Promise<void>;
}

/** Where the LISTEN connection reports its state changes (pino's `info`/`warn`). */
export interface NotificationsLog {
  info(obj: object, msg: string): void;
}

const channelName = /^[a-z_][a-z0-9_]*$/;
const reconnectMs = 1000;

function checkChannel(channel: string): void {
  if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * PostgreSQL: one dedicated client (LISTEN holds its connection, so it cannot come from the pool), opened with the
 * first subscription. When it fails, every subscriber hears `listening(false)`; a new client is opened a second
 * later, listens to every channel again, and then every subscriber hears `listening(true)`.
 */
export class PgNotifications implements Notifications {
  private readonly channels = new Map<string, Set<ChannelHandlers>>();
  private client: pg.Client | null = null;
  private ready = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly url: string;
  private readonly log: NotificationsLog | undefined;
  /** Whether the last state change logged was "connected", so each change is one line, not one per retry. */
  private loggedUp: boolean | null = null;

  constructor(url: string, log?: NotificationsLog) {
    this.url = url;
    this.log = log;
  }

  private logState(up: boolean, err?: unknown): void {
    if (this.loggedUp === up) return;
    this.loggedUp = up;
    const reason = err instanceof Error ? err.message : undefined;
    if (up)
      this.log?.info({ event: 'db.listen_connected', channels: [...this.channels.keys()] }, 'LISTEN connection up');
    else this.log?.info({ event: 'db.listen_lost', reason }, 'LISTEN connection lost; reconnecting every second');
  }

  listen(channel: string, handlers: ChannelHandlers): () => void {
    checkChannel(channel);
    let set = this.channels.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(handlers);
    if (this.ready && this.client) {
      const client = this.client;
      if (isNew) {
        client.query(`LISTEN ${channel}`).then(
          () => this.client === client && this.ready && handlers.listening(true),
          (err) => client.emit('error', err),
        );
      } else handlers.listening(true);
    } else this.connect();
    return () => {
      const current = this.channels.get(channel);
      current?.delete(handlers);
      if (current?.size === 0) this.channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.ready = false;
    await client?.end().catch(() => {});
  }

  private connect(): void {
    if (this.closed || this.client || this.retry) return;
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (msg) => {
      for (const handlers of this.channels.get(msg.channel) ?? []) handlers.notify(msg.payload ?? '');
    });
    client.on('error', (err) => this.lost(client, err));
    client
      .connect()
      .then(async () => {
        for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
        if (this.client !== client) return;
        this.ready = true;
        this.logState(true);
        for (const set of this.channels.values()) for (const handlers of set) handlers.listening(true);
      })
      .catch((err) => this.lost(client, err));
  }

  private lost(client: pg.Client, err: unknown): void {
    client.end().catch(() => {});
    if (this.client !== client) return;
    const wasReady = this.ready;
    this.client = null;
    this.ready = false;
    if (this.closed) return;
    this.logState(false, err);
    for (const set of this.channels.values()) for (const handlers of set) if (wasReady) handlers.listening(false, err);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect();
    }, reconnectMs);
    this.retry.unref();
  }
}

/**
 * PGlite: one process holds the database, and PGlite delivers a notification as the statement that committed it
 * returns, so nothing can be missed.
 */
export class PgliteNotifications implements Notifications {
  private readonly client: PGlite;
  private closed = false;

  constructor(client: PGlite) {
    this.client = client;
  }

  listen(channel: string, handlers: ChannelHandlers): () => void {
    checkChannel(channel);
    let stopped = false;
    const unlisten = this.client.listen(channel, (payload) => {
      if (!stopped) handlers.notify(payload);
    });
    unlisten.then(
      () => !stopped && handlers.listening(true),
      (err) => handlers.listening(false, err),
    );
    return () => {
      stopped = true;
      void unlisten.then((stop) => (this.closed || this.client.closed ? undefined : stop())).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

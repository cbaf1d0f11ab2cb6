import { createHash } from 'node:crypto';
import { ExpiringMap } from '../expiring-map.ts';
import type { AuthUser } from './auth-user.ts';

/** How long a looked-up session is trusted without asking the database again (docs/security.md#session-cache). */
export const sessionCacheMs = 5_000;
const maxEntries = 10_000;

/** better-auth's session cookies (`cuecoach.session_token`, `__Secure-cuecoach.session_token`), as sent. */
export function sessionCookieKey(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const tokens = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^(__Secure-)?cuecoach\.session_(token|data)=/.test(part))
    .sort();
  if (tokens.length === 0) return null;
  // A hash, so the cache never holds a usable token.
  return createHash('sha256').update(tokens.join(';')).digest('base64url');
}

/**
 * Per-process memory of recent session lookups, keyed by a hash of the session cookie: a burst of requests from
 * one browser costs one database lookup every few seconds instead of one each. Sign-out, revocation, role,
 * status and e-mail changes made through this process forget the user's entries at once; another process
 * notices within `sessionCacheMs` (why that is acceptable: docs/security.md#session-cache).
 */
export class SessionCache {
  private readonly entries: ExpiringMap<AuthUser>;
  /** Told of every forget made by this process (session-cache-sync.ts passes it on to the other processes). */
  private forgotten: (userId: string | null) => void = () => {};

  constructor(ttlMs = sessionCacheMs, now: () => number = Date.now) {
    this.entries = new ExpiringMap({ ttlMs, maxEntries, now });
  }

  get(key: string): AuthUser | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, user: AuthUser): void {
    this.entries.set(key, user);
  }

  onForget(listener: (userId: string | null) => void): void {
    this.forgotten = listener;
  }

  /** Forgets the user's entries here and, through `onForget`, in every other process. */
  forgetUser(userId: string): void {
    this.forgetUserLocally(userId);
    this.forgotten(userId);
  }

  forgetAll(): void {
    this.forgetAllLocally();
    this.forgotten(null);
  }

  forgetUserLocally(userId: string): void {
    this.entries.deleteWhere((_, user) => user.id === userId);
  }

  forgetAllLocally(): void {
    this.entries.clear();
  }
}

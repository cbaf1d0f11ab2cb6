import { createHash } from 'node:crypto';
import type { AuthUser } from './auth-user.ts';

/** How long a looked-up session is trusted without asking the database again (docs/security.md#session-cache). */
export const sessionCacheMs = 5_000;
const maxEntries = 10_000;

interface Entry {
  user: AuthUser;
  until: number;
}

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
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(ttlMs = sessionCacheMs, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(key: string): AuthUser | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.user;
  }

  set(key: string, user: AuthUser): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= maxEntries) {
      // Oldest first (insertion order): a flood of distinct cookies cannot grow memory without bound.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { user, until: this.now() + this.ttlMs });
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  forgetAll(): void {
    this.entries.clear();
  }
}

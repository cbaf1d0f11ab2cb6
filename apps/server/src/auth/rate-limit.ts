/**
 * Fixed-window counters per key (e.g. `send:email:a@b.c`, `send:ip:1.2.3.4`). In memory: enough for the one API
 * process this product runs; several API replicas would each count separately (see docs/accounts.md).
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one hit; returns how long to wait when the key is over its limit. */
  hit(
    key: string,
    limit: number,
    windowSec: number,
    now = Date.now(),
  ): { ok: true } | { ok: false; retryAfterSec: number } {
    if (this.windows.size > 10_000) this.prune(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSec * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit) return { ok: false, retryAfterSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    return { ok: true };
  }

  /** Counts up to `wanted` hits at once; returns how many fitted under the limit (0 when the key is used up). */
  take(key: string, wanted: number, limit: number, windowSec: number, now = Date.now()): number {
    if (this.windows.size > 10_000) this.prune(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSec * 1000 };
      this.windows.set(key, w);
    }
    const granted = Math.max(0, Math.min(wanted, limit - w.count));
    w.count += granted;
    return granted;
  }

  /** Whether the key is over its limit, without counting a hit. */
  peek(key: string, limit: number, now = Date.now()): { ok: true } | { ok: false; retryAfterSec: number } {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now || w.count < limit) return { ok: true };
    return { ok: false, retryAfterSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Per e-mail and per IP, on sending and on verifying: a code can be neither sprayed at many addresses nor guessed
 * by trying many. Windows are 15 minutes. The per-IP limits
 * are configurable (AUTH_SEND_LIMIT_PER_IP, AUTH_VERIFY_LIMIT_PER_IP): many people behind one office NAT, or a
 * browser-test run signing up dozens of users from 127.0.0.1, need more; these are the defaults.
 */
export const authRateLimits = {
  windowSec: 15 * 60,
  sendPerEmail: 5,
  verifyPerEmail: 20,
} as const;

/**
 * How many seconds of audio each account's live checks may still run ahead of real time. A check takes the
 * account's whole allowance when it starts and gives back what it did not use when it ends; meanwhile the allowance
 * refills at one second per second, up to the burst. So ending a check and opening the next does not bring a fresh
 * burst: over any stretch of time, an account's checks get at most that stretch's audio plus one burst.
 */
export class AheadAllowance {
  private readonly burst: number;
  private readonly left = new Map<string, { seconds: number; at: number }>();

  constructor(burstSeconds: number) {
    this.burst = burstSeconds;
  }

  take(userId: string, now = performance.now()): number {
    const entry = this.left.get(userId);
    this.left.delete(userId);
    return entry ? this.refilled(entry, now) : this.burst;
  }

  giveBack(userId: string, seconds: number, now = performance.now()): void {
    const entry = this.left.get(userId);
    // Another check of the account gave back first: keep the larger of the two (the allowance is not additive).
    const value = Math.max(0, seconds, entry ? this.refilled(entry, now) : 0);
    if (value >= this.burst) this.left.delete(userId);
    else this.left.set(userId, { seconds: value, at: now });
    if (this.left.size > 10_000) {
      for (const [key, e] of this.left) if (this.refilled(e, now) >= this.burst) this.left.delete(key);
    }
  }

  private refilled(entry: { seconds: number; at: number }, now: number): number {
    return Math.min(this.burst, entry.seconds + (now - entry.at) / 1000);
  }
}

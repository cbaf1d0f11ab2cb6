import { z } from 'zod/mini';

/**
 * The one credit cost rule (server: apps/server/src/credits/cost-rule.ts). The spec's texts disagree; the
 * rule used is "creditsPerMinute per started minute, at least minimumCredits", defaults 1 and 5
 * (1 min = 1 credit rounded up, minimum 5). Admins change both numbers in settings.
 */
export const creditRule = z.object({
  creditsPerMinute: z.int().check(z.minimum(1), z.maximum(1000)),
  minimumCredits: z.int().check(z.minimum(0), z.maximum(100_000)),
});
export type CreditRule = z.infer<typeof creditRule>;
export const defaultCreditRule: CreditRule = { creditsPerMinute: 1, minimumCredits: 5 };

/** Mirror of the server's rule so the web can show an estimate before the file is on the server. */
export function creditsForDuration(durationSec: number, rule: CreditRule = defaultCreditRule): number {
  const startedMinutes = Math.max(1, Math.ceil(Math.max(0, durationSec) / 60));
  return Math.max(rule.minimumCredits, startedMinutes * rule.creditsPerMinute);
}

/** Below this the balance widget warns. */
export const lowBalanceThreshold = 10;

/** GET /api/credits/quote?durationSec= and GET /api/sessions/:id/quote */
export const creditQuoteQuery = z.object({
  durationSec: z.coerce.number().check(z.nonnegative(), z.maximum(24 * 3600)),
});
export const creditQuote = z.object({
  durationSec: z.number().check(z.nonnegative()),
  /** What the analysis costs under the credit rule (shown even during the free beta). */
  costCredits: z.int().check(z.nonnegative()),
  /** What starting it would deduct now: 0 during the free beta, else costCredits. */
  chargeCredits: z.int().check(z.nonnegative()),
  freeBeta: z.boolean(),
  balance: z.int(),
  /** Credits still needed; 0 when the balance covers the charge (always 0 during the free beta). */
  shortfall: z.int().check(z.nonnegative()),
  rule: creditRule,
});
export type CreditQuote = z.infer<typeof creditQuote>;

/** GET /api/credits/balance */
export const creditBalance = z.object({
  balance: z.int(),
  lowBalanceThreshold: z.int(),
});
export type CreditBalance = z.infer<typeof creditBalance>;

export const ledgerEntryKinds = ['grant', 'consume', 'refund', 'adjust'] as const;
export const ledgerEntry = z.object({
  id: z.string(),
  delta: z.int(),
  kind: z.enum(ledgerEntryKinds),
  /** signup, manual, promo, purchase, analysis, analysis_failed, admin… */
  reason: z.string(),
  sessionId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** GET /api/credits/ledger — newest first. */
export const ledgerPage = z.object({ items: z.array(ledgerEntry), balance: z.int() });
export type LedgerPage = z.infer<typeof ledgerPage>;

/**
 * details of the 402 `insufficient_credits` error: the web shows "required X, current Y, still needed Z"
 * with a recharge action.
 */
export const insufficientCreditsDetails = z.object({
  required: z.int(),
  balance: z.int(),
  shortfall: z.int().check(z.positive()),
});
export type InsufficientCreditsDetails = z.infer<typeof insufficientCreditsDetails>;

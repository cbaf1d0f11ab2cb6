import { z } from 'zod/mini';
import { deletionReasons } from './enums.ts';
import type { ApiErrorCode } from './errors.ts';

/** POST /api/account/deletion — a reason is required; 'other' requires a detail. */
export const deletionDetailMax = 500;
export const accountDeletionBody = z
  .object({
    reason: z.enum(deletionReasons),
    detail: z.optional(z.string().check(z.trim(), z.maxLength(deletionDetailMax))),
  })
  .check(
    z.refine((b) => b.reason !== 'other' || (b.detail?.length ?? 0) > 0, {
      message: 'detail is required when the reason is other',
      path: ['detail'],
    }),
  );
export type AccountDeletionBody = z.input<typeof accountDeletionBody>;

/** POST /api/account/email-change/request — a code goes to the new address. */
export const emailChangeRequestBody = z.object({
  newEmail: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});
/** POST /api/account/email-change/verify */
export const emailChangeVerifyBody = z.object({
  newEmail: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export const emailChangeResponse = z.object({ email: z.string() });

/** The error codes of the account API (and validation_failed): a view of the catalogue `apiErrorCodes` (errors.ts). */
export const accountErrorCodes = [
  'invalid_email',
  'same_email',
  'email_already_registered',
  'rate_limited',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
] as const satisfies readonly ApiErrorCode[];

/** GET /api/admin/stats — admin dashboard KPIs, computed from the live tables. */
export const adminStatsDay = z.object({
  /** UTC date, YYYY-MM-DD. */
  date: z.string(),
  signups: z.int(),
  sessions: z.int(),
  completed: z.int(),
  creditsConsumed: z.int(),
});
export const adminStats = z.object({
  totalUsers: z.int(),
  totalSessions: z.int(),
  completedSessions: z.int(),
  failedSessions: z.int(),
  /** completed / (completed + failed); null before any analysis finished. */
  successRate: z.nullable(z.number()),
  /** Mean processing time of completed analyses, in minutes; null before any. */
  avgProcessingMinutes: z.nullable(z.number()),
  /** Sum of every ledger delta: credits held by users right now. */
  netCredits: z.int(),
  creditsGranted: z.int(),
  creditsConsumed: z.int(),
  creditsRefunded: z.int(),
  /** Paid purchases; always 0 during the free beta (no payment provider is wired). */
  revenueKrw: z.int(),
  /** Oldest first, 14 days ending today (UTC). */
  trend: z.array(adminStatsDay),
});
export type AdminStats = z.infer<typeof adminStats>;

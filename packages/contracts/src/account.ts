import { z } from 'zod';
import { deletionReasons } from './enums.ts';
import type { ApiErrorCode } from './errors.ts';

/** POST /api/account/deletion — a reason is required; 'other' requires a detail. */
export const deletionDetailMax = 500;
export const accountDeletionBody = z
  .object({
    reason: z.enum(deletionReasons),
    detail: z.string().trim().max(deletionDetailMax).optional(),
  })
  .refine((b) => b.reason !== 'other' || (b.detail?.length ?? 0) > 0, {
    message: 'detail is required when the reason is other',
    path: ['detail'],
  });
export type AccountDeletionBody = z.input<typeof accountDeletionBody>;

/** POST /api/account/email-change/request — a code goes to the new address. */
export const emailChangeRequestBody = z.object({ newEmail: z.string().trim().min(1).max(254) });
/** POST /api/account/email-change/verify */
export const emailChangeVerifyBody = z.object({
  newEmail: z.string().trim().min(1).max(254),
  code: z.string().regex(/^\d{6}$/),
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
  signups: z.number().int(),
  sessions: z.number().int(),
  completed: z.number().int(),
  creditsConsumed: z.number().int(),
});
export const adminStats = z.object({
  totalUsers: z.number().int(),
  totalSessions: z.number().int(),
  completedSessions: z.number().int(),
  failedSessions: z.number().int(),
  /** completed / (completed + failed); null before any analysis finished. */
  successRate: z.number().nullable(),
  /** Mean processing time of completed analyses, in minutes; null before any. */
  avgProcessingMinutes: z.number().nullable(),
  /** Sum of every ledger delta: credits held by users right now. */
  netCredits: z.number().int(),
  creditsGranted: z.number().int(),
  creditsConsumed: z.number().int(),
  creditsRefunded: z.number().int(),
  /** Paid purchases; always 0 during the free beta (no payment provider is wired). */
  revenueKrw: z.number().int(),
  /** Oldest first, 14 days ending today (UTC). */
  trend: z.array(adminStatsDay),
});
export type AdminStats = z.infer<typeof adminStats>;

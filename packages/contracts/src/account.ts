import { z } from 'zod';
import { deletionReasons } from './enums.ts';

/** POST /api/account/deletion — spec §5: a reason is required; 'other' requires a detail. */
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

/**
 * Error codes of the account API: invalid_email, same_email, email_already_registered, rate_limited,
 * invalid_code, code_expired, too_many_attempts, validation_failed.
 */
export const accountErrorCodes = [
  'invalid_email',
  'same_email',
  'email_already_registered',
  'rate_limited',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
] as const;

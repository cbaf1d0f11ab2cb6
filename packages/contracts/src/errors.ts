import { z } from 'zod/mini';
import type { InsufficientCreditsDetails } from './credits.ts';

/**
 * Every API error has a stable machine code; the web maps the code to a message in the user's language,
 * and `message` carries the server's English text for logs and API clients. `code` stays a plain string here:
 * a 4xx raised by a library (body parser, tus) can carry a code of its own; ours are the catalogue below.
 */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * The catalogue of API error codes: each code the server answers with, and the HTTP statuses it comes with. The
 * server can throw only these (its `AppError` is typed by this table, status included); the web maps them to
 * messages. The strings and statuses are part of the API: change neither without changing every client.
 * A failed analysis's `errorCode` on a session is not an API error: see `analysisErrorCodes` (packages/analysis).
 */
export const apiErrorCodes = {
  // Any route
  validation_failed: [400], // input does not match the schema (details.issues), or a NUL character in text
  bad_request: [400], // a library's own 4xx without a code
  unauthorized: [401], // not signed in (or the account is being deleted)
  forbidden: [403], // signed in, without the admin role
  csrf_rejected: [403], // a write (or the live-check WebSocket) from another origin
  host_not_allowed: [421], // a Host header that is neither APP_ORIGIN's host nor a loopback name (DNS rebinding)
  not_found: [404], // unknown id, someone else's id, or no such route
  rate_limited: [429], // details.retryAfterSec
  internal: [500], // anything unexpected; details are logged, never sent

  // Accounts: sign-in codes, e-mail change, social sign-in (docs/accounts.md)
  invalid_email: [400],
  same_email: [400], // e-mail change to the address already in use
  invalid_code: [400], // details.attemptsLeft when known
  code_expired: [400],
  too_many_attempts: [400],
  account_suspended: [403],
  account_deleted: [403],
  user_not_found: [404],
  provider_not_configured: [404],
  email_already_registered: [409],
  resend_cooldown: [429], // details.retryAfterSec
  send_failed: [502], // the code e-mail could not be sent
  provider_unavailable: [502],

  // Profiles
  profile_exists: [409],

  // Admin
  cannot_demote_self: [400],
  invalid_amount: [400], // a credit action's amount (details.balance)
  no_change: [400], // "set" to the balance the user already has
  lexicon_pattern_invalid: [400], // details.error
  conflict: [409], // an admin credit action's request id was used already

  // Sessions and analyses (docs/sessions.md)
  insufficient_credits: [402], // details: InsufficientCreditsDetails
  rerun_confirmation_required: [409], // details.required / details.balance
  invalid_transition: [409], // details.from / details.to
  language_unsupported: [409], // at start: no live worker runs an engine for details.language (details.languages)
  no_worker_available: [409], // at start: no analysis worker is running (nothing charged; try again later)
  original_deleted: [409, 410], // 409: retry/re-run needs the original; 410: its audio, after retention removed it
  feedback_not_retryable: [409],
  too_many_streams: [429], // live progress (SSE) connections per user / per process
  server_stopping: [503],
  service_unavailable: [503], // the database is briefly unreachable (restart, failover): try again in a moment

  // Peer feedback (docs/reviews.md)
  review_link_invalid: [404], // unknown, revoked or already used token
  review_link_expired: [410], // a review link or an invitation past its time
  review_invite_other_email: [403], // an invitation opened by an account with another e-mail (details.hint)
  review_self_invite: [400], // inviting your own address
  review_too_many_reviewers: [409], // details.max

  // Uploads (tus): refusals answer with the same JSON body `{ error: { code, message, details } }`
  upload_unknown_length: [400], // Upload-Length missing (deferred length is refused)
  upload_metadata_invalid: [400, 422], // title/tags/language… fail validation (details.field)
  upload_length_required: [411], // a chunk without Content-Length (details.maxChunkBytes)
  upload_too_large: [413], // declared or actual size over the limit (details.maxBytes)
  upload_chunk_too_large: [413], // one PATCH body over uploadChunkBytes (details.maxChunkBytes)
  upload_unsupported_type: [415], // extension or MIME not mp3/m4a/wav/mp4/mov
  upload_unreadable: [415, 422], // bytes are not a media file of the claimed type
  upload_empty: [422], // zero bytes
  upload_no_audio: [422], // media without an audio stream
  upload_too_long: [422], // duration over maxDurationMin (details.maxMinutes)
  upload_quota_exceeded: [413], // stored recordings + unfinished uploads + this one over the per-user quota (details.quotaBytes, usedBytes, size)
  upload_too_many_unfinished: [429], // finish or cancel (tus DELETE) an open upload first (details.max)
  upload_failed: [500], // the server could not store the upload; retrying may help
  upload_interrupted: [503], // the server stopped mid-finalisation; the upload is kept and finished later
} as const satisfies Record<string, readonly number[]>;

export type ApiErrorCode = keyof typeof apiErrorCodes;

/**
 * The `details` the catalogue's codes come with (the comments above), for the clients that read them. A code not
 * listed carries none a client should read.
 */
export interface ApiErrorDetails {
  validation_failed: { issues: unknown[]; models: string[] };
  rate_limited: { retryAfterSec: number };
  invalid_code: { attemptsLeft: number };
  resend_cooldown: { retryAfterSec: number };
  invalid_amount: { balance: number };
  no_change: { balance: number };
  lexicon_pattern_invalid: { error: string };
  insufficient_credits: InsufficientCreditsDetails;
  rerun_confirmation_required: { required: number; balance: number };
  invalid_transition: { from: string; to: string };
  language_unsupported: { language: string; languages: string[] };
  review_invite_other_email: { hint: string };
  review_too_many_reviewers: { max: number };
  too_many_streams: { max: number };
  upload_metadata_invalid: { field: string };
  upload_length_required: { maxChunkBytes: number };
  upload_too_large: { maxBytes: number };
  upload_chunk_too_large: { maxChunkBytes: number };
  upload_too_long: { maxMinutes: number };
  upload_quota_exceeded: { quotaBytes: number; usedBytes: number; size: number };
  upload_too_many_unfinished: { max: number };
}
/** The HTTP statuses one code may come with. */
export type ApiErrorStatus<C extends ApiErrorCode = ApiErrorCode> = (typeof apiErrorCodes)[C][number];

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(apiErrorCodes, code);
}

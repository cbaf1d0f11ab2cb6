import { z } from 'zod/mini';

/**
 * The admin's settings (GET and PUT the same shape under /api/admin/settings/…). Each is read by the server code
 * that applies it (apps/server: auth/signup-credits.ts, settings/retention.ts, settings/service-limits.ts,
 * credits/free-beta.ts); the credit rule is `creditRule` (credits.ts).
 */

/** Credits granted to each new account. */
export const signupCreditsAmount = z.int().check(z.minimum(0), z.maximum(100_000));
export const signupCreditsSetting = z.object({ amount: signupCreditsAmount });

/** Hours an uploaded original is kept. */
export const retentionHours = z.int().check(z.minimum(1), z.maximum(24 * 365));
export const retentionSetting = z.object({ hours: retentionHours });

/** The contact for credit questions; null → no contact address is shown to users. */
export const contactEmail = z.nullable(z.email().check(z.maxLength(254)));
export const costPolicySetting = z.object({ freeBeta: z.boolean(), contactEmail });
export type CostPolicySetting = z.infer<typeof costPolicySetting>;

/**
 * Max audio / video upload size in MB, checked when an upload is created, each capped by the server's
 * MAX_UPLOAD_MB.
 */
export const uploadSizeLimits = z.object({
  maxAudioMb: z.int().check(z.minimum(1), z.maximum(10240)),
  maxVideoMb: z.int().check(z.minimum(1), z.maximum(10240)),
});
export type UploadSizeLimits = z.infer<typeof uploadSizeLimits>;

/**
 * Min and max WPM and the max silence ratio: a finished analysis outside them is flagged on the session
 * (`limitFlags`); they do not refuse or re-charge anything.
 */
export const paceLimits = z
  .object({
    minWpm: z.int().check(z.minimum(1), z.maximum(400)),
    maxWpm: z.int().check(z.minimum(1), z.maximum(400)),
    maxSilenceRatio: z.number().check(z.minimum(0.05), z.maximum(1)),
  })
  .check(z.refine((v) => v.minWpm < v.maxWpm, { message: 'minWpm must be below maxWpm', path: ['minWpm'] }));
export type PaceLimits = z.infer<typeof paceLimits>;

/** The whisper.cpp model Korean analyses use: a manifest name such as "base" or "small". */
export const speechModelChoice = z.object({ model: z.string().check(z.minLength(1), z.maxLength(40)) });

/** The Korean speech model download running in the API process. */
export const speechModelDownloadState = z.object({
  state: z.enum(['idle', 'downloading', 'ready', 'failed']),
  model: z.nullable(z.string()),
  receivedBytes: z.number(),
  totalBytes: z.number(),
  error: z.nullable(z.string()),
});
export type SpeechModelDownloadState = z.infer<typeof speechModelDownloadState>;

/** GET/PUT /api/admin/settings/speech-model, POST /api/admin/speech-model/download */
export const speechModelStatus = z.object({
  model: z.string(),
  defaultModel: z.string(),
  dir: z.string(),
  models: z.array(z.object({ name: z.string(), file: z.string(), bytes: z.number(), present: z.boolean() })),
  download: speechModelDownloadState,
});
export type SpeechModelStatus = z.infer<typeof speechModelStatus>;

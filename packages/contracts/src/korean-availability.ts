import { z } from 'zod/mini';

/**
 * Whether a Korean analysis can run now, from the live workers (docs/analysis.md "Korean availability"):
 * - `ready`: a live worker has a Korean engine whose model is on disk and verified (or a configured engine);
 * - `will_download`: a live worker can fetch the model (its host answered the last check); the first Korean
 *   analysis downloads `downloadBytes` first;
 * - `unavailable`, with the reason: the model host is unreachable, downloads are turned off and the model is
 *   not on disk, the configured model is not in the manifest, no live worker at all, or none configured for Korean.
 */
export const koreanStates = ['ready', 'will_download', 'unavailable'] as const;
export const koreanUnavailableReasons = [
  'host_unreachable',
  'downloads_off',
  'unknown_model',
  'no_worker',
  'not_configured',
] as const;
export type KoreanUnavailableReason = (typeof koreanUnavailableReasons)[number];

export const koreanAvailability = z.object({
  state: z.enum(koreanStates),
  reason: z.optional(z.enum(koreanUnavailableReasons)),
  downloadBytes: z.optional(z.int()),
});
export type KoreanAvailability = z.infer<typeof koreanAvailability>;

/** What an admin needs to provide the model by hand: the file, its size and checksum, where it goes, how to get it. */
export const koreanModelDetails = z.object({
  model: z.string(),
  file: z.string(),
  bytes: z.int(),
  sha256: z.string(),
  /** Where a worker expects it (each worker's models folder; the first one listed). */
  path: z.string(),
  url: z.string(),
  command: z.string(),
  /** What the worker's last check found, for the admin (may name a host or an error code). */
  detail: z.optional(z.string()),
});
export type KoreanModelDetails = z.infer<typeof koreanModelDetails>;

import { z } from 'zod';

export const speechModelDownloadState = z.object({
  state: z.enum(['idle', 'downloading', 'ready', 'failed']),
  model: z.string().nullable(),
  receivedBytes: z.number(),
  totalBytes: z.number(),
  error: z.string().nullable(),
});
export type SpeechModelDownloadState = z.infer<typeof speechModelDownloadState>;

/**
 * The Korean speech-model download an admin started in this process. One holder per app, shared by the admin
 * routes (which run the download) and the status page (which shows its progress).
 */
export interface SpeechModelDownloadTracker {
  current: SpeechModelDownloadState;
}

export function speechModelDownloadTracker(): SpeechModelDownloadTracker {
  return { current: { state: 'idle', model: null, receivedBytes: 0, totalBytes: 0, error: null } };
}

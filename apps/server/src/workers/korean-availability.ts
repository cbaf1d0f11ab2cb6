import type { KoreanAvailability, KoreanModelDetails, KoreanUnavailableReason } from '@cuecoach/contracts';
import type { WorkerRow } from '../db/schema/index.ts';

/** The order in which an unavailable Korean is explained when workers disagree: the most actionable first. */
const reasonOrder: KoreanUnavailableReason[] = ['host_unreachable', 'downloads_off', 'unknown_model'];

/**
 * Korean from the live workers' engines: ready when one runs a Korean engine whose model is there (or a configured
 * engine: WHISPER_MODEL_PATH, OpenAI), will_download when one can fetch it now, otherwise unavailable with the most
 * useful reason. `details` is the file an admin could provide by hand (from a worker that fetches Korean itself).
 */
export function koreanAvailabilityOf(live: Pick<WorkerRow, 'engines'>[]): KoreanAvailability & {
  details: KoreanModelDetails | null;
} {
  const engines = live.flatMap((w) => w.engines);
  const details = engines.find((e) => e.download)?.download ?? null;
  const korean = engines.filter((e) => e.languages.includes('ko'));
  if (korean.some((e) => e.availability !== 'will_download')) return { state: 'ready', details };
  const fetching = korean.find((e) => e.availability === 'will_download');
  if (fetching) {
    return {
      state: 'will_download',
      ...(fetching.download ? { downloadBytes: fetching.download.bytes } : {}),
      details: fetching.download ?? details,
    };
  }
  const reasons = new Set(engines.flatMap((e) => (e.availability === 'unavailable' && e.reason ? [e.reason] : [])));
  const reason: KoreanUnavailableReason =
    reasonOrder.find((r) => reasons.has(r)) ?? (live.length === 0 ? 'no_worker' : 'not_configured');
  return { state: 'unavailable', reason, details };
}

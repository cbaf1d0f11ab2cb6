import { type PaceLimits, paceLimits, type UploadSizeLimits, uploadSizeLimits } from '@cuecoach/contracts';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { readSetting, readSettingCached, type SettingDefinition } from './app-settings.ts';

/**
 * Admin settings "max audio size MB" and "max video size MB": checked when an upload is created
 * (uploads/upload-checks.ts), each capped by MAX_UPLOAD_MB, the server's hard ceiling (the tus endpoint's own
 * limit). The web reads the effective values from /api/capabilities and refuses a too-large file at step 1.
 */
export const uploadSizeLimitsSetting: SettingDefinition<UploadSizeLimits> = {
  key: 'uploads.sizeLimits',
  schema: uploadSizeLimits,
  defaultValue: { maxAudioMb: 1024, maxVideoMb: 1024 },
};

/** The limits in bytes as they apply: never above MAX_UPLOAD_MB. */
export async function readUploadByteLimits(
  db: DbOrTx,
  config: Pick<Config, 'MAX_UPLOAD_MB'>,
): Promise<{ audio: number; video: number }> {
  const limits = await readSetting(db, uploadSizeLimitsSetting);
  const mb = 1024 * 1024;
  return {
    audio: Math.min(limits.maxAudioMb, config.MAX_UPLOAD_MB) * mb,
    video: Math.min(limits.maxVideoMb, config.MAX_UPLOAD_MB) * mb,
  };
}

/**
 * Admin settings "min and max WPM, max silence ratio". The product's charts call a pace below 80 or above 220 WPM a
 * problem; these settings are those service-wide problem limits. A finished analysis whose average pace
 * falls outside them, or whose silence ratio is above the maximum, is flagged on the session (`limitFlags`) and
 * the session page says why — such a recording is usually not a spoken class (music, a long silent stretch) or
 * a class far off any target, so its figures should be read with care. They do not refuse or re-charge anything.
 */
export const paceLimitsSetting: SettingDefinition<PaceLimits> = {
  key: 'analysis.paceLimits',
  schema: paceLimits,
  defaultValue: { minWpm: 80, maxWpm: 220, maxSilenceRatio: 0.6 },
};

/** The same, kept per process for a few seconds (`readSettingCached`): for the session detail, read on every request. */
export async function readPaceLimitsCached(db: DbOrTx): Promise<PaceLimits> {
  return readSettingCached(db, paceLimitsSetting);
}

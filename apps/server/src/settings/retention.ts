import { retentionHours } from '@cuecoach/contracts';
import type { DbOrTx } from '../db/client.ts';
import { readSetting, readSettingCached, type SettingDefinition } from './app-settings.ts';

/**
 * Hours an uploaded original is kept (the Korean text says 24, the English 12; we use 24 and every
 * text shows the configured value from /api/capabilities). Admin setting `retention.hours`. Transcript,
 * metrics and report are kept until the user deletes the session or the account.
 */
export const retentionHoursSetting: SettingDefinition<number> = {
  key: 'retention.hours',
  schema: retentionHours,
  defaultValue: 24,
};

export async function readRetentionHours(db: DbOrTx): Promise<number> {
  return readSetting(db, retentionHoursSetting);
}

/** The same, kept per process for a few seconds (`readSettingCached`): for the session detail, read on every request. */
export async function readRetentionHoursCached(db: DbOrTx): Promise<number> {
  return readSettingCached(db, retentionHoursSetting);
}

import { z } from 'zod';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { readSetting, type SettingDefinition, writeSetting } from '../settings/app-settings.ts';

/** One setting per address: ADMIN_EMAILS already made this address's account an admin once. */
const appliedSetting = (email: string): SettingDefinition<boolean> => ({
  key: `auth.adminEmailApplied:${email}`,
  schema: z.boolean(),
  defaultValue: false,
});

/**
 * Whether this sign-in (or account creation) should make the account an admin because of ADMIN_EMAILS. Only once
 * per address: ADMIN_EMAILS bootstraps the role, it does not overrule the admins afterwards. Without the record an
 * admin's demotion of a listed address was undone at its next sign-in. The address must be proven (e-mail code, or
 * a provider that verified it).
 */
export async function claimAdminEmailPromotion(
  db: DbOrTx,
  config: Pick<Config, 'adminEmails'>,
  rawEmail: string,
  verified: boolean,
): Promise<boolean> {
  const email = rawEmail.trim().toLowerCase();
  if (!verified || !config.adminEmails.includes(email)) return false;
  const setting = appliedSetting(email);
  if (await readSetting(db, setting)) return false;
  await writeSetting(db, setting, true);
  return true;
}

import { signupCreditsAmount } from '@cuecoach/contracts';
import { recordLedgerEntry } from '../credits/ledger.ts';
import type { DbOrTx } from '../db/client.ts';
import { readSetting, type SettingDefinition } from '../settings/app-settings.ts';

/**
 * Credits every new account receives (admins manage the default signup grant). 100 credits cover about
 * three 30-minute classes at the default rule (1 credit per started minute, minimum 5).
 */
export const signupCreditsSetting: SettingDefinition<number> = {
  key: 'signup_credits',
  schema: signupCreditsAmount,
  defaultValue: 100,
};

/** Writes the grant once per user (key `signup:<userId>`); later calls are no-ops. */
export async function grantSignupCredits(db: DbOrTx, userId: string): Promise<boolean> {
  const amount = await readSetting(db, signupCreditsSetting);
  if (amount <= 0) return false;
  return recordLedgerEntry(db, {
    userId,
    delta: amount,
    kind: 'grant',
    reason: 'signup',
    idempotencyKey: `signup:${userId}`,
  });
}

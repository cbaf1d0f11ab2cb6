import { type CreditRule, creditRule, creditsForDuration, defaultCreditRule } from '@cuecoach/contracts';
import type { DbOrTx } from '../db/client.ts';
import type { SettingDefinition } from '../settings/app-settings.ts';
import { readSetting } from '../settings/app-settings.ts';

/**
 * THE credit cost rule, in one place. The spec's texts disagree (1 credit per minute rounded up with a
 * minimum of 5; 5 per minute minimum 10; 1 per 10 s minimum 1). We use the first — the one shown next to
 * purchases — because it is what a paying user reads: cost = max(minimum, started minutes × per-minute).
 * Both numbers are admin settings (key `credits.rule`); `creditsForDuration` in @cuecoach/contracts is the
 * shared formula so the web's estimate and the server's charge cannot drift apart.
 */
export const creditRuleSetting: SettingDefinition<CreditRule> = {
  key: 'credits.rule',
  schema: creditRule,
  defaultValue: defaultCreditRule,
};

export async function readCreditRule(db: DbOrTx): Promise<CreditRule> {
  return readSetting(db, creditRuleSetting);
}

export function costForDuration(durationSec: number, rule: CreditRule): number {
  return creditsForDuration(durationSec, rule);
}

import { z } from 'zod';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { readSetting, type SettingDefinition } from '../settings/app-settings.ts';

/**
 * THE cost policy switch ("free beta with unlimited uploads; purchase shown as temporarily disabled").
 * On (the default): an analysis shows what it would cost, charges nothing and is never blocked by the balance;
 * the ledger records the use with a delta of 0. Off: the credit rule (cost-rule.ts) is charged and a short
 * balance refuses the start. Admin setting `credits.freeBeta`; every text that mentions cost reads it through
 * /api/capabilities.
 */
export const freeBetaSetting: SettingDefinition<boolean> = {
  key: 'credits.freeBeta',
  schema: z.boolean(),
  defaultValue: true,
};

/**
 * Where users write about credits (purchase is disabled without a payment provider). Admin setting
 * `support.contactEmail`; unset → the first ADMIN_EMAILS address, so a fresh install still names a real person.
 */
export const contactEmailSetting: SettingDefinition<string | null> = {
  key: 'support.contactEmail',
  schema: z.email().max(254).nullable(),
  defaultValue: null,
};

export interface CostPolicy {
  freeBeta: boolean;
  contactEmail: string | null;
}

export async function readFreeBeta(db: DbOrTx): Promise<boolean> {
  return readSetting(db, freeBetaSetting);
}

export async function readCostPolicy(db: DbOrTx, config: Pick<Config, 'adminEmails'>): Promise<CostPolicy> {
  return {
    freeBeta: await readFreeBeta(db),
    contactEmail: (await readSetting(db, contactEmailSetting)) ?? config.adminEmails[0] ?? null,
  };
}

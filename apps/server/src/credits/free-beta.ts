import { contactEmail } from '@cuecoach/contracts';
import { z } from 'zod';
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
 * `support.contactEmail`; unset → none. Only an address the admin chose to publish is shown: `/api/capabilities`
 * answers anyone, and the admin's own sign-in address (ADMIN_EMAILS) published there is the first target of
 * attacks on sign-in.
 */
export const contactEmailSetting: SettingDefinition<string | null> = {
  key: 'support.contactEmail',
  schema: contactEmail,
  defaultValue: null,
};

export interface CostPolicy {
  freeBeta: boolean;
  contactEmail: string | null;
}

export async function readFreeBeta(db: DbOrTx): Promise<boolean> {
  return readSetting(db, freeBetaSetting);
}

export async function readCostPolicy(db: DbOrTx): Promise<CostPolicy> {
  return {
    freeBeta: await readFreeBeta(db),
    contactEmail: await readSetting(db, contactEmailSetting),
  };
}

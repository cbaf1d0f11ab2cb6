import type { DbOrTx } from '../db/client.ts';
import { costForDuration, readCreditRule } from './cost-rule.ts';
import { readFreeBeta } from './free-beta.ts';
import { getBalance } from './ledger.ts';

/** What an analysis of this length costs, what would be charged now (0 in the free beta) and what is missing. */
export async function quoteFor(db: DbOrTx, userId: string, durationSec: number) {
  const rule = await readCreditRule(db);
  const freeBeta = await readFreeBeta(db);
  const costCredits = costForDuration(durationSec, rule);
  const chargeCredits = freeBeta ? 0 : costCredits;
  const balance = await getBalance(db, userId);
  return {
    durationSec,
    costCredits,
    chargeCredits,
    freeBeta,
    balance,
    shortfall: Math.max(0, chargeCredits - balance),
    rule,
  };
}

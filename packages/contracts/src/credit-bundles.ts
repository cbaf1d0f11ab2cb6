import { type CreditRule, creditsForDuration, defaultCreditRule } from './credits.ts';

/**
 * The credit packs of the purchase page. The product offers one: the welcome pack, 200 credits for 3,000 KRW, once
 * per account (first purchase). Every figure shown next to a pack is computed from the pack itself
 * (`krwPerCredit`, `analysesCovered`), never written down separately.
 */
export interface CreditBundle {
  id: 'welcome';
  credits: number;
  priceKrw: number;
  /** Offered only as an account's first purchase. */
  firstPurchaseOnly: boolean;
}
export const creditBundles: readonly CreditBundle[] = [
  { id: 'welcome', credits: 200, priceKrw: 3000, firstPurchaseOnly: true },
];

/** What one credit of the pack costs, in KRW (not rounded: the page decides how to show it). */
export function krwPerCredit(bundle: CreditBundle): number {
  return bundle.priceKrw / bundle.credits;
}

/** How many analyses of a class `minutes` long the pack pays for under the credit rule. */
export function analysesCovered(bundle: CreditBundle, minutes: number, rule: CreditRule = defaultCreditRule): number {
  return Math.floor(bundle.credits / Math.max(1, creditsForDuration(minutes * 60, rule)));
}

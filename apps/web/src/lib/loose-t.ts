import type { TFunction } from 'i18next';

/** A translator for keys built at run time (ledger reason codes, error keys from validators); unknown keys fall back. */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;
export const loose = (t: TFunction<never> | TFunction<'account'> | TFunction<'admin'>): LooseT =>
  t as unknown as LooseT;

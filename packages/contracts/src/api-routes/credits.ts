import { z } from 'zod/mini';
import { creditQuote, creditQuoteQuery, ledgerPage } from '../credits.ts';
import { route } from './route.ts';

export { balance } from './zod-free.ts';

/** What an analysis of this many seconds would cost now. */
export const quote = route({
  method: 'GET',
  path: '/credits/quote',
  access: 'user',
  query: creditQuoteQuery,
  response: creditQuote,
  errors: [],
});
/** The ledger, newest first. */
export const ledger = route({
  method: 'GET',
  path: '/credits/ledger',
  access: 'user',
  query: z.object({
    limit: z._default(z.coerce.number<number>().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  }),
  response: ledgerPage,
  errors: [],
});

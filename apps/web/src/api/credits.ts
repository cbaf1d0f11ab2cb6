import { type CreditBalance, creditBalance, creditsApi } from '@cuecoach/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The balance for screens, parsed with the contracts schema here (the route is `typeOnly` for the header's sake).
 * The header's widget reads the same key unparsed (features/auth/components/balance-widget.tsx); one cache entry
 * serves both.
 */
export const creditBalanceQueryOptions = () =>
  queryOptions<CreditBalance>({
    queryKey: queryKeys.credits.balance,
    queryFn: async () => creditBalance.parse(await callApi(creditsApi.balance)),
  });

import type { Capabilities, CreditRule } from '@cuecoach/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * The capabilities query (same key and cache as `capabilitiesQueryOptions` in capabilities.ts), with the schema module
 * fetched on demand: the header and banner read the cost policy on every page, and the landing must not download
 * the capabilities schema (zod) for it.
 */
const capabilitiesOnDemand = queryOptions<Capabilities>({
  queryKey: queryKeys.capabilities,
  queryFn: async (context) => {
    const { capabilitiesQueryOptions } = await import('./capabilities.ts');
    const fetcher = capabilitiesQueryOptions().queryFn;
    if (typeof fetcher !== 'function') throw new Error('capabilities query has no fetcher');
    return fetcher(context);
  },
  staleTime: 5 * 60_000,
});

/**
 * The server's cost policy (admin switch "free beta", docs/sessions.md#credits): every text that mentions cost
 * reads it here. `freeBeta` is undefined until /api/capabilities has answered, so no screen shows "free" and then
 * a price (or the reverse).
 */
export interface CostPolicy {
  freeBeta: boolean | undefined;
  contactEmail: string | null;
  /** The admin's credit rule; undefined until the server has answered. */
  creditRule: CreditRule | undefined;
}

export function useCostPolicy(): CostPolicy {
  const caps = useQuery(capabilitiesOnDemand);
  return {
    freeBeta: caps.data?.freeBeta,
    contactEmail: caps.data?.contactEmail ?? null,
    creditRule: caps.data?.creditRule,
  };
}

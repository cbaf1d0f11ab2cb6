import { useQuery } from '@tanstack/react-query';
import { capabilitiesQueryOptions } from './sessions.ts';

/**
 * The server's cost policy (admin switch "free beta", docs/sessions.md#credits): every text that mentions cost
 * reads it here. `freeBeta` is undefined until /api/capabilities has answered, so no screen shows "free" and then
 * a price (or the reverse).
 */
export function useCostPolicy(): { freeBeta: boolean | undefined; contactEmail: string | null } {
  const caps = useQuery(capabilitiesQueryOptions());
  return { freeBeta: caps.data?.freeBeta, contactEmail: caps.data?.contactEmail ?? null };
}

import type { ReactNode } from 'react';
import { type CostPolicy, useCostPolicy } from '@/api/cost-policy.ts';
import { WithQueryClient } from '@/api/with-query-client.tsx';

function Read({ children }: { children: (policy: CostPolicy) => ReactNode }) {
  return children(useCostPolicy());
}

/** Loaded on demand by `CostPolicyGate`. */
export function CostPolicyReader({ children }: { children: (policy: CostPolicy) => ReactNode }) {
  return (
    <WithQueryClient>
      <Read>{children}</Read>
    </WithQueryClient>
  );
}

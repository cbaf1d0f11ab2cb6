import type { ReactNode } from 'react';
import { WithQueryClient } from '../../../app/with-query-client.tsx';
import { type CostPolicy, useCostPolicy } from '../api/cost-policy.ts';

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

import { lazy, type ReactNode, Suspense } from 'react';
import type { CostPolicy } from '@/api/cost-policy.ts';

const Reader = lazy(() => import('./cost-policy-reader.tsx').then((module) => ({ default: module.CostPolicyReader })));

/** What is shown before /api/capabilities has answered: the wording the pages are prerendered with. */
const unknownPolicy: CostPolicy = { freeBeta: undefined, contactEmail: null, creditRule: undefined };

/**
 * Renders `children` with the server's cost policy, for parts of the app shell (header badge, beta banner,
 * landing). The query code loads on demand; until then `children` get the unknown policy, which is also what the
 * prerendered HTML shows, so hydration and the first paint agree.
 */
export function CostPolicyGate({ children }: { children: (policy: CostPolicy) => ReactNode }) {
  return (
    <Suspense fallback={children(unknownPolicy)}>
      <Reader>{children}</Reader>
    </Suspense>
  );
}

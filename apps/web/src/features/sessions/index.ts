// Public surface of the sessions feature for other features (the router loads `route.ts` directly).
//
// Deliberately NOT imported through here (deep imports allowed in biome.json): the app shell and the header read
// the cost policy from `api/cost-policy.ts` and `components/cost-policy-gate.tsx` directly. This index also
// brings the zod-parsed queries and their contracts schemas, which must stay out of the landing and header chunks.
export { useCostPolicy } from './api/cost-policy.ts';
export { type AnalysisAction, useRegenerateFeedback, useStartAnalysis } from './api/mutations.ts';
export { useSessionEvents } from './api/session-events.ts';
export {
  capabilitiesQueryOptions,
  creditBalanceQueryOptions,
  fetchLatestCompleted,
  isActive,
  sessionDetailQueryOptions,
  sessionListQueryOptions,
  sessionProgressQueryOptions,
} from './api/sessions.ts';
export { MetricCard } from './components/metric-card.tsx';
export { StatusBadge } from './components/status-badge.tsx';

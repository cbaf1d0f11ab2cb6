// Public surface of this feature for other features: nothing. What other features read about sessions (the
// queries, live events, mutations, cost policy) lives in the shared data layer `src/api/`, and the metric card and
// status badge in `src/components/`. The router loads `route.ts` directly.
export {};

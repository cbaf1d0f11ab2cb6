// First-party analytics (docs/analytics.md). `track` is tiny and safe to import anywhere; the collector is loaded
// on demand by main.tsx (`import('./features/analytics/lib/start-analytics.ts')`).

export { analyticsConfigQueryOptions } from './api/public-config.ts';
export { AnalyticsOptOut } from './components/analytics-opt-out.tsx';
export { analyticsAllowed, analyticsOptOutKey, setOptedOut } from './lib/consent.ts';
export { pageBucket } from './lib/page-bucket.ts';
export { track } from './lib/track.ts';
export { useTrackOnce, useTrackTransition } from './lib/use-track.ts';

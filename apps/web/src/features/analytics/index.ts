// First-party analytics (docs/analytics.md). Screens that only record events import `lib/track.ts` or
// `lib/use-track.ts` directly (the one deep import every feature may make, allowed in biome.json): this index also brings the opt-out switch and its config query (zod schemas), which
// a screen that only records should not carry. The collector is loaded on demand by main.tsx.

export { analyticsConfigQueryOptions } from './api/public-config.ts';
export { AnalyticsOptOut } from './components/analytics-opt-out.tsx';
export { analyticsAllowed, analyticsOptOutKey, setOptedOut } from './lib/consent.ts';
export { pageBucket } from './lib/page-bucket.ts';
export type { RouterLike } from './lib/start-analytics.ts';
export { track } from './lib/track.ts';
export { useTrackOnce, useTrackTransition } from './lib/use-track.ts';

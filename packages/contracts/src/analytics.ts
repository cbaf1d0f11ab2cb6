import { z } from 'zod/mini';

/** First-party analytics (docs/analytics.md): the events the web sends and what the admin tab reads. */
export const analyticsEventNames = [
  'page_view',
  'session_viewed',
  'feedback_generated',
  'purchase',
  'login_completed',
  'login_failed',
  'dashboard_viewed',
  'scroll_depth',
  'click_tracking',
  'form_interaction',
  'conversion_funnel',
  'performance_metrics',
  'user_engagement',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/**
 * Events the browser may not record: `purchase` means a completed payment, which only the server can vouch for
 * (no payment can be completed yet, so none is recorded). The ingest endpoint stores a batch without them.
 */
export const serverOnlyEventNames = ['purchase'] as const satisfies readonly AnalyticsEventName[];
export type BrowserEventName = Exclude<AnalyticsEventName, (typeof serverOnlyEventNames)[number]>;
export function isServerOnlyEvent(name: AnalyticsEventName): boolean {
  return serverOnlyEventNames.some((n) => n === name);
}

/** Every page falls in one bucket; `other` holds legal, admin and help pages, which are in no journey step. */
export const pageBuckets = ['landing', 'signup', 'upload', 'analysis', 'feedback', 'retention', 'other'] as const;
export type PageBucket = (typeof pageBuckets)[number];

export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/**
 * Event properties: a flat map of short strings, numbers and booleans. Nothing a person typed travels here — a form
 * event carries a field name and the length of its value, never the value.
 */
const propValue = z.union([
  z.string().check(z.maxLength(80)),
  // Seconds on a page, a percentage, a length, a Web Vital: never near a million; a forged 1e16 skews every figure.
  z.number().check(z.gte(-1_000_000), z.lte(1_000_000)),
  z.boolean(),
]);
export const analyticsProps = z
  .record(z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/)), propValue)
  .check(z.refine((props) => Object.keys(props).length <= 8, 'at most 8 properties'));

export const analyticsEvent = z.object({
  name: z.enum(analyticsEventNames),
  bucket: z.enum(pageBuckets),
  /** The page's path with ids replaced by `:id`, no query string, no fragment. */
  path: z.string().check(z.maxLength(200), z.regex(/^\/[^?#\s]*$/, 'a path without query string or fragment')),
  /** Milliseconds since the epoch when it happened in the browser (a batch may be sent a little later). */
  at: z.int().check(z.positive()),
  props: z.optional(analyticsProps),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/** Events of a batch sent at once; the browser queues more than this only when a flush failed. */
export const maxAnalyticsBatch = 50;
export const analyticsBatch = z.object({
  events: z.array(analyticsEvent).check(z.minLength(1), z.maxLength(maxAnalyticsBatch)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

export const analyticsFunnelStep = z.object({
  step: z.enum(['landing', 'signup', 'firstUpload', 'firstReport', 'secondSession']),
  count: z.int(),
});

/** GET /api/admin/analytics?days=N */
export const adminAnalytics = z.object({
  days: z.int(),
  /** Landing: page views of the landing bucket (no visitor is identified); the rest: accounts created in the window. */
  funnel: z.array(analyticsFunnelStep),
  dailyActive: z.array(z.object({ date: z.string(), users: z.int() })),
  webVitals: z.array(
    z.object({
      bucket: z.enum(pageBuckets),
      metric: z.enum(webVitalNames),
      p75: z.number(),
      samples: z.int(),
    }),
  ),
  events: z.array(z.object({ name: z.enum(analyticsEventNames), count: z.int() })),
  retentionDays: z.int(),
  forwarding: z.enum(['off', 'plausible', 'umami']),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;

/** GET /api/analytics/config — public: what the privacy policy states (collection on or off, how long it is kept). */
export const analyticsPublicConfig = z.object({ enabled: z.boolean(), retentionDays: z.int() });
export type AnalyticsPublicConfig = z.infer<typeof analyticsPublicConfig>;

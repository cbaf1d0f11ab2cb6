import {
  type AnalyticsEvent,
  analyticsApi,
  analyticsBatch,
  isServerOnlyEvent,
  maskAnalyticsPath,
  scrubPersonalData,
  type WebVitalName,
} from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { loadUser } from '../auth/guard.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { takeShared } from '../auth/shared-rate-limit.ts';
import type { Database } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { dailySalt, dailyUserHash } from './daily-salt.ts';
import { deviceClass } from './device-class.ts';
import type { Forwarder } from './forward.ts';

export interface IngestDeps {
  database: Database;
  enabled: boolean;
  batchesPerMinute: number;
  forwarder: Forwarder | null;
}

/** A batch is a handful of short events; anything near this is not our client. */
const bodyLimit = 64 * 1024;
const dayMs = 86_400_000;
/**
 * Events kept per visitor (the signed-in account, else the IP address) per hour, and for the whole service per
 * minute. A reader's real hour is a few dozen events; beyond these, events are dropped (still 204), so forged
 * traffic can move the admin's figures only by a bounded amount however many batches it sends. Counted in the
 * database, so the caps hold however many API processes take events.
 */
export const analyticsEventCaps = { perVisitorPerHour: 300, globalPerMinute: 3000 } as const;
/** Largest plausible value of each Web Vital (ms, CLS unitless); an event beyond it is dropped. */
const vitalMax: Record<WebVitalName, number> = { LCP: 120_000, INP: 120_000, FCP: 120_000, TTFB: 120_000, CLS: 100 };

/** A Web Vital sample outside its plausible range (negative, or past `vitalMax`). */
function implausibleVital(event: AnalyticsEvent): boolean {
  if (event.name !== 'performance_metrics') return false;
  const metric = event.props?.metric;
  const value = event.props?.value;
  if (typeof metric !== 'string' || !(metric in vitalMax)) return false;
  return typeof value !== 'number' || value < 0 || value > vitalMax[metric as WebVitalName];
}

function scrubProps(props: AnalyticsEvent['props']): NonNullable<AnalyticsEvent['props']> {
  return Object.fromEntries(
    Object.entries(props ?? {}).map(([k, v]) => [k, typeof v === 'string' ? scrubPersonalData(v) : v]),
  );
}

/** The reader asked not to be tracked: Do Not Track, or Global Privacy Control. */
export function asksNotToBeTracked(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/**
 * POST /api/analytics/events — a batch from the web's analytics client (docs/analytics.md). Open to signed-out
 * readers; answers 204 whether or not anything was kept, and never sets a cookie (the session is read, not
 * refreshed). The IP address is used only for the rate limits (in memory, and as a salted hash for the hourly cap);
 * the user agent only for the device class.
 */
export const analyticsIngestRoutes = (deps: IngestDeps) => async (app: FastifyInstance) => {
  const limiter = new RateLimiter();
  // navigator.sendBeacon posts a string as text/plain (a JSON content type would need a CORS preflight).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError(400, 'validation_failed', 'Body is not JSON'), undefined);
    }
  });

  serveRoute(
    app,
    analyticsApi.events,
    {
      tags: ['analytics'],
      summary: 'Store a batch of analytics events (nothing under Do Not Track / Global Privacy Control)',
      // Typed without a schema in the table (the web's landing page sends it without zod): validated here.
      schemas: { body: analyticsBatch },
      bodyLimit,
      // Counted before the body is read, so malformed batches count too.
      onRequest: async (request, reply) => {
        const limited = limiter.hit(`ip:${request.ip}`, deps.batchesPerMinute, 60);
        if (limited.ok) return;
        reply.header('retry-after', String(limited.retryAfterSec));
        throw new AppError(429, 'rate_limited', 'Too many analytics batches; try again later', {
          retryAfterSec: limited.retryAfterSec,
        });
      },
    },
    async (request, reply) => {
      const device = deviceClass(request.headers['user-agent']);
      if (!deps.enabled || device === null || asksNotToBeTracked(request.headers)) return reply.code(204).send();

      // Without the reply: a sliding-session refresh would set a cookie, and this endpoint sets none.
      const user = await loadUser(request).catch(() => null);
      const now = Date.now();
      // A purchase is a completed payment, which only the server can record: never stored from a browser.
      const plausible = request.body.events.filter((e) => !isServerOnlyEvent(e.name) && !implausibleVital(e));
      if (plausible.length === 0) return reply.code(204).send();
      const salt = await dailySalt(deps.database);
      const hash = user ? dailyUserHash(salt, user.id) : null;
      // The database never sees the IP address: the visitor's key is its hash with today's salt.
      const { db } = deps.database;
      const visitor = user ? `analytics:user:${user.id}` : `analytics:ip:${dailyUserHash(salt, request.ip)}`;
      const perVisitor = await takeShared(db, visitor, plausible.length, analyticsEventCaps.perVisitorPerHour, 3600);
      if (perVisitor.granted === 0) return reply.code(204).send();
      const global = await takeShared(
        db,
        'analytics:global',
        perVisitor.granted,
        analyticsEventCaps.globalPerMinute,
        60,
      );
      const kept = global.granted;
      if (kept === 0) return reply.code(204).send();
      const events: AnalyticsEvent[] = plausible.slice(0, kept).map((e) => ({
        ...e,
        path: maskAnalyticsPath(e.path),
        props: scrubProps(e.props),
        // A clock far off, or a batch kept in the browser for days, is dated when it arrived.
        at: e.at > now + 60_000 || e.at < now - dayMs ? now : e.at,
      }));
      await deps.database.db.insert(analyticsEvents).values(
        events.map((e) => ({
          name: e.name,
          bucket: e.bucket,
          path: e.path,
          props: e.props,
          device,
          dailyUserHash: hash,
          occurredAt: new Date(e.at),
        })),
      );
      deps.forwarder?.push(events, device);
      return reply.code(204).send();
    },
  );
};

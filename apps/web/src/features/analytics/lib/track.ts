import type { AnalyticsEvent, BrowserEventName } from '@cuecoach/contracts';
import { maskAnalyticsPath } from '@cuecoach/contracts';
import { analyticsAllowed } from './consent.ts';
import { pageBucket } from './page-bucket.ts';

type Props = NonNullable<AnalyticsEvent['props']>;

/**
 * The queue every feature writes to. Kept tiny and free of transport code, so a screen can record an event
 * without pulling the collector into its bundle: the collector (start-analytics.ts), loaded after the first
 * paint, drains the queue and sends it. Nothing is queued when the reader has opted out or asks not to be tracked.
 */
const queue: AnalyticsEvent[] = [];
let onQueued: (() => void) | null = null;
/** More than this waiting (collector never loaded, endpoint down) and the oldest are dropped. */
const maxQueued = 200;

/** Records one event on the current page (or on `pathname`: a page just left, or the one first loaded). */
export function track(name: BrowserEventName, props?: Props, pathname?: string): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  pathname ??= window.location.pathname;
  queue.push({ name, bucket: pageBucket(pathname), path: maskAnalyticsPath(pathname), at: Date.now(), props });
  if (queue.length > maxQueued) queue.splice(0, queue.length - maxQueued);
  onQueued?.();
}

/** For the collector: takes everything queued so far. */
export function takeQueued(): AnalyticsEvent[] {
  return queue.splice(0, queue.length);
}

/** For the collector: put back a batch that could not be sent (front of the queue, order kept). */
export function requeue(events: AnalyticsEvent[]): void {
  queue.unshift(...events);
  if (queue.length > maxQueued) queue.splice(maxQueued);
}

export function queuedCount(): number {
  return queue.length;
}

export function onEventQueued(listener: (() => void) | null): void {
  onQueued = listener;
}

/** Opt-out: what was waiting is thrown away, not sent. */
export function clearQueued(): void {
  queue.length = 0;
}

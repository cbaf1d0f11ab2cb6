import type { AnalyticsEvent } from '@cuecoach/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceClass } from './device-class.ts';

export interface ForwardTarget {
  protocol: 'plausible' | 'umami';
  /** The event endpoint itself: Plausible `…/api/event`, Umami `…/api/send`. */
  url: string;
  /** Plausible: the site domain; Umami: the website id. */
  site: string;
  /** Our public origin: the page URLs sent are this origin plus the masked path. */
  appOrigin: string;
}

/**
 * Neither the reader's IP nor their user-agent string leaves this server (they are not stored either): the
 * forwarded request carries a stand-in browser string for the device class only. A self-hosted Plausible or Umami
 * therefore sees page views and events correctly, but cannot count unique visitors (docs/analytics.md).
 */
const standInUserAgent: Record<DeviceClass, string> = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (Linux; Android 14; Mobile) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  tablet: 'Mozilla/5.0 (Linux; Android 14; Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

/** The request body each protocol's event endpoint takes for one event. */
export function forwardBody(target: ForwardTarget, event: AnalyticsEvent): Record<string, unknown> {
  const url = new URL(event.path, target.appOrigin).toString();
  const props = { bucket: event.bucket, ...(event.props ?? {}) };
  if (target.protocol === 'plausible') {
    // Plausible's own name for a page view is "pageview"; its props take strings, numbers and booleans.
    return { domain: target.site, name: event.name === 'page_view' ? 'pageview' : event.name, url, props };
  }
  const payload: Record<string, unknown> = { website: target.site, hostname: new URL(url).hostname, url: event.path };
  // Umami counts a send without a name as a page view.
  if (event.name !== 'page_view') Object.assign(payload, { name: event.name, data: props });
  return { type: 'event', payload };
}

/**
 * Sends stored events on, one request per event (both protocols take one at a time), in the background and in
 * order. A slow or absent endpoint costs nothing but a log line: at most `maxQueued` events wait, the rest are
 * dropped (they are in our own database regardless).
 */
export function createForwarder(target: ForwardTarget, log: FastifyBaseLogger, maxQueued = 1000) {
  const queue: { event: AnalyticsEvent; device: DeviceClass }[] = [];
  let running: Promise<void> | null = null;

  const sendOne = async (item: { event: AnalyticsEvent; device: DeviceClass }) => {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': standInUserAgent[item.device] },
      body: JSON.stringify(forwardBody(target, item.event)),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`${target.protocol} endpoint answered ${res.status}`);
    await res.arrayBuffer();
  };

  const drain = async () => {
    let failures = 0;
    for (let item = queue.shift(); item; item = queue.shift()) {
      try {
        await sendOne(item);
      } catch (err) {
        failures += 1;
        if (failures === 1) log.warn({ err, url: target.url }, 'analytics: forwarding failed');
      }
    }
  };

  const kick = () => {
    running ??= drain().finally(() => {
      running = null;
      // An event pushed while the loop was finishing would otherwise wait for the next batch.
      if (queue.length > 0) kick();
    });
  };

  return {
    push(events: AnalyticsEvent[], device: DeviceClass) {
      for (const event of events) if (queue.length < maxQueued) queue.push({ event, device });
      kick();
    },
    /** Resolves once everything queued so far has been sent or given up on (tests, shutdown). */
    async idle() {
      while (running) await running;
    },
  };
}
export type Forwarder = ReturnType<typeof createForwarder>;

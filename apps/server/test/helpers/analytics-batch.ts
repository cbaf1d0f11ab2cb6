import http from 'node:http';

/** A desktop Chrome user agent: analytics ignores requests that look like bots, so tests send as a browser would. */
export const chromeUa =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * Sends one analytics batch as `navigator.sendBeacon` does (text/plain) from a chosen loopback source address, so
 * each address is another visitor as far as the server can tell. Resolves with the status code.
 */
export function sendAnalyticsBatch(baseUrl: string, localAddress: string, events: unknown[]): Promise<number> {
  const payload = JSON.stringify({ events });
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/analytics/events`, {
      method: 'POST',
      localAddress,
      agent: false,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': Buffer.byteLength(payload),
        'user-agent': chromeUa,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A landing-page view at a given time. */
export const pageView = (at: number) => ({ name: 'page_view', bucket: 'landing', path: '/', at });

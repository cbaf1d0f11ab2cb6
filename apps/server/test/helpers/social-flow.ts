import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Cookies of one browser, by name (paths and expiry do not matter for these flows). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]): void {
    for (const c of setCookies) {
      const pair = c.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

/** The browser side of a social sign-in against an app whose APP_ORIGIN is `appOrigin`. */
export function socialFlow(appOrigin: string) {
  /**
   * The whole authorization-code flow as a browser does it: start at our API, follow the provider's redirects, fill
   * in its login form (or cancel), and come back to our callback. Returns where the app finally sends the browser.
   */
  async function socialSignIn(
    app: FastifyInstance,
    login: string,
    opts: { jar?: CookieJar; cancel?: boolean; locale?: 'ko' | 'en'; from?: string; callbackJar?: CookieJar } = {},
  ): Promise<{ location: string; jar: CookieJar; callback: LightMyRequestResponse }> {
    const jar = opts.jar ?? new CookieJar();
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/social/oidc',
      headers: { cookie: jar.header(), origin: appOrigin },
      payload: { locale: opts.locale ?? 'ko', ...(opts.from ? { from: opts.from } : {}) },
    });
    expect(start.statusCode, start.body).toBe(200);
    jar.take(setCookies(start));
    const providerJar = new CookieJar();
    let url = (start.json() as { url: string }).url;
    for (let hop = 0; hop < 15; hop++) {
      if (url.startsWith(appOrigin)) {
        const callback = await app.inject({
          method: 'GET',
          url: url.slice(appOrigin.length),
          headers: { cookie: (opts.callbackJar ?? jar).header() },
        });
        jar.take(setCookies(callback));
        return { location: String(callback.headers.location ?? ''), jar, callback };
      }
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: providerJar.header() } });
      providerJar.take(res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        continue;
      }
      // The provider's login form at /interaction/:uid.
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('name="login"');
      if (opts.cancel) {
        url = `${url}/abort`;
        continue;
      }
      const submitted = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: providerJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
      });
      providerJar.take(submitted.headers.getSetCookie());
      url = new URL(submitted.headers.get('location') ?? '', url).toString();
    }
    throw new Error('social sign-in did not come back to the app');
  }

  function errorOf(location: string): string | null {
    return new URL(location, appOrigin).searchParams.get('error');
  }
  return { socialSignIn, errorOf };
}

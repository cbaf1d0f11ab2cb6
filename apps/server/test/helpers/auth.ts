import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** `name=value; name2=value2` from a response's Set-Cookie headers (attributes dropped, cleared cookies skipped). */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/** The newest code the dev outbox holds for this address (the app must run without SMTP_URL). */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const to = encodeURIComponent(email.trim().toLowerCase());
  const res = await app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${to}` });
  if (res.statusCode !== 200) throw new Error(`dev mailbox answered ${res.statusCode}`);
  const code = (res.json() as { messages: { code?: string }[] }).messages[0]?.code;
  if (!code) throw new Error(`no code in the dev outbox for ${email}`);
  return code;
}

/**
 * A stable fake client address per e-mail, so helpers that create many accounts in one app stay under the per-IP
 * rate limits (the per-e-mail limits and the 60 s resend cooldown still apply).
 */
export function ipFor(email: string): string {
  let h = 0;
  for (const ch of email) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

export async function requestCode(app: FastifyInstance, email: string, purpose: 'login' | 'signup', ip = ipFor(email)) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/code/request',
    payload: { email, purpose, locale: 'ko' },
    remoteAddress: ip,
  });
}

export async function verifyCode(
  app: FastifyInstance,
  email: string,
  code: string,
  purpose: 'login' | 'signup',
  ip = ipFor(email),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/code/verify',
    payload: { email, code, purpose, locale: 'ko' },
    remoteAddress: ip,
  });
}

/**
 * The real sign-up flow (code request → code from the dev outbox → verify). Returns the session cookie to send as
 * `headers: { cookie }`. With `profile: true` it also completes onboarding so /api/me has a profile.
 */
export async function signUpAndSignIn(
  app: FastifyInstance,
  email: string,
  opts: { profile?: boolean } = {},
): Promise<{ cookie: string; userId: string }> {
  const sent = await requestCode(app, email, 'signup');
  if (sent.statusCode !== 200) throw new Error(`signup code request failed: ${sent.statusCode} ${sent.body}`);
  const verified = await verifyCode(app, email, await latestCode(app, email), 'signup');
  if (verified.statusCode !== 200) throw new Error(`signup verify failed: ${verified.statusCode} ${verified.body}`);
  const cookie = cookieFrom(verified);
  const { userId } = verified.json() as { userId: string };
  if (opts.profile) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie },
      payload: { nickname: email.split('@')[0], language: 'ko', acceptTerms: true, acceptPrivacy: true },
    });
    if (res.statusCode !== 201) throw new Error(`profile creation failed: ${res.statusCode} ${res.body}`);
  }
  return { cookie, userId };
}

/**
 * Signs an existing account in again (a second device/browser): a fresh login code, a new session cookie.
 * The 60 s resend cooldown applies: one call per e-mail per minute.
 */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const sent = await requestCode(app, email, 'login');
  if (sent.statusCode !== 200) throw new Error(`login code request failed: ${sent.statusCode} ${sent.body}`);
  const verified = await verifyCode(app, email, await latestCode(app, email), 'login');
  if (verified.statusCode !== 200) throw new Error(`login verify failed: ${verified.statusCode} ${verified.body}`);
  return cookieFrom(verified);
}

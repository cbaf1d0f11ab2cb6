import { describe, expect, it } from 'vitest';
import type { AuthUser } from './guard.ts';
import { SessionCache, sessionCookieKey } from './session-cache.ts';

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@example.com`,
  role: 'user',
  status: 'active',
  locale: 'ko',
  sessionId: `s-${id}`,
});

describe('session cache', () => {
  it('keys by the session cookie only, never holding the token itself', () => {
    const key = sessionCookieKey('theme=dark; cuecoach.session_token=abc.def; other=1');
    expect(key).toBe(sessionCookieKey('cuecoach.session_token=abc.def'));
    expect(key).not.toContain('abc');
    expect(sessionCookieKey('cuecoach.session_token=other')).not.toBe(key);
    expect(sessionCookieKey('theme=dark')).toBeNull();
    expect(sessionCookieKey(undefined)).toBeNull();
  });

  it('answers for a few seconds, then asks again', () => {
    let now = 0;
    const cache = new SessionCache(5_000, () => now);
    cache.set('k', user('a'));
    now = 4_999;
    expect(cache.get('k')?.id).toBe('a');
    now = 5_000;
    expect(cache.get('k')).toBeNull();
  });

  it('forgets every entry of a user at once (sign-out, role or status change)', () => {
    const cache = new SessionCache(5_000, () => 0);
    cache.set('phone', user('a'));
    cache.set('laptop', user('a'));
    cache.set('other', user('b'));
    cache.forgetUser('a');
    expect(cache.get('phone')).toBeNull();
    expect(cache.get('laptop')).toBeNull();
    expect(cache.get('other')?.id).toBe('b');
  });
});

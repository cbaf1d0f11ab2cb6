import { describe, expect, it } from 'vitest';
import { buildDiagnostics } from './diagnostics-bundle.ts';
import { redactBody, redacted, redactHeaders, redactUrl } from './redact.ts';

describe('redaction', () => {
  it('hides cookies and authorisation headers, whatever their case', () => {
    expect(
      redactHeaders({ Cookie: 'a=b', 'set-cookie': 's=1', Authorization: 'Bearer x', 'content-type': 'text/plain' }),
    ).toEqual({ Cookie: redacted, 'set-cookie': redacted, Authorization: redacted, 'content-type': 'text/plain' });
  });

  it('hides the sign-in code in the email-OTP body but keeps the e-mail', () => {
    const body = redactBody(JSON.stringify({ email: 'kim@example.com', otp: '123456' }));
    expect(JSON.parse(body)).toEqual({ email: 'kim@example.com', otp: redacted });
  });

  it('hides nested tokens and passwords and a numeric code, but keeps API error codes', () => {
    const body = redactBody(
      JSON.stringify({
        session: { token: 'abc', user: { name: 'Kim' } },
        password: 'pw',
        code: 483920,
        error: { code: 'insufficient_credits' },
      }),
    );
    expect(JSON.parse(body)).toEqual({
      session: { token: redacted, user: { name: 'Kim' } },
      password: redacted,
      code: redacted,
      error: { code: 'insufficient_credits' },
    });
  });

  it('hides codes in form bodies, free text and URLs', () => {
    expect(redactBody('email=kim%40example.com&otp=123456')).toBe(
      `email=kim%40example.com&otp=${encodeURIComponent(redacted)}`,
    );
    expect(redactBody('verify failed for code: 654321')).not.toContain('654321');
    expect(redactBody('otp=654321 rejected')).not.toContain('654321');
    expect(redactUrl('/api/auth/verify-email?token=secret&callbackURL=%2F')).toBe(
      `/api/auth/verify-email?token=${encodeURIComponent(redacted)}&callbackURL=%2F`,
    );
    expect(redactUrl('/api/sessions?page=2')).toBe('/api/sessions?page=2');
  });

  it('redacts secrets in the storage contents of the diagnostics bundle', () => {
    localStorage.setItem('cuecoach-theme', 'dark');
    localStorage.setItem('better-auth.session_token', 'abc.def');
    sessionStorage.setItem('draft', JSON.stringify({ title: 'Pilates', otp: '111111' }));
    const bundle = buildDiagnostics({ enabled: true, requests: [], errors: [], logs: [] });
    expect(bundle.localStorage['cuecoach-theme']).toBe('dark');
    expect(bundle.localStorage['better-auth.session_token']).toBe(redacted);
    expect(JSON.parse(bundle.sessionStorage.draft ?? '{}')).toEqual({ title: 'Pilates', otp: redacted });
    expect(bundle.buildInfo.version).toMatch(/^\d+\.\d+\.\d+/);
    sessionStorage.clear();
  });
});

/**
 * What never leaves the browser in a diagnostics bundle: cookies, authorisation headers, sign-in codes, tokens
 * and passwords. The bundle is meant to be pasted into a support message, so anything that would let the reader
 * sign in as the user is replaced by `[redacted]`.
 */
export const redacted = '[redacted]';

const secretHeaders = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'x-csrf-token',
  'x-xsrf-token',
]);

// Keys whose value is a secret whatever it looks like (better-auth's email-OTP body is `{ email, otp }`).
const secretKey =
  /^(otp|password|new_?password|current_?password|token|access_?token|refresh_?token|id_?token|secret|client_?secret|api_?key|session_?token|verification_?code)$/i;
// `code` is also the API's error code (`insufficient_credits`), so only a code that looks like a sign-in code
// (4–8 digits) is hidden.
const codeKey = /^(code|sign_?in_?code|login_?code)$/i;
const signInCode = /^\s*\d{4,8}\s*$/;
// Storage keys whose values hold a session or a token (tus fingerprints and preferences stay readable).
const secretStorageKey = /(token|secret|password|otp|session[-_.]?(token|data)|auth[-_.]?(token|session))/i;

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = secretHeaders.has(name.toLowerCase()) ? redacted : value;
  }
  return out;
}

/** Redacts a parsed JSON value: secret keys anywhere in the tree. */
export function redactJsonValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJsonValue);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (secretKey.test(key)) out[key] = redacted;
      else if (
        codeKey.test(key) &&
        (typeof inner === 'number' || typeof inner === 'string') &&
        signInCode.test(String(inner))
      )
        out[key] = redacted;
      else out[key] = redactJsonValue(inner);
    }
    return out;
  }
  return value;
}

/**
 * Redacts a request or response body. JSON is redacted by key; form-encoded text by parameter name; any other
 * text keeps its words but loses `otp=…`/`"code": "123456"`-like pairs.
 */
export function redactBody(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(redactJsonValue(JSON.parse(trimmed)));
    } catch {
      // Not JSON after all (or truncated): fall through to the pattern rules.
    }
  }
  if (/^[\w.%-]+=[^&]*(&[\w.%-]+=[^&]*)*$/.test(trimmed)) return redactQuery(trimmed);
  return body
    .replace(
      /("?(?:otp|password|token|access_?token|refresh_?token|secret)"?\s*[:=]\s*)("[^"]*"|[^\s,&}]+)/gi,
      `$1"${redacted}"`,
    )
    .replace(/("?code"?\s*[:=]\s*)"?\d{4,8}"?/gi, `$1"${redacted}"`);
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...rest] = pair.split('=');
      const key = decodeURIComponentSafe(rawKey);
      const value = decodeURIComponentSafe(rest.join('='));
      const hide = secretKey.test(key) || (codeKey.test(key) && signInCode.test(value));
      return hide ? `${rawKey}=${encodeURIComponent(redacted)}` : pair;
    })
    .join('&');
}

/** Redacts secret query parameters (e.g. `?token=` in a verification link). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = hash < 0 ? url.slice(q + 1) : url.slice(q + 1, hash);
  return `${url.slice(0, q + 1)}${redactQuery(query)}${hash < 0 ? '' : url.slice(hash)}`;
}

export function redactStorageValue(key: string, value: string): string {
  if (secretStorageKey.test(key)) return redacted;
  return redactBody(value);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}

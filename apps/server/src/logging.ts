import { hostname } from 'node:os';
import pino, { type LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import { appRelease } from './version.ts';

/**
 * Anything that can let a reader act as a user: cookies, authorization headers, tokens and sign-in codes, wherever
 * they sit in a logged object (a request, an error's cause, better-auth's arguments).
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.cookie',
  '*.token',
  '*.sessionToken',
  '*.session_token',
  '*.otp',
  '*.code_verifier',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  'args[*].token',
];

/**
 * A failed query's error carries its parameters (Drizzle: "Failed query: … params: <session token>,…", and a
 * `params` property): they are removed, as are long token-like strings (24+ letters and digits of both cases, as
 * session tokens and signed cookies are; hex checksums and UUIDs stay readable), wherever the error is logged.
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(/params: [^\n]*/g, 'params: [redacted]')
    .replace(
      /\b(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]{24,}(\.[A-Za-z0-9+/=_-]{20,})?/g,
      '[redacted]',
    );
}

export function scrubObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => scrubObject(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = key === 'params' ? '[redacted]' : scrubObject(v, depth + 1);
  }
  return out;
}

export function safeErrorSerializer(err: Error): unknown {
  return scrubObject(pino.stdSerializers.err(err));
}

/**
 * Log format: readable lines (pino-pretty) when a person watches a terminal outside production; one JSON object per
 * line otherwise (production always, files, pipes, log collectors). Every line carries the release (version and
 * commit), so lines from a mixed deployment tell which code wrote them.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  tty = Boolean(process.stdout.isTTY),
): LoggerOptions {
  const base: LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { pid: process.pid, hostname: hostname(), release: appRelease },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: safeErrorSerializer },
  };
  if (!tty || config.NODE_ENV === 'test' || config.NODE_ENV === 'production') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,release',
        singleLine: true,
      },
    },
  };
}

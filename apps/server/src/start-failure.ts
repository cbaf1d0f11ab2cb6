import { ConfigError } from './config.ts';

interface SystemError {
  code?: string;
  address?: string;
  port?: number;
  message?: string;
  errors?: unknown[];
}

const asSystemError = (err: unknown): SystemError => (typeof err === 'object' && err !== null ? err : {});

/** The first system error inside an error (pg and undici wrap them: `cause`, AggregateError's `errors`). */
function rootCause(err: unknown, depth = 0): SystemError {
  const e = asSystemError(err);
  if (depth > 5) return e;
  if (!e.code && Array.isArray(e.errors) && e.errors.length > 0) return rootCause(e.errors[0], depth + 1);
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (!e.code && cause) return rootCause(cause, depth + 1);
  return e;
}

const connectionCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);

/**
 * One line saying why the process could not start, for an operator reading a supervisor's log: what failed, where,
 * and the system's own code. Never a stack trace (those are for bugs, shown at LOG_LEVEL=debug).
 */
export function startFailureLine(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  const root = rootCause(err);
  const where = root.address ? `${root.address}${root.port ? `:${root.port}` : ''}` : '';
  const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]?.trim() ?? '';
  if (root.code === 'EADDRINUSE') {
    return `CueCoach could not start: the address ${where || 'it should listen on'} is already in use (EADDRINUSE); stop the other process or set PORT.`;
  }
  if (root.code === 'EACCES' && root.port !== undefined) {
    return `CueCoach could not start: no permission to listen on ${where} (EACCES); choose a PORT above 1023.`;
  }
  if (root.code && connectionCodes.has(root.code)) {
    return `CueCoach could not start: the database${where ? ` at ${where}` : ''} is unreachable (${root.code}); check DATABASE_URL and that PostgreSQL is running.`;
  }
  const pgCode = (err as { code?: unknown } | null)?.code;
  if (typeof pgCode === 'string' && /^[0-9A-Z]{5}$/.test(pgCode)) {
    return `CueCoach could not start: the database refused (${pgCode}): ${firstLine((err as Error).message)}`;
  }
  const message = firstLine(err instanceof Error ? err.message : String(err)) || firstLine(root.message);
  return `CueCoach could not start: ${message || (root.code ?? 'unknown error')}`;
}

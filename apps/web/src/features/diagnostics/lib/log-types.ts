/** Under 300 success, under 400 redirect, anything else (and no response at all) failure. */
export type StatusClass = 'success' | 'redirect' | 'failure';

export function statusClass(status: number | null): StatusClass {
  if (status === null || status <= 0) return 'failure';
  if (status < 300) return 'success';
  if (status < 400) return 'redirect';
  return 'failure';
}

/** Debug request log entry. `status` is null while the call is in flight or when it never got a response. */
export type RequestLogEntry = {
  id: string;
  timestamp: string;
  userAgent: string;
  route: string;
  method: string;
  url: string;
  status: number | null;
  statusText: string;
  statusClass: StatusClass | 'pending';
  /** Milliseconds until the response headers arrived (or the call failed). */
  duration: number | null;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
  error: string | null;
};

/** Debug error entry. */
export type ErrorLogEntry = {
  id: string;
  timestamp: string;
  source: 'window' | 'unhandledrejection' | 'render' | 'fetch';
  error: { name: string; message: string; stack: string | null };
  /** React's component stack for render errors, `file:line:column` for window errors. */
  errorInfo: string | null;
  route: string;
  userAgent: string;
  /** The request log entry this error belongs to (a failed fetch). */
  requestId: string | null;
};

export type ConsoleLogEntry = {
  id: string;
  timestamp: string;
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  message: string;
  route: string;
};

/** `{prefix}_{timestamp}_{random}` — the spec's error id form, used for every log entry. */
export function logId(prefix: string, now: number = Date.now()): string {
  return `${prefix}_${now}_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
}

export function describeError(value: unknown): ErrorLogEntry['error'] {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack ?? null };
  if (typeof value === 'string') return { name: 'Error', message: value, stack: null };
  let message: string;
  try {
    message = JSON.stringify(value) ?? String(value);
  } catch {
    message = String(value);
  }
  return { name: 'NonError', message, stack: null };
}

import type { DebugStore } from './debug-store.ts';
import { type ConsoleLogEntry, describeError, logId } from './log-types.ts';
import { redactBody, truncate } from './redact.ts';

const levels: ConsoleLogEntry['level'][] = ['log', 'info', 'warn', 'error', 'debug'];

function formatArg(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  try {
    return JSON.stringify(arg) ?? String(arg);
  } catch {
    return String(arg);
  }
}

/** Window errors and unhandled rejections go to the error log; console output to the "logs" tab. */
export function captureGlobals(store: DebugStore): () => void {
  const route = () => window.location.pathname;
  const onError = (event: ErrorEvent) => {
    store.addError({
      id: logId('error'),
      timestamp: new Date().toISOString(),
      source: 'window',
      error: describeError(event.error ?? event.message),
      errorInfo: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : null,
      route: route(),
      userAgent: navigator.userAgent,
      requestId: null,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    store.addError({
      id: logId('error'),
      timestamp: new Date().toISOString(),
      source: 'unhandledrejection',
      error: describeError(event.reason),
      errorInfo: null,
      route: route(),
      userAgent: navigator.userAgent,
      requestId: null,
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  const originals = new Map<ConsoleLogEntry['level'], (...args: unknown[]) => void>();
  for (const level of levels) {
    const original = console[level];
    originals.set(level, original);
    console[level] = (...args: unknown[]) => {
      original.apply(console, args);
      store.addLog({
        id: logId('log'),
        timestamp: new Date().toISOString(),
        level,
        message: truncate(redactBody(args.map(formatArg).join(' ')), 2_000),
        route: route(),
      });
    };
  }

  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    for (const [level, original] of originals) console[level] = original;
  };
}

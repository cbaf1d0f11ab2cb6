import { type BuildInfo, buildInfo } from './build-info.ts';
import { type DebugSnapshot, debugLogsKey } from './debug-store.ts';
import { redactStorageValue, redactUrl } from './redact.ts';

/** Diagnostics bundle. */
export type DiagnosticsBundle = {
  buildInfo: BuildInfo;
  userAgent: string;
  url: string;
  timestamp: string;
  debugEnabled: boolean;
  requestLogs: DebugSnapshot['requests'];
  errorLogs: DebugSnapshot['errors'];
  consoleLogs: DebugSnapshot['logs'];
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
};

function storageContents(storage: Storage | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!storage) return out;
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      // The mirrored logs are already in the bundle once.
      if (key === null || key === debugLogsKey) continue;
      out[key] = redactStorageValue(key, storage.getItem(key) ?? '');
    }
  } catch {
    // Storage blocked (privacy settings): the bundle goes out without it.
  }
  return out;
}

export function buildDiagnostics(snapshot: DebugSnapshot, now: Date = new Date()): DiagnosticsBundle {
  return {
    buildInfo,
    userAgent: navigator.userAgent,
    url: redactUrl(window.location.href),
    timestamp: now.toISOString(),
    debugEnabled: snapshot.enabled,
    requestLogs: snapshot.requests,
    errorLogs: snapshot.errors,
    consoleLogs: snapshot.logs,
    localStorage: storageContents(safeStorage('localStorage')),
    sessionStorage: storageContents(safeStorage('sessionStorage')),
  };
}

function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/** `cuecoach-diagnostics-2026-11-22-064512.json` (UTC), so several downloads on one day do not overwrite. */
export function diagnosticsFileName(now: Date = new Date()): string {
  const iso = now.toISOString();
  return `cuecoach-diagnostics-${iso.slice(0, 10)}-${iso.slice(11, 19).replaceAll(':', '')}.json`;
}

export async function copyDiagnostics(bundle: DiagnosticsBundle): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(JSON.stringify(bundle, null, 2));
}

export function downloadDiagnostics(bundle: DiagnosticsBundle, now: Date = new Date()): void {
  const blob = new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = diagnosticsFileName(now);
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has started the download by now; revoking later keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

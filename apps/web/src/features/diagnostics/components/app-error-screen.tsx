import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { debugStore } from '../lib/debug-store.ts';
import { describeError, logId } from '../lib/log-types.ts';
import { claimChunkReload, isStaleChunkError, page } from '../lib/stale-chunk.ts';
import { useDebugSnapshot } from '../lib/use-debug-snapshot.ts';
import { useDiagnosticsActions } from '../lib/use-diagnostics-actions.ts';
import { ScrollablePre } from './scrollable-pre.tsx';

// One id and one log entry per error object, however often the screen re-mounts (StrictMode, navigation).
const errorIds = new WeakMap<object, string>();
const reloadDecisions = new WeakMap<object, boolean>();

function errorIdFor(error: unknown): string {
  if (error && typeof error === 'object') {
    const known = errorIds.get(error);
    if (known) return known;
    const id = logId('error');
    errorIds.set(error, id);
    return id;
  }
  return logId('error');
}

/** Decided once per error, so a re-render cannot claim the reload guard a second time. */
function shouldReload(error: unknown): boolean {
  if (!isStaleChunkError(error)) return false;
  const key = error && typeof error === 'object' ? error : null;
  if (key && reloadDecisions.has(key)) return reloadDecisions.get(key) ?? false;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const decision = claimChunkReload(storage);
  if (key) reloadDecisions.set(key, decision);
  return decision;
}

/**
 * App-wide error screen, shown by `RouteErrorBoundary`. A stale chunk after a deploy reloads the page
 * once by itself (see stale-chunk.ts); anything else shows the error id, technical details and ways out.
 */
export function AppErrorScreen({ error }: { error: unknown }) {
  // Both memoised per error object (WeakMaps above), so they stay put across re-renders and StrictMode.
  const errorId = useMemo(() => errorIdFor(error), [error]);
  const reloading = useMemo(() => shouldReload(error), [error]);
  useDebugSnapshot(); // re-render when the boundary's componentDidCatch hands over the component stack
  const componentStack = debugStore.componentStackOf(error);
  const details = useMemo(() => describeError(error), [error]);

  useEffect(() => {
    if (reloading) page.reload();
  }, [reloading]);

  useEffect(() => {
    // The crash the user is looking at is always logged, debug mode or not: "copy diagnostics" must contain it.
    // Never throw from here: an error in the error screen would land back in this same boundary.
    try {
      const logged = debugStore.getSnapshot().errors.find((e) => e.id === errorId);
      if (logged && (logged.errorInfo !== null || componentStack === null)) return;
      debugStore.upsertError({
        id: errorId,
        timestamp: new Date().toISOString(),
        source: 'render',
        error: details,
        errorInfo: componentStack,
        route: window.location.pathname,
        userAgent: navigator.userAgent,
        requestId: null,
      });
    } catch {
      // Logging is best effort.
    }
  }, [errorId, details, componentStack]);

  if (reloading) return <Updating />;
  return <ErrorDetails errorId={errorId} details={details} componentStack={componentStack} />;
}

function Updating() {
  const { t } = useTranslation('diagnostics');
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-3 px-4 text-center">
      <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
        <Spinner className="h-6 w-6" />
        <span>{t('errorScreen.updating')}</span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('errorScreen.updatingHint')}</p>
    </main>
  );
}

function ErrorDetails({
  errorId,
  details,
  componentStack,
}: {
  errorId: string;
  details: { name: string; message: string; stack: string | null };
  componentStack: string | null;
}) {
  const { t } = useTranslation('diagnostics');
  const navigate = useNavigate();
  const { copy } = useDiagnosticsActions();
  const pre =
    'mt-1 max-h-64 overflow-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap break-words dark:bg-slate-800';
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <div role="alert">
        <h1 className="text-2xl font-bold">{t('errorScreen.title')}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('errorScreen.message')}</p>
      </div>
      <p className="mt-6 text-sm">
        <span className="font-semibold">{t('errorScreen.errorId')}: </span>
        <code data-testid="error-id" className="rounded bg-slate-100 px-1.5 py-0.5 select-all dark:bg-slate-800">
          {errorId}
        </code>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('errorScreen.errorIdHint')}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={() => page.reload()}>{t('errorScreen.reload')}</Button>
        <Button variant="secondary" onClick={() => navigate(paths.debug)}>
          {t('errorScreen.openDebug')}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('errorScreen.copy')}
        </Button>
      </div>
      <details className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <summary className="cursor-pointer font-semibold">{t('errorScreen.details')}</summary>
        <h2 className="mt-4 text-sm font-semibold">{t('errorScreen.error')}</h2>
        <ScrollablePre className={pre}>{`${details.name}: ${details.message}`}</ScrollablePre>
        <h2 className="mt-4 text-sm font-semibold">{t('errorScreen.stack')}</h2>
        <ScrollablePre className={pre}>{details.stack ?? t('errorScreen.none')}</ScrollablePre>
        <h2 className="mt-4 text-sm font-semibold">{t('errorScreen.componentStack')}</h2>
        <ScrollablePre className={pre}>{componentStack?.trim() || t('errorScreen.none')}</ScrollablePre>
      </details>
    </main>
  );
}

import { healthResponse, healthUnavailableResponse, statusApi } from '@cuecoach/contracts';
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { apiUrl } from '@/lib/api-client.ts';
import { buildInfo } from '../lib/build-info.ts';
import { type DebugSnapshot, debugStore } from '../lib/debug-store.ts';
import { logLimit } from '../lib/ring-buffer.ts';
import { useDiagnosticsActions } from '../lib/use-diagnostics-actions.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-all">{children}</dd>
    </>
  );
}

const grid = 'grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]';

export function OverviewTab({ live, shown }: { live: DebugSnapshot; shown: DebugSnapshot }) {
  const { t } = useTranslation('diagnostics');
  return (
    <div>
      <dl className={grid}>
        <Row label={t('overview.version')}>{buildInfo.version}</Row>
        <Row label={t('overview.environment')}>{buildInfo.environment}</Row>
        <Row label={t('overview.buildTime')}>{buildInfo.timestamp ?? t('overview.unknown')}</Row>
        <Row label={t('overview.userAgent')}>{navigator.userAgent}</Row>
        <Row label={t('overview.url')}>{window.location.href}</Row>
        <Row label={t('overview.debugMode')}>
          <span data-testid="debug-state">{live.enabled ? t('overview.on') : t('overview.off')}</span>
        </Row>
        <Row label={t('overview.counts')}>
          {t('overview.countsValue', {
            requests: shown.requests.length,
            errors: shown.errors.length,
            logs: shown.logs.length,
            limit: logLimit,
          })}
        </Row>
      </dl>
      {!live.enabled && <p className="mt-4 text-sm text-amber-800 dark:text-amber-300">{t('overview.debugOffHint')}</p>}
    </div>
  );
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

type Health =
  | { state: 'checking' }
  | {
      state: 'done';
      ok: boolean;
      httpStatus: number;
      db: string;
      storage: string;
      version: string;
      reason: string | null;
      latencyMs: number;
    }
  | { state: 'unreachable'; message: string; latencyMs: number };

/** GET /api/health: database and storage kinds, server version and round-trip time; plus the browser's own online flag. */
export function ConnectivityTab() {
  const { t } = useTranslation('diagnostics');
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [health, setHealth] = useState<Health>({ state: 'checking' });
  const check = useCallback(async () => {
    setHealth({ state: 'checking' });
    const started = performance.now();
    try {
      const response = await fetch(apiUrl(statusApi.health), {
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      const latencyMs = Math.round(performance.now() - started);
      const body: unknown = await response.json();
      const ok = healthResponse.safeParse(body);
      const down = healthUnavailableResponse.safeParse(body);
      if (ok.success)
        setHealth({
          state: 'done',
          ok: true,
          httpStatus: response.status,
          db: ok.data.db,
          storage: ok.data.storage,
          version: ok.data.version,
          reason: null,
          latencyMs,
        });
      else if (down.success)
        setHealth({
          state: 'done',
          ok: false,
          httpStatus: response.status,
          db: down.data.db,
          storage: down.data.storage,
          version: down.data.version,
          reason: down.data.reason,
          latencyMs,
        });
      else setHealth({ state: 'unreachable', message: `HTTP ${response.status}`, latencyMs });
    } catch (err) {
      setHealth({
        state: 'unreachable',
        message: (err as Error).message,
        latencyMs: Math.round(performance.now() - started),
      });
    }
  }, []);
  useEffect(() => {
    void check();
  }, [check]);

  return (
    <div>
      <dl className={grid}>
        <Row label={t('connectivity.online')}>
          <span data-testid="online-state">{online ? t('connectivity.isOnline') : t('connectivity.isOffline')}</span>
        </Row>
        <Row label={t('connectivity.server')}>
          <span data-testid="health-state" aria-live="polite">
            {health.state === 'checking' && t('connectivity.checking')}
            {health.state === 'unreachable' && t('connectivity.unreachable', { message: health.message })}
            {health.state === 'done' &&
              `${health.ok ? t('connectivity.ok') : t('connectivity.unavailable')} (HTTP ${health.httpStatus})`}
          </span>
        </Row>
        {health.state === 'done' && (
          <>
            <Row label={t('connectivity.database')}>{health.db}</Row>
            <Row label={t('connectivity.storage')}>{health.storage}</Row>
            <Row label={t('connectivity.serverVersion')}>{health.version}</Row>
            {health.reason && <Row label={t('connectivity.reason')}>{health.reason}</Row>}
          </>
        )}
        {health.state !== 'checking' && (
          <Row label={t('connectivity.latency')}>{t('connectivity.latencyValue', { ms: health.latencyMs })}</Row>
        )}
      </dl>
      <Button variant="secondary" className="mt-4" onClick={() => void check()} disabled={health.state === 'checking'}>
        {t('connectivity.check')}
      </Button>
    </div>
  );
}

export function ActionsTab({
  enabled,
  refreshing,
  onRefresh,
  onClear,
}: {
  enabled: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('diagnostics');
  const { copy, download } = useDiagnosticsActions();
  return (
    <div className="space-y-6">
      <section>
        <Button variant={enabled ? 'secondary' : 'primary'} onClick={() => debugStore.setEnabled(!enabled)}>
          {enabled ? t('actions.disable') : t('actions.enable')}
        </Button>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('actions.debugHint')}</p>
      </section>
      <section className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing && <Spinner className="h-4 w-4" />}
          {refreshing ? t('actions.refreshing') : t('actions.refresh')}
        </Button>
        <Button variant="danger" onClick={onClear}>
          {t('actions.clear')}
        </Button>
      </section>
      <section>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('actions.copy')}
          </Button>
          <Button variant="secondary" onClick={download}>
            {t('actions.download')}
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('actions.bundleHint')}</p>
      </section>
    </div>
  );
}

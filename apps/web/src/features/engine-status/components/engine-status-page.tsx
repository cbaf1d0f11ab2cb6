import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { STATUS_REFRESH_MS, useEngineStatus } from '../api/get-engine-status.ts';
import { AdminSections } from './admin-sections.tsx';
import { AvailabilitySection } from './availability-section.tsx';

/**
 * /test/hybrid-status (docs/engine-status.md): signed-in users see whether Korean and English can be analysed and
 * how long analyses wait; admins also see engines, downloads, the report generator, queues, workers and health.
 * Refreshed every few seconds; after a failed refresh the last figures stay, marked with their time.
 */
export function EngineStatusPage() {
  const { t, i18n } = useTranslation('engineStatus');
  const status = useEngineStatus();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
      new Date(iso),
    );
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageHeader title={t('title')} />
      {status.isPending ? (
        <LoadingState />
      ) : status.isError && !status.data ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p className="-mt-4 break-keep text-slate-600 dark:text-slate-300">
            {status.data.view === 'admin' ? t('introAdmin') : t('intro')}
          </p>
          <p
            role="status"
            data-testid="status-freshness"
            className={`text-sm break-keep ${status.isRefetchError ? 'text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-300'}`}
          >
            {status.isRefetchError
              ? t('stale', { time: time(status.data.generatedAt) })
              : t('live', { seconds: STATUS_REFRESH_MS / 1000, time: time(status.data.generatedAt) })}
          </p>
          <AvailabilitySection status={status.data} />
          {status.data.view === 'admin' && <AdminSections status={status.data} />}
        </>
      )}
    </div>
  );
}

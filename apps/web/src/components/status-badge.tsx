import type { SessionListItem } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from './ui/progress-bar.tsx';

const tone: Record<SessionListItem['status'], string> = {
  uploaded: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  processing: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/**
 * Status with live step and percent while the analysis runs. In a table the default minimum width keeps the column
 * from jumping as the step text changes; a page header passes its own sizing.
 */
export function StatusBadge({
  session,
  className = 'min-w-32',
}: {
  session: Pick<SessionListItem, 'status' | 'progress' | 'feedbackState'>;
  className?: string;
}) {
  const { t } = useTranslation('sessions');
  const active = session.status === 'pending' || session.status === 'processing';
  const percent = session.progress?.percent ?? 0;
  const step = session.progress?.step;
  return (
    <div className={`space-y-1 ${className}`}>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone[session.status]}`}>
        {t(`status.${session.status}`)}
        {active && ` · ${Math.round(percent)}%`}
      </span>
      {active && (
        <>
          <ProgressBar value={percent} label={t('progressLabel')} />
          <p className="text-xs text-slate-600 dark:text-slate-400">{step ? t(`steps.${step}`) : t('steps.waiting')}</p>
        </>
      )}
      {session.status === 'completed' && session.feedbackState === 'failed' && (
        <p className="text-xs text-red-700 dark:text-red-400">{t('feedbackState.failed')}</p>
      )}
    </div>
  );
}

import type { ProgressNotice as Notice } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Shown instead of the percentage while an analysis waits to be resumed (its worker was lost or stopped) or
 * retried: an honest "resuming" rather than a bar frozen at the lost worker's last figure.
 */
export function ProgressNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation('workers');
  return (
    <p
      role="status"
      data-testid="progress-notice"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm break-keep text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      {notice === 'worker_lost' ? t('progress.workerLost') : t('progress.retrying')}
    </p>
  );
}

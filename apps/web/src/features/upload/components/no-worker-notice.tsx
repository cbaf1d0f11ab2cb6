import type { Capabilities } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';

/** With no live analysis worker the API refuses every start (no_worker_available): say so before the upload. */
export function NoWorkerNotice({ caps }: { caps: Capabilities | undefined }) {
  const { t } = useTranslation('workers');
  if (caps?.workers !== 0) return null;
  return (
    <p role="alert" className="text-sm break-keep text-orange-800 dark:text-orange-300">
      {t('upload.noWorker')}
    </p>
  );
}

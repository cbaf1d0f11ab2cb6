import { audioLeavesMachine, type Capabilities } from '@cuecoach/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * What this installation actually does, read from GET /api/capabilities: whether speech recognition leaves the
 * server and how long originals are kept. The legal text states the rules; this box shows the live settings.
 */
export function ServerConfig({ caps }: { caps: UseQueryResult<Capabilities> }) {
  const { t } = useTranslation('legal');
  return (
    <aside
      aria-label={t('common.configLabel')}
      className="mt-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm dark:border-indigo-900 dark:bg-indigo-950"
      data-testid="server-config"
    >
      <p className="font-semibold">{t('common.configLabel')}</p>
      {caps.isPending ? (
        <p className="mt-1">{t('common.configLoading')}</p>
      ) : caps.isError ? (
        <p className="mt-1">{t('common.configError')}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            {t(audioLeavesMachine(caps.data.transcriber) ? 'common.transcriberExternal' : 'common.transcriberLocal')}
          </li>
          <li>{t('common.retentionNow', { hours: caps.data.retentionHours })}</li>
        </ul>
      )}
    </aside>
  );
}

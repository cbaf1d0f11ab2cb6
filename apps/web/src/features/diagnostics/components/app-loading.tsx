import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/states.tsx';

/** Router `HydrateFallback`: shown on a first load straight onto a lazy route until its chunk has arrived. */
export function AppLoading() {
  const { t } = useTranslation('diagnostics');
  return (
    <main id="main" className="flex min-h-screen items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
      <div role="status" className="flex items-center gap-3">
        <Spinner className="h-6 w-6" />
        <span>{t('loadingApp')}</span>
      </div>
    </main>
  );
}

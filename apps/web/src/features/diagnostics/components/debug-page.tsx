import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { usePageMeta } from '@/lib/use-page-meta.ts';
import { DebugPanel } from './debug-panel.tsx';

/**
 * /__debug: the debug panel, open on arrival. It sits outside the app layout, so it still works when
 * the header or a provider inside the layout is what crashed.
 */
export function DebugPage() {
  const { t } = useTranslation('diagnostics');
  const [open, setOpen] = useState(true);
  usePageMeta({ title: t('panel.title'), description: t('panel.description') });
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('panel.pageTitle')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('panel.pageBody')}</p>
      <div className="mt-6 flex justify-center gap-2">
        <Button onClick={() => setOpen(true)}>{t('panel.reopen')}</Button>
        <Link
          to={paths.home}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          {t('panel.home')}
        </Link>
      </div>
      <DebugPanel open={open} onOpenChange={setOpen} />
    </main>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebPageMeta } from '@/lib/use-web-page-meta.ts';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  // Auth page metadata (login, signup, code sign-up).
  useWebPageMeta({ title, description: t('pageMeta.auth') });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCostPolicy } from '../../features/sessions/api/cost-policy.ts';

/** Spec §1/§4: visible at first, hidden once closed (for this page view). */
export function BetaBanner() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  // It says uploads and analyses are free: not shown once the admin turns the free beta off.
  const { freeBeta } = useCostPolicy();
  if (!open || freeBeta === false) return null;
  return (
    <section className="no-print bg-blue-600 text-white" aria-label={t('beta.badge')}>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm">
        <span className="rounded-full bg-blue-800 px-2 py-0.5 text-xs font-semibold">{t('beta.badge')}</span>
        <p className="flex-1">{t('beta.banner')}</p>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded px-2 py-1 hover:bg-white/20"
          aria-label={t('beta.close')}
        >
          ×
        </button>
      </div>
    </section>
  );
}

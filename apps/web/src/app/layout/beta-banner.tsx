import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// The banner is in the landing chunk: the gate loads the cost-policy reader (and its query code) on demand.
import { CostPolicyGate } from '@/components/cost-policy-gate.tsx';

export const betaBannerStorageKey = 'cuecoach-beta-banner-closed';

function readClosed(): boolean {
  try {
    return localStorage.getItem(betaBannerStorageKey) === '1';
  } catch {
    return false;
  }
}

/** Visible at first, hidden once closed — remembered in this browser, so a reload keeps it closed. */
export function BetaBanner() {
  // It says uploads and analyses are free: not shown once the admin turns the free beta off.
  return <CostPolicyGate>{({ freeBeta }) => freeBeta !== false && <BetaBannerView />}</CostPolicyGate>;
}

function BetaBannerView() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !readClosed());
  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(betaBannerStorageKey, '1');
    } catch {
      // Storage blocked: the banner stays closed for this page view only.
    }
  };
  return (
    <section className="no-print bg-blue-600 text-white" aria-label={t('beta.badge')}>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm">
        <span className="shrink-0 rounded-full bg-blue-800 px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
          {t('beta.badge')}
        </span>
        <p className="min-w-0 flex-1">{t('beta.banner')}</p>
        <button
          type="button"
          onClick={close}
          className="shrink-0 rounded px-2 py-1 hover:bg-white/20"
          aria-label={t('beta.close')}
        >
          ×
        </button>
      </div>
    </section>
  );
}

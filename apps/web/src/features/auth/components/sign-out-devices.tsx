import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-link.tsx';
import { useSignOut } from '../api/sign-out.ts';

/**
 * Account security block (drop-in for the account page): sign out every other device, or every device including
 * this one (which then goes to / like any sign-out).
 */
export function SignOutDevices() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className="space-y-3" aria-labelledby="sign-out-devices-title">
      <h2 id="sign-out-devices-title" className="text-lg font-semibold">
        {t('devices.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('devices.body')}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await signOut('others');
            setBusy(false);
            setDone(true);
          }}
        >
          {t('devices.others')}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={busy}
          onClick={() => void signOut('global')}
        >
          {t('devices.everywhere')}
        </button>
      </div>
      {done && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {t('devices.othersDone')}
        </p>
      )}
    </section>
  );
}

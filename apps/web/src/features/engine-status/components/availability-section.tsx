import type { UserEngineStatus } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { koreanAvailabilityText } from '@/lib/korean-availability.ts';
import { formatWait } from '../lib/format-wait.ts';

const tone = {
  ok: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** What every signed-in user sees: can Korean / English be analysed now, and how long analyses wait. */
export function AvailabilitySection({ status }: { status: Pick<UserEngineStatus, 'languages' | 'wait' | 'korean'> }) {
  const { t, i18n } = useTranslation('engineStatus');
  const ts = useTranslation('sessions').t;
  const { wait } = status;
  return (
    <>
      <Card aria-labelledby="availability-heading" className="space-y-3">
        <h2 id="availability-heading" className="text-lg font-semibold">
          {t('availability.heading')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {status.languages.map((l) => {
            const language = t(`language.${l.language}`);
            return (
              <li
                key={l.language}
                data-testid={`language-${l.language}`}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              >
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className={`rounded-full px-2 py-0.5 text-xs ${l.available ? tone.ok : tone.bad}`}>
                    {l.available ? '●' : '○'}
                  </span>
                  {t(l.available ? 'availability.available' : 'availability.unavailable', { language })}
                </p>
                {l.language === 'ko' && status.korean ? (
                  <p
                    data-testid="korean-availability"
                    className="mt-1 text-sm break-keep text-slate-600 dark:text-slate-300"
                  >
                    {koreanAvailabilityText(status.korean, ts, i18n.language)}
                  </p>
                ) : (
                  !l.available && (
                    <p className="mt-1 text-sm break-keep text-slate-600 dark:text-slate-300">
                      {t('availability.unavailableHint')}
                    </p>
                  )
                )}
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {t('availability.waiting', { count: l.waiting })}
                </p>
              </li>
            );
          })}
        </ul>
      </Card>
      <Card aria-labelledby="wait-heading" className="space-y-2">
        <h2 id="wait-heading" className="text-lg font-semibold">
          {t('wait.heading')}
        </h2>
        <p data-testid="wait-now" className="break-keep">
          {wait.waiting === 0 ? t('wait.none') : t('wait.waiting', { count: wait.waiting })}
        </p>
        {wait.oldestWaitSeconds !== null && (
          <p className="text-sm">{t('wait.oldest', { duration: formatWait(wait.oldestWaitSeconds, t) })}</p>
        )}
        <p className="text-sm break-keep text-slate-600 dark:text-slate-300">
          {wait.recentWaitSeconds === null
            ? t('wait.recentNone')
            : t('wait.recent', { count: wait.recentStarted, duration: formatWait(wait.recentWaitSeconds, t) })}
        </p>
      </Card>
    </>
  );
}

import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { browserAsksNotToTrack, isOptedOut, setOptedOut, subscribeToConsent } from '../lib/consent.ts';

type Choice = 'dnt' | 'off' | 'on';
const readChoice = (): Choice => (browserAsksNotToTrack() ? 'dnt' : isOptedOut() ? 'off' : 'on');

/**
 * The reader's switch for usage statistics (account page, privacy policy). Stored in this browser only; a browser
 * that sends Do Not Track or Global Privacy Control is never counted, and the switch says so. Rendered at build
 * time as nothing, since the choice lives in the reader's browser.
 */
export function AnalyticsOptOut({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('analytics');
  const choice = useSyncExternalStore(subscribeToConsent, readChoice, () => null);
  const id = useId();
  const Heading = headingLevel;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {t('optOut.title')}
      </Heading>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('optOut.body')}</p>
      {choice !== null && (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1"
            checked={choice === 'on'}
            disabled={choice === 'dnt'}
            onChange={(e) => setOptedOut(!e.target.checked)}
          />
          <span>
            <span className="block">{t('optOut.label')}</span>
            <span role="status" className="block text-sm text-slate-600 dark:text-slate-300">
              {t(`optOut.state.${choice}`)}
            </span>
          </span>
        </label>
      )}
    </section>
  );
}

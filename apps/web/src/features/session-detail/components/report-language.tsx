import type { AnalysisLanguage, SessionDetail } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { useRegenerateFeedback } from '@/api/session-mutations.ts';
import { useToast } from '@/components/ui/toast-context.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';

const languages: AnalysisLanguage[] = ['ko', 'en'];

/** The language the session's report is written in (reports from before the choice: their own field). */
export function reportLanguageOf(s: SessionDetail): AnalysisLanguage | null {
  return s.feedback.reportLanguage ?? s.report?.language ?? null;
}

/**
 * The report follows its reader: it says which language it is written in and rewrites it in the other on request
 * (free, like a regenerate; the current report stays until the new one is ready). Quotes of the class stay as
 * spoken. When the report is not in the reader's UI language, the switch is worded as an invitation.
 */
export function ReportLanguageSwitch({ session }: { session: SessionDetail }) {
  const { t, i18n } = useTranslation('sessionDetail');
  const ts = useTranslation('sessions').t;
  const toast = useToast();
  const regenerate = useRegenerateFeedback();
  const current = reportLanguageOf(session);
  if (!session.report || !current) return null;
  const busy = session.feedbackState === 'generating' || regenerate.isPending;
  const reader: AnalysisLanguage = i18n.language.startsWith('en') ? 'en' : 'ko';
  const switchTo = (lng: AnalysisLanguage) =>
    regenerate.mutate(
      { id: session.id, reportLanguage: lng },
      { onSuccess: () => toast({ title: t(`reportLanguage.started.${lng}`), tone: 'info' }) },
    );
  return (
    <div className="no-print mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p className={current === reader ? 'text-slate-600 dark:text-slate-400' : 'font-medium'}>
        {t(`reportLanguage.writtenIn.${current}`)} {t('reportLanguage.quotes')}
      </p>
      {current !== reader ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => switchTo(reader)}
          className="rounded-lg bg-indigo-600 px-3 py-1.5 font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
        >
          {busy ? t('reportLanguage.writing') : t(`reportLanguage.rewriteIn.${reader}`)}
        </button>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a two-option toggle group, not a form fieldset
        <div
          role="group"
          aria-label={t('reportLanguage.label')}
          className="inline-flex rounded-lg border border-slate-300 dark:border-slate-700"
        >
          {languages.map((lng) => (
            <button
              key={lng}
              type="button"
              aria-pressed={lng === current}
              disabled={busy || lng === current}
              onClick={() => switchTo(lng)}
              className="px-3 py-1 first:rounded-l-lg last:rounded-r-lg aria-pressed:bg-indigo-600 aria-pressed:text-white disabled:cursor-default"
            >
              {t(`reportLanguage.name.${lng}`)}
            </button>
          ))}
        </div>
      )}
      {busy && current === reader && <span role="status">{t('reportLanguage.writing')}</span>}
      {regenerate.isError && (
        <p role="alert" className="w-full text-red-700 dark:text-red-400">
          {sessionErrorMessage(regenerate.error, ts, i18n.language)}
        </p>
      )}
    </div>
  );
}

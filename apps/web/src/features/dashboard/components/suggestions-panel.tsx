import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { LoadingState } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { useRecentReports } from '../api/completed-sessions.ts';
import type { ScoredSession } from '../lib/progress.ts';

const reportCount = 3;

/** Focus areas, next-class targets and drills from the latest reports: real report text, nothing invented here. */
export function SuggestionsPanel({ sessions }: { sessions: ScoredSession[] }) {
  const { t } = useTranslation('dashboard');
  const results = useRecentReports(sessions.slice(0, reportCount).map((s) => s.id));
  if (results.some((r) => r.isPending)) return <LoadingState />;
  const reports = results.flatMap((r) => (r.data?.report ? [{ session: r.data, report: r.data.report }] : []));
  const failed = results.some((r) => r.isError);
  return (
    <section aria-labelledby="suggestions-heading" className="space-y-4">
      <h2 id="suggestions-heading" className="text-lg font-semibold">
        {t('suggestions.heading')}
      </h2>
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('suggestions.loadFailed')}
        </p>
      )}
      {reports.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('suggestions.none')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('suggestions.desc', { count: reports.length })}
          </p>
          {reports.map(({ session, report }) => (
            <Card key={session.id} lang={report.language}>
              <h3 className="font-semibold">
                <Link
                  to={`${paths.session(session.id)}#feedback`}
                  className="text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {t('suggestions.from', { title: session.title })}
                </Link>
              </h3>
              <div className="mt-3 grid gap-4 md:grid-cols-3">
                <div>
                  <h4 className="text-sm font-semibold">{t('suggestions.focus')}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                    {report.focusAreas.map((f) => (
                      <li key={f.title}>
                        <span className="font-medium">{f.title}</span> — {f.improvementTip}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold">{t('suggestions.targets')}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                    {report.nextSessionTargets.map((n) => (
                      <li key={n.actionPlan}>{n.actionPlan}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold">{t('suggestions.drills')}</h4>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                    {report.drills.map((d) => (
                      <li key={d.name}>{t('suggestions.drillLine', { name: d.name, minutes: d.practiceMinutes })}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </Card>
          ))}
        </>
      )}
    </section>
  );
}

import { minimumJudgedSec } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { formatMetric } from '@/lib/metric-catalog.ts';
import { headlineTrends, judgeable, levelOf, type ScoredSession } from '../lib/progress.ts';

const tone = {
  better: 'text-emerald-700 dark:text-emerald-400',
  worse: 'text-red-700 dark:text-red-400',
  same: 'text-slate-600 dark:text-slate-400',
} as const;

export function OverviewPanel({ sessions, total }: { sessions: ScoredSession[]; total: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const ts = useTranslation('sessions').t;
  const lng = i18n.language;
  const trends = headlineTrends(sessions);
  const level = levelOf(sessions);
  // Trends compare classes long enough to judge; the halves are counted among those.
  const judged = judgeable(sessions).length;
  const half = Math.min(3, Math.floor(judged / 2));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <h2 className="font-semibold">{t('overview.latest')}</h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {sessions.slice(0, 5).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={paths.session(s.id)}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {s.title}
              </Link>
              <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {formatDate(s.day, lng)} · {formatMetric('wpm', s.scores.wpm, lng)} {ts('metrics.wpm.unit')} ·{' '}
                {ts('metrics.clarity.label')} {formatMetric('clarity', s.scores.clarity, lng)}
              </span>
            </li>
          ))}
        </ul>
        <Link to={paths.sessions} className="mt-3 inline-block text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('overview.allSessions')}
        </Link>
      </Card>
      <Card>
        <h2 className="font-semibold">{t('overview.level')}</h2>
        <p className="mt-2 text-3xl font-extrabold">{ts(`level.${level.level}`)}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('overview.analysed', { count: total })}</p>
      </Card>
      <Card className="lg:col-span-3">
        <h2 className="font-semibold">{t('overview.headline')}</h2>
        {trends.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {sessions.length >= 2 ? t('overview.needTwoJudged', { seconds: minimumJudgedSec }) : t('overview.needTwo')}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {half === 1 ? t('headlineSingle') : t('overview.headlineDesc', { count: half })}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {trends.map((tr) => (
                <div key={tr.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{ts(`metrics.${tr.key}.label`)}</dt>
                  <dd className="mt-1 font-semibold tabular-nums">
                    {formatMetric(tr.key, tr.previous, lng)} → {formatMetric(tr.key, tr.recent, lng)}
                  </dd>
                  <dd className={`text-xs font-semibold ${tone[tr.verdict]}`}>{ts(`verdict.${tr.verdict}`)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Card>
    </div>
  );
}

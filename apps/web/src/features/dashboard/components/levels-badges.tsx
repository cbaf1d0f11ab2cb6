import { dashboardLevels } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { badgesOf, levelOf, levelRule, levelWindow, nextBadge, type ScoredSession } from '../lib/progress.ts';

const pct = (v: number, lng: string) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }).format(v);

export function LevelsPanel({ sessions }: { sessions: ScoredSession[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const ts = useTranslation('sessions').t;
  const lng = i18n.language;
  const { level, share, next } = levelOf(sessions);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <h2 className="text-lg font-semibold">{t('levels.heading')}</h2>
        <p className="mt-2 text-2xl font-bold">{t('levels.current', { level: ts(`level.${level}`) })}</p>
        <ol className="mt-4 flex gap-1" aria-hidden="true">
          {dashboardLevels.map((l, i) => (
            <li
              key={l}
              className={`h-2 flex-1 rounded-full ${
                i <= dashboardLevels.indexOf(level) ? 'bg-indigo-600' : 'bg-slate-200 dark:bg-slate-800'
              }`}
            />
          ))}
        </ol>
        <p className="mt-3 text-sm">{t('levels.share', { window: levelWindow, share: pct(share, lng) })}</p>
        <p className="mt-2 text-sm font-medium">
          {next
            ? next.sessionsNeeded > 0
              ? t('levels.next', {
                  level: ts(`level.${next.level}`),
                  sessions: next.sessionsNeeded,
                  share: pct(next.shareNeeded, lng),
                })
              : t('levels.nextSessionsDone', { level: ts(`level.${next.level}`), share: pct(next.shareNeeded, lng) })
            : t('levels.top')}
        </p>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">{t('levels.ruleHeading')}</h2>
        <p className="mt-2 text-sm">{t('levels.ruleIntro', { window: levelWindow })}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {[...levelRule].reverse().map((r) => (
            <li
              key={r.level}
              className={r.level === level ? 'font-semibold text-indigo-700 dark:text-indigo-300' : undefined}
            >
              {r.minSessions === 0
                ? t('levels.ruleBase', { level: ts(`level.${r.level}`) })
                : t('levels.rule', {
                    level: ts(`level.${r.level}`),
                    sessions: r.minSessions,
                    share: pct(r.minShare, lng),
                  })}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

export function BadgesPanel({ sessions }: { sessions: ScoredSession[] }) {
  const { t } = useTranslation('dashboard');
  const badges = badgesOf(sessions);
  const next = nextBadge(badges);
  return (
    <section aria-labelledby="badges-heading" className="space-y-4">
      <h2 id="badges-heading" className="text-lg font-semibold">
        {t('badges.heading')}
      </h2>
      <Card>
        <h3 className="font-semibold">{t('badges.next')}</h3>
        {next ? (
          <div className="mt-2">
            <p className="font-medium">{t(`badges.items.${next.key}.name`)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`badges.items.${next.key}.rule`)}</p>
            <ProgressBar
              className="mt-2"
              value={(next.progress / next.goal) * 100}
              label={t(`badges.items.${next.key}.name`)}
            />
            <p className="mt-1 text-xs">{t('badges.progress', { progress: next.progress, goal: next.goal })}</p>
          </div>
        ) : (
          <p className="mt-2">{t('badges.allEarned')}</p>
        )}
      </Card>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((b) => (
          <li
            key={b.key}
            className={`rounded-xl border p-4 ${
              b.earned
                ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950'
                : 'border-slate-200 dark:border-slate-800'
            }`}
          >
            <p className="flex items-center justify-between gap-2 font-semibold">
              <span>
                <span aria-hidden="true">{b.earned ? '🏅 ' : '○ '}</span>
                {t(`badges.items.${b.key}.name`)}
              </span>
              <span className="text-xs font-medium">{b.earned ? t('badges.earned') : t('badges.notEarned')}</span>
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`badges.items.${b.key}.rule`)}</p>
            {!b.earned && (
              <p className="mt-1 text-xs">{t('badges.progress', { progress: b.progress, goal: b.goal })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

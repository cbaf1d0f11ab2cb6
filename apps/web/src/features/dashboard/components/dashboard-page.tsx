import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageHeader } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useTrackOnce } from '@/features/analytics/lib/use-track.ts';
import { sessionErrorMessage } from '@/lib/error-message.ts';
import { useWebPageMeta } from '@/lib/use-web-page-meta.ts';
import { useCompletedSessions } from '../api/completed-sessions.ts';
import { BadgesPanel, LevelsPanel } from './levels-badges.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

const tabKeys = ['overview', 'trends', 'levels', 'badges', 'suggestions'] as const;

// Recharts is the largest library in the app: the trends tab loads it when it is opened.
const TrendsPanel = lazy(() => import('./trends-panel.tsx').then((m) => ({ default: m.TrendsPanel })));

export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const ts = useTranslation('sessions').t;
  const [tab, setTab] = useState<string>('overview');
  const { query, sessions, total } = useCompletedSessions();
  useWebPageMeta({ title: t('title'), description: t('common:pageMeta.dashboard') });
  useTrackOnce('dashboard_viewed', query.isSuccess ? 'loaded' : null, { sessions: total ?? sessions.length });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={t('title')}>
        <ButtonLink to={paths.upload}>{t('upload')}</ButtonLink>
      </PageHeader>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={sessionErrorMessage(query.error, ts, i18n.language)}
          onRetry={() => void query.refetch()}
        />
      ) : sessions.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={<ButtonLink to={paths.upload}>{t('upload')}</ButtonLink>}
        />
      ) : (
        <Tabs
          value={tab}
          onValueChange={setTab}
          label={t('tabsLabel')}
          items={tabKeys.map((k) => ({
            value: k,
            label: t(`tabs.${k}`),
            content:
              k === 'overview' ? (
                <OverviewPanel sessions={sessions} total={total} />
              ) : k === 'trends' ? (
                <Suspense fallback={<LoadingState />}>
                  <TrendsPanel sessions={sessions} />
                </Suspense>
              ) : k === 'levels' ? (
                <LevelsPanel sessions={sessions} />
              ) : k === 'badges' ? (
                <BadgesPanel sessions={sessions} />
              ) : (
                <SuggestionsPanel sessions={sessions} />
              ),
          }))}
        />
      )}
    </div>
  );
}

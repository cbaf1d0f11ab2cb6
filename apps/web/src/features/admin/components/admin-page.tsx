import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/card.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';
import { CreditsTab } from './credits-tab.tsx';
import { DashboardTab } from './dashboard-tab.tsx';
import { DictionaryTab } from './dictionary-tab.tsx';
import { RolesTab } from './roles-tab.tsx';
import { SpeechModelTab } from './speech-model-tab.tsx';
import { UsersTab } from './users-tab.tsx';
import { WorkersTab } from './workers-tab.tsx';

export type AdminTab =
  | 'dashboard'
  | 'users'
  | 'roles'
  | 'dictionary'
  | 'credits'
  | 'speechModel'
  | 'workers'
  | 'analytics';

/** /admin and /admin/credits: every call behind these tabs is checked for the admin role by the API. */
export function AdminPage({ initialTab = 'dashboard' }: { initialTab?: AdminTab }) {
  const { t } = useTranslation('admin');
  const tw = useTranslation('workers').t;
  const ta = useTranslation('analytics').t;
  const [tab, setTab] = useState<string>(initialTab);
  const [creditUserId, setCreditUserId] = useState<string | null>(null);
  const openCredits = (userId: string) => {
    setCreditUserId(userId);
    setTab('credits');
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={t('title')} />
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t('title')}
        items={[
          { value: 'dashboard', label: t('tabs.dashboard'), content: <DashboardTab /> },
          { value: 'users', label: t('tabs.users'), content: <UsersTab onAdjustCredits={openCredits} /> },
          { value: 'roles', label: t('tabs.roles'), content: <RolesTab /> },
          { value: 'dictionary', label: t('tabs.dictionary'), content: <DictionaryTab /> },
          {
            value: 'credits',
            label: t('tabs.credits'),
            content: <CreditsTab userId={creditUserId} onUserChange={setCreditUserId} />,
          },
          { value: 'speechModel', label: t('speechModel.tab'), content: <SpeechModelTab /> },
          { value: 'workers', label: tw('tab'), content: <WorkersTab /> },
          { value: 'analytics', label: ta('admin.tab'), content: <AnalyticsTab /> },
        ]}
      />
    </div>
  );
}

export function AdminCreditsPage() {
  return <AdminPage initialTab="credits" />;
}

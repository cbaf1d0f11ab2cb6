import type { Profile } from '@cuecoach/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/api/me.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, PageHeader } from '@/components/ui/card.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { loose } from '@/lib/loose-t.ts';
import { useWebPageMeta } from '@/lib/use-web-page-meta.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';

/** /profile: the profile as saved, and an edit mode ("Profile: view and edit"). */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const profile = me.data?.profile;
  useWebPageMeta({ title: t('profile.title'), description: t('common:pageMeta.profile'), type: 'ProfilePage' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={t('profile.title')}>
        {profile && !editing && (
          <Button
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('profile.edit')}
          </Button>
        )}
      </PageHeader>
      {me.isPending ? (
        <LoadingState />
      ) : !profile || !me.data ? (
        <ErrorState message={t('profile.loadFailed')} onRetry={() => void me.refetch()} />
      ) : editing ? (
        <ProfileEditForm
          profile={profile}
          email={me.data.user.email}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <>
          {saved && (
            <p role="status" className="mb-4 text-sm text-emerald-700 dark:text-emerald-300">
              {t('profile.saved')}
            </p>
          )}
          <ProfileView profile={profile} email={me.data.user.email} />
        </>
      )}
    </div>
  );
}

function ProfileView({ profile: p, email }: { profile: Profile; email: string }) {
  const t = loose(useTranslation('account').t);
  const none = t('profile.none');
  const list = (items: string[], prefix: string) =>
    items.length ? items.map((i) => t(`${prefix}.${i}`)).join(', ') : none;
  const rows: [string, string][] = [
    [t('profile.fields.nickname'), p.nickname],
    [t('profile.fields.firstName'), p.firstName ?? none],
    [t('profile.fields.lastName'), p.lastName ?? none],
    [t('profile.fields.email'), email],
    [t('profile.fields.phone'), p.phone ?? none],
    [t('profile.fields.location'), p.location ?? none],
    [t('profile.fields.experienceYears'), p.experienceYears === null ? none : String(p.experienceYears)],
    [t('profile.fields.experienceLevel'), p.experienceLevel ? t(`profile.levels.${p.experienceLevel}`) : none],
    [t('profile.fields.specializations'), list(p.specializations, 'groups')],
    [t('profile.fields.languages'), list(p.languages, 'teachingLanguages')],
    [t('profile.fields.interests'), list(p.interests, 'profile.interests')],
    [t('profile.fields.visibility'), t(`profile.visibility.${p.visibility}`)],
  ];
  return (
    <Card>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-sm font-medium text-slate-600 dark:text-slate-300">{t('profile.fields.bio')}</h2>
      <p className="mt-1 whitespace-pre-wrap break-words">{p.bio ?? none}</p>
    </Card>
  );
}

import type { ExperienceLevel, Interest } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/i18n.ts';

/** Step 5: what will be saved, read back before the profile is created. */
export function SummaryStep({
  nickname,
  language,
  level,
  picked,
}: {
  nickname: string;
  language: Language;
  level: ExperienceLevel | null;
  picked: Interest[];
}) {
  const { t } = useTranslation('onboarding');
  const rows: [string, string][] = [
    [t('summary.nickname'), nickname.trim()],
    [t('summary.language'), language === 'ko' ? '한국어' : 'English'],
    [t('summary.experience'), level ? t(`experience.levels.${level}`) : t('summary.none')],
    [
      t('summary.interests'),
      picked.length ? picked.map((i) => t(`interests.items.${i}`)).join(', ') : t('summary.none'),
    ],
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('summary.title')}</h1>
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

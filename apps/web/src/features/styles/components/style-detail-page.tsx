import { type AnalysisLanguage, analysisLanguages, groupOfStyle, type Style, styleTargets } from '@cuecoach/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { NotFoundPage } from '@/features/misc/index.ts';
import { withParticle } from '@/lib/korean.ts';
import { siteOrigin, usePageMeta } from '@/lib/use-page-meta.ts';
import { parseStyleKey } from '../lib/target-rows.ts';
import { TargetsTable } from './targets-table.tsx';

/** /styles/:styleKey — an unknown key is the app's not-found page (any other path). */
export function StyleDetailPage() {
  const style = parseStyleKey(useParams().styleKey);
  return style ? <StyleDetail style={style} /> : <NotFoundPage />;
}

function StyleDetail({ style }: { style: Style }) {
  const { t, i18n } = useTranslation(['styles', 'sessions', 'common']);
  const uiLanguage: AnalysisLanguage = i18n.language === 'en' ? 'en' : 'ko';
  // Bands differ by the class's language (Korean pace counts eojeol); the visitor's language is the likely one.
  const [language, setLanguage] = useState<AnalysisLanguage | null>(null);
  const classLanguage = language ?? uiLanguage;
  const radioName = useId();
  const group = groupOfStyle(style);
  const name = t(`sessions:style.${style}`);
  const groupName = t(`sessions:styleGroup.${group}`);
  const description = t(`styles:descriptions.${style}`);
  const targets = styleTargets(style, classLanguage);

  usePageMeta({
    title: t('styles:meta.detailTitle', { style: name, group: groupName }),
    description: t('styles:meta.detailDescription', { style: name, description }),
    appName: t('common:appName'),
    // Style-detail metadata: styleName, styleDescription, difficulty defaulting to Beginner.
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LearningResource',
      name,
      description,
      educationalLevel: 'Beginner',
      inLanguage: uiLanguage,
      url: `${siteOrigin()}${paths.style(style)}`,
      isPartOf: {
        '@type': 'CollectionPage',
        name: t('styles:meta.listTitle'),
        url: `${siteOrigin()}${paths.styles}`,
      },
      provider: { '@type': 'Organization', name: t('common:appName') },
    },
  });

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label={t('styles:detail.breadcrumb')} className="text-sm">
        <Link to={paths.styles} className="text-indigo-700 hover:underline dark:text-indigo-300">
          ← {t('styles:detail.back')}
        </Link>
      </nav>
      <header className="mt-4">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          {t('styles:detail.group', { group: groupName })}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{name}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{description}</p>
        <p className="mt-3 text-sm">
          <span className="font-medium">{t('styles:detail.difficulty')}:</span>{' '}
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            {t('styles:detail.difficultyValue')}
          </span>{' '}
          <span className="text-slate-600 dark:text-slate-400">{t('styles:detail.difficultyNote')}</span>
        </p>
      </header>

      <Card aria-labelledby="targets-heading" className="mt-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id="targets-heading" className="text-xl font-bold">
            {t('styles:detail.targetsHeading')}
          </h2>
          <fieldset>
            <legend className="text-sm font-medium">{t('styles:detail.languageLabel')}</legend>
            <div className="mt-1 flex gap-4 text-sm">
              {analysisLanguages.map((lng) => (
                <label key={lng} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={radioName}
                    value={lng}
                    checked={classLanguage === lng}
                    onChange={() => setLanguage(lng)}
                  />
                  {t(lng === 'ko' ? 'styles:detail.languageKo' : 'styles:detail.languageEn')}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {classLanguage === 'ko' && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('styles:detail.languageHint')}</p>
        )}
        <div className="mt-4">
          <TargetsTable style={style} language={classLanguage} />
        </div>
      </Card>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card aria-labelledby="cues-heading">
          <h2 id="cues-heading" className="text-lg font-bold">
            {t('styles:detail.cuesHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('styles:detail.cuesIntro')}</p>
          <ol className="mt-3 list-decimal space-y-1 pl-5" data-testid="cue-categories">
            {targets.cueCategories.map((c) => (
              <li key={c}>{t(`sessions:cueCategory.${c}`)}</li>
            ))}
          </ol>
          {!targets.breathingCuesExpected && <p className="mt-3 text-sm">{t('styles:detail.breathingNotExpected')}</p>}
        </Card>
        <Card aria-labelledby="reason-heading">
          <h2 id="reason-heading" className="text-lg font-bold">
            {t('styles:detail.reasonHeading')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{t(`styles:rationale.group.${group}`)}</p>
          <p className="mt-2 text-sm leading-relaxed">{t(`styles:rationale.style.${style}`)}</p>
        </Card>
      </div>

      <section aria-labelledby="cta-heading" className="mt-8 rounded-xl bg-indigo-50 p-6 dark:bg-indigo-950">
        <h2 id="cta-heading" className="text-lg font-bold">
          {t('styles:detail.ctaTitle', { style: name })}
        </h2>
        <p className="mt-1 text-sm">
          {t('styles:detail.ctaBody', { style: name, styleObject: withParticle(name, '을/를', i18n.language) })}
        </p>
        <ButtonLink to={{ pathname: paths.upload, search: `?style=${style}` }} className="mt-4">
          {t('styles:detail.cta', { style: name })}
        </ButtonLink>
      </section>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
// The landing is the first paint: the gate loads the cost-policy reader (and its query code) on demand.
import { CostPolicyGate } from '@/components/cost-policy-gate.tsx';
import { Footer } from '@/components/layout/footer.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';
import { siteOrigin, softwareApplicationLd, usePageMeta } from '@/lib/use-page-meta.ts';

const featureKeys = ['analysis', 'feedback', 'peer', 'progress', 'privacy', 'multilingual'] as const;
const stepKeys = ['upload', 'analysis', 'report'] as const;
const cardKeys = ['rewrite', 'filler', 'flow'] as const;

export function LandingPage() {
  const { t, i18n } = useTranslation('landing');
  const appName = t('common:appName');
  // Homepage metadata: SoftwareApplication with a 0 USD offer (free beta).
  usePageMeta({
    title: `${appName} · ${t('hero.eyebrow')}`,
    exactTitle: true,
    description: t('hero.subtitle'),
    jsonLd: softwareApplicationLd({
      name: appName,
      description: t('hero.subtitle'),
      url: `${siteOrigin()}${paths.home}`,
      language: i18n.language,
    }),
  });
  return (
    <>
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{t('hero.title')}</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.upload} data-track="landing-hero-upload">
              {t('hero.primary')}
            </ButtonLink>
            <ButtonLink to={paths.sampleReport} variant="secondary" data-track="landing-hero-sample">
              {t('hero.secondary')}
            </ButtonLink>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            {(['yoga', 'modes', 'autoDelete'] as const).map((k) => (
              <li key={k} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-emerald-600">
                  ✓
                </span>
                {t(`hero.trust.${k}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-4">
          {cardKeys.map((k, i) => (
            <div
              key={k}
              data-testid="metric-card"
              style={{ animationDelay: `${i * -2}s` }}
              className="float-card rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-xs font-semibold uppercase text-indigo-700 dark:text-indigo-300">
                {t(`cards.${k}.label`)}
              </p>
              <p className="mt-1 text-sm">{t(`cards.${k}.value`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section id="features" className="bg-slate-50 py-16 dark:bg-slate-900">
        <div className="mx-auto max-w-6xl px-4">
          <h2 className="text-2xl font-bold">{t('features.title')}</h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featureKeys.map((k) => (
              <article key={k} className="rounded-xl bg-white p-5 shadow-sm dark:bg-slate-950">
                <h3 className="font-semibold">{t(`features.items.${k}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(`features.items.${k}.body`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="how-it-works" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 className="text-2xl font-bold">{t('how.title')}</h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {stepKeys.map((k) => (
              <li key={k} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <h3 className="font-semibold">{t(`how.steps.${k}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(`how.steps.${k}.body`)}</p>
              </li>
            ))}
          </ol>
          <IncludedList />
        </div>
      </section>
      <Footer />
    </>
  );
}

/**
 * What a user gets, following the admin's free beta switch. The page is prerendered without the API, so
 * the beta wording stays until the server says the beta is off (`undefined` = not known yet = the prerendered HTML).
 */
function IncludedList() {
  return <CostPolicyGate>{({ freeBeta }) => <IncludedListView paid={freeBeta === false} />}</CostPolicyGate>;
}

function IncludedListView({ paid }: { paid: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <div className="mt-10 rounded-xl bg-indigo-50 p-6 dark:bg-indigo-950">
      <h3 className="font-semibold">{t(paid ? 'how.paidTitle' : 'how.betaTitle')}</h3>
      <ul className="mt-2 list-inside list-disc text-sm">
        <li>{t(paid ? 'how.paidList.credits' : 'how.betaList.unlimited')}</li>
        <li>{t('how.betaList.report')}</li>
        <li>{t('how.betaList.compare')}</li>
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

export function Footer() {
  const { t } = useTranslation(['common', 'landing']);
  return (
    <footer className="no-print border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div>
          <h2 className="mb-2 font-semibold">{t('footer.product')}</h2>
          <ul className="space-y-1">
            <li>
              <a href="/#features">{t('nav.features')}</a>
            </li>
            <li>
              <a href="/#how-it-works">{t('nav.howItWorks')}</a>
            </li>
            <li>
              <Link to={paths.upload}>{t('nav.upload')}</Link>
            </li>
            <li>
              <Link to={paths.dashboard}>{t('nav.dashboard')}</Link>
            </li>
            <li>
              <Link to={paths.profile}>{t('footer.profile')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-semibold">{t('footer.community')}</h2>
          <ul className="space-y-1">
            <li>
              <a href="#">{t('footer.blog')}</a>
            </li>
            <li>
              <a href="#">{t('footer.instructors')}</a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-2 font-semibold">{t('footer.legal')}</h2>
          <ul className="space-y-1">
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="pb-6 text-center text-xs text-slate-500 dark:text-slate-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

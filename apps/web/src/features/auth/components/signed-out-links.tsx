import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { paths } from '@/config/paths.ts';

/** The header's right side for a visitor (Features, How it works, switchers, login), without the phone drawer. */
export function SignedOutLinks({ controls }: { controls: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="/#features" className="hidden whitespace-nowrap hover:underline md:inline">
        {t('nav.features')}
      </a>
      <a href="/#how-it-works" className="hidden whitespace-nowrap hover:underline md:inline">
        {t('nav.howItWorks')}
      </a>
      <span className="hidden items-center gap-2 md:flex">{controls}</span>
      <ButtonLink to={paths.auth} className="shrink-0 whitespace-nowrap" data-track="header-sign-in">
        {t('nav.login')}
      </ButtonLink>
    </>
  );
}

import type { SocialProviderId } from '@cuecoach/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, networkErrorCode } from '@/lib/api-client.ts';
import type { Language } from '@/lib/i18n.ts';
import { startSocialSignIn, useSocialProviders } from '../api/social.ts';

/**
 * Each provider in its own colours, as its brand guide asks for a sign-in button (Kakao yellow with near-black text,
 * Naver green with white text, Google white with a grey border); the generic OpenID Connect provider is neutral.
 * Every text/background pair keeps at least 4.5:1 contrast: Naver's green is a shade darker than its brand
 * #03C75A, under which white text would reach only about 2.3:1.
 */
const brand: Record<SocialProviderId, { button: string; mark: string; letter: string }> = {
  kakao: {
    button: 'bg-[#FEE500] text-black/85 hover:bg-[#F5DC00] border-[#FEE500]',
    mark: 'bg-black/85 text-[#FEE500]',
    letter: 'K',
  },
  naver: {
    button: 'bg-[#03873E] text-white hover:bg-[#02763A] border-[#03873E]',
    mark: 'bg-white text-[#03873E]',
    letter: 'N',
  },
  google: {
    button: 'bg-white text-slate-900 hover:bg-slate-50 border-slate-300 dark:border-slate-600',
    mark: 'bg-[#4285F4] text-white',
    letter: 'G',
  },
  oidc: {
    button:
      'bg-white text-slate-900 hover:bg-slate-50 border-slate-300 dark:bg-slate-900 dark:text-slate-100 dark:border-slate-600 dark:hover:bg-slate-800',
    mark: 'bg-slate-700 text-white',
    letter: '',
  },
};

/**
 * One button per configured social sign-in provider (none configured: renders nothing). A click asks the server to
 * start the flow and leaves for the provider; `from` is where an existing account returns to afterwards.
 */
export function SocialSignIn({ from, separator }: { from?: string; separator: 'before' | 'after' }) {
  const { t, i18n } = useTranslation('auth');
  const providers = useSocialProviders();
  const [pending, setPending] = useState<SocialProviderId | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  const locale: Language = i18n.language === 'en' ? 'en' : 'ko';

  async function start(id: SocialProviderId) {
    setPending(id);
    setFailure(null);
    try {
      await startSocialSignIn(id, { locale, ...(from ? { from } : {}) });
    } catch (err) {
      const code = err instanceof ApiRequestError ? err.code : '';
      setFailure(
        code === 'rate_limited'
          ? 'errors.rateLimited'
          : code === networkErrorCode
            ? 'errors.network'
            : 'social.errors.failed',
      );
      setPending(null);
    }
  }

  const divider = (
    <div className="my-5 flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      {separator === 'after' ? t('social.orEmail') : t('social.or')}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );

  return (
    <>
      {separator === 'before' && divider}
      <ul aria-label={t('social.group')} className="space-y-2">
        {list.map((p) => {
          const name = p.id === 'oidc' ? p.name : t(`social.names.${p.id}`);
          const style = brand[p.id];
          return (
            <li key={p.id}>
              <button
                type="button"
                disabled={pending !== null}
                onClick={() => start(p.id)}
                className={`flex w-full items-center justify-center gap-3 rounded-lg border px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70 ${style.button}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded text-xs font-bold ${style.mark}`}
                >
                  {style.letter || name.slice(0, 1).toUpperCase()}
                </span>
                {pending === p.id ? t('social.starting', { name }) : t('social.continueWith', { name })}
              </button>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t(failure)}
        </p>
      )}
      {separator === 'after' && divider}
    </>
  );
}

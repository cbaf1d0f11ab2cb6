import {
  type ExperienceLevel,
  experienceLevels,
  type Interest,
  interests as interestValues,
} from '@cuecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button-link.tsx';
import { paths } from '../../config/paths.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { type Language, setLanguage } from '../../lib/i18n.ts';
import { takePendingReviewJoin } from '../../lib/pending-review-join.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useMe } from '../auth/index.ts';
import { createProfile } from './create-profile.ts';

export const onboardingStepCount = 6;
/** Steps 1–3 are optional and can be skipped; consent (4) cannot; summary (5) saves; done (6). */
const consentStep = 4;

const inputClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

function Choice({
  type,
  name,
  checked,
  onChange,
  label,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${
        checked ? 'border-indigo-600 bg-indigo-50 dark:bg-indigo-950' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

/** /onboarding: six steps that end by creating the profile. */
export function OnboardingPage() {
  const { t, i18n } = useTranslation('onboarding');
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nicknameId = useId();
  const [step, setStep] = useState(1);
  const [nickname, setNickname] = useState(() => me.data?.user.email.split('@')[0]?.slice(0, 40) ?? '');
  const [level, setLevel] = useState<ExperienceLevel | null>(null);
  const [picked, setPicked] = useState<Interest[]>([]);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<'nicknameRequired' | 'consentRequired' | 'notSignedIn' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);
  const language = (i18n.language === 'en' ? 'en' : 'ko') as Language;

  const next = () => {
    setError(null);
    if (step === 1 && nickname.trim() === '') return setError('nicknameRequired');
    if (step === consentStep && !(terms && privacy)) return setError('consentRequired');
    setStep((s) => Math.min(onboardingStepCount, s + 1));
  };
  const skip = () => {
    if (nickname.trim() === '') return setError('nicknameRequired');
    setError(null);
    setStep(consentStep);
  };

  const finish = async () => {
    if (!(terms && privacy)) {
      setStep(consentStep);
      return setError('consentRequired');
    }
    setSaving(true);
    setError(null);
    try {
      await createProfile({
        nickname: nickname.trim(),
        experienceLevel: level,
        interests: picked,
        language,
        acceptTerms: true,
        acceptPrivacy: true,
      });
      setStep(6);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) setError('notSignedIn');
      else if (err instanceof ApiRequestError && err.code === 'profile_exists') setStep(6);
      else setError('failed');
    } finally {
      setSaving(false);
    }
  };

  const leave = async () => {
    // Someone who signed up to open a review invitation goes back to it. A page load, not a navigation: refreshing
    // /api/me here would let the onboarding guard send them to the dashboard first.
    const pendingJoin = takePendingReviewJoin();
    if (pendingJoin) {
      window.location.replace(paths.reviewJoin(pendingJoin));
      return;
    }
    // /api/me is refreshed only now: with a profile, the onboarding guard would otherwise skip the last step.
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    navigate(paths.dashboard, { replace: true });
  };

  const summaryRows: [string, string][] = [
    [t('summary.nickname'), nickname.trim()],
    [t('summary.language'), language === 'ko' ? '한국어' : 'English'],
    [t('summary.experience'), level ? t(`experience.levels.${level}`) : t('summary.none')],
    [
      t('summary.interests'),
      picked.length ? picked.map((i) => t(`interests.items.${i}`)).join(', ') : t('summary.none'),
    ],
  ];

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10" data-track-form="onboarding">
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {t('progress', { current: step, total: onboardingStepCount })}
      </p>
      <div
        className="mt-2 mb-6 h-2 rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={onboardingStepCount}
        aria-valuenow={step}
        aria-label={t('progress', { current: step, total: onboardingStepCount })}
      >
        <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${(step / onboardingStepCount) * 100}%` }} />
      </div>

      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950">
        {step === 1 && (
          <>
            <h1 className="text-2xl font-bold">{t('welcome.title')}</h1>
            <p className="text-slate-600 dark:text-slate-300">{t('welcome.body')}</p>
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">{t('welcome.language')}</legend>
              {(['ko', 'en'] as const).map((lng) => (
                <Choice
                  key={lng}
                  type="radio"
                  name="language"
                  checked={language === lng}
                  onChange={() => setLanguage(lng)}
                  label={lng === 'ko' ? '한국어' : 'English'}
                />
              ))}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={nicknameId} className="block text-sm font-medium">
                {t('welcome.nickname')}
              </label>
              <input
                id={nicknameId}
                value={nickname}
                maxLength={40}
                onChange={(e) => setNickname(e.target.value)}
                className={inputClasses}
              />
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('welcome.nicknameHint')}</p>
            </div>
          </>
        )}
        {step === 2 && (
          <fieldset className="space-y-2">
            <legend className="text-2xl font-bold">{t('experience.title')}</legend>
            <p className="mb-2 text-slate-600 dark:text-slate-300">{t('experience.body')}</p>
            {experienceLevels.map((l) => (
              <Choice
                key={l}
                type="radio"
                name="level"
                checked={level === l}
                onChange={() => setLevel(l)}
                label={t(`experience.levels.${l}`)}
              />
            ))}
          </fieldset>
        )}
        {step === 3 && (
          <fieldset className="space-y-2">
            <legend className="text-2xl font-bold">{t('interests.title')}</legend>
            <p className="mb-2 text-slate-600 dark:text-slate-300">{t('interests.body')}</p>
            {interestValues.map((i) => (
              <Choice
                key={i}
                type="checkbox"
                name="interests"
                checked={picked.includes(i)}
                onChange={() => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : [...p, i]))}
                label={t(`interests.items.${i}`)}
              />
            ))}
          </fieldset>
        )}
        {step === 4 && (
          <fieldset className="space-y-2">
            <legend className="text-2xl font-bold">{t('consent.title')}</legend>
            <p className="mb-2 text-slate-600 dark:text-slate-300">{t('consent.body')}</p>
            <div className="flex items-center justify-between gap-2">
              <Choice
                type="checkbox"
                name="terms"
                checked={terms}
                onChange={() => setTerms(!terms)}
                label={t('consent.terms')}
              />
              <Link
                to={paths.terms}
                target="_blank"
                className="text-sm text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t('consent.view')}
              </Link>
            </div>
            <div className="flex items-center justify-between gap-2">
              <Choice
                type="checkbox"
                name="privacy"
                checked={privacy}
                onChange={() => setPrivacy(!privacy)}
                label={t('consent.privacy')}
              />
              <Link
                to={paths.privacy}
                target="_blank"
                className="text-sm text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t('consent.view')}
              </Link>
            </div>
          </fieldset>
        )}
        {step === 5 && (
          <>
            <h1 className="text-2xl font-bold">{t('summary.title')}</h1>
            <dl className="divide-y divide-slate-200 dark:divide-slate-800">
              {summaryRows.map(([k, v]) => (
                <div key={k} className="flex justify-between gap-4 py-2 text-sm">
                  <dt className="text-slate-600 dark:text-slate-300">{k}</dt>
                  <dd className="font-medium">{v}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {step === 6 && (
          <>
            <h1 className="text-2xl font-bold">{t('done.title')}</h1>
            <p className="text-slate-600 dark:text-slate-300">{t('done.body')}</p>
            <button type="button" className={buttonClasses('primary')} onClick={() => void leave()}>
              {t('done.start')}
            </button>
          </>
        )}

        {error && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error === 'nicknameRequired' && t('welcome.nicknameRequired')}
            {error === 'consentRequired' && t('consent.required')}
            {error === 'failed' && t('errors.failed')}
            {error === 'notSignedIn' && (
              <>
                {t('errors.notSignedIn')}{' '}
                <Link to={paths.login} className="font-semibold underline">
                  {t('errors.toLogin')}
                </Link>
              </>
            )}
          </div>
        )}

        {step < 6 && (
          <div className="flex flex-wrap items-center gap-2 pt-2">
            {step > 1 && (
              <button type="button" className={buttonClasses('ghost')} onClick={() => setStep(step - 1)}>
                {t('back')}
              </button>
            )}
            {step < consentStep && (
              <button type="button" className={buttonClasses('ghost')} onClick={skip}>
                {t('skip')}
              </button>
            )}
            <span className="flex-1" />
            {step < 5 ? (
              <button
                type="button"
                className={buttonClasses('primary')}
                onClick={next}
                disabled={step === consentStep && !(terms && privacy)}
              >
                {t('next')}
              </button>
            ) : (
              <button
                type="button"
                className={buttonClasses('primary')}
                onClick={() => void finish()}
                disabled={saving}
              >
                {saving ? t('summary.saving') : t('summary.finish')}
              </button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

import type { ExperienceLevel, Interest } from '@cuecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '@/api/me.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import type { Language } from '@/lib/i18n.ts';
import { takePendingReviewJoin } from '@/lib/pending-review-join.ts';
import { OnboardingAlert, type OnboardingError } from './components/onboarding-alert.tsx';
import { OnboardingProgress } from './components/onboarding-progress.tsx';
import { StepNav } from './components/step-nav.tsx';
import { createProfile } from './create-profile.ts';
import { ConsentStep } from './steps/consent-step.tsx';
import { DoneStep } from './steps/done-step.tsx';
import { ExperienceStep } from './steps/experience-step.tsx';
import { InterestsStep } from './steps/interests-step.tsx';
import { SummaryStep } from './steps/summary-step.tsx';
import { WelcomeStep } from './steps/welcome-step.tsx';

export const onboardingStepCount = 6;
/** Steps 1–3 are optional and can be skipped; consent (4) cannot; summary (5) saves; done (6). */
const consentStep = 4;
const summaryStep = 5;
const doneStep = 6;

/** /onboarding: six steps that end by creating the profile. */
export function OnboardingPage() {
  const { i18n } = useTranslation('onboarding');
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(1);
  const [nickname, setNickname] = useState(() => me.data?.user.email.split('@')[0]?.slice(0, 40) ?? '');
  const [level, setLevel] = useState<ExperienceLevel | null>(null);
  const [picked, setPicked] = useState<Interest[]>([]);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<OnboardingError | null>(null);
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
      setStep(doneStep);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) setError('notSignedIn');
      else if (err instanceof ApiRequestError && err.code === 'profile_exists') setStep(doneStep);
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

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10" data-track-form="onboarding">
      <OnboardingProgress step={step} total={onboardingStepCount} />
      <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950">
        {step === 1 && <WelcomeStep language={language} nickname={nickname} onNicknameChange={setNickname} />}
        {step === 2 && <ExperienceStep level={level} onChange={setLevel} />}
        {step === 3 && (
          <InterestsStep
            picked={picked}
            onToggle={(i) => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : [...p, i]))}
          />
        )}
        {step === consentStep && (
          <ConsentStep
            terms={terms}
            privacy={privacy}
            onToggleTerms={() => setTerms(!terms)}
            onTogglePrivacy={() => setPrivacy(!privacy)}
          />
        )}
        {step === summaryStep && <SummaryStep nickname={nickname} language={language} level={level} picked={picked} />}
        {step === doneStep && <DoneStep onStart={() => void leave()} />}
        {error && <OnboardingAlert error={error} />}
        {step < doneStep && (
          <StepNav
            step={step}
            canSkip={step < consentStep}
            nextDisabled={step === consentStep && !(terms && privacy)}
            isSummary={step === summaryStep}
            saving={saving}
            onBack={() => setStep(step - 1)}
            onSkip={skip}
            onNext={next}
            onFinish={() => void finish()}
          />
        )}
      </section>
    </div>
  );
}

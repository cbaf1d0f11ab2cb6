import { styles } from '@cuecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { capabilitiesQueryOptions } from '@/api/capabilities.ts';
import { useStartAnalysis } from '@/api/session-mutations.ts';
import { PageHeader } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { track } from '@/features/analytics/lib/track.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { textSaveErrorMessage } from '@/lib/text-rules.ts';
import { useWebPageMeta } from '@/lib/use-web-page-meta.ts';
import { analysisSpeedQueryOptions } from '../api/analysis-speed.ts';
import { useTusUpload } from '../api/use-tus-upload.ts';
import { analysisEstimateText } from '../lib/analysis-estimate.ts';
import {
  splitTags,
  titleFromFileName,
  validateDetails,
  type WizardDetails,
  type WizardStep,
  wizardSteps,
} from '../lib/wizard-state.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { FileStep, type PickedFile } from './file-step.tsx';
import { OptionsStep } from './options-step.tsx';
import { CreditSummary, ReviewStep, useCreditCheck } from './review-step.tsx';
import { Stepper } from './stepper.tsx';

const draftKey = 'cuecoach-upload-draft';
/** The title the wizard filled in from the file name; while the title still equals it, a new file replaces it. */
const autoTitleKey = 'cuecoach-upload-auto-title';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The typed details survive a reload (with the tus fingerprint, re-picking the file resumes the upload). A style
 * in the address (`/upload?style=yin`, the "analyse a class in this style" link of a style guide) preselects it,
 * over the draft's: the user just chose it. Unknown style keys are ignored.
 */
function loadDraft(language: 'ko' | 'en', styleFromLink: string | null): WizardDetails {
  const empty: WizardDetails = { title: '', tags: '', recordedOn: '', scenario: '', style: '', purpose: '', language };
  let draft = empty;
  try {
    const raw = sessionStorage.getItem(draftKey);
    if (raw) draft = { ...empty, ...(JSON.parse(raw) as Partial<WizardDetails>) };
  } catch {
    // A corrupt or blocked draft: start empty.
  }
  const linked = styles.find((s) => s === styleFromLink);
  return linked ? { ...draft, style: linked } : draft;
}

export function UploadPage() {
  const { t, i18n } = useTranslation('upload');
  const ts = useTranslation('sessions').t;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const caps = useQuery(capabilitiesQueryOptions());
  const speed = useQuery(analysisSpeedQueryOptions());
  useWebPageMeta({ title: t('title'), description: t('common:pageMeta.upload') });
  const [step, setStep] = useState<WizardStep>('file');
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [details, setDetails] = useState<WizardDetails>(() =>
    loadDraft(i18n.language === 'en' ? 'en' : 'ko', searchParams.get('style')),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shortOfCredits, setShortOfCredits] = useState(false);
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const { state: upload, start: startUpload, abort } = useTusUpload();
  const startAnalysis = useStartAnalysis();
  const credit = useCreditCheck(caps.data, picked?.durationSec ?? null);

  useEffect(() => {
    try {
      sessionStorage.setItem(draftKey, JSON.stringify(details));
    } catch {
      // Storage full or blocked: the draft just does not survive a reload.
    }
  }, [details]);

  // Default to a supported language when the server cannot transcribe the current one.
  useEffect(() => {
    const langs = caps.data?.languages;
    const first = langs?.[0];
    if (langs && first && !langs.includes(details.language)) setDetails((d) => ({ ...d, language: first }));
  }, [caps.data, details.language]);

  const errors = validateDetails(details, today());
  const go = (s: WizardStep) => {
    setStep(s);
    setError(null);
    // Focus the new step's heading so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#wizard-step h2')?.focus());
  };
  const onPicked = (p: PickedFile | null) => {
    setPicked(p);
    setUploadedId(null);
    if (!p) return;
    // A title the user typed stays; one the wizard took from the previous file follows the new file.
    let autoTitle: string | null = null;
    try {
      autoTitle = sessionStorage.getItem(autoTitleKey);
    } catch {
      // Storage blocked: only an empty title is replaced.
    }
    const current = details.title.trim();
    if (current === '' || current === autoTitle) {
      const title = titleFromFileName(p.file.name);
      setDetails((d) => ({ ...d, title }));
      try {
        sessionStorage.setItem(autoTitleKey, title);
      } catch {
        // As above.
      }
    }
  };
  const patch = (p: Partial<WizardDetails>) => setDetails((d) => ({ ...d, ...p }));
  const blocked = credit.shortfall > 0 || (caps.data ? !caps.data.languages.includes(details.language) : false);

  async function onStart() {
    if (!picked) return;
    setError(null);
    let sessionId = uploadedId;
    try {
      if (!sessionId) {
        const meta: Record<string, string> = { title: details.title.trim(), language: details.language };
        if (details.style) meta.style = details.style;
        if (details.scenario) meta.scenario = details.scenario;
        if (details.purpose) meta.purpose = details.purpose;
        if (details.recordedOn) meta.recordedOn = details.recordedOn;
        const tags = splitTags(details.tags);
        if (tags.length) meta.tags = tags.join(',');
        sessionId = await startUpload(picked.file, meta, caps.data?.uploadChunkBytes ?? 0);
        setUploadedId(sessionId);
        // Kind and size band only: never the file's name or the title.
        track('conversion_funnel', { step: 'upload', kind: picked.file.type.split('/')[0] || 'unknown' });
      }
      await startAnalysis.mutateAsync({
        id: sessionId,
        action: 'start',
        body: {
          language: details.language,
          ...(details.style ? { style: details.style } : {}),
          ...(details.scenario ? { scenario: details.scenario } : {}),
          ...(details.purpose ? { purpose: details.purpose } : {}),
        },
      });
      sessionStorage.removeItem(draftKey);
      sessionStorage.removeItem(autoTitleKey);
      // After analysis starts the user is sent to the sessions page.
      navigate(paths.sessions);
    } catch (err) {
      setShortOfCredits(err instanceof ApiRequestError && err.code === 'insufficient_credits');
      setError(
        err instanceof ApiRequestError && err.code === 'upload_failed'
          ? ts('errors.uploadFailed')
          : textSaveErrorMessage(err, ts, i18n.language),
      );
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10" data-track-form="upload">
      <PageHeader title={t('title')} />
      <Stepper current={step} />
      <div id="wizard-step" className="[&_h2]:outline-none">
        {step === 'file' && (
          <FileStep caps={caps.data} picked={picked} onPicked={onPicked} onNext={() => go('review')} />
        )}
        {step === 'review' && (
          <ReviewStep
            details={details}
            errors={showErrors ? errors : {}}
            onChange={patch}
            caps={caps.data}
            credit={credit}
            onBack={() => go('file')}
            onNext={() => {
              setShowErrors(true);
              if (!errors.title && !errors.tags && !errors.recordedOnInFuture) go('options');
            }}
          />
        )}
        {step === 'options' && (
          <OptionsStep
            details={details}
            onChange={patch}
            caps={caps.data}
            onBack={() => go('review')}
            onNext={() => go('confirm')}
          />
        )}
        {step === 'confirm' && picked && (
          <ConfirmStep
            picked={picked}
            details={details}
            cost={credit.cost}
            free={credit.free}
            estimate={analysisEstimateText(picked.durationSec, speed.data, t)}
            blocked={blocked}
            upload={upload}
            starting={startAnalysis.isPending}
            error={error}
            showRecharge={shortOfCredits}
            uploadedSessionId={uploadedId}
            onBack={() => go('options')}
            onStart={() => void onStart()}
            onCancel={abort}
          >
            <CreditSummary caps={caps.data} check={credit} />
          </ConfirmStep>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('stepOf', { current: wizardSteps.indexOf(step) + 1, total: wizardSteps.length })}
      </p>
    </div>
  );
}

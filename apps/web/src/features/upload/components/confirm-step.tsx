import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { paths } from '@/config/paths.ts';
import { formatBytes, formatDuration } from '@/lib/format.ts';
import type { UploadState } from '../api/use-tus-upload.ts';
import { splitTags, type WizardDetails } from '../lib/wizard-state.ts';
import type { PickedFile } from './file-step.tsx';

/** Step 4: summary, then the resumable upload with speed and time left, then the analysis start. */
export function ConfirmStep({
  picked,
  details,
  cost,
  free = false,
  estimate,
  blocked,
  upload,
  starting,
  error,
  showRecharge = false,
  uploadedSessionId,
  onBack,
  onStart,
  onCancel,
  children,
}: {
  picked: PickedFile;
  details: WizardDetails;
  cost: number | null;
  /** Free beta: the cost is shown as what it would be, with "free now". */
  free?: boolean;
  /** How long the analysis should take (lib/analysis-estimate.ts). */
  estimate: string;
  blocked: boolean;
  upload: UploadState;
  starting: boolean;
  error: string | null;
  showRecharge?: boolean;
  uploadedSessionId: string | null;
  onBack: () => void;
  onStart: () => void;
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('upload');
  const ts = useTranslation('sessions').t;
  const busy = upload.phase === 'uploading' || starting;
  const rows: [string, string][] = [
    [t('file.name'), picked.file.name],
    [t('file.size'), formatBytes(picked.file.size, i18n.language)],
    [t('file.duration'), picked.durationSec === null ? t('file.durationUnknown') : formatDuration(picked.durationSec)],
    [t('review.titleLabel'), details.title],
    [t('review.tagsLabel'), splitTags(details.tags).join(', ') || '—'],
    [t('review.recordedOnLabel'), details.recordedOn || '—'],
    [t('options.languageLabel'), ts(`language.${details.language}`)],
    [t('options.styleLabel'), details.style ? ts(`style.${details.style}`) : t('options.notSelected')],
    [t('options.scenarioLabel'), details.scenario ? ts(`scenario.${details.scenario}`) : t('options.notSelected')],
    [t('options.purposeLabel'), details.purpose ? ts(`purpose.${details.purpose}`) : t('options.notSelected')],
    [
      t('review.cost'),
      cost === null
        ? t('review.costAfterUpload')
        : t(free ? 'freeBeta.costValue' : 'review.costValue', { count: cost }),
    ],
  ];
  return (
    <div className="space-y-5">
      <h2 tabIndex={-1} className="text-xl font-semibold">
        {t('confirm.heading')}
      </h2>
      <section
        aria-label={t('confirm.summary')}
        className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {children}
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="analysis-estimate">
        {estimate}
      </p>

      {upload.phase === 'uploading' && (
        <section aria-label={t('confirm.uploading')} className="space-y-2">
          <ProgressBar
            label={t('confirm.progress')}
            value={(upload.bytesSent / Math.max(1, upload.bytesTotal)) * 100}
          />
          <p className="flex flex-wrap gap-x-4 text-sm" aria-live="polite">
            <span>
              {t('confirm.progressText', {
                sent: formatBytes(upload.bytesSent, i18n.language),
                total: formatBytes(upload.bytesTotal, i18n.language),
                percent: Math.floor((upload.bytesSent / Math.max(1, upload.bytesTotal)) * 100),
              })}
            </span>
            {upload.bytesPerSec !== null && (
              <span>{t('confirm.speed', { speed: formatBytes(upload.bytesPerSec, i18n.language) })}</span>
            )}
            {upload.secondsLeft !== null && (
              <span>{t('confirm.timeLeft', { time: formatDuration(upload.secondsLeft) })}</span>
            )}
          </p>
          {upload.resumed && <p className="text-sm">{t('confirm.resumed')}</p>}
        </section>
      )}
      {starting && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> {t('confirm.starting')}
        </p>
      )}
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{error}</p>
          {showRecharge && (
            <Link to={paths.purchaseCredits} className="mt-1 inline-block font-semibold underline">
              {ts('rechargeAction')}
            </Link>
          )}
          {uploadedSessionId && (
            <>
              <p className="mt-1">{t('confirm.uploadedNotStarted')}</p>
              <ButtonLink to={paths.session(uploadedSessionId)} variant="secondary" className="mt-2">
                {t('confirm.openSession')}
              </ButtonLink>
            </>
          )}
        </div>
      )}
      <div className="flex justify-between">
        {upload.phase === 'uploading' ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {t('back')}
          </Button>
        )}
        <Button onClick={onStart} disabled={busy || blocked} data-track="upload-start-analysis">
          {t('confirm.start')}
        </Button>
      </div>
    </div>
  );
}

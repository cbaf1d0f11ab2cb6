import type { Capabilities } from '@cuecoach/contracts';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { errorCodeMessage } from '@/lib/error-message.ts';
import { formatBytes, formatDuration } from '@/lib/format.ts';
import { koreanAvailabilityText } from '@/lib/korean-availability.ts';
import { acceptedContainers, readFileHead, sniffContainer } from '../lib/sniff-media.ts';
import {
  acceptAttribute,
  defaultLimits,
  type FileLimits,
  type FileProblem,
  probeMedia,
  validateFile,
} from '../lib/validate-file.ts';

export type PickedFile = { file: File; durationSec: number | null };

export function limitsOf(caps: Capabilities | undefined): FileLimits {
  return caps
    ? {
        maxBytes: caps.maxUploadBytes,
        maxAudioBytes: caps.maxAudioBytes,
        maxVideoBytes: caps.maxVideoBytes,
        maxDurationMin: caps.maxDurationMin,
        extensions: caps.acceptedExtensions,
      }
    : defaultLimits;
}

export function problemMessage(problem: FileProblem, t: Parameters<typeof errorCodeMessage>[2], locale: string) {
  const details =
    problem.code === 'upload_too_large'
      ? { maxBytes: problem.maxBytes }
      : problem.code === 'upload_too_long'
        ? { maxMinutes: problem.maxMinutes }
        : {};
  return errorCodeMessage(problem.code, details, t, locale);
}

/**
 * Checks a picked file the way the server will, before any byte is sent: name and size, then the first bytes (a
 * text file renamed .mp3 is not audio), then the media element's metadata (duration, or a file the browser's own
 * decoder calls broken). Every browser decodes MP3, so a decode error there refuses the file; WAV and MP4/MOV may
 * hold a codec this browser lacks (ADPCM, some video codecs), so for those the server's probe decides.
 */
export async function checkPickedFile(
  file: File,
  limits: FileLimits,
): Promise<{ problem: FileProblem } | { picked: PickedFile }> {
  const quick = validateFile(file, null, limits);
  if (quick) return { problem: quick };
  let container: ReturnType<typeof sniffContainer>;
  try {
    container = sniffContainer(await readFileHead(file));
  } catch {
    return { problem: { code: 'upload_unreadable' } };
  }
  if (!acceptedContainers.includes(container)) return { problem: { code: 'upload_unsupported_type' } };
  const probe = await probeMedia(file);
  if (probe.decodeFailed && container === 'mp3') return { problem: { code: 'upload_unreadable' } };
  const problem = validateFile(file, probe.durationSec, limits);
  if (problem) return { problem };
  return { picked: { file, durationSec: probe.durationSec } };
}

/** Step 1: pick or drop a file; refused at once when checkPickedFile finds a problem. */
export function FileStep({
  caps,
  picked,
  onPicked,
  onNext,
}: {
  caps: Capabilities | undefined;
  picked: PickedFile | null;
  onPicked: (p: PickedFile | null) => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation(['upload', 'sessions']);
  const ts = useTranslation('sessions').t;
  const inputId = useId();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const limits = limitsOf(caps);

  async function accept(file: File | undefined) {
    if (!file) return;
    setError(null);
    onPicked(null);
    setChecking(true);
    const result = await checkPickedFile(file, limits);
    setChecking(false);
    if ('problem' in result) return setError(problemMessage(result.problem, ts, i18n.language));
    onPicked(result.picked);
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void accept(e.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-6">
      <h2 tabIndex={-1} className="text-xl font-semibold">
        {t('file.heading')}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; keyboard users reach the file input inside it */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        // The file input is visually hidden: its keyboard focus rings the whole drop zone, like every other control.
        className={`rounded-xl border-2 border-dashed p-8 text-center outline-offset-2 outline-indigo-600 has-[input:focus-visible]:outline-2 dark:outline-indigo-400 ${
          dragging ? 'border-indigo-600 bg-indigo-50 dark:bg-indigo-950' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        <p>
          {t('file.drop')}{' '}
          <label
            htmlFor={inputId}
            className="cursor-pointer font-semibold text-indigo-700 underline dark:text-indigo-300"
          >
            {t('file.pick')}
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          accept={acceptAttribute(limits)}
          aria-label={t('file.inputLabel')}
          className="sr-only"
          onChange={(e) => {
            void accept(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('file.accepted', {
            maxSize: formatBytes(limits.maxBytes, i18n.language),
            maxMinutes: limits.maxDurationMin,
            recommended: caps?.recommendedDurationMin ?? 60,
          })}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('file.videoNote')}</p>
      </div>

      {checking && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> {t('file.checking')}
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      )}

      {picked && (
        <section
          aria-label={t('file.selected')}
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('file.name')}</dt>
            <dd className="break-all">{picked.file.name}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('file.size')}</dt>
            <dd>{formatBytes(picked.file.size, i18n.language)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('file.duration')}</dt>
            <dd>{picked.durationSec === null ? t('file.durationUnknown') : formatDuration(picked.durationSec)}</dd>
          </dl>
        </section>
      )}

      {caps && (
        <section className="text-sm text-slate-700 dark:text-slate-300">
          <h3 className="font-medium">{t('file.languagesHeading')}</h3>
          <p>{caps.languages.map((l) => ts(`language.${l}`)).join(', ')}</p>
          {caps.korean && (
            <p data-testid="korean-availability" className="mt-1 break-keep">
              {koreanAvailabilityText(caps.korean, ts, i18n.language)}
            </p>
          )}
        </section>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('file.resumeHint')}</p>

      <div className="flex justify-end">
        <Button onClick={onNext} disabled={!picked || checking}>
          {t('next')}
        </Button>
      </div>
    </div>
  );
}

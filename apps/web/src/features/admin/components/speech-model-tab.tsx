import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, Select } from '@/components/ui/field.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { useSpeechModel } from '../api/admin.ts';

const mb = (bytes: number) => Math.round(bytes / 1e6);

/** Which whisper.cpp model Korean analyses use, whether it is on disk, and fetching it ahead of the first class. */
export function SpeechModelTab() {
  const { t } = useTranslation('admin');
  const { query, save, download } = useSpeechModel();
  const status = query.data;
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (status) setChoice(status.model);
  }, [status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      await save.mutateAsync(choice);
      setMessage({ ok: true, text: t('saved') });
    } catch {
      setMessage({ ok: false, text: t('saveFailed') });
    }
  }

  if (query.isError) return <p role="alert">{t('loadFailed')}</p>;
  if (!status) return null;
  const chosen = status.models.find((m) => m.name === status.model);
  const d = status.download;
  return (
    <div className="space-y-6">
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('speechModel.title')}</h2>
        <p className="break-keep text-sm text-slate-600 dark:text-slate-300">{t('speechModel.body')}</p>
        <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="w-full max-w-xs">
            <Field label={t('speechModel.model')} hint={t('speechModel.hint', { model: status.defaultModel })}>
              {(props) => (
                <Select {...props} value={choice} onChange={(e) => setChoice(e.target.value)}>
                  {status.models.map((m) => (
                    <option key={m.name} value={m.name}>
                      {t('speechModel.option', { name: m.name, mb: mb(m.bytes) })}
                      {m.present ? ` · ${t('speechModel.present')}` : ''}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <Button type="submit" disabled={save.isPending || choice === status.model}>
            {t('save')}
          </Button>
          {message && (
            <p
              role={message.ok ? 'status' : 'alert'}
              className={`text-sm ${message.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-400'}`}
            >
              {message.text}
            </p>
          )}
        </form>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('speechModel.statusTitle')}</h2>
        <p className="break-keep text-sm">
          {chosen?.present
            ? t('speechModel.ready', { file: chosen.file })
            : t('speechModel.missing', { file: chosen?.file ?? status.model })}
        </p>
        <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">{status.dir}</p>
        {d.state === 'downloading' ? (
          <ProgressBar
            value={d.totalBytes ? (d.receivedBytes / d.totalBytes) * 100 : 0}
            label={t('speechModel.downloading', { received: mb(d.receivedBytes), total: mb(d.totalBytes) })}
          />
        ) : null}
        {d.state === 'downloading' ? (
          <p className="text-sm" aria-live="polite">
            {t('speechModel.downloading', { received: mb(d.receivedBytes), total: mb(d.totalBytes) })}
          </p>
        ) : null}
        {d.state === 'failed' && d.error ? (
          <p role="alert" className="text-sm break-words text-red-700 dark:text-red-400">
            {d.error}
          </p>
        ) : null}
        {!chosen?.present ? (
          <Button onClick={() => download.mutate()} disabled={download.isPending || d.state === 'downloading'}>
            {t('speechModel.download')}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { queryKeys } from '@/api/query-keys.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, Input } from '@/components/ui/field.tsx';
import { useCostPolicySetting, usePaceLimits, useUploadLimits } from '../api/admin.ts';
import { NumberSettingForm, SettingFormError } from './setting-form.tsx';

/** Server-side answers (/api/capabilities) carry these settings too: refresh them so every page follows at once. */
function useRefreshCapabilities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.capabilities });
}

/** The free beta switch and the contact e-mail shown with purchases and credits. */
function CostPolicyForm() {
  const { t } = useTranslation('admin');
  const { query, save } = useCostPolicySetting();
  const refresh = useRefreshCapabilities();
  const [freeBeta, setFreeBeta] = useState(true);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!query.data) return;
    setFreeBeta(query.data.freeBeta);
    setEmail(query.data.contactEmail ?? '');
  }, [query.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const trimmed = email.trim();
    const bad = trimmed !== '' && !z.email().safeParse(trimmed).success;
    setError(bad ? t('policy.invalidEmail') : undefined);
    if (bad) return;
    try {
      await save.mutateAsync({ freeBeta, contactEmail: trimmed || null });
      await refresh();
      setMessage({ ok: true, text: t('saved') });
    } catch {
      setMessage({ ok: false, text: t('saveFailed') });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={t('policy.freeBeta')}>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1"
          checked={freeBeta}
          onChange={(e) => setFreeBeta(e.target.checked)}
          disabled={!query.data}
        />
        <span>
          <span className="font-medium">{t('policy.freeBeta')}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-300">{t('policy.freeBetaHint')}</span>
        </span>
      </label>
      <div className="max-w-sm">
        <Field label={t('policy.contactEmail')} hint={t('policy.contactHint')} error={error}>
          {(props) => <Input {...props} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!query.data || save.isPending}>
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
      </div>
    </form>
  );
}

/** Admin settings besides retention: the free beta, upload size limits, pace limits. */
export function ServiceSettings() {
  const { t } = useTranslation('admin');
  const uploads = useUploadLimits();
  const pace = usePaceLimits();
  const refresh = useRefreshCapabilities();
  const u = uploads.query.data;
  const p = pace.query.data;
  const saveUploads = async (patch: Partial<NonNullable<typeof u>>) => {
    if (!u) return;
    await uploads.save.mutateAsync({ ...u, ...patch });
    await refresh();
  };
  const savePace = async (patch: Partial<NonNullable<typeof p>>) => {
    if (!p) return;
    const next = { ...p, ...patch };
    if (next.minWpm >= next.maxWpm) throw new SettingFormError(t('policy.minBelowMax'));
    await pace.save.mutateAsync(next);
  };
  return (
    <Card className="space-y-5" data-testid="service-settings">
      <h2 className="text-lg font-semibold">{t('policy.title')}</h2>
      <CostPolicyForm />
      <section className="space-y-3">
        <h3 className="font-semibold">{t('policy.uploadsTitle')}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('policy.sizeHint')}</p>
        <NumberSettingForm
          label={t('policy.maxAudioMb')}
          value={u?.maxAudioMb}
          min={1}
          max={10240}
          invalidKey="settings.invalid"
          onSave={(maxAudioMb) => saveUploads({ maxAudioMb })}
        />
        <NumberSettingForm
          label={t('policy.maxVideoMb')}
          value={u?.maxVideoMb}
          min={1}
          max={10240}
          invalidKey="settings.invalid"
          onSave={(maxVideoMb) => saveUploads({ maxVideoMb })}
        />
      </section>
      <section className="space-y-3">
        <h3 className="font-semibold">{t('policy.paceTitle')}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('policy.paceHint')}</p>
        <NumberSettingForm
          label={t('policy.minWpm')}
          value={p?.minWpm}
          min={1}
          max={400}
          invalidKey="settings.invalid"
          onSave={(minWpm) => savePace({ minWpm })}
        />
        <NumberSettingForm
          label={t('policy.maxWpm')}
          value={p?.maxWpm}
          min={1}
          max={400}
          invalidKey="settings.invalid"
          onSave={(maxWpm) => savePace({ maxWpm })}
        />
        <NumberSettingForm
          label={t('policy.maxSilence')}
          value={p ? Math.round(p.maxSilenceRatio * 100) : undefined}
          min={5}
          max={100}
          invalidKey="settings.invalid"
          onSave={(percent) => savePace({ maxSilenceRatio: percent / 100 })}
        />
      </section>
    </Card>
  );
}

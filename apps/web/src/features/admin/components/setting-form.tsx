import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Field, Input } from '@/components/ui/field.tsx';
import { loose } from '@/lib/loose-t.ts';
import { wholeNumberError } from '../lib/admin-forms.ts';

/** Thrown by an `onSave` with a message for the admin (already translated), e.g. "min must be below max". */
export class SettingFormError extends Error {}

/** One whole-number admin setting: shows the saved value, checks bounds, saves, says so. */
export function NumberSettingForm({
  label,
  hint,
  value,
  min,
  max,
  onSave,
  invalidKey,
}: {
  label: string;
  hint?: string;
  value: number | undefined;
  min: number;
  max: number;
  onSave: (value: number) => Promise<unknown>;
  invalidKey: string;
}) {
  const t = loose(useTranslation('admin').t);
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (value !== undefined) setText(String(value));
  }, [value]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = wholeNumberError(text, min, max, invalidKey);
    setError(problem ? t(problem.key, problem.vars) : undefined);
    setMessage(null);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(Number(text.trim()));
      setMessage({ ok: true, text: t('saved') });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof SettingFormError ? err.message : t('saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="w-56">
        <Field label={label} hint={hint} error={error}>
          {(props) => <Input {...props} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
      </div>
      <Button type="submit" disabled={busy || value === undefined}>
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
  );
}

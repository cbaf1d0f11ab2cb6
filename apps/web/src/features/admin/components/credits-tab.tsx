import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, Input, Select } from '@/components/ui/field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { loose } from '@/lib/loose-t.ts';
import { type CreditAction, useAdminUsers, useChangeCredits, useCreditRule, useSignupCredits } from '../api/admin.ts';
import { creditChangeError, wholeNumberError } from '../lib/admin-forms.ts';
import { PurchasesCard } from './purchases-card.tsx';
import { NumberSettingForm } from './setting-form.tsx';

export function CreditsTab({ userId, onUserChange }: { userId: string | null; onUserChange: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const signup = useSignupCredits();
  return (
    <div className="space-y-6">
      <CreditChangeForm userId={userId} onUserChange={onUserChange} />
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('credits.signup.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('credits.signup.body')}</p>
        <NumberSettingForm
          label={t('credits.signup.amount')}
          value={signup.query.data?.amount}
          min={0}
          max={100_000}
          invalidKey="credits.invalidNumber"
          onSave={(amount) => signup.save.mutateAsync({ amount })}
        />
      </Card>
      <CreditRuleForm />
      <PurchasesCard />
    </div>
  );
}

function CreditChangeForm({ userId, onUserChange }: { userId: string | null; onUserChange: (id: string) => void }) {
  const t = loose(useTranslation('admin').t);
  // The chooser lists the newest 200; a user picked from the users tab may be older, so it is fetched on its own.
  const users = useAdminUsers({ pageSize: 200 });
  const listed = users.data?.items.find((u) => u.id === userId);
  const picked = useAdminUsers(
    { id: userId ?? '', pageSize: 1 },
    { enabled: Boolean(userId) && users.isSuccess && !listed },
  );
  const changeCredits = useChangeCredits();
  const [action, setAction] = useState<CreditAction>('grant');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  // Checked against userId: while a new pick loads, the query still holds the previous user (keepPreviousData).
  const fetched = picked.data?.items[0];
  const user = listed ?? (fetched && fetched.id === userId ? fetched : null);
  const choices = user && !listed ? [user, ...(users.data?.items ?? [])] : (users.data?.items ?? []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!user) return setError(t('credits.errors.user'));
    const problem = creditChangeError(action, amount, user.creditBalance);
    if (problem) return setError(t(problem.key, problem.vars));
    setError(undefined);
    try {
      const result = await changeCredits.mutateAsync({
        id: user.id,
        action,
        amount: Number(amount.trim()),
        note: note.trim() || undefined,
        requestId: crypto.randomUUID(),
      });
      setAmount('');
      setNote('');
      setDone(t('credits.applied', { email: user.email, balance: result.balance }));
    } catch (err) {
      const code = err instanceof ApiRequestError ? err.code : '';
      if (code === 'no_change') setError(t('credits.errors.noChange'));
      else if (code === 'invalid_amount' || code === 'validation_failed') setError(t('credits.errors.invalidAmount'));
      else setError(t('credits.errors.failed'));
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={submit} className="space-y-4">
        <h2 className="text-lg font-semibold">{t('credits.title')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('credits.user')}
            hint={user ? t('credits.current', { count: user.creditBalance }) : undefined}
          >
            {(props) => (
              <Select {...props} value={userId ?? ''} onChange={(e) => onUserChange(e.target.value)}>
                <option value="">{t('credits.chooseUser')}</option>
                {choices.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.email}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('credits.action')}>
            {(props) => (
              <Select {...props} value={action} onChange={(e) => setAction(e.target.value as CreditAction)}>
                {(['grant', 'deduct', 'set'] as const).map((a) => (
                  <option key={a} value={a}>
                    {t(`credits.actions.${a}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={action === 'set' ? t('credits.amountHintSet') : t('credits.amount')} error={error}>
            {(props) => (
              <Input {...props} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
            )}
          </Field>
          <Field label={t('credits.note')}>
            {(props) => <Input {...props} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />}
          </Field>
        </div>
        <Button type="submit" disabled={changeCredits.isPending}>
          {t('credits.apply')}
        </Button>
        {done && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
            {done}
          </p>
        )}
      </form>
    </Card>
  );
}

function CreditRuleForm() {
  const t = loose(useTranslation('admin').t);
  const { query, save } = useCreditRule();
  const [draft, setDraft] = useState<{ perMinute: string; minimum: string } | null>(null);
  const [errors, setErrors] = useState<{ perMinute?: string; minimum?: string }>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const values = draft ?? {
    perMinute: query.data ? String(query.data.creditsPerMinute) : '',
    minimum: query.data ? String(query.data.minimumCredits) : '',
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const per = wholeNumberError(values.perMinute, 1, 1000, 'credits.invalidNumber');
    const min = wholeNumberError(values.minimum, 0, 100_000, 'credits.invalidNumber');
    setErrors({ perMinute: per ? t(per.key, per.vars) : undefined, minimum: min ? t(min.key, min.vars) : undefined });
    if (per || min) return;
    try {
      await save.mutateAsync({
        creditsPerMinute: Number(values.perMinute.trim()),
        minimumCredits: Number(values.minimum.trim()),
      });
      setDraft(null);
      setMessage({ ok: true, text: t('saved') });
    } catch {
      setMessage({ ok: false, text: t('saveFailed') });
    }
  }

  return (
    <Card>
      <form noValidate onSubmit={submit} className="space-y-3">
        <h2 className="text-lg font-semibold">{t('credits.rule.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('credits.rule.body')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-48">
            <Field label={t('credits.rule.perMinute')} error={errors.perMinute}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  value={values.perMinute}
                  onChange={(e) => setDraft({ ...values, perMinute: e.target.value })}
                />
              )}
            </Field>
          </div>
          <div className="w-48">
            <Field label={t('credits.rule.minimum')} error={errors.minimum}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  value={values.minimum}
                  onChange={(e) => setDraft({ ...values, minimum: e.target.value })}
                />
              )}
            </Field>
          </div>
          <Button type="submit" disabled={save.isPending || !query.data}>
            {t('save')}
          </Button>
        </div>
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
  );
}

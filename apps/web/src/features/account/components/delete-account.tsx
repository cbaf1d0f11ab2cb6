import { deletionDetailMax, deletionReasons } from '@cuecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, inputClasses, Select } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { requestAccountDeletion } from '../api/account.ts';
import { type DeletionReason, deletionFormError } from '../lib/deletion-form.ts';

/**
 * Account deletion: a reason (list), 'other' needs a detail. On success the account is
 * deletion_requested and signed out everywhere; like any sign-out the browser then goes to / with a full load.
 */
export function DeleteAccount({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeletionReason | ''>('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const problem = deletionFormError(reason, detail);
    if (problem || reason === '') return setError(t(problem ?? 'settings.deletion.errors.reason'));
    setBusy(true);
    try {
      await requestAccountDeletion({ reason, detail: detail.trim() || undefined });
      queryClient.clear();
      if (onDeleted) onDeleted();
      else window.location.replace(paths.home);
    } catch {
      setError(t('settings.deletion.errors.failed'));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="delete-account-title" className="space-y-3">
      <h2 id="delete-account-title" className="text-lg font-semibold text-red-700 dark:text-red-400">
        {t('settings.deletion.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('settings.deletion.body')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('settings.deletion.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={t('settings.deletion.dialogTitle')}
        description={t('settings.deletion.dialogBody')}
      >
        <div className="mt-4 space-y-4">
          <Field label={t('settings.deletion.reason')} error={error && reason === '' ? error : undefined}>
            {(props) => (
              <Select
                {...props}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value as DeletionReason | '');
                  setError(null);
                }}
              >
                <option value="">{t('settings.deletion.choose')}</option>
                {deletionReasons.map((r) => (
                  <option key={r} value={r}>
                    {t(`settings.deletion.reasons.${r}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('settings.deletion.detail')}
            hint={t('settings.deletion.detailHint', { max: deletionDetailMax })}
            error={error && reason !== '' ? error : undefined}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                maxLength={deletionDetailMax}
                required={reason === 'other'}
                className={inputClasses}
                value={detail}
                onChange={(e) => {
                  setDetail(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
              {t('profile.cancel')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
              {busy ? t('settings.deletion.deleting') : t('settings.deletion.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { loose } from '@/lib/loose-t.ts';
import { useSaveTerm } from '../api/admin.ts';
import { type FormError, type TermForm, termFormErrors, termFromForm } from '../lib/admin-forms.ts';
import {
  type TermFieldsProps,
  TermKindFields,
  TermMatchFields,
  TermScopeFields,
  TermStatusFields,
  TermWeightField,
} from './term-fields.tsx';

/** Creates a dictionary term (no id) or edits one; the form is checked here first, and the server's regex check after. */
export function TermDialog({
  id,
  initial,
  onClose,
  onSaved,
}: {
  id?: string;
  initial: TermForm;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}) {
  const t = loose(useTranslation('admin').t);
  const save = useSaveTerm();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<'term' | 'pattern' | 'weight', FormError>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const fields: TermFieldsProps = {
    form,
    set: (key, value) => setForm((f) => ({ ...f, [key]: value })),
    error: (k) => (errors[k] ? t(errors[k].key, errors[k].vars) : undefined),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = termFormErrors(form);
    setErrors(found);
    setFailed(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ id, term: termFromForm(form) });
      onSaved(!id);
    } catch (e) {
      const details = e instanceof ApiRequestError ? e.details : undefined;
      if (e instanceof ApiRequestError && e.code === 'lexicon_pattern_invalid') {
        setErrors({ pattern: { key: 'dictionary.errors.regex', vars: { error: String(details?.error ?? '') } } });
      } else setFailed(t('dictionary.errors.saveFailed'));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={id ? t('dictionary.edit') : t('dictionary.add')}
      description={t('dictionary.body')}
    >
      <form noValidate onSubmit={submit} className="mt-4 max-h-[70vh] space-y-3 overflow-y-auto pr-1">
        <TermMatchFields {...fields} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TermKindFields {...fields} />
          <TermScopeFields {...fields} onGroupChange={(group) => setForm((f) => ({ ...f, group, style: '' }))} />
          <TermWeightField {...fields} />
        </div>
        <TermStatusFields {...fields} />
        {failed && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {failed}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import type { LexiconTerm } from '@cuecoach/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, Select } from '@/components/ui/field.tsx';
import { ErrorState, LoadingState } from '@/components/ui/states.tsx';
import { loose } from '@/lib/loose-t.ts';
import { useDeleteTerm, useLexiconTerms } from '../api/admin.ts';
import { emptyTermForm, formFromTerm, type TermForm } from '../lib/admin-forms.ts';
import { TermDialog } from './term-dialog.tsx';
import { TermsTable } from './terms-table.tsx';

/** "manage dictionary terms": the admin lexicon (terms on top of the built-in one), create/edit/delete. */
export function DictionaryTab() {
  const t = loose(useTranslation('admin').t);
  const [locale, setLocale] = useState<'' | 'ko' | 'en'>('');
  const terms = useLexiconTerms(locale);
  const remove = useDeleteTerm();
  const [editing, setEditing] = useState<{ id?: string; form: TermForm } | null>(null);
  const [deleting, setDeleting] = useState<LexiconTerm | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t('dictionary.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dictionary.body')}</p>
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-40">
            <Field label={t('dictionary.filterLocale')}>
              {(props) => (
                <Select {...props} value={locale} onChange={(e) => setLocale(e.target.value as '' | 'ko' | 'en')}>
                  <option value="">{t('dictionary.all')}</option>
                  <option value="ko">{t('dictionary.locales.ko')}</option>
                  <option value="en">{t('dictionary.locales.en')}</option>
                </Select>
              )}
            </Field>
          </div>
          <Button
            onClick={() => {
              setMessage(null);
              setEditing({ form: { ...emptyTermForm, locale: locale || 'ko' } });
            }}
          >
            {t('dictionary.add')}
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
      </Card>
      {terms.isPending ? (
        <LoadingState />
      ) : terms.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void terms.refetch()} />
      ) : terms.data.length === 0 ? (
        <p>{t('dictionary.empty')}</p>
      ) : (
        <TermsTable
          terms={terms.data}
          onEdit={(term) => {
            setMessage(null);
            setEditing({ id: term.id, form: formFromTerm(term) });
          }}
          onDelete={setDeleting}
        />
      )}
      {editing && (
        <TermDialog
          id={editing.id}
          initial={editing.form}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            setMessage({ ok: true, text: created ? t('dictionary.created') : t('dictionary.updated') });
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('dictionary.delete')}
        description={t('dictionary.deleteConfirm', { term: deleting?.term ?? '' })}
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={async () => {
              if (!deleting?.id) return;
              try {
                await remove.mutateAsync(deleting.id);
                setMessage({ ok: true, text: t('dictionary.deleted') });
              } catch {
                setMessage({ ok: false, text: t('dictionary.errors.deleteFailed') });
              }
              setDeleting(null);
            }}
          >
            {t('dictionary.delete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

import { type LexiconTerm, lexiconCategories, styleGroups, stylesByGroup } from '@cuecoach/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, inputClasses, Select } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { loose } from '../../../lib/loose-t.ts';
import { useDeleteTerm, useLexiconTerms, useSaveTerm } from '../api/admin.ts';
import {
  emptyTermForm,
  type FormError,
  formFromTerm,
  type TermForm,
  termFormErrors,
  termFromForm,
} from '../lib/admin-forms.ts';

/** "manage dictionary terms": the admin lexicon (terms on top of the built-in one), create/edit/delete. */
export function DictionaryTab() {
  const t = loose(useTranslation('admin').t);
  const ts = loose(useTranslation('sessions').t);
  const [locale, setLocale] = useState<'' | 'ko' | 'en'>('');
  const terms = useLexiconTerms(locale);
  const remove = useDeleteTerm();
  const [editing, setEditing] = useState<{ id?: string; form: TermForm } | null>(null);
  const [deleting, setDeleting] = useState<LexiconTerm | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const scope = (term: LexiconTerm) =>
    term.style
      ? ts(`style.${term.style}`)
      : term.group
        ? ts(`styleGroup.${term.group}`)
        : t('dictionary.fields.anyGroup');

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
        <Card className="overflow-x-auto p-0" data-scroll-x>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                {(['term', 'locale', 'category', 'scope', 'weight', 'active', 'actions'] as const).map((c) => (
                  <th key={c} className="px-3 py-2 font-medium">
                    {t(`dictionary.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {terms.data.map((term) => (
                <tr key={term.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="px-3 py-2 break-all">
                    {term.term}
                    {term.isRegex && <code className="ml-2 text-xs">/{term.pattern || term.term}/</code>}
                  </td>
                  <td className="px-3 py-2">{t(`dictionary.locales.${term.locale}`)}</td>
                  <td className="px-3 py-2">{t(`dictionary.categories.${term.category}`)}</td>
                  <td className="px-3 py-2">{scope(term)}</td>
                  <td className="px-3 py-2 tabular-nums">{term.weight}</td>
                  <td className="px-3 py-2">{term.active ? t('dictionary.yes') : t('dictionary.no')}</td>
                  <td className="px-3 py-2">
                    <span className="flex gap-2">
                      <Button
                        variant="secondary"
                        aria-label={`${t('dictionary.edit')}: ${term.term}`}
                        onClick={() => {
                          setMessage(null);
                          setEditing({ id: term.id, form: formFromTerm(term) });
                        }}
                      >
                        {t('dictionary.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`${t('dictionary.delete')}: ${term.term}`}
                        onClick={() => setDeleting(term)}
                      >
                        {t('dictionary.delete')}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
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

function TermDialog({
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
  const ts = loose(useTranslation('sessions').t);
  const save = useSaveTerm();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<'term' | 'pattern' | 'weight', FormError>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const set = <K extends keyof TermForm>(key: K, value: TermForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (k: 'term' | 'pattern' | 'weight') => (errors[k] ? t(errors[k].key, errors[k].vars) : undefined);
  const styles = form.group ? (stylesByGroup[form.group as keyof typeof stylesByGroup] as readonly string[]) : [];

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
        <Field label={t('dictionary.fields.term')} hint={t('dictionary.fields.termHint')} error={err('term')}>
          {(props) => <Input {...props} value={form.term} onChange={(e) => set('term', e.target.value)} />}
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={form.isRegex} onChange={(e) => set('isRegex', e.target.checked)} />
          {t('dictionary.fields.isRegex')}
        </label>
        {form.isRegex && (
          <Field
            label={t('dictionary.fields.pattern')}
            hint={t('dictionary.fields.patternHint')}
            error={err('pattern')}
          >
            {(props) => (
              <Input
                {...props}
                className="font-mono"
                value={form.pattern}
                onChange={(e) => set('pattern', e.target.value)}
              />
            )}
          </Field>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('dictionary.fields.locale')}>
            {(props) => (
              <Select {...props} value={form.locale} onChange={(e) => set('locale', e.target.value as 'ko' | 'en')}>
                <option value="ko">{t('dictionary.locales.ko')}</option>
                <option value="en">{t('dictionary.locales.en')}</option>
              </Select>
            )}
          </Field>
          <Field label={t('dictionary.fields.category')}>
            {(props) => (
              <Select
                {...props}
                value={form.category}
                onChange={(e) => set('category', e.target.value as TermForm['category'])}
              >
                {lexiconCategories.map((c) => (
                  <option key={c} value={c}>
                    {t(`dictionary.categories.${c}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {form.category === 'command' && (
            <Field label={t('dictionary.fields.cueCategory')}>
              {(props) => (
                <Select
                  {...props}
                  value={form.cueCategory}
                  onChange={(e) => set('cueCategory', e.target.value as TermForm['cueCategory'])}
                >
                  <option value="alignment">{t('dictionary.cueCategories.alignment')}</option>
                  <option value="transition">{t('dictionary.cueCategories.transition')}</option>
                </Select>
              )}
            </Field>
          )}
          <Field label={t('dictionary.fields.group')}>
            {(props) => (
              <Select
                {...props}
                value={form.group}
                onChange={(e) => setForm((f) => ({ ...f, group: e.target.value, style: '' }))}
              >
                <option value="">{t('dictionary.fields.anyGroup')}</option>
                {styleGroups.map((g) => (
                  <option key={g} value={g}>
                    {ts(`styleGroup.${g}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('dictionary.fields.style')}>
            {(props) => (
              <Select
                {...props}
                value={form.style}
                disabled={!form.group}
                onChange={(e) => set('style', e.target.value)}
              >
                <option value="">{t('dictionary.fields.anyStyle')}</option>
                {styles.map((s) => (
                  <option key={s} value={s}>
                    {ts(`style.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('dictionary.fields.weight')} hint={t('dictionary.fields.weightHint')} error={err('weight')}>
            {(props) => (
              <Input
                {...props}
                inputMode="decimal"
                value={form.weight}
                onChange={(e) => set('weight', e.target.value)}
              />
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
          {t('dictionary.fields.active')}
        </label>
        <Field label={t('dictionary.fields.notes')}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={1000}
              className={inputClasses}
              value={form.notes}
              onChange={(e) => set('notes', e.target.value)}
            />
          )}
        </Field>
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

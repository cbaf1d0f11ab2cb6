import { lexiconCategories, styleGroups, stylesByGroup } from '@cuecoach/contracts';
import { useTranslation } from 'react-i18next';
import { Field, Input, inputClasses, Select } from '@/components/ui/field.tsx';
import { loose } from '@/lib/loose-t.ts';
import type { TermForm } from '../lib/admin-forms.ts';

/** What each group of the term form's fields gets: the form, a setter per field, and the message for a field. */
export interface TermFieldsProps {
  form: TermForm;
  set: <K extends keyof TermForm>(key: K, value: TermForm[K]) => void;
  error: (key: 'term' | 'pattern' | 'weight') => string | undefined;
}

/** The word or phrase, and the regular expression that matches it instead when "regex" is ticked. */
export function TermMatchFields({ form, set, error }: TermFieldsProps) {
  const t = loose(useTranslation('admin').t);
  return (
    <>
      <Field label={t('dictionary.fields.term')} hint={t('dictionary.fields.termHint')} error={error('term')}>
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
          error={error('pattern')}
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
    </>
  );
}

/** The language the term belongs to, what kind of word it is, and for a command which kind of cue. */
export function TermKindFields({ form, set }: TermFieldsProps) {
  const t = loose(useTranslation('admin').t);
  return (
    <>
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
    </>
  );
}

/**
 * Where the term applies: any class, one style group, or one style in it. Choosing another group clears the
 * style, which belonged to the old group.
 */
export function TermScopeFields({
  form,
  onGroupChange,
  set,
}: TermFieldsProps & { onGroupChange: (group: string) => void }) {
  const t = loose(useTranslation('admin').t);
  const ts = loose(useTranslation('sessions').t);
  const styles = form.group ? (stylesByGroup[form.group as keyof typeof stylesByGroup] as readonly string[]) : [];
  return (
    <>
      <Field label={t('dictionary.fields.group')}>
        {(props) => (
          <Select {...props} value={form.group} onChange={(e) => onGroupChange(e.target.value)}>
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
          <Select {...props} value={form.style} disabled={!form.group} onChange={(e) => set('style', e.target.value)}>
            <option value="">{t('dictionary.fields.anyStyle')}</option>
            {styles.map((s) => (
              <option key={s} value={s}>
                {ts(`style.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}

export function TermWeightField({ form, set, error }: TermFieldsProps) {
  const t = loose(useTranslation('admin').t);
  return (
    <Field label={t('dictionary.fields.weight')} hint={t('dictionary.fields.weightHint')} error={error('weight')}>
      {(props) => (
        <Input {...props} inputMode="decimal" value={form.weight} onChange={(e) => set('weight', e.target.value)} />
      )}
    </Field>
  );
}

/** Whether the term is in use, and the admin's own note about it. */
export function TermStatusFields({ form, set }: TermFieldsProps) {
  const t = loose(useTranslation('admin').t);
  return (
    <>
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
    </>
  );
}

import {
  experienceLevels,
  interests as interestValues,
  type Profile,
  profileLimits,
  styleGroups,
  teachingLanguages,
} from '@cuecoach/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, Input, inputClasses, Select } from '@/components/ui/field.tsx';
import { loose } from '@/lib/loose-t.ts';
import { useUpdateProfile } from '../api/profile.ts';
import {
  type FieldError,
  formFromProfile,
  type ProfileField,
  type ProfileForm,
  patchFromForm,
  toggle,
  validateProfileForm,
} from '../lib/profile-form.ts';

export function ProfileEditForm({
  profile,
  email,
  onCancel,
  onSaved,
}: {
  profile: Profile;
  email: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t: typedT } = useTranslation('account');
  const t = loose(typedT);
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, FieldError>>>({});
  const update = useUpdateProfile();
  const set = <K extends ProfileField>(key: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (key: ProfileField) => {
    const e = errors[key];
    return e ? t(e.key, e.vars) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfileForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync(patchFromForm(form));
      onSaved();
    } catch {
      // The message below comes from update.isError; the form keeps what the user typed.
    }
  }

  const text = (key: 'nickname' | 'firstName' | 'lastName' | 'phone' | 'location', hint?: string) => (
    <Field label={t(`profile.fields.${key}`)} hint={hint} error={errorOf(key)}>
      {(props) => (
        <Input
          {...props}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          autoComplete={
            {
              nickname: 'nickname',
              firstName: 'given-name',
              lastName: 'family-name',
              phone: 'tel',
              location: 'address-level2',
            }[key]
          }
          type={key === 'phone' ? 'tel' : 'text'}
        />
      )}
    </Field>
  );

  const checkboxes = <T extends string>(
    legend: string,
    values: readonly T[],
    chosen: T[],
    prefix: string,
    onChange: (v: T[]) => void,
  ) => (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {values.map((v) => (
          <label key={v} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.includes(v)} onChange={() => onChange(toggle(chosen, v))} />
            {t(`${prefix}.${v}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('profile.sections.basic')}</h2>
        {text('nickname')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName')}
          {text('lastName')}
        </div>
        <Field label={t('profile.fields.email')} hint={t('profile.fields.emailHint')}>
          {(props) => <Input {...props} value={email} readOnly />}
        </Field>
        {text('phone', t('profile.fields.phoneHint'))}
        {text('location')}
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('profile.sections.teaching')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('profile.fields.experienceYears')} error={errorOf('experienceYears')}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={form.experienceYears}
                onChange={(e) => set('experienceYears', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('profile.fields.experienceLevel')}>
            {(props) => (
              <Select
                {...props}
                value={form.experienceLevel}
                onChange={(e) => set('experienceLevel', e.target.value as ProfileForm['experienceLevel'])}
              >
                <option value="">{t('profile.none')}</option>
                {experienceLevels.map((l) => (
                  <option key={l} value={l}>
                    {t(`profile.levels.${l}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {checkboxes(t('profile.fields.specializations'), styleGroups, form.specializations, 'groups', (v) =>
          set('specializations', v),
        )}
        {checkboxes(t('profile.fields.languages'), teachingLanguages, form.languages, 'teachingLanguages', (v) =>
          set('languages', v),
        )}
        {checkboxes(t('profile.fields.interests'), interestValues, form.interests, 'profile.interests', (v) =>
          set('interests', v),
        )}
        <Field
          label={t('profile.fields.bio')}
          hint={t('profile.fields.bioHint', { max: profileLimits.bioMax })}
          error={errorOf('bio')}
        >
          {(props) => (
            <textarea
              {...props}
              rows={5}
              className={inputClasses}
              value={form.bio}
              onChange={(e) => set('bio', e.target.value)}
            />
          )}
        </Field>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('profile.sections.preferences')}</h2>
        <Field label={t('profile.fields.visibility')} hint={t('profile.fields.visibilityHint')}>
          {(props) => (
            <Select
              {...props}
              value={form.visibility}
              onChange={(e) => set('visibility', e.target.value as ProfileForm['visibility'])}
            >
              <option value="private">{t('profile.visibility.private')}</option>
              <option value="public">{t('profile.visibility.public')}</option>
            </Select>
          )}
        </Field>
      </Card>
      {(hasErrors || update.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {hasErrors ? t('profile.fixErrors') : t('profile.saveFailed')}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

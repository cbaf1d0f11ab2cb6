import {
  type ExperienceLevel,
  type Interest,
  isValidPhone,
  type Profile,
  profileLimits,
  type StyleGroup,
  type teachingLanguages,
  type UpdateProfileBody,
} from '@cuecoach/contracts';

export type TeachingLanguage = (typeof teachingLanguages)[number];

/** The edit form's state: text inputs hold strings; the API gets nulls for emptied fields. */
export interface ProfileForm {
  nickname: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  experienceYears: string;
  specializations: StyleGroup[];
  bio: string;
  experienceLevel: ExperienceLevel | '';
  interests: Interest[];
  languages: TeachingLanguage[];
  visibility: 'private' | 'public';
}

export type ProfileField = keyof ProfileForm;
/** An i18n key in the account namespace plus its values. */
export type FieldError = { key: string; vars?: Record<string, number> };

export function formFromProfile(p: Profile): ProfileForm {
  return {
    nickname: p.nickname,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    phone: p.phone ?? '',
    location: p.location ?? '',
    experienceYears: p.experienceYears === null ? '' : String(p.experienceYears),
    specializations: p.specializations,
    bio: p.bio ?? '',
    experienceLevel: p.experienceLevel ?? '',
    interests: p.interests,
    languages: p.languages,
    visibility: p.visibility,
  };
}

const tooLong = (max: number): FieldError => ({ key: 'profile.errors.tooLong', vars: { max } });

/** Same limits as the server (contracts), so the user sees what is wrong before anything is sent. */
export function validateProfileForm(form: ProfileForm): Partial<Record<ProfileField, FieldError>> {
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  const nickname = form.nickname.trim();
  if (!nickname) errors.nickname = { key: 'profile.errors.nicknameRequired' };
  else if (nickname.length > profileLimits.nicknameMax) errors.nickname = tooLong(profileLimits.nicknameMax);
  if (form.firstName.trim().length > profileLimits.nameMax) errors.firstName = tooLong(profileLimits.nameMax);
  if (form.lastName.trim().length > profileLimits.nameMax) errors.lastName = tooLong(profileLimits.nameMax);
  if (form.location.trim().length > profileLimits.locationMax) errors.location = tooLong(profileLimits.locationMax);
  if (form.bio.trim().length > profileLimits.bioMax) errors.bio = tooLong(profileLimits.bioMax);
  const phone = form.phone.trim();
  if (phone && !isValidPhone(phone)) errors.phone = { key: 'profile.errors.phone' };
  const years = form.experienceYears.trim();
  if (years && (!/^\d+$/.test(years) || Number(years) > profileLimits.experienceYearsMax)) {
    errors.experienceYears = { key: 'profile.errors.experienceYears', vars: { max: profileLimits.experienceYearsMax } };
  }
  return errors;
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function patchFromForm(form: ProfileForm): UpdateProfileBody {
  return {
    nickname: form.nickname.trim(),
    firstName: textOrNull(form.firstName),
    lastName: textOrNull(form.lastName),
    phone: textOrNull(form.phone),
    location: textOrNull(form.location),
    experienceYears: form.experienceYears.trim() === '' ? null : Number(form.experienceYears.trim()),
    specializations: form.specializations,
    bio: textOrNull(form.bio),
    experienceLevel: form.experienceLevel === '' ? null : form.experienceLevel,
    interests: form.interests,
    languages: form.languages,
    visibility: form.visibility,
  };
}

export function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

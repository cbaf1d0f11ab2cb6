import {
  type AnalysisLanguage,
  maxTagsPerSession,
  type Purpose,
  type Scenario,
  type Style,
  sessionTagSchema,
  sessionTitleSchema,
  tagMaxLength,
  titleMaxLength,
} from '@cuecoach/contracts';

export const wizardSteps = ['file', 'review', 'options', 'confirm'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type WizardDetails = {
  title: string;
  tags: string; // comma-separated as typed
  recordedOn: string; // YYYY-MM-DD or ''
  scenario: Scenario | '';
  style: Style | '';
  purpose: Purpose | '';
  language: AnalysisLanguage;
};

export type DetailErrors = Partial<Record<'title' | 'tags' | 'recordedOn', { key: string; max?: number }>>;

/** Title without the extension is the default session title. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  // Characters the title rule refuses become spaces instead of blocking the user on step 2.
  return base
    .replace(/[<>"`{}|\\;=~^$*@]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, titleMaxLength);
}

export function splitTags(raw: string): string[] {
  return raw
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** Review step rules: the same zod schemas the server applies to the upload metadata. */
export function validateDetails(d: WizardDetails, today: string): DetailErrors {
  const errors: DetailErrors = {};
  const title = sessionTitleSchema.safeParse(d.title);
  if (!title.success) {
    const code = title.error.issues[0]?.message;
    errors.title =
      code === 'title_required'
        ? { key: 'sessions:errors.titleRequired' }
        : code === 'title_too_long'
          ? { key: 'sessions:errors.titleTooLong', max: titleMaxLength }
          : { key: 'sessions:errors.titleInvalid' };
  }
  const tags = splitTags(d.tags);
  if (tags.length > maxTagsPerSession) errors.tags = { key: 'sessions:errors.tooManyTags', max: maxTagsPerSession };
  else {
    for (const tag of tags) {
      const r = sessionTagSchema.safeParse(tag);
      if (!r.success) {
        errors.tags =
          r.error.issues[0]?.message === 'tag_too_long'
            ? { key: 'sessions:errors.tagTooLong', max: tagMaxLength }
            : { key: 'sessions:errors.tagInvalid' };
        break;
      }
    }
  }
  if (d.recordedOn !== '' && d.recordedOn > today) errors.recordedOn = { key: 'upload:review.dateInFuture' };
  return errors;
}

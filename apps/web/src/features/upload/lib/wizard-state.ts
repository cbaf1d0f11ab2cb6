import {
  type AnalysisLanguage,
  type Purpose,
  type Scenario,
  type Style,
  titleFromFileName as sharedTitleFromFileName,
  titleMaxLength,
} from '@cuecoach/contracts';
import { type TextProblem, tagsProblem, titleProblem } from '@/lib/text-rules.ts';

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

/** What stops the review step: the title's and the tags' problem, and a recording date in the future. */
export type DetailErrors = { title?: TextProblem; tags?: TextProblem; recordedOnInFuture?: true };

/** The file name, without folder and extension and with what a title may not hold, is the default title. */
export function titleFromFileName(name: string): string {
  return sharedTitleFromFileName(name, titleMaxLength);
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
  const title = titleProblem(d.title);
  if (title) errors.title = title;
  const tags = tagsProblem(splitTags(d.tags));
  if (tags) errors.tags = tags;
  if (d.recordedOn !== '' && d.recordedOn > today) errors.recordedOnInFuture = true;
  return errors;
}

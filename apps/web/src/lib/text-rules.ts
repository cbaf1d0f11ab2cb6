import {
  maxTagsPerSession,
  parseCodePointLabel,
  refusedCodePointOf,
  sessionTagSchema,
  sessionTitleSchema,
  tagMaxLength,
  titleMaxLength,
} from '@cuecoach/contracts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client.ts';
import { sessionErrorMessage } from './error-message.ts';
import { refusedCharacterText } from './refused-character.ts';

/**
 * What is wrong with a title or tags, by the same zod rules the server applies (contracts), with the refused
 * character when there is one. Shared by the upload wizard and the sessions list's title editor.
 */
export type TextProblem =
  | { key: 'titleRequired' }
  | { key: 'titleTooLong' | 'tagTooLong' | 'tooManyTags'; max: number }
  | { key: 'titleInvalid' | 'tagInvalid'; codePoint: number };

export function titleProblem(value: string): TextProblem | null {
  const r = sessionTitleSchema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0];
  const codePoint = refusedCodePointOf(issue);
  if (codePoint !== null) return { key: 'titleInvalid', codePoint };
  return issue?.message === 'title_too_long' ? { key: 'titleTooLong', max: titleMaxLength } : { key: 'titleRequired' };
}

/** The first problem among typed tags (already split at the commas). */
export function tagsProblem(tags: string[]): TextProblem | null {
  if (tags.length > maxTagsPerSession) return { key: 'tooManyTags', max: maxTagsPerSession };
  for (const tag of tags) {
    const r = sessionTagSchema.safeParse(tag);
    if (r.success) continue;
    const issue = r.error.issues[0];
    const codePoint = refusedCodePointOf(issue);
    if (codePoint !== null) return { key: 'tagInvalid', codePoint };
    // An empty tag never gets here: the typed list is split with empty entries dropped, as the server does.
    if (issue?.message === 'tag_too_long') return { key: 'tagTooLong', max: tagMaxLength };
  }
  return null;
}

/** The message in the user's language (`t` bound to the `sessions` namespace). */
export function textProblemMessage(problem: TextProblem, t: TFunction<'sessions'>): string {
  switch (problem.key) {
    case 'titleInvalid':
    case 'tagInvalid':
      return t(`errors.${problem.key}`, { character: refusedCharacterText(problem.codePoint, t) });
    case 'titleTooLong':
    case 'tagTooLong':
    case 'tooManyTags':
      return t(`errors.${problem.key}`, { max: problem.max });
    default:
      return t(`errors.${problem.key}`);
  }
}

/**
 * The message for a failed title/tag save or upload: the refused character named when the server names one
 * (`details.character` of an upload refusal, or of the first issue of a validation error), else the usual message.
 */
export function textSaveErrorMessage(err: unknown, t: TFunction<'sessions'>, locale: string): string {
  const refused = err instanceof ApiRequestError ? refusedCharacterOfError(err.details ?? {}) : null;
  if (refused === null) return sessionErrorMessage(err, t, locale);
  return t(refused.field === 'tags' ? 'errors.tagInvalid' : 'errors.titleInvalid', {
    character: refusedCharacterText(refused.codePoint, t),
  });
}

/**
 * The character a title or tag was refused for, as the server names it: `details.character` of an upload refusal
 * (with `details.field`), or the first issue of a validation error (`{ path: '/title', character }`).
 */
function refusedCharacterOfError(details: Record<string, unknown>): { field: string; codePoint: number } | null {
  const issues = Array.isArray(details.issues) ? details.issues : [];
  const first: unknown = issues[0];
  const source: Record<string, unknown> =
    typeof details.character === 'string'
      ? details
      : typeof first === 'object' && first !== null
        ? Object.fromEntries(Object.entries(first))
        : {};
  const codePoint = parseCodePointLabel(source.character);
  if (codePoint === null) return null;
  const field = typeof source.field === 'string' ? source.field : (String(source.path ?? '').split('/')[1] ?? '');
  return { field, codePoint };
}

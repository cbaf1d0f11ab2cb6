import { sessionTitleSchema } from '@cuecoach/contracts';

/** The `sessions` translation key of the title's problem, or null when the server will accept it. */
export function validateTitle(value: string): string | null {
  const r = sessionTitleSchema.safeParse(value);
  if (r.success) return null;
  const code = r.error.issues[0]?.message;
  return code === 'title_required'
    ? 'errors.titleRequired'
    : code === 'title_too_long'
      ? 'errors.titleTooLong'
      : 'errors.titleInvalid';
}

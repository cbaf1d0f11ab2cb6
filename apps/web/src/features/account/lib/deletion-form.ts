import { deletionDetailMax, type deletionReasons } from '@cuecoach/contracts';

export type DeletionReason = (typeof deletionReasons)[number];

/** A reason is required; 'other' requires a detail. Returns the i18n key of the problem, or null. */
export function deletionFormError(reason: DeletionReason | '', detail: string): string | null {
  if (reason === '') return 'settings.deletion.errors.reason';
  if (reason === 'other' && detail.trim() === '') return 'settings.deletion.errors.detail';
  if (detail.trim().length > deletionDetailMax) return 'settings.deletion.errors.detail';
  return null;
}

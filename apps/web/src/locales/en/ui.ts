import type { ui as ko } from '../ko/ui.ts';
import type { Translation } from '../types.ts';

export const ui: Translation<typeof ko> = {
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  notifications: 'Notifications',
};

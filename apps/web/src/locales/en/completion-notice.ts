import type { completionNotice as ko } from '../ko/completion-notice.ts';
import type { Translation } from '../types.ts';

export const completionNotice: Translation<typeof ko> = {
  toastTitle: 'Analysis complete',
  dialogTitle: 'Analysis complete!',
  dialogBody: 'The analysis of “{{title}}” has finished. See the result now?',
  viewLater: 'View later',
  viewResult: 'View result',
};

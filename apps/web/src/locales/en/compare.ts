import type { compare as ko } from '../ko/compare.ts';
import type { Translation } from '../types.ts';

export const compare: Translation<typeof ko> = {
  title: 'Compare sessions',
  back: 'Sessions',
  baseline: 'Baseline',
  compared: 'Compared with',
  metric: 'Metric',
  delta: 'Change',
  tableCaption: 'Metrics of the two sessions (baseline → compared)',
  bandsNote:
    'Better means the compared session is closer to the target range than the baseline (the ranges of the more recent session’s style, {{style}}). Above the range and below it are both off target; moving inside a range, or a difference no bigger than re-analysing the same recording gives, counts as no change.',
  paceOverlay: 'Pace compared',
  paceOverlayDesc: 'Words per minute, minute by minute, for both sessions. The shaded band is the target range.',
  improved: 'What improved',
  nothingImproved: 'No metric clearly improved this time.',
  workOn: 'What to work on next',
  nothingToWorkOn: 'Every key metric is inside its target range. Keep it up!',
  stillOff: '{{metric}}: {{value}} (target {{range}})',
  targetsHeading: 'Targets from the earlier report',
  targetMet: 'Met',
  targetMissed: 'Not met',
  notComparable: 'Both sessions need a finished analysis to be compared.',
  sameSession: 'Choose two different sessions.',
  swap: 'Swap order',
};

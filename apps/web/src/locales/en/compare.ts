import type { compare as ko } from '../ko/compare.ts';
import type { Translation } from '../types.ts';

export const compare: Translation<typeof ko> = {
  title: 'Compare sessions',
  back: 'Sessions',
  earlier: 'Earlier session',
  later: 'Later session',
  metric: 'Metric',
  delta: 'Change',
  tableCaption: 'Metrics of the two sessions (earlier → later)',
  bandsNote:
    'Better or worse is judged against the target ranges of the later session’s style ({{style}}). Moving around inside a range counts as no change.',
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

/**
 * Test support: a mat class whose students work in silence after its cues (the whole-class pace and cue density sit
 * under their bands while the teaching is on target), and the same class with silences no instruction explains.
 */
import type { ClassScript } from './class-builder.ts';

const mat = { language: 'en', style: 'mat', articulationWpm: 180, gapSec: 1.5, repeat: 3 } as const;

/** Cue-dense lines at a normal speaking pace, each followed by the exercise it starts. */
export const matWithWork: ClassScript = {
  ...mat,
  lines: [
    { text: 'Inhale to prepare, exhale and lift your head and shoulders off the mat.' },
    {
      text: 'Reach your arms long by your hips and begin the hundred, breathe in for five and out for five.',
      pauseAfter: 14,
    },
    { text: 'Lower your head down, hug your knees into your chest and breathe out.' },
    {
      text: 'Extend your right leg to the ceiling, keep your hips square and draw five small circles.',
      pauseAfter: 12,
    },
    {
      text: 'Switch legs, left leg up, exhale as you circle the other way and keep your pelvis still.',
      pauseAfter: 12,
    },
  ],
};

/** The silences after its lines stretched past what any instruction explains (mat lets students work 45 s unannounced): dead air. */
export const matWithDeadAir: ClassScript = {
  ...mat,
  lines: [
    { text: 'Inhale to prepare, exhale and lift your head and shoulders off the mat.' },
    { text: 'Good, that is lovely, thank you everyone.', pauseAfter: 75 },
    { text: 'Extend your right leg to the ceiling, keep your hips square and draw five small circles.' },
    { text: 'Okay, well, that was really nice to see.', pauseAfter: 75 },
  ],
};

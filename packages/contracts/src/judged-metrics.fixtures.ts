/** Classes the verdict tests judge (judged-metrics.test.ts, limit-flags.test.ts): one definition, so they agree. */
import type { JudgeableMetrics } from './judged-metrics.ts';

type ClassSeconds = Partial<Record<'speaking' | 'working' | 'hold' | 'question' | 'dead_air', number>>;

/** A class time with only the seconds the verdicts read. */
export const classSeconds = (s: ClassSeconds) => ({
  seconds: { speaking: 0, working: 0, hold: 0, question: 0, dead_air: 0, class_question: 0, ...s },
});

/**
 * The 3.5-minute mat class of the verdict sweep (28 Nov): 81 words a minute and 57 % silence over the whole class,
 * about half of it students working on the instructions (teaching time: 156 words a minute, 17 % silence);
 * everything else in band.
 */
export const sweepMatClass: JudgeableMetrics = {
  wpm: 81,
  silenceRatio: 0.57,
  fillersPer100: 0.5,
  cuesPerMinute: 8.5,
  clarity: 95,
  flow: 92,
  consistency: 90,
  durationSec: 210,
  classTime: classSeconds({ speaking: 109, working: 101 }),
};

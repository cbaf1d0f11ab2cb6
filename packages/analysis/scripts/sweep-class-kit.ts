/**
 * The parts the verdict sweep's classes are written in (sweep-classes.ts, sweep-classes-held.ts): a line said or a
 * silence with its purpose, so the truth of working time and dead air is known, and that truth summed.
 */
import type { Style } from '@cuecoach/contracts';

export type SweepLine = { say: string } | { gap: number; purpose: 'beat' | 'work' | 'hold' | 'dead' };

export interface SweepClass {
  name: string;
  /** 'test': the short classes test/class-time/one-verdict.test.ts renders (measured in the sweep too). */
  set: 'dev' | 'held' | 'test';
  style: Style;
  voice: string;
  rate: number;
  /** A music bed under the whole class: a drum beat (dance, circuits) or soft chords (yoga, pilates). */
  music?: { kind: 'beat' | 'chords'; gainDb: number };
  lines: SweepLine[];
}

export const say = (text: string): SweepLine => ({ say: text });
export const beat = (gap: number): SweepLine => ({ gap, purpose: 'beat' });
export const work = (gap: number): SweepLine => ({ gap, purpose: 'work' });
export const hold = (gap: number): SweepLine => ({ gap, purpose: 'hold' });
export const dead = (gap: number): SweepLine => ({ gap, purpose: 'dead' });

/** Seconds of each purpose in the script's silences: the truth a class time reading is compared with. */
export function silenceTruth(cls: SweepClass): Record<'beat' | 'work' | 'hold' | 'dead', number> {
  const out = { beat: 0, work: 0, hold: 0, dead: 0 };
  for (const l of cls.lines) if ('gap' in l) out[l.purpose] += l.gap;
  return out;
}

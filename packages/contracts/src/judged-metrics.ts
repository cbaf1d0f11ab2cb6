import type { AnalysisLanguage, Style } from './enums.ts';
import {
  displayedValue,
  type KeyMetricKey,
  keyMetricKeys,
  type OpenBand,
  type RuledMetricKey,
} from './metric-registry.ts';
import { type MetricBands, metricBands, metricOnTarget } from './metric-rule.ts';
import type { ClassTime } from './metrics.ts';

/**
 * What a verdict judges: the teaching, not the students' working time. Pace, silence and cue density are measured
 * over the whole class (first voice to last), so a class that gives students a minute to work after an instruction
 * reads as slow, silent and sparse in cues while its delivery is not. Every verdict — the overall score, the metric
 * cards, the report's off-target list, compare and the dashboard — reads these three figures through here.
 *
 * The rule: students' time can excuse a figure, never condemn it. Over the teaching time alone (the class minus the
 * stretches students spent working on an instruction, holding an announced hold or rest, answering a question or
 * asking their own: class time `working`, `hold`, `question`, `class_question`) pace and cue density are higher and
 * silence lower. A whole-class figure outside its band on the side that time explains (pace or cues below, silence
 * above) is judged at its teaching-time value, but no further than the band's edge: teaching time is almost all
 * speech, so judged on its own it would read as too fast and too little silence, which the students' minutes
 * disprove. Dead air (silence nothing announced) is not students' time, so a class that leaves them waiting is still
 * marked down. Screens keep showing the whole-class figure; only its verdict changes.
 * An analysis stored before the class time model has no stretches: its figures are judged as measured.
 * docs/metrics.md ("Judged on teaching, not working time") says the same in words.
 */

type ClassSeconds = Pick<ClassTime['seconds'], 'speaking' | 'working' | 'hold' | 'question' | 'dead_air'> & {
  class_question?: number | undefined;
};

/** The fields a judgement reads: the key scores, and the class time's seconds when the analysis has them. */
export type JudgeableMetrics = Record<KeyMetricKey, number> & {
  durationSec?: number | undefined;
  classTime?: { seconds: ClassSeconds } | undefined;
};

/** Seconds of the class students spent on the instructor's words: silent (work, holds, answers) and all of it. */
export function studentSeconds(m: Pick<JudgeableMetrics, 'classTime'>): { silent: number; all: number; span: number } {
  const s = m.classTime?.seconds;
  if (!s) return { silent: 0, all: 0, span: 0 };
  const silent = s.working + s.hold + s.question;
  const all = silent + (s.class_question ?? 0);
  return { silent, all, span: all + s.speaking + s.dead_air };
}

/** The three figures students' time can excuse, each measured over the teaching time alone. */
export const teachingTimeKeys = ['wpm', 'silenceRatio', 'cuesPerMinute'] as const satisfies readonly KeyMetricKey[];
export type TeachingTimeKey = (typeof teachingTimeKeys)[number];

/** Pace, silence and cue density over the teaching time alone; null when the class had no students' time. */
export function teachingTimeValues(
  m: Pick<JudgeableMetrics, TeachingTimeKey | 'classTime'>,
): Record<TeachingTimeKey, number> | null {
  const t = studentSeconds(m);
  if (t.all <= 0 || t.span - t.all <= 0) return null;
  // The count stays the same, only the minutes it is divided by change.
  const teaching = t.span / (t.span - t.all);
  const silence =
    t.silent > 0 && t.span - t.silent > 0
      ? Math.max(0, (m.silenceRatio * t.span - t.silent) / (t.span - t.silent))
      : m.silenceRatio;
  return { wpm: m.wpm * teaching, cuesPerMinute: m.cuesPerMinute * teaching, silenceRatio: silence };
}

/** `measured` moved toward `teaching`, but not past the near edge of the band, and only when it is outside it. */
function excused(key: TeachingTimeKey, measured: number, teaching: number, band: OpenBand): number {
  const shown = displayedValue(key, measured);
  if (band.min !== undefined && shown < band.min && teaching > shown) return Math.min(teaching, band.min);
  if (band.max !== undefined && shown > band.max && teaching < shown) return Math.max(teaching, band.max);
  return measured;
}

/**
 * The key scores as verdicts judge them (see the rule above). The same value for the score, the cards, the report
 * and the dashboard, so none can call a figure off target that another calls on.
 */
export function judgedKeyScores<T extends JudgeableMetrics>(m: T, bands: MetricBands): T {
  const teaching = teachingTimeValues(m);
  if (!teaching) return m;
  const out = { ...m };
  for (const k of teachingTimeKeys) out[k] = excused(k, m[k], teaching[k], bands[k]) as T[typeof k];
  return out;
}

/** Whether a figure is on target only because students' time excuses it (a card says so under its verdict). */
export function excusedByStudentTime(key: RuledMetricKey, m: JudgeableMetrics, bands: MetricBands): boolean {
  if (!(teachingTimeKeys as readonly string[]).includes(key)) return false;
  const k = key as TeachingTimeKey;
  return judgedKeyScores(m, bands)[k] !== m[k] && !metricOnTarget(k, m[k], bands[k]);
}

/**
 * The shortest class (first word to last, or the recording when the analysis has no class time) that gets a score,
 * a level and on/off-target verdicts. Under it one cue or filler more or less in what the recogniser wrote moves
 * a rate by a whole band's width (a 45-second class: 1.3 cues a minute, 1.4 fillers per 100 words), so copies of one
 * recording scored 10–13 points apart; its figures are still shown, without verdicts. The one-minute sample class
 * (57 s) is above it and scores within ±5 in every container (score-invariance.test.ts). docs/metrics.md.
 */
export const minimumJudgedSec = 50;

/** The class's length as the minimum reads it. */
export function classLengthSec(m: Pick<JudgeableMetrics, 'classTime' | 'durationSec'>): number {
  const span = studentSeconds(m).span;
  return span > 0 ? span : (m.durationSec ?? 0);
}

/** Whether the class is long enough for a score, a level and verdicts. */
export function longEnoughToJudge(m: Pick<JudgeableMetrics, 'classTime' | 'durationSec'>): boolean {
  return classLengthSec(m) >= minimumJudgedSec;
}

/**
 * The key scores every verdict on a stored session reads (the sessions list's `judgedScores`, the sample's dashboard
 * entry): judged with the session's own bands, or null for a class too short to judge.
 */
export function judgedSessionScores(
  m: JudgeableMetrics,
  style: Style | null | undefined,
  language: AnalysisLanguage,
): Record<KeyMetricKey, number> | null {
  if (!longEnoughToJudge(m)) return null;
  const judged = judgedKeyScores(m, metricBands(style, language));
  return Object.fromEntries(keyMetricKeys.map((k) => [k, judged[k]])) as Record<KeyMetricKey, number>;
}

/**
 * Which weaknesses this class shows and how strongly (0–1), from the metrics, the style's targets and what the
 * transcript scan found. The report leads with the strongest.
 */
import type { Metrics, TranscriptSegment, WeaknessKey } from '@cuecoach/contracts';
import { speakingPaceByMinute } from '../metrics/scores.ts';
import type { CoachContext } from './library/context.ts';
import { announcesSilence, classTimeDeadAir, type DeadAir, deadAirMoments, type Moment, vagueMoments } from './scan.ts';
import { groupDeadAirSec } from './targets.ts';

export type Weakness = Exclude<WeaknessKey, 'other'>;

export interface Finding {
  key: Weakness;
  severity: number;
}

/** Below this a deviation is noise, not a focus area. */
const MIN_SEVERITY = 0.1;

const clamp = (v: number) => Math.max(0, Math.min(1, v));

export interface TranscriptFindings {
  vague: Moment[];
  deadAir: DeadAir[];
  /** Longest silence that would be dead air in most styles but is an intended hold in this one (0 if none). */
  intendedHoldSec: number;
}

export function scanTranscript(
  segments: TranscriptSegment[],
  c: Pick<CoachContext, 'spoken' | 'group' | 'targets'> & { metrics?: Pick<Metrics, 'classTime'> },
): TranscriptFindings {
  const vague = c.group === 'presentation' ? [] : vagueMoments(segments, c.spoken);
  const classTime = c.metrics?.classTime;
  if (classTime) {
    // The class time model already told working time, announced holds and questions from dead air.
    const deadAir = classTimeDeadAir(segments, classTime.stretches);
    const held = classTime.stretches
      .filter((s) => s.kind === 'hold' || s.kind === 'working')
      .map((s) => s.end - s.start)
      // Long enough to be dead air in most classes of the group: worth telling the instructor it was not.
      .filter((length) => length >= Math.min(c.targets.deadAirSec, groupDeadAirSec(c.group)));
    return { vague, deadAir, intendedHoldSec: Math.round(Math.max(0, ...held) * 10) / 10 };
  }
  // Analyses made before the class time model: silences past the style's limit, unless the line before announced them.
  const deadAir = deadAirMoments(segments, c.targets.deadAirSec).filter(
    (m) => !announcesSilence(segments[m.segmentIndex]!.text, c.spoken),
  );
  const intendedHoldSec = c.targets.longHoldStyle
    ? Math.max(
        0,
        ...deadAirMoments(segments, groupDeadAirSec(c.group)).map((m) =>
          m.gapSec < c.targets.deadAirSec ? m.gapSec : 0,
        ),
      )
    : 0;
  return { vague, deadAir, intendedHoldSec };
}

/**
 * Coefficient of variation of the pace while speaking, minute by minute (minutes spent mostly on students' work
 * are left out, as are minutes that were almost all silence in analyses without speaking time).
 */
export function paceVariation(metrics: Metrics): number {
  const points = speakingPaceByMinute(metrics.paceTimeline).filter((w) => w >= 20);
  if (points.length < 4) return 0;
  const mean = points.reduce((a, b) => a + b, 0) / points.length;
  const sd = Math.sqrt(points.reduce((a, b) => a + (b - mean) ** 2, 0) / points.length);
  return mean > 0 ? sd / mean : 0;
}

/** Tie-break between equally severe weaknesses: what students notice first comes first. */
const priority: Weakness[] = [
  'pace_fast',
  'fillers',
  'dead_air',
  'few_breath_cues',
  'vague_cues',
  'pace_slow',
  'too_little_space',
  'cue_overload',
  'sparse_cues',
  'pace_uneven',
];

export function findWeaknesses(c: CoachContext, t: TranscriptFindings): Finding[] {
  const m = c.metrics;
  const g = c.targets;
  // Callers check for too little speech first (local-report.ts); metric rules need a minimum of speech anyway.
  const enoughSpeech = m.speechSec >= 20 && m.totalWords >= 30;
  const out: Finding[] = [];
  const add = (key: Weakness, severity: number) => {
    if (severity >= MIN_SEVERITY) out.push({ key, severity: clamp(severity) });
  };

  if (enoughSpeech) {
    // Speed is judged while speaking: time students spend working between instructions is neither slow nor fast.
    const pace = m.articulationWpm;
    const band = g.articulationWpm;
    // The speaking-pace band is wider than the old whole-class band, so a smaller step past it is already severe.
    if (pace > band.max) add('pace_fast', (pace - band.max) / (band.max * 0.15));
    if (pace < band.min) add('pace_slow', (band.min - pace) / (band.min * 0.15));
    add('pace_uneven', (paceVariation(m) - g.paceVariationMax) / g.paceVariationMax);
    if (m.fillersPer100 > g.fillersPer100Max)
      add('fillers', (m.fillersPer100 - g.fillersPer100Max) / (g.fillersPer100Max * 1.5));
    if (g.breathCuesPerMinuteMin > 0 && c.breathPerMin < g.breathCuesPerMinuteMin) {
      add('few_breath_cues', (g.breathCuesPerMinuteMin - c.breathPerMin) / g.breathCuesPerMinuteMin);
    }
    // Cues are owed while teaching: students' sets and rests are excused as the cue density card judges them.
    const cues = c.evidence.judged.cuesPerMinute;
    if (cues < g.cuesPerMinute.min)
      add('sparse_cues', ((g.cuesPerMinute.min - cues) / g.cuesPerMinute.min) * 1.5 - 0.2);
    if (m.cuesPerMinute > g.cuesPerMinute.max)
      add('cue_overload', (m.cuesPerMinute - g.cuesPerMinute.max) / (g.cuesPerMinute.max * 1.5));
    const talkShare = m.classTime?.talkShare;
    const noSpace = Math.max(
      m.silenceRatio < g.silenceRatio.min ? ((g.silenceRatio.min - m.silenceRatio) / g.silenceRatio.min) * 1.5 : 0,
      talkShare !== undefined && talkShare > g.talkShare.max
        ? ((talkShare - g.talkShare.max) / Math.max(0.05, 1 - g.talkShare.max)) * 0.5
        : 0,
    );
    if (noSpace > 0) add('too_little_space', noSpace);
  }
  const vagueNeeded = c.scenario === 'online' ? 1 : 2;
  if (t.vague.length >= vagueNeeded) add('vague_cues', t.vague.length / 4 + (c.scenario === 'online' ? 0.2 : 0));
  if (t.deadAir.length > 0) {
    const longest = t.deadAir[0]!.gapSec;
    add('dead_air', 0.3 + 0.15 * t.deadAir.length + ((longest - g.deadAirSec) / g.deadAirSec) * 0.2);
  }
  // Fast talk and no silence are one habit seen twice: the speed is named first (slowing down with a breath between
  // cues fixes both), the missing space after it.
  const fast = out.find((f) => f.key === 'pace_fast');
  const space = out.find((f) => f.key === 'too_little_space');
  if (fast && space) space.severity = Math.min(space.severity, fast.severity) * 0.5;
  return out.sort((a, b) => b.severity - a.severity || priority.indexOf(a.key) - priority.indexOf(b.key));
}

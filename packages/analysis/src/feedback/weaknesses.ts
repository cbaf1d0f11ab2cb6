/**
 * Which weaknesses this class shows and how strongly (0–1), from the metrics, the style's targets and what the
 * transcript scan found. The report leads with the strongest.
 */
import type { Metrics, TranscriptSegment, WeaknessKey } from '@cuecoach/contracts';
import type { CoachContext } from './library/context.ts';
import { announcesSilence, type DeadAir, deadAirMoments, type Moment, vagueMoments } from './scan.ts';
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
  c: Pick<CoachContext, 'spoken' | 'group' | 'targets'>,
): TranscriptFindings {
  const vague = c.group === 'presentation' ? [] : vagueMoments(segments, c.spoken);
  // A silence the instructor announced (a rest, a water break, a hold with its length) is what the report asks for.
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

/** Coefficient of variation of the per-minute pace, ignoring minutes that were (almost) all silence. */
export function paceVariation(metrics: Metrics): number {
  const points = metrics.paceTimeline.map((p) => p.wpm).filter((w) => w >= 20);
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
    if (m.wpm > g.wpm.max) add('pace_fast', (m.wpm - g.wpm.max) / (g.wpm.max * 0.3));
    // In yin/restorative the slowness is the practice: the report does not ask for more words there.
    if (m.wpm < g.wpm.min && !g.longHoldStyle) add('pace_slow', (g.wpm.min - m.wpm) / (g.wpm.min * 0.3));
    add('pace_uneven', (paceVariation(m) - g.paceVariationMax) / g.paceVariationMax);
    if (m.fillersPer100 > g.fillersPer100Max)
      add('fillers', (m.fillersPer100 - g.fillersPer100Max) / (g.fillersPer100Max * 1.5));
    if (g.breathCuesPerMinuteMin > 0 && c.breathPerMin < g.breathCuesPerMinuteMin) {
      add('few_breath_cues', (g.breathCuesPerMinuteMin - c.breathPerMin) / g.breathCuesPerMinuteMin);
    }
    if (m.cuesPerMinute < g.cuesPerMinute.min)
      add('sparse_cues', ((g.cuesPerMinute.min - m.cuesPerMinute) / g.cuesPerMinute.min) * 1.5 - 0.2);
    if (m.cuesPerMinute > g.cuesPerMinute.max)
      add('cue_overload', (m.cuesPerMinute - g.cuesPerMinute.max) / (g.cuesPerMinute.max * 1.5));
    if (m.silenceRatio < g.silenceRatio.min)
      add('too_little_space', ((g.silenceRatio.min - m.silenceRatio) / g.silenceRatio.min) * 1.5);
  }
  const vagueNeeded = c.scenario === 'online' ? 1 : 2;
  if (t.vague.length >= vagueNeeded) add('vague_cues', t.vague.length / 4 + (c.scenario === 'online' ? 0.2 : 0));
  if (t.deadAir.length > 0) {
    const longest = t.deadAir[0]!.gapSec;
    add('dead_air', 0.3 + 0.15 * t.deadAir.length + ((longest - g.deadAirSec) / g.deadAirSec) * 0.2);
  }
  // Fast talk and no silence are one habit seen twice; keep both only when the silence problem is the bigger one.
  const fast = out.find((f) => f.key === 'pace_fast');
  const space = out.find((f) => f.key === 'too_little_space');
  if (fast && space && space.severity <= fast.severity) space.severity *= 0.5;
  return out.sort((a, b) => b.severity - a.severity || priority.indexOf(a.key) - priority.indexOf(b.key));
}

/**
 * The style's targets as the report's rules read them: the shared style table (contracts/style-targets.ts, the
 * same numbers the web draws its bands from) plus the two things only the report needs.
 */
import {
  type AnalysisLanguage,
  type Style,
  type StyleGroup,
  stylesByGroup,
  styleTargets,
  styleTargetTable,
} from '@cuecoach/contracts';

export interface Band {
  min: number;
  max: number;
}

export interface CoachTargets {
  wpm: Band;
  /** Pace while speaking: what the report judges speed on (students' working time is not slow speech). */
  articulationWpm: Band;
  /** Share of the class spent talking; above it, students get no time to work. */
  talkShare: Band;
  /** Longest unannounced working or holding time after an instruction (the class time model). */
  workSec: number;
  silenceRatio: Band;
  fillersPer100Max: number;
  cuesPerMinute: Band;
  /** A pause this long or longer is dead air; long for yin/restorative, where holds are the practice. */
  deadAirSec: number;
  /** The style's dead-air limit is far beyond its group's: long silences are intended holds, say so. */
  longHoldStyle: boolean;
  /** Coefficient of variation of per-minute pace that is still "steady" for this style. */
  paceVariationMax: number;
  /** Breath cues per minute a class should reach; 0 where breath is not cued (presentations, most dance). */
  breathCuesPerMinuteMin: number;
  clarityMin: number;
  flowMin: number;
}

/**
 * Breath-cue minimum, derived from the style's cue priorities: where breathing is the first cue category
 * (yoga, pilates) about a quarter of the minimum cue density should be breath cues (hatha: 1.5 a minute, one
 * every two or three breaths cycles of movement; vinyasa: 2); second priority (strength) an eighth; further
 * down (fitness, contemporary dance) a sixteenth; not listed, none.
 */
const breathShareByRank = [0.25, 0.12, 0.06, 0.06];

/** Breath cues a minute a class of this style should reach (0 where breath is not cued). */
export function breathCueMinimum(style: Style | undefined | null, language: AnalysisLanguage): number {
  const t = styleTargets(style ?? null, language);
  const rank = t.breathingCuesExpected ? t.cueCategories.indexOf('breathing') : -1;
  return rank >= 0 ? Math.round(t.cuesPerMinute.min * (breathShareByRank[rank] ?? 0.06) * 10) / 10 : 0;
}

/**
 * `heardGroup`: for a class without a style, the movement group its own words point to (heard-group.ts), or null.
 * Breath is coached as that group coaches it; a class without a style whose words name no group is not told to cue
 * the breath (it may be a HIIT, dance or strength class, whose instructors rarely cue it).
 */
export function coachTargets(
  style: Style | undefined,
  group: StyleGroup,
  language: AnalysisLanguage,
  heardGroup: StyleGroup | null = null,
): CoachTargets {
  const t = styleTargets(style ?? null, language);
  const breathFrom = style ?? (heardGroup ? stylesByGroup[heardGroup][0] : null);
  const groupDeadAir = styleTargetTable[group].base.deadAirSec ?? t.deadAirSec;
  return {
    wpm: t.wpm,
    articulationWpm: t.articulationWpm,
    talkShare: t.talkShare,
    workSec: t.workSec,
    silenceRatio: t.silenceRatio,
    fillersPer100Max: t.fillersPer100Max,
    cuesPerMinute: t.cuesPerMinute,
    deadAirSec: t.deadAirSec,
    longHoldStyle: t.deadAirSec >= 2 * groupDeadAir,
    paceVariationMax: t.paceVariationMax,
    breathCuesPerMinuteMin: breathFrom ? breathCueMinimum(breathFrom, language) : 0,
    clarityMin: t.clarityMin,
    flowMin: t.flowMin,
  };
}

/** The group's usual dead-air limit (what a long-hold style's silences would count as elsewhere). */
export function groupDeadAirSec(group: StyleGroup): number {
  return styleTargetTable[group].base.deadAirSec ?? 10;
}

import { z } from 'zod/mini';
import {
  type AnalysisLanguage,
  groupOfStyle,
  type Style,
  type StyleGroup,
  styleGroupSchema,
  styleSchema,
  type stylesByGroup,
} from './enums.ts';
import { type CueCategory, cueCategories } from './metrics.ts';

/**
 * Targets and thresholds per teaching style: the single table the analysis scores against, the web draws
 * bands from and the coaching report quotes. It starts from the product's ideals (pace 120–150 WPM, chart optimal
 * 120–180, problem < 80 or > 220; silence 20–30 %; fillers < 2 per 100 words; clarity and flow > 80; cue density
 * 6–12 per minute; excessive silence warned from 3 s) and adjusts per style group, then per style, each with a
 * written rationale. docs/metrics.md explains every number.
 *
 * Pace bands are written in English words per minute. For Korean, "words" are eojeol (space-separated units),
 * which carry about three syllables each, so Korean bands are derived: eojeol/min = English WPM × 0.7 and
 * syllables/min = English WPM × 2.1 (120–150 WPM → 252–315 syllables/min, the range Korean speaking guides
 * recommend for presentations, about 300 syllables a minute).
 */

export const band = z.object({ min: z.number(), max: z.number() });
export type Band = z.infer<typeof band>;

export const styleTargetsSchema = z.object({
  style: z.nullable(styleSchema),
  group: z.nullable(styleGroupSchema),
  language: z.enum(['ko', 'en']),
  /** Ideal pace (words per minute of total time; eojeol for Korean). */
  wpm: band,
  /** Chart colouring: optimal band and the "problem" thresholds. */
  wpmChart: z.object({ optimal: band, problemBelow: z.number(), problemAbove: z.number() }),
  /** Korean only: ideal syllables per minute of total time. */
  syllablesPerMinute: z.optional(band),
  silenceRatio: band,
  /**
   * Pace while speaking (words per minute of speaking time; eojeol for Korean): the pace students hear. The pace
   * over the whole class also counts the time they spend working, so the report judges speed on this one.
   */
  articulationWpm: band,
  /** Share of the class (first word to last) the instructor spends talking; the rest is working, holds, questions. */
  talkShare: band,
  /**
   * Longest silence after an instruction that is still students working or holding without an announced length
   * (a counted move, a work interval, a pose held for a few breaths). Past it, the rest is dead air.
   */
  workSec: z.number(),
  /**
   * What students do in a silence the words before it hand to them without announcing a hold or rest (a cue, a
   * length with no hold word, the class's rhythm): 'working' where they move or repeat, 'hold' where the practice is
   * staying still in the pose the cue set up (yin, restorative). Only the class-time kind follows it: the allowance,
   * the dead-air rule and every score are the same for both.
   */
  cuedSilence: z.enum(['working', 'hold']),
  /** Length of one breath in this style's holds, to turn "five breaths" into seconds. */
  breathSec: z.number(),
  fillersPer100Max: z.number(),
  cuesPerMinute: band,
  avgPauseSec: band,
  /** A single pause this long or longer is "dead air" for this style (counted as a long pause, warned about). */
  deadAirSec: z.number(),
  /** Coefficient of variation of the per-minute pace that still scores the consistency target. */
  paceVariationMax: z.number(),
  clarityMin: z.number(),
  flowMin: z.number(),
  consistencyMin: z.number(),
  /** Cue categories that matter for this style, most important first. */
  cueCategories: z.array(z.enum(cueCategories)),
  /** Whether breathing cues are expected at all (presentations: no). */
  breathingCuesExpected: z.boolean(),
  /** Why these numbers (developer/docs facing, English). */
  rationale: z.string(),
});
export type StyleTargets = z.infer<typeof styleTargetsSchema>;

type TargetSpec = Omit<StyleTargets, 'style' | 'group' | 'language' | 'syllablesPerMinute' | 'breathingCuesExpected'>;
type TargetOverride = Partial<Omit<TargetSpec, 'rationale'>> & { rationale: string };

const ALL_CUES: CueCategory[] = ['breathing', 'alignment', 'transition', 'directional'];

/** Ideals, used when no style is given. */
export const defaultTargets: TargetSpec = {
  wpm: { min: 120, max: 150 },
  wpmChart: { optimal: { min: 120, max: 180 }, problemBelow: 80, problemAbove: 220 },
  silenceRatio: { min: 0.2, max: 0.3 },
  articulationWpm: { min: 140, max: 220 },
  talkShare: { min: 0.4, max: 0.9 },
  workSec: 20,
  cuedSilence: 'working',
  breathSec: 5,
  fillersPer100Max: 2,
  cuesPerMinute: { min: 6, max: 12 },
  avgPauseSec: { min: 0.5, max: 2 },
  deadAirSec: 3,
  paceVariationMax: 0.25,
  clarityMin: 80,
  flowMin: 80,
  consistencyMin: 80,
  cueCategories: ALL_CUES,
  rationale:
    'Ideals as written: pace 120–150 WPM, silence 20–30 %, fillers under 2 per 100 words, 6–12 cues a minute, excessive silence warned from 3 s.',
};

type GroupEntry<G extends StyleGroup> = {
  base: TargetOverride;
  styles: Record<(typeof stylesByGroup)[G][number], TargetOverride>;
};

/** The table: group base overrides the spec defaults, style overrides its group base. */
export const styleTargetTable: { [G in StyleGroup]: GroupEntry<G> } = {
  yoga: {
    base: {
      wpm: { min: 105, max: 140 },
      wpmChart: { optimal: { min: 90, max: 160 }, problemBelow: 60, problemAbove: 200 },
      silenceRatio: { min: 0.25, max: 0.4 },
      articulationWpm: { min: 120, max: 210 },
      talkShare: { min: 0.35, max: 0.85 },
      workSec: 30,
      avgPauseSec: { min: 1, max: 3 },
      deadAirSec: 10,
      paceVariationMax: 0.3,
      rationale:
        'Yoga is cued to the breath: students need time to move and breathe, so pace sits below a talk and silence above it. A breath cycle is 4–6 s, so silence only becomes lost guidance after about two breaths (10 s).',
    },
    styles: {
      hatha: { rationale: 'The yoga baseline: poses held for a few breaths with cues in between.' },
      vinyasa: {
        wpm: { min: 115, max: 150 },
        wpmChart: { optimal: { min: 100, max: 170 }, problemBelow: 70, problemAbove: 210 },
        silenceRatio: { min: 0.2, max: 0.35 },
        cuesPerMinute: { min: 8, max: 20 },
        avgPauseSec: { min: 0.8, max: 2.5 },
        deadAirSec: 8,
        workSec: 20,
        rationale:
          'Vinyasa links one movement to each breath, so cues come every breath or two: denser cues, shorter pauses and a shorter dead-air threshold than hatha. Counted as instructions ("Inhale, arms up. Exhale, fold." is two), a continuous flow cues every inhale and every exhale (3–4 s each with the words), up to about 20 a minute; more than that outruns the breath. Classes mixing flow with held poses measured 10.5–18.7 a minute (five written classes and the landing sample, three voices at 150–200 wpm); the sample reads 13.7 from its true words.',
      },
      ashtanga: {
        deadAirSec: 12,
        cuesPerMinute: { min: 6, max: 16 },
        rationale:
          "A led Ashtanga class follows a fixed series with counted five-breath holds; the teacher counts through holds, so the dead-air threshold is a little longer than hatha. Its vinyasas are counted one movement to a breath like a flow, so, counted as instructions, a led class with its holds measured 9.7–11.3 a minute and the cue band reaches 16 (hatha 6–12 put it in the band's top sixth).",
      },
      yin: {
        wpm: { min: 70, max: 110 },
        wpmChart: { optimal: { min: 60, max: 130 }, problemBelow: 40, problemAbove: 170 },
        silenceRatio: { min: 0.45, max: 0.7 },
        articulationWpm: { min: 100, max: 190 },
        talkShare: { min: 0.1, max: 0.6 },
        workSec: 300,
        cuedSilence: 'hold',
        breathSec: 6,
        cuesPerMinute: { min: 2, max: 6 },
        avgPauseSec: { min: 3, max: 10 },
        deadAirSec: 30,
        paceVariationMax: 0.5,
        cueCategories: ['breathing', 'alignment', 'transition'],
        rationale:
          'Yin holds poses for 3–5 minutes in intended silence: slow, sparse speech and long pauses are the point. Only silence past 30 s counts as dead air, and pace naturally swings between set-up and holds. After a pose cue the class stays in the pose, so its silences read as holds.',
      },
      restorative: {
        wpm: { min: 60, max: 100 },
        wpmChart: { optimal: { min: 50, max: 120 }, problemBelow: 35, problemAbove: 160 },
        silenceRatio: { min: 0.5, max: 0.75 },
        articulationWpm: { min: 90, max: 180 },
        talkShare: { min: 0.05, max: 0.5 },
        workSec: 600,
        cuedSilence: 'hold',
        breathSec: 6,
        cuesPerMinute: { min: 1.5, max: 5 },
        avgPauseSec: { min: 4, max: 12 },
        deadAirSec: 45,
        paceVariationMax: 0.55,
        cueCategories: ['breathing', 'alignment', 'transition'],
        rationale:
          'Restorative practice rests in supported poses for minutes; the teacher speaks softly and rarely, so the slowest pace, the most silence and a 45 s dead-air threshold. Direction words hardly matter once students are in props, and the silence after a cue is the class resting in the pose: a hold.',
      },
    },
  },
  pilates: {
    base: {
      wpm: { min: 120, max: 155 },
      wpmChart: { optimal: { min: 100, max: 175 }, problemBelow: 75, problemAbove: 215 },
      silenceRatio: { min: 0.2, max: 0.32 },
      articulationWpm: { min: 140, max: 235 },
      talkShare: { min: 0.4, max: 0.9 },
      workSec: 45,
      cuesPerMinute: { min: 8, max: 14 },
      avgPauseSec: { min: 0.6, max: 2 },
      deadAirSec: 6,
      rationale:
        'Pilates teaching is precise and cue-dense (breath pattern, alignment and repetitions for every exercise), so more cues a minute than yoga and shorter acceptable silences.',
    },
    styles: {
      mat: { rationale: 'The Pilates baseline.' },
      reformer: {
        deadAirSec: 8,
        rationale:
          'Spring and strap changes on the reformer create short set-up silences, so dead air starts a little later.',
      },
      cadillac: {
        wpm: { min: 110, max: 145 },
        silenceRatio: { min: 0.22, max: 0.35 },
        cuesPerMinute: { min: 6, max: 12 },
        deadAirSec: 8,
        rationale:
          'Cadillac work is usually private or small-group with more set-up on the apparatus: a slightly slower pace, fewer cues a minute and longer set-up pauses.',
      },
      chair: {
        deadAirSec: 8,
        rationale: 'Chair exercises are fast to cue but need spring changes, so only the dead-air threshold moves.',
      },
      tower: {
        wpm: { min: 110, max: 145 },
        silenceRatio: { min: 0.22, max: 0.35 },
        cuesPerMinute: { min: 6, max: 12 },
        deadAirSec: 8,
        rationale: 'Like the cadillac: apparatus set-up between exercises slows the pace and lengthens pauses.',
      },
    },
  },
  dance: {
    base: {
      wpm: { min: 110, max: 150 },
      wpmChart: { optimal: { min: 90, max: 170 }, problemBelow: 60, problemAbove: 210 },
      silenceRatio: { min: 0.25, max: 0.45 },
      articulationWpm: { min: 130, max: 235 },
      talkShare: { min: 0.3, max: 0.85 },
      workSec: 40,
      avgPauseSec: { min: 0.8, max: 2.5 },
      deadAirSec: 8,
      paceVariationMax: 0.35,
      cueCategories: ['directional', 'transition', 'alignment'],
      rationale:
        'Dance classes alternate explanation with demonstration and music, so silence runs higher and pace varies; counts and directions (which foot, which way) matter most, breathing cues are rare.',
    },
    styles: {
      contemporary: {
        wpm: { min: 100, max: 140 },
        silenceRatio: { min: 0.3, max: 0.5 },
        cuesPerMinute: { min: 4, max: 10 },
        deadAirSec: 10,
        cueCategories: ['directional', 'transition', 'alignment', 'breathing'],
        rationale:
          'Contemporary phrases are demonstrated and danced to music, with imagery and breath used as cues: more silence, fewer cues a minute.',
      },
      ballet: {
        cueCategories: ['alignment', 'directional', 'transition'],
        rationale: 'Ballet barre and centre are counted and alignment-heavy (turnout, placement), so alignment leads.',
      },
      hiphop: {
        wpm: { min: 125, max: 165 },
        silenceRatio: { min: 0.2, max: 0.4 },
        cuesPerMinute: { min: 8, max: 14 },
        rationale: 'Hip-hop choreography is taught fast with dense counts ("five, six, seven, eight") over loud music.',
      },
      jazz: {
        wpm: { min: 120, max: 160 },
        rationale: 'Jazz is counted and energetic: a little faster than the dance baseline.',
      },
    },
  },
  fitness: {
    base: {
      wpm: { min: 130, max: 165 },
      wpmChart: { optimal: { min: 110, max: 190 }, problemBelow: 80, problemAbove: 230 },
      silenceRatio: { min: 0.18, max: 0.3 },
      articulationWpm: { min: 150, max: 250 },
      talkShare: { min: 0.35, max: 0.9 },
      workSec: 45,
      cuesPerMinute: { min: 8, max: 14 },
      avgPauseSec: { min: 0.5, max: 1.5 },
      deadAirSec: 5,
      paceVariationMax: 0.35,
      cueCategories: ['transition', 'directional', 'alignment', 'breathing'],
      rationale:
        'Group fitness keeps energy up with fast, dense cueing and short pauses; long silences read as lost energy. Work and rest intervals make pace vary more than in a talk.',
    },
    styles: {
      hiit: {
        wpm: { min: 140, max: 180 },
        wpmChart: { optimal: { min: 120, max: 200 }, problemBelow: 90, problemAbove: 240 },
        silenceRatio: { min: 0.12, max: 0.28 },
        cuesPerMinute: { min: 10, max: 18 },
        avgPauseSec: { min: 0.4, max: 1.2 },
        paceVariationMax: 0.45,
        cueCategories: ['transition', 'directional', 'alignment'],
        rationale:
          'HIIT switches exercise every 20–45 s: the densest cues (countdowns, "switch", form reminders), the fastest pace, pauses kept short; pace legitimately swings between work and rest intervals.',
      },
      strength: {
        wpm: { min: 115, max: 150 },
        silenceRatio: { min: 0.25, max: 0.4 },
        cuesPerMinute: { min: 6, max: 12 },
        avgPauseSec: { min: 0.8, max: 2.5 },
        deadAirSec: 8,
        workSec: 60,
        paceVariationMax: 0.3,
        cueCategories: ['alignment', 'breathing', 'transition'],
        rationale:
          'Strength work is about form and bracing ("exhale on the effort"): slower, alignment-led cueing with rests between sets, so more silence is fine.',
      },
      cardio: {
        wpm: { min: 135, max: 175 },
        silenceRatio: { min: 0.15, max: 0.28 },
        cuesPerMinute: { min: 10, max: 16 },
        cueCategories: ['transition', 'directional', 'breathing'],
        rationale: 'Cardio classes move continuously to music: fast pace, frequent transition and direction cues.',
      },
      functional: {
        wpm: { min: 125, max: 160 },
        deadAirSec: 6,
        cueCategories: ['alignment', 'transition', 'directional'],
        rationale: 'Functional training mixes stations and movement patterns: form cues first, then transitions.',
      },
    },
  },
  presentation: {
    base: {
      wpm: { min: 120, max: 150 },
      wpmChart: { optimal: { min: 120, max: 180 }, problemBelow: 80, problemAbove: 220 },
      silenceRatio: { min: 0.15, max: 0.25 },
      articulationWpm: { min: 140, max: 210 },
      talkShare: { min: 0.7, max: 1 },
      workSec: 0,
      cuesPerMinute: { min: 1, max: 5 },
      avgPauseSec: { min: 0.5, max: 1.5 },
      deadAirSec: 3,
      paceVariationMax: 0.2,
      cueCategories: ['transition'],
      rationale:
        "Spoken presentations are where's pace and the 3 s silence warning come from; the spec's other silence figure (15–25 %) fits talks. Nobody is moving, so no breathing or alignment cues are expected: only signposting (first, next, in summary) counts, a few a minute.",
    },
    styles: {
      business: { rationale: 'The presentation baseline.' },
      academic: {
        wpm: { min: 110, max: 145 },
        silenceRatio: { min: 0.18, max: 0.28 },
        cuesPerMinute: { min: 1, max: 4 },
        deadAirSec: 4,
        rationale: 'Dense academic content needs a slightly slower pace and room to think between points.',
      },
      teaching: {
        wpm: { min: 115, max: 150 },
        silenceRatio: { min: 0.2, max: 0.3 },
        cuesPerMinute: { min: 2, max: 6 },
        deadAirSec: 5,
        paceVariationMax: 0.25,
        cueCategories: ['transition', 'directional'],
        rationale:
          'Classroom research recommends 3–5 s of wait time after a question, so dead air starts at 5 s; instructions ("turn to page…", "look at the board") add directional cues.',
      },
      public_speaking: {
        silenceRatio: { min: 0.2, max: 0.3 },
        deadAirSec: 4,
        rationale: 'Rhetorical pauses are a tool in speeches, so silence may run to 30 % and single pauses to 4 s.',
      },
    },
  },
};

const KO_WPM_FACTOR = 0.7;
const KO_SYLLABLE_FACTOR = 2.1;

function scaleBand(b: Band, factor: number): Band {
  return { min: Math.round(b.min * factor), max: Math.round(b.max * factor) };
}

/**
 * Resolved targets for a style (or spec defaults when none) in the analysis language (default English bands;
 * pass 'ko' for Korean transcripts, whose "words" are eojeol).
 */
export function styleTargets(style?: Style | null, language: AnalysisLanguage = 'en'): StyleTargets {
  let spec: TargetSpec = defaultTargets;
  let group: StyleGroup | null = null;
  if (style) {
    group = groupOfStyle(style);
    const entry = styleTargetTable[group] as GroupEntry<StyleGroup>;
    const styleOverride = (entry.styles as Record<string, TargetOverride>)[style];
    spec = {
      ...defaultTargets,
      ...entry.base,
      ...styleOverride,
      rationale: `${entry.base.rationale} ${styleOverride?.rationale ?? ''}`.trim(),
    };
  }
  const resolved: StyleTargets = {
    ...spec,
    wpmChart: { ...spec.wpmChart, optimal: { ...spec.wpmChart.optimal } },
    articulationWpm: { ...spec.articulationWpm },
    talkShare: { ...spec.talkShare },
    cueCategories: [...spec.cueCategories],
    style: style ?? null,
    group,
    language,
    breathingCuesExpected: spec.cueCategories.includes('breathing'),
  };
  if (language === 'ko') {
    resolved.syllablesPerMinute = scaleBand(spec.wpm, KO_SYLLABLE_FACTOR);
    resolved.wpm = scaleBand(spec.wpm, KO_WPM_FACTOR);
    resolved.articulationWpm = scaleBand(spec.articulationWpm, KO_WPM_FACTOR);
    resolved.wpmChart = {
      optimal: scaleBand(spec.wpmChart.optimal, KO_WPM_FACTOR),
      problemBelow: Math.round(spec.wpmChart.problemBelow * KO_WPM_FACTOR),
      problemAbove: Math.round(spec.wpmChart.problemAbove * KO_WPM_FACTOR),
    };
  }
  return resolved;
}

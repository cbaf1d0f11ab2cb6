import type { AnalysisLanguage, Metrics, Purpose, Scenario, Style, StyleGroup } from '@cuecoach/contracts';
import type { CoachTargets } from '../targets.ts';

/** Everything a library text may quote. Texts are functions of this so each report speaks about its own class. */
export interface CoachContext {
  language: AnalysisLanguage;
  group: StyleGroup;
  style?: Style;
  scenario?: Scenario;
  purpose?: Purpose;
  metrics: Metrics;
  targets: CoachTargets;
  durationMin: number;
  breathPerMin: number;
  vagueCount: number;
  deadAirCount: number;
  longestDeadAirSec: number;
}

export type Bilingual<T> = Record<AnalysisLanguage, T>;

export const groupLabel: Bilingual<Record<StyleGroup, string>> = {
  en: { yoga: 'yoga', pilates: 'pilates', dance: 'dance', fitness: 'fitness', presentation: 'presentation' },
  ko: { yoga: '요가', pilates: '필라테스', dance: '댄스', fitness: '피트니스', presentation: '발표' },
};

export const styleLabel: Bilingual<Record<Style, string>> = {
  en: {
    hatha: 'hatha',
    vinyasa: 'vinyasa',
    ashtanga: 'ashtanga',
    yin: 'yin',
    restorative: 'restorative',
    mat: 'mat pilates',
    reformer: 'reformer',
    cadillac: 'cadillac',
    chair: 'chair',
    tower: 'tower',
    contemporary: 'contemporary',
    ballet: 'ballet',
    hiphop: 'hip-hop',
    jazz: 'jazz',
    hiit: 'HIIT',
    strength: 'strength',
    cardio: 'cardio',
    functional: 'functional training',
    business: 'business presentation',
    academic: 'academic talk',
    teaching: 'lecture',
    public_speaking: 'public speaking',
  },
  ko: {
    hatha: '하타',
    vinyasa: '빈야사',
    ashtanga: '아쉬탕가',
    yin: '인',
    restorative: '리스토러티브',
    mat: '매트 필라테스',
    reformer: '리포머',
    cadillac: '캐딜락',
    chair: '체어',
    tower: '타워',
    contemporary: '컨템포러리',
    ballet: '발레',
    hiphop: '힙합',
    jazz: '재즈',
    hiit: 'HIIT',
    strength: '근력 운동',
    cardio: '유산소',
    functional: '기능성 트레이닝',
    business: '비즈니스 발표',
    academic: '학술 발표',
    teaching: '강의',
    public_speaking: '대중 연설',
  },
};

/** "vinyasa class" / "빈야사 수업", or the group when no style was given. */
export function classLabel(c: CoachContext): string {
  const name = c.style ? styleLabel[c.language][c.style] : groupLabel[c.language][c.group];
  if (c.group === 'presentation') return name;
  return c.language === 'en' ? `${name} class` : `${name} 수업`;
}

export function num(value: number, digits = 0): string {
  const f = 10 ** digits;
  return String(Math.round(value * f) / f);
}

/** "1 minute", "1.5 minutes", "3 cues": English nouns after a number (Korean counters do not change). */
export function units(value: number, one: string, other: string, digits = 0): string {
  const shown = num(value, digits);
  return `${shown} ${shown === '1' ? one : other}`;
}

export function pct(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** A breath cue is part of the coaching only where the class moves with the breath. */
export function coachesBreath(c: CoachContext): boolean {
  return c.targets.breathCuesPerMinuteMin > 0;
}

/** Korean particle after a word: the first form after a final consonant (받침), the second after a vowel. */
export function josa(word: string, pair: '은/는' | '이/가' | '을/를' | '과/와' | '으로/로'): string {
  const [withBatchim, withoutBatchim] = pair.split('/') as [string, string];
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return word + withoutBatchim;
  const batchim = (code - 0xac00) % 28;
  // 'ㄹ' 받침 takes 로, not 으로.
  if (pair === '으로/로' && batchim === 8) return word + withoutBatchim;
  return word + (batchim === 0 ? withoutBatchim : withBatchim);
}

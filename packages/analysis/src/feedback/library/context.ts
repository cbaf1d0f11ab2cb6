import type { AnalysisLanguage, Metrics, Purpose, Scenario, Style, StyleGroup } from '@cuecoach/contracts';
import { josa as hangulJosa } from 'es-hangul';
import type { CoachTargets } from '../targets.ts';
import type { Evidence } from '../validate/evidence.ts';
import type { Weakness } from '../weaknesses.ts';

/** Everything a library text may quote. Texts are functions of this so each report speaks about its own class. */
export interface CoachContext {
  /** The report's language: every explanation is written in it. */
  language: AnalysisLanguage;
  /** The class's language: quotes, rewrites and everything read off the transcript use it. */
  spoken: AnalysisLanguage;
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
  /**
   * What the validator checks every report against (this class's metrics with the cards' bands): whether a metric
   * is on target is read from it, so no sentence the rules write calls on target what a card shows in amber.
   */
  evidence: Evidence;
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
    yin: '인 요가',
    restorative: '리스토러티브 요가',
    mat: '매트 필라테스',
    reformer: '필라테스 리포머',
    cadillac: '필라테스 캐딜락',
    chair: '필라테스 체어',
    tower: '필라테스 타워',
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

/**
 * "vinyasa class" / "빈야사 수업". With no style given the targets are the default (yoga) ones, but the class may be
 * anything, so it is a "general class" / "일반 수업", never called yoga.
 */
export function classLabel(c: CoachContext): string {
  if (!c.style) return c.language === 'en' ? 'general class' : '일반 수업';
  const name = styleLabel[c.language][c.style];
  if (c.group === 'presentation') return name;
  return c.language === 'en' ? `${name} class` : `${name} 수업`;
}

/**
 * A talk (style group 'presentation') is coached with the same numbers as a class but spoken of in a presenter's
 * words: an audience and a talk, not students and a class. The texts written for both take their nouns from here
 * so each sentence is written once.
 */
export function isTalk(c: Pick<CoachContext, 'group'>): boolean {
  return c.group === 'presentation';
}

/** What a talk can be told: breath cues are not coached and vague cues are not looked for in presentations. */
export type TalkWeakness = Exclude<Weakness, 'few_breath_cues' | 'vague_cues'>;

export function isTalkWeakness(key: Weakness): key is TalkWeakness {
  return key !== 'few_breath_cues' && key !== 'vague_cues';
}

export interface GroupNouns {
  /** The session: "class" / "talk", "수업" / "발표". */
  session: string;
  /** Who listens: "students" / "the audience", "회원" / "청중". */
  listeners: string;
  /** Who speaks: "instructor" / "presenter", "강사" / "발표자". */
  speaker: string;
}

/**
 * The group's nouns in the report's language. A Korean text puts its particle after them with josa(): 수업 ends in
 * a consonant and 발표 does not (수업은, 발표는), so no particle may be written into a sentence after a noun from here.
 */
export function nouns(c: Pick<CoachContext, 'group' | 'language'>): GroupNouns {
  const talk = isTalk(c);
  return c.language === 'en'
    ? {
        session: talk ? 'talk' : 'class',
        listeners: talk ? 'the audience' : 'students',
        speaker: talk ? 'presenter' : 'instructor',
      }
    : { session: talk ? '발표' : '수업', listeners: talk ? '청중' : '회원', speaker: talk ? '발표자' : '강사' };
}

const commonFillers: Bilingual<string[]> = { en: ['um', 'uh', 'so', 'like'], ko: ['어', '음', '그', '이제', '약간'] };

/**
 * The fillers a text names as examples: this class's own, most frequent first, then the common ones of the language
 * the class was taught in, so a Korean reader of an English class reads "um", not "어" (and the other way round).
 */
export function fillerExamples(c: Pick<CoachContext, 'spoken' | 'metrics'>, count: number): string {
  const words = [...new Set([...ownFillers(c), ...commonFillers[c.spoken]])].slice(0, count);
  return words.map((w) => `"${w}"`).join(', ');
}

/**
 * Only the fillers this class's transcript has, most frequent first ("" when none): for a sentence that says which
 * fillers were used, where the language's common ones would name words nobody said.
 */
export function ownFillerExamples(c: Pick<CoachContext, 'metrics'>, count: number): string {
  return ownFillers(c)
    .slice(0, count)
    .map((w) => `"${w}"`)
    .join(', ');
}

function ownFillers(c: Pick<CoachContext, 'metrics'>): string[] {
  return (
    Object.entries(c.metrics.fillers)
      // Acoustic filled pauses are counted under a key in parentheses ("(filled pause)"): a count, not a word.
      .filter(([term, n]) => n > 0 && /\p{L}/u.test(term) && !/^\(.*\)$/.test(term))
      .sort((a, b) => b[1] - a[1])
      .map(([term]) => term.toLowerCase())
  );
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

/**
 * Korean particle after a word, chosen by its final consonant (받침) with es-hangul ('ㄹ' takes 로, not 으로).
 * A word that does not end in Hangul (a number, "HIIT") is read as its Korean pronunciation would end.
 */
export function josa(word: string, pair: '은/는' | '이/가' | '을/를' | '과/와' | '으로/로'): string {
  const forms = {
    '은/는': '은/는',
    '이/가': '이/가',
    '을/를': '을/를',
    '과/와': '와/과',
    '으로/로': '으로/로',
  } as const;
  // The sound that decides is the last spoken character, not a closing quote or full stop.
  const last = word.match(/[\p{L}\p{N}](?=[^\p{L}\p{N}]*$)/u)?.[0] ?? '';
  if (/[가-힣]/.test(last)) return word + hangulJosa(last, forms[pair]).slice(1);
  return word + hangulJosa(foreignSound(last), forms[pair]).slice(1);
}

/**
 * A syllable that ends like a digit or a Latin letter sounds in Korean: 1 일, 3 삼, "stretch" 스트레치 (no final
 * consonant), "ceiling" 실링 (ㅇ), "pull" 풀 (ㄹ). Letters that usually close a syllable in Korean loanwords
 * (b, c, d, g, k, m, n, p, t) get a final consonant; l and r get ㄹ; the rest none.
 */
function foreignSound(ch: string): string {
  const digits: Record<string, string> = {
    0: '영',
    1: '일',
    2: '이',
    3: '삼',
    4: '사',
    5: '오',
    6: '육',
    7: '칠',
    8: '팔',
    9: '구',
  };
  if (ch in digits) return digits[ch]!;
  const letter = ch.toLowerCase();
  if ('lr'.includes(letter)) return '일';
  if ('bcdgkmnpt'.includes(letter)) return '각';
  return '아';
}

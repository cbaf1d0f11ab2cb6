import { type AnalysisLanguage, groupOfStyle, type Style, type StyleGroup } from './enums.ts';

/**
 * The words a class of each style group is made of, as the instructor writes them: pose and exercise names,
 * apparatus, counts. The recogniser is prompted with them (Whisper's previous-text prompt biases it towards
 * these spellings, so "chaturanga" is not heard as "ketchup"), and the fixtures measure how many come back.
 * Kept short: the prompt holds at most ~220 tokens, shared with the disfluency example.
 */
export const styleVocabulary: Record<StyleGroup, Record<AnalysisLanguage, readonly string[]>> = {
  yoga: {
    en: [
      'vinyasa',
      'chaturanga',
      'savasana',
      'tadasana',
      'uttanasana',
      'adho mukha svanasana',
      'downward dog',
      'warrior two',
      'virabhadrasana',
      'trikonasana',
      'balasana',
      'pranayama',
      'ujjayi',
      'namaste',
      'sun salutation',
    ],
    ko: [
      '빈야사',
      '차투랑가',
      '사바아사나',
      '다운독',
      '전사 자세',
      '아기 자세',
      '산 자세',
      '태양 경배',
      '호흡',
      '나마스테',
    ],
  },
  pilates: {
    en: [
      'reformer',
      'cadillac',
      'wunda chair',
      'footbar',
      'carriage',
      'springs',
      'the hundred',
      'roll up',
      'teaser',
      'powerhouse',
      'imprint',
      'neutral spine',
      'footwork',
      'short spine',
      'long stretch',
    ],
    ko: ['리포머', '캐딜락', '체어', '풋바', '캐리지', '스프링', '헌드레드', '롤업', '티저', '파워하우스', '중립 척추'],
  },
  dance: {
    en: ['plié', 'tendu', 'relevé', 'chassé', 'pirouette', 'pas de bourrée', 'ball change', 'five six seven eight'],
    ko: ['플리에', '탄듀', '를르베', '샤세', '피루엣', '파드부레', '하나 둘 셋 넷', '다섯 여섯 일곱 여덟'],
  },
  fitness: {
    en: [
      'burpees',
      'squats',
      'lunges',
      'plank',
      'mountain climbers',
      'kettlebell',
      'deadlift',
      'reps',
      'sets',
      'AMRAP',
      'Tabata',
    ],
    ko: ['버피', '스쿼트', '런지', '플랭크', '마운틴 클라이머', '케틀벨', '데드리프트', '세트', '반복', '타바타'],
  },
  presentation: { en: [], ko: [] },
};

/** Counts a movement class is cued in; they are words the prompt should spell out, not digits. */
const counts: Record<AnalysisLanguage, string> = {
  en: 'one, two, three, four, five, six, seven, eight',
  ko: '하나, 둘, 셋, 넷, 다섯, 여섯, 일곱, 여덟',
};

/** The vocabulary for a style (its group's words; nothing for no style). */
export function vocabularyFor(style: Style | null | undefined, language: AnalysisLanguage): readonly string[] {
  if (!style) return [];
  return styleVocabulary[groupOfStyle(style)][language];
}

/** Counts are spelled out for the movement groups, where instructors count reps and beats. */
export function countWordsFor(style: Style | null | undefined, language: AnalysisLanguage): string {
  if (!style || groupOfStyle(style) === 'presentation') return '';
  return counts[language];
}

/**
 * Classes for the language gate and the decoding guards, spoken at test time (spoken-class.ts): Korean, mostly
 * Korean and alternating classes that must be refused when analysed as English, and English classes that must
 * never be — other voices and accents, fast speech, loud music, a few Korean phrases.
 */
import type { SpokenClass } from './spoken-class.ts';

const korean = [
  '안녕하세요, 오늘은 아침 요가 수업을 시작하겠습니다',
  '매트 앞쪽에 바르게 서서 발을 골반 너비로 벌려 주세요',
  '숨을 깊게 들이마시면서 두 팔을 머리 위로 올립니다',
  '숨을 내쉬면서 천천히 앞으로 숙여 주세요',
  '오른발을 뒤로 보내고 무릎을 매트에 내려놓습니다',
  '가슴을 열고 어깨에 힘을 빼 주세요',
  '다운독 자세에서 다섯 번 호흡합니다',
  '천천히 무릎을 꿇고 아기 자세로 쉬어 주세요',
  '마지막으로 등을 대고 누워 편안하게 호흡합니다',
  '오늘 수업에 함께해 주셔서 감사합니다',
];

const english = [
  'Good morning everyone and welcome to our flow class',
  'Stand at the top of your mat with your feet hip width apart',
  'Take a deep breath in and reach your arms up overhead',
  'Exhale and fold forward, letting your head hang heavy',
  'Step your right foot back and lower your knee to the mat',
  'Open your chest and let your shoulders relax',
  'Press back into downward dog and hold for five breaths',
  'Slowly lower your knees and rest in child pose',
  'Roll onto your back and let your breath be natural',
  'Thank you all for practicing with me today',
];

const spaced = (lines: SpokenClass['items'], gap: number): SpokenClass['items'] =>
  lines.flatMap((item, i) => (i === 0 ? [item] : [{ gap }, item]));

/** A Korean class (music bed 20 dB under). */
export const koreanClass: SpokenClass = {
  voice: 'ko',
  rate: 150,
  musicDb: -20,
  items: spaced(
    korean.map((say) => ({ say })),
    1.2,
  ),
};

/** Mostly Korean: the Korean class with two short English words of encouragement. */
export const mostlyKoreanClass: SpokenClass = {
  voice: 'ko',
  rate: 150,
  musicDb: -20,
  items: spaced(
    [
      ...korean.slice(0, 4).map((say) => ({ say })),
      { say: 'Good job', voice: 'en-us' },
      ...korean.slice(4, 8).map((say) => ({ say })),
      { say: 'Nice', voice: 'en-us' },
      ...korean.slice(8).map((say) => ({ say })),
    ],
    1.2,
  ),
};

/** Alternating: each English line followed by its Korean translation, Korean the larger share of speech. */
export const alternatingClass: SpokenClass = {
  voice: 'ko',
  rate: 145,
  items: spaced(
    english.slice(0, 6).flatMap((line, i) => [{ say: line, voice: 'en-us', rate: 175 }, { say: korean[i]! }]),
    1,
  ),
};

/** English with a few Korean phrases (a bilingual instructor's greetings): about a tenth of the speech. */
export const englishWithKoreanClass: SpokenClass = {
  voice: 'en-us',
  rate: 165,
  musicDb: -20,
  items: spaced(
    [
      { say: '안녕하세요', voice: 'ko' },
      ...english.slice(0, 5).map((say) => ({ say })),
      { say: '좋아요, 잘하고 있어요', voice: 'ko' },
      ...english.slice(5).map((say) => ({ say })),
    ],
    1.2,
  ),
};

/**
 * The English class in other voices and accents (Scottish, Caribbean), and read by espeak-ng's German voice, which
 * applies German spelling rules to the English words: not an accent a listener would follow (not held as accepted).
 */
export const accentedClasses: Record<string, SpokenClass> = {
  scottish: {
    voice: 'en-gb-scotland',
    rate: 160,
    musicDb: -20,
    items: spaced(
      english.map((say) => ({ say })),
      1.2,
    ),
  },
  caribbean: {
    voice: 'en-029+f3',
    rate: 170,
    musicDb: -20,
    items: spaced(
      english.map((say) => ({ say })),
      1.2,
    ),
  },
  german: {
    voice: 'de',
    rate: 150,
    musicDb: -20,
    items: spaced(
      english.map((say) => ({ say })),
      1.2,
    ),
  },
};

const fillerAt = (i: number) => (i % 2 === 0 ? 'um' : 'uh');

/** A fast talker (250 words a minute) with a short um/uh before every line. */
export const fastFillersClass: SpokenClass = {
  voice: 'en-us',
  rate: 250,
  fillerRate: 110,
  musicDb: -20,
  items: english.flatMap((say, i) => [
    ...(i === 0 ? [] : [{ gap: 0.5 }]),
    { filler: fillerAt(i) },
    { gap: 0.25 },
    { say },
  ]),
};

/** A HIIT class with loud music, 10 dB under the voice, and an um/uh before every line but the first. */
export const loudMusicFillersClass: SpokenClass = {
  voice: 'en-gb',
  rate: 175,
  fillerRate: 90,
  musicDb: -10,
  items: english.flatMap((say, i) => [
    ...(i === 0 ? [] : [{ gap: 1 }]),
    ...(i > 0 ? [{ filler: fillerAt(i) }, { gap: 0.4 }] : []),
    { say },
  ]),
};

const moreEnglish = [
  'Roll your shoulders back and lengthen through the crown of your head',
  'Bring your palms together at your chest',
  'Lift your right knee and hold it with both hands',
  'Now release it and switch to the other side',
  'Keep your core engaged and your breath steady',
  'Sweep your arms out wide and float them back down',
  'Walk your hands forward and lower onto your belly',
  'Press up into a small cobra and look straight ahead',
  'Come back to your knees and sit on your heels',
  'Close your eyes and notice how you feel',
];
const kinds = ['um', 'uh', 'umm', 'uhh'];

/**
 * Held-out twin of the fast class: another voice (a man's, en-us+m3) at 240 words a minute with twenty um/uh, one
 * before each line and one between its two halves, 0.2 s of quiet on either side.
 */
export const fastTwentyFillersClass: SpokenClass = {
  voice: 'en-us+m3',
  rate: 240,
  fillerRate: 120,
  musicDb: -18,
  items: moreEnglish.flatMap((line, i) => {
    const words = line.split(' ');
    const half = Math.ceil(words.length / 2);
    return [
      ...(i === 0 ? [] : [{ gap: 0.6 }]),
      { filler: fillerAt(i) },
      { gap: 0.2 },
      { say: words.slice(0, half).join(' ') },
      { gap: 0.2 },
      { filler: fillerAt(i + 1) },
      { gap: 0.2 },
      { say: words.slice(half).join(' ') },
    ];
  }),
};

/**
 * Held-out twin of the loud-music class: a woman's voice (en-us+f2) over music 10 dB under it, a yoga class with
 * um, uh, umm and uhh at a natural slow rate before most lines.
 */
export const loudMusicYogaClass: SpokenClass = {
  voice: 'en-us+f2',
  rate: 160,
  fillerRate: 80,
  musicDb: -10,
  items: moreEnglish.flatMap((say, i) => [
    ...(i === 0 ? [] : [{ gap: 1.2 }]),
    ...(i > 0 ? [{ filler: kinds[i % kinds.length]! }, { gap: 0.5 }] : []),
    { say },
  ]),
};

const moreKorean = [
  '양손을 가슴 앞에 모으고 어깨를 내려 주세요',
  '오른쪽 무릎을 들어 두 손으로 잡아 주세요',
  '이제 놓고 반대쪽으로 바꿔 주세요',
  '코어에 힘을 주고 호흡을 일정하게 유지합니다',
  '두 팔을 옆으로 넓게 펼쳤다가 천천히 내립니다',
  '손을 앞으로 걸어가서 배를 바닥에 내려놓습니다',
  '작은 코브라 자세로 올라와 정면을 바라봅니다',
  '무릎으로 돌아와 발뒤꿈치 위에 앉습니다',
  '눈을 감고 지금 몸의 느낌을 알아차려 보세요',
  '다시 한 번 깊게 숨을 들이마시고 내쉽니다',
];

/**
 * A class that mixes English and Korean lines, `koreanLines` of `lines` in Korean spread evenly through it (a
 * bilingual instructor who cues in both languages), each language in its own voice. The share of speech time in
 * Korean is measured on the render (the truth's lines), not assumed from the count.
 */
export function mixedClass(opts: {
  lines: number;
  koreanLines: number;
  englishVoice: string;
  koreanVoice: string;
  englishRate?: number;
  koreanRate?: number;
  musicDb?: number;
}): SpokenClass {
  const englishPool = [...english, ...moreEnglish];
  const koreanPool = [...korean, ...moreKorean];
  let e = 0;
  let k = 0;
  const items: SpokenClass['items'] = [];
  for (let i = 0; i < opts.lines; i++) {
    const isKorean =
      Math.floor(((i + 1) * opts.koreanLines) / opts.lines) > Math.floor((i * opts.koreanLines) / opts.lines);
    if (i > 0) items.push({ gap: 1.1 });
    items.push(
      isKorean
        ? { say: koreanPool[k++ % koreanPool.length]!, voice: opts.koreanVoice, rate: opts.koreanRate ?? 150 }
        : { say: englishPool[e++ % englishPool.length]!, voice: opts.englishVoice, rate: opts.englishRate ?? 165 },
    );
  }
  return { voice: opts.englishVoice, ...(opts.musicDb === undefined ? {} : { musicDb: opts.musicDb }), items };
}

import type { Style } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { fillerRecall } from '../scripts/truth-checks.ts';
import { isAnalysisError } from '../src/errors.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { configFor } from './helpers/fixtures.ts';
import {
  accentedClasses,
  englishWithKoreanClass,
  fastFillersClass,
  koreanClass,
  loudMusicFillersClass,
  loudMusicYogaClass,
  mixedClass,
  mostlyKoreanClass,
} from './helpers/language-scenarios.ts';
import { type SpokenClass, speakClass, speechOfVoices } from './helpers/spoken-class.ts';
import { balletClass, reformerClass, type StyledClass } from './helpers/style-classes.ts';

// Classes spoken at test time by espeak-ng (other voices, accents, speeds, Korean, mixed, loud music), through the
// embedded English engine with its decoding guards and the language gate.
const analyse = (file: string, style?: Style) =>
  analyzeFile(file, { language: 'en', ...(style ? { style } : {}), transcriber: configFor('local') });

// A bilingual instructor's class, 10 of 12 lines in Korean (86–88 % of the speech time), in two pairs of voices.
const mostlyKoreanMix = (englishVoice: string, koreanVoice: string, musicDb?: number) =>
  mixedClass({ lines: 12, koreanLines: 10, englishVoice, koreanVoice, ...(musicDb ? { musicDb } : {}) });
const refused: { name: string; script: SpokenClass; style?: Style }[] = [
  // With a yoga style the engine used to loop the style's terms over the Korean and complete.
  { name: 'korean', script: koreanClass, style: 'vinyasa' },
  // Under a bed truly 20 dB down the recogniser writes "Umm, yon-ha sous-ho." over and over, one saying laid over
  // each line, sure of it (−0.21 a token) and each segment too short to loop by itself: a chunk that still loops
  // after every retry has each breath group read alone (local-worker.ts), and alone the lines come back as a
  // foreign marker or made-up words.
  { name: 'mostly-korean', script: mostlyKoreanClass },
  { name: 'mix-10-of-12-en-us-ko', script: mostlyKoreanMix('en-us', 'ko') },
  { name: 'mix-10-of-12-en-us+m3-ko+m1', script: mostlyKoreanMix('en-us+m3', 'ko+m1', -16) },
  // Half Korean in the voice pair whose Korean comes out as fluent English words: the letters find nothing (it
  // measured 0 % and completed); each segment's own score on the unsure chunks finds the Korean lines (56 %). Those
  // figures were measured with the English lines in plain en-gb (a man; the pair was written en-gb+f2, whose variant
  // espeak-ng drops); in the woman's voice meant, en+f2, both classes here are refused too (27 Nov, 20 UTC).
  {
    name: 'mix-6-of-12-en+f2-ko+f3',
    script: mixedClass({
      lines: 12,
      koreanLines: 6,
      englishVoice: 'en+f2',
      koreanVoice: 'ko+f3',
      englishRate: 160,
      koreanRate: 160,
      musicDb: -20,
    }),
  },
  // Two thirds Korean, where the decoder laid English lines over the Korean ones or wrote both into one segment:
  // the gate measured 39 % (B) and 17 % (D) and completed; each breath group of an unsure chunk read on its own
  // audio finds the Korean lines (27 Nov: B 53 %, D 58 %, measured on renders with the beds 6 dB louder than
  // labelled; both also refused with the beds at their labelled level; docs/analysis.md).
  {
    name: 'mix-7-of-12-en+f2-ko+f3',
    script: mixedClass({
      lines: 12,
      koreanLines: 7,
      englishVoice: 'en+f2',
      koreanVoice: 'ko+f3',
      englishRate: 160,
      koreanRate: 160,
      musicDb: -20,
    }),
  },
  {
    name: 'mix-6-of-12-en-us+f4-ko+m2',
    script: mixedClass({
      lines: 12,
      koreanLines: 6,
      englishVoice: 'en-us+f4',
      koreanVoice: 'ko+m2',
      englishRate: 185,
      koreanRate: 135,
      musicDb: -14,
    }),
  },
];

describe('Korean and mostly-Korean speech analysed as English', () => {
  it.each(refused)(
    '$name ends language_mismatch, not a report on invented words',
    async ({ name, script, style }) => {
      const { file, truth } = speakClass(name, script);
      const korean =
        speechOfVoices(
          truth,
          [...new Set(truth.lines.map((l) => l.voice))].filter((v) => v.startsWith('ko')),
        ) / truth.speechSec;
      expect(korean).toBeGreaterThan(0.5);
      const error = await analyse(file, style).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAnalysisError(error) && error.code).toBe('language_mismatch');
    },
    400_000,
  );
});

/** A class whose teacher says the style's first four lines, then says them again, and a third time. */
function repeatedLines(styled: StyledClass, voice: string, rate: number, musicDb: number): SpokenClass {
  const round = styled.script.items
    .filter((item) => 'say' in item)
    .slice(0, 4)
    .flatMap((item) => [item, { gap: 1.2 }]);
  return { voice, rate, musicDb, items: [...round, ...round, ...round] };
}

// `recall`: the filler recall held (written by the recogniser or found acoustically). The loud-music classes are
// held to their words and to at most one false filler; the acoustic detector's recall on them is held in
// filled-pauses.test.ts. The second fast speaker (fastTwentyFillersClass) is held there only: end to end it gave
// 20/20 with no false filler on one render and 19/20 with two on the next (docs/analysis.md).
// Not listed: espeak-ng's German voice reading the English script. It is not an accent: the voice applies German
// spelling rules to English words ("Welcome" becomes "Velkohme", "feet" "fate"), the recogniser loops over most of
// it even after its retries, and the gate refuses it (57 % of the speech unread) rather than report on the loops.
// It passed on half the renders only while sox dithered each render differently.
const accepted: { name: string; script: SpokenClass; style?: Style; recall?: number }[] = [
  { name: 'english-with-korean', script: englishWithKoreanClass, style: 'vinyasa' },
  { name: 'scottish', script: accentedClasses.scottish! },
  { name: 'caribbean', script: accentedClasses.caribbean!, style: 'hatha' },
  { name: 'fast', script: fastFillersClass, recall: 0.9 },
  { name: 'loud-music', script: loudMusicFillersClass, style: 'hiit' },
  { name: 'loud-music-yoga', script: loudMusicYogaClass, style: 'vinyasa' },
  // A ballet class in a Scottish voice over a quiet bed (18 dB under), with its style: the ballet prompt made the
  // recogniser write its French terms at −1.19 a token, and the gate refused it as Korean. Heard again with the
  // plain prompt before refusing, it reads −0.45 and is analysed.
  { name: 'ballet-scottish', script: { ...balletClass.script, musicDb: -18 }, style: 'ballet' },
  // Held out (27 Nov): a fast Caribbean man teaching a jazz combination over a bed 12 dB down, no style. The same
  // script over a steady synthetic chord bed was refused as Korean until the doubt line for breath groups read alone
  // went from −0.5 to −0.7 (segment-reading.ts); this render with the test's own bed passes at either line.
  {
    name: 'jazz-caribbean',
    script: {
      voice: 'en-029+m2',
      rate: 195,
      musicDb: -12,
      items: [
        { say: 'Hi everybody, today we learn a short jazz combination.' },
        { gap: 2 },
        { say: 'Start with feet together, arms down by your sides.' },
        { filler: 'um' },
        { say: 'Step right, together, step left, together.' },
        { gap: 3 },
        { say: 'Now add the arms, reach up on five and six.' },
        { gap: 1.5 },
        { say: 'So, on seven and eight we turn to the left.' },
        { filler: 'uh' },
        { gap: 5 },
        { say: 'Let us run it with the music from the top.' },
        { filler: 'um' },
        { gap: 2.5 },
        { say: 'Five, six, seven, eight, step, touch, reach, and turn.' },
        { gap: 6 },
        { say: 'Great, like, really nice energy, keep your chin up.' },
      ],
    },
  },
  // A teacher who says four reformer lines three times over, in a West Midlands woman's voice at 210 wpm over a bed
  // 18 dB down: the decoder copies each line said again from its own text and is sure of the copy (−0.02 a token),
  // which made the class read surely and let its first sayings' low scores (−0.97, −1.10) count as Korean: 31–40 %
  // not English. Copies no longer count as sure speech (language.ts, readsSurely): 0 %.
  {
    name: 'repeating-teacher-gbcwmd',
    script: repeatedLines(reformerClass, 'en-gb-x-gbcwmd+f1', 210, -18),
    style: 'reformer',
  },
  // One Korean line of twelve (13–15 % of the speech time), two pairs of voices, no style.
  {
    name: 'mix-1-of-12-en-us-ko',
    script: mixedClass({ lines: 12, koreanLines: 1, englishVoice: 'en-us', koreanVoice: 'ko' }),
  },
  {
    name: 'mix-1-of-12-en-us+m3-ko+m1',
    script: mixedClass({ lines: 12, koreanLines: 1, englishVoice: 'en-us+m3', koreanVoice: 'ko+m1', musicDb: -16 }),
  },
];

describe('English is never refused: accents, a few Korean phrases, fast speech, loud music', () => {
  it.each(accepted)(
    '$name is analysed, its fillers heard and none invented',
    async ({ name, script, style, recall: target }) => {
      const { file, truth } = speakClass(name, script);
      const result = await analyse(file, style);
      const englishWords = truth.lines
        .filter((l) => !l.voice.startsWith('ko'))
        .reduce((sum, l) => sum + l.text.split(/\s+/).length, 0);
      console.info(`${name}: ${result.metrics.totalWords} words (truth ${englishWords} English)`);
      expect(result.metrics.totalWords).toBeGreaterThan(englishWords * 0.75);
      const recall = fillerRecall(result, truth, 'en');
      console.info(`${name}: fillers ${recall.found}/${recall.spoken}, false ${recall.falseAlarms}`);
      if (target !== undefined) expect(recall.found / recall.spoken).toBeGreaterThanOrEqual(target);
      expect(recall.falseAlarms).toBeLessThanOrEqual(1);
    },
    400_000,
  );
});

import { groupOfStyle, type Style } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { errorRate } from '../src/eval/error-rate.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { MAX_DECODED_AGAIN } from '../src/transcription/style-guess.ts';
import { configFor } from './helpers/fixtures.ts';
import { lateClasses, lateJazzHeldOut } from './helpers/late-style-classes.ts';
import { speakClass } from './helpers/spoken-class.ts';
import { balletClass, hiitClass, referenceOf, reformerClass, vinyasaFlow } from './helpers/style-classes.ts';

// What an instructor loses by not picking a style: classes of four styles in four voices (spoken at test time,
// with music beds), through the embedded engine with their style and without one. Without a style the
// recogniser guesses the class's movement group from the terms it hears and prompts with it (style-guess.ts).
// The ballet class was written with a bed 18 dB under the voice, which until 27 Nov rendered about 6 dB louder
// (synth.ts put the voice in one of three channels); it is held at the 12 dB it was in truth measured at. With the
// bed at its true 18 dB the ballet prompt makes one recognised segment over six lines of ballet terms score −1.19 a
// token, and the class is analysed on its hearing with the plain prompt (docs/analysis.md, "Heard again before a
// refusal"; language-gate-speech.test.ts), which would make its WER with a style its WER without one.
const classes = [
  vinyasaFlow,
  reformerClass,
  hiitClass,
  { ...balletClass, script: { ...balletClass.script, musicDb: -12 } },
];
const MAX_GAP = 0.03;

const analyse = (file: string, style?: Style) =>
  analyzeFile(file, { language: 'en', ...(style ? { style } : {}), transcriber: configFor('local') });
const transcribe = async (file: string, style?: Style) =>
  (await analyse(file, style)).segments.map((s) => s.text).join(' ');

describe('word error rate without a style, against with one', () => {
  it('stays within 3 points on every class and overall', async () => {
    const totals = { withStyle: 0, without: 0, words: 0 };
    for (const { name, style, script } of classes) {
      const { file, truth } = speakClass(name, script);
      const reference = referenceOf(truth);
      const withStyle = errorRate(reference, await transcribe(file, style), 'en');
      const heard = await analyse(file);
      const without = errorRate(reference, heard.segments.map((s) => s.text).join(' '), 'en');
      // A class without a style is never judged a talk (text/judged-style.ts).
      expect(heard.judgedStyle).toBeNull();
      console.info(
        `${name}: WER ${(withStyle.rate * 100).toFixed(1)} % with ${style}, ${(without.rate * 100).toFixed(1)} % without`,
      );
      expect(without.rate - withStyle.rate).toBeLessThanOrEqual(MAX_GAP);
      totals.withStyle += withStyle.errors;
      totals.without += without.errors;
      totals.words += withStyle.referenceLength;
    }
    const withStyle = totals.withStyle / totals.words;
    const without = totals.without / totals.words;
    console.info(
      `overall: WER ${(withStyle * 100).toFixed(1)} % with a style, ${(without * 100).toFixed(1)} % without`,
    );
    // The classes are read well enough for the gap to mean something.
    expect(withStyle).toBeLessThan(0.25);
    expect(without - withStyle).toBeLessThanOrEqual(MAX_GAP);
  }, 900_000);

  // A class that opens with a minute or more of welcome and notices names its group only when the teaching starts:
  // the group is still found, the teaching is read with its prompt, and a few chunks are decoded twice.
  it('stays within 3 points when the terms start after the first minute', async () => {
    const late = async ({ name, style, script }: (typeof lateClasses)[number]) => {
      const { file, truth } = speakClass(name, script);
      const reference = referenceOf(truth);
      const withStyle = errorRate(reference, await transcribe(file, style), 'en');
      const result = await analyse(file);
      const without = errorRate(reference, result.segments.map((s) => s.text).join(' '), 'en');
      const guess = result.styleGuess;
      console.info(
        `${name}: WER ${(withStyle.rate * 100).toFixed(1)} % with ${style}, ${(without.rate * 100).toFixed(1)} % ` +
          `without (guessed ${guess?.style ?? 'nothing'} after ${guess?.chunksBefore ?? '-'} of ` +
          `${result.chunks.length} chunks, ${guess?.decodedAgain ?? 0} decoded twice)`,
      );
      expect(guess && groupOfStyle(guess.style)).toBe(groupOfStyle(style));
      expect(result.judgedStyle).toBeNull();
      expect(guess!.decodedAgain).toBeLessThanOrEqual(MAX_DECODED_AGAIN);
      expect(without.rate - withStyle.rate).toBeLessThanOrEqual(MAX_GAP);
    };
    for (const c of lateClasses) await late(c);
    // Held out: another group, voice, speed and bed, not looked at while setting the rule.
    await late(lateJazzHeldOut);
  }, 1_200_000);
});

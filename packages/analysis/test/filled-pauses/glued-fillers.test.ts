import { describe, expect, it } from 'vitest';
import { fillerRecall } from '../../scripts/truth-checks.ts';
import { analyzeFile } from '../../src/pipeline.ts';
import { configFor } from '../helpers/fixtures.ts';
import { type SpokenClass, type SpokenItem, speakClass } from '../helpers/spoken-class.ts';

// A hesitation said straight after a sentence, then a pause: "…exhale through the mouth um", quiet, "So, bring your
// hands…". Whisper writes the "um" at the start of the sentence after the pause, where no sound starts, and the
// check against invented fillers took it out: on four held-out classes it removed 7 real hesitations, so the clean
// mp3s measured 0–1 of 3–4 fillers and scored up to 27 points above their own phone copies (docs/analysis.md,
// "A hesitation said straight after a sentence"). Voices and speeds no other filler test uses. Measured 27 Nov,
// before → after: Scottish woman 1 → 3 of 4 (her "um" holds 0.30–0.32 s, at the line), US man 0 → 4 of 4; none false.
const lines = [
  'Inhale slowly through the nose, and exhale through the mouth.',
  'So, bring your hands to your knees and relax your shoulders.',
  'On your next inhale, lift your arms overhead.',
  'Exhale, fold forward over your legs.',
  'Step back to downward dog and press the floor away.',
  'Lower your knees and rest in child pose.',
  'Roll onto your back and hug your knees in.',
  'Let your arms rest by your sides and breathe.',
];
/** Every other line followed at once by a hesitation, then a pause; the others by a pause alone. */
function gluedClass(voice: string, rate: number, filler: string): SpokenClass {
  const items: SpokenItem[] = [];
  lines.forEach((say, i) => {
    items.push({ say });
    if (i % 2 === 0 && i < lines.length - 1) items.push({ filler });
    items.push({ gap: 1.6 + (i % 3) * 0.5 });
  });
  return { voice, rate, items };
}

const classes = [
  { name: 'glued-scottish-woman', script: gluedClass('en-gb-scotland+f3', 185, 'um') },
  { name: 'glued-us-man', script: gluedClass('en-us+m7', 205, 'uh') },
];

describe('a hesitation said straight after a sentence, then a pause', () => {
  it.each(classes)(
    '$name: counted once, where Whisper writes it after the pause, none invented',
    async ({ name, script }) => {
      const { file, truth } = speakClass(name, script);
      const result = await analyzeFile(file, { language: 'en', style: 'vinyasa', transcriber: configFor('local') });
      const recall = fillerRecall(result, truth, 'en');
      console.info(
        `${name}: fillers ${recall.found}/${recall.spoken} (${recall.written} written), false ${recall.falseAlarms}, ` +
          `${result.inventedFillers} written taken out`,
      );
      expect(recall.spoken).toBe(4);
      expect(recall.found).toBeGreaterThanOrEqual(3);
      expect(recall.falseAlarms).toBe(0);
    },
    300_000,
  );
});

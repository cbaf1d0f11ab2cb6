import { describe, expect, it } from 'vitest';
import { fillerRecall } from '../../scripts/truth-checks.ts';
import { analyzeFile } from '../../src/pipeline.ts';
import { fillerClasses, fluentClasses, heldOutFillerClasses } from '../helpers/filler-scenarios.ts';
import { configFor } from '../helpers/fixtures.ts';
import { speakClass } from '../helpers/spoken-class.ts';

// End to end through the embedded English engine with a yoga style (whose prompt makes Whisper write "Umm" most
// readily): a spoken hesitation counts as heard when the recogniser wrote it with a hesitation's sound under it, or
// the acoustic detector found it. Classes from filler-scenarios.ts, spoken at test time.
const analyse = (file: string) =>
  analyzeFile(file, { language: 'en', style: 'vinyasa', transcriber: configFor('local') });

// `recall`: held. Measured 26 Nov, before → after the held-sound tests (hesitation.ts): fast woman 17 → 17 of 18,
// Scottish voice with music 10 dB under 13 → 16, phone 14 → 17, fastest man 11 of 18 after, music 6 dB under
// 9 → 8. 27 Nov, with faint sounds started 4 dB over the bed, the held-sound test following a sound down to 2 dB
// over it, the squeezed-hesitation test (held parts, also inside long speech regions) and written fillers aligned
// in order with acoustic finds: fast woman 17 → 18, music 10 dB under 16 → 17, phone 17 → 18, fastest man 11 → 17,
// music 6 dB under 8 → 15. Still under 90 %: music 6 dB under the voice (an "erm" or "uhm" 4–8 dB over the bed,
// its vowel and nasal each held under 0.24 s). Those beds were about 6 dB louder than labelled (synth.ts mixed the
// voice into one of three channels); at the labelled level, with finds held to one syllable and a phrase's
// lengthened last syllable left out (detect.ts), 27 Nov: fast woman 18, music 10 dB under 18, phone 18, fastest
// man 17 (1 false: a written filler left over), music 6 dB under 17 of 18; the fluent classes no filler.
const classes = [
  { name: 'fast-woman', recall: 0.9 },
  { name: 'music-10', recall: 0.9 },
  { name: 'phone', recall: 0.9 },
  { name: 'fastest-man', recall: 0.9 },
  { name: 'music-6', recall: 0.9 },
  // Held out (added 27 Nov, evening, measured before the change): a spin class at 260 wpm with 0.12 s around its
  // hesitations. Written en-gb+m5 then, which espeak-ng renders as plain en-gb: Whisper wrote 15 of 18, the check on
  // written fillers took out its three "uhm"s (their vowel glides into the nasal, no part held 0.2 s), 12 → 15 of 18
  // with the gliding-syllable test; the rest were "uh"/"uhh" of 0.25–0.35 s run into the next word. Rendered as the
  // voice meant (en+m5, 27 Nov, 20 UTC): 17 of 18, none false.
  { name: 'ho-spin-m5-fast', recall: 0.8 },
];

describe('hesitations heard end to end, none invented', () => {
  it.each(classes)(
    'the $name class: spoken hesitations heard, at most one false',
    async ({ name, recall: target }) => {
      const { file, truth } = speakClass(name, fillerClasses[name] ?? heldOutFillerClasses[name]!);
      const result = await analyse(file);
      const recall = fillerRecall(result, truth, 'en');
      console.info(
        `${name}: fillers ${recall.found}/${recall.spoken} (${recall.written} written), false ${recall.falseAlarms}, ` +
          `${result.inventedFillers} written taken out`,
      );
      expect(recall.found / recall.spoken).toBeGreaterThanOrEqual(target);
      expect(recall.falseAlarms).toBeLessThanOrEqual(1);
    },
    400_000,
  );

  it.each(Object.keys(fluentClasses))(
    'the fluent %s class, every line opening on a voiced sound: no filler',
    async (name) => {
      const { file } = speakClass(name, fluentClasses[name]!);
      const result = await analyse(file);
      console.info(`${name}: ${result.metrics.fillerCount} fillers (${result.inventedFillers} written taken out)`);
      expect(result.filledPauses).toEqual([]);
      for (const hesitation of ['um', 'uh', 'hmm']) expect(result.metrics.fillers).not.toHaveProperty(hesitation);
      expect(result.metrics.filledPauseCount).toBe(0);
    },
    400_000,
  );
});

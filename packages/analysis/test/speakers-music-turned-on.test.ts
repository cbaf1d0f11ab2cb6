import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { developmentPairs, renderAs, speakerTurnsOf, twoVoiceScripts } from '../scripts/speaker-fixtures.ts';
import { fresh5OneVoiceScripts } from '../scripts/speaker-fixtures-held-out.ts';
import { speakerOf } from '../src/speakers/attribute.ts';

// Music turned on mid-class (a bed 8 dB under the voice from halfway through). Only the part of the class that held
// the usual bed was judged: the other part's spectrum is partly the music's, which a model learnt on the first part
// finds far from the instructor whoever speaks. In the yoga class of en-us and en-us+f3 neither question was found
// ("How long do we hold this pose?", asked under the music, reads as nothing in particular and stayed in the
// instructor's lines). Now every piece of such a class is floored at the music's bed and judged with the rest.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-music-turned-on-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a class with music turned on halfway through', () => {
  it.each([
    ['us-vs-f3', 'yoga'],
    ['us-m2-vs-us-m7', 'mat'],
  ] as const)(
    'finds the questions of %s (%s class) on both sides of the change and takes none of the instructor’s sentences',
    async (pairName, cls) => {
      const pair = developmentPairs.find((p) => p.name === pairName)!;
      const { name, script } = twoVoiceScripts(pair).find((s) => s.name.startsWith(cls))!;
      const fixture = renderAs(script, 'late-music', tmp, name);
      const turns = await speakerTurnsOf(fixture.file, tmp);
      const wrong = fixture.truth.sentences.filter((s) => (speakerOf(s, turns) === 'other') !== Boolean(s.speaker));
      expect(wrong.map((s) => s.text)).toEqual([]);
    },
    300_000,
  );

  // Music as loud as the voice turned on at 45 % of a one-voice class (held-out en-gb-x-gbcwmd+caleb, a shouted cue
  // at the change): a region with speech close on both sides had no pause of its own to measure what lay under it,
  // was judged as if under the usual (quiet) bed, and 4.9 s of the instructor's words became another voice.
  it('gives no turn to another voice in a one-voice class when loud music starts mid-sentence', async () => {
    const { name, script } = fresh5OneVoiceScripts().find((s) => s.name === 'fresh5-mat-wmdCaleb-shout')!;
    const fixture = renderAs(script, 'late-0-at-45', tmp, name);
    const turns = await speakerTurnsOf(fixture.file, tmp);
    expect(turns.filter((t) => t.speaker === 'other')).toEqual([]);
  }, 300_000);
});

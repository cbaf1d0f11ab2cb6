import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { developmentPairs, renderAs, speakerTurnsOf, twoVoiceScripts } from '../scripts/speaker-fixtures.ts';
import { fresh3Pairs, fresh3TwoVoiceScripts, fresh5OneVoiceScripts } from '../scripts/speaker-fixtures-held-out.ts';
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

  // The whole class floored at the music's bed hides a close voice's question asked before the music: en-gb-x-rp+m3
  // asking en-us in the yoga class (music from halfway, 8 dB under the voice) fitted the floored model at misfit
  // 1.7–2.3, like the instructor's own lines, and all three of its sentences stayed hers. Against a model of the
  // quiet part alone, as recorded there, they stand at 16–19; the question asked under the music is still missed.
  it('finds a close voice’s question asked before the music in the quiet part’s own judgement', async () => {
    const pair = developmentPairs.find((p) => p.name === 'us-vs-rp-m3')!;
    const { name, script } = twoVoiceScripts(pair).find((s) => s.name.startsWith('yoga'))!;
    const fixture = renderAs(script, 'late-music', tmp, name);
    const turns = await speakerTurnsOf(fixture.file, tmp);
    const half = fixture.truth.durationSec / 2;
    const before = fixture.truth.sentences.filter((s) => s.speaker && s.end < half);
    expect(before.length).toBe(3);
    expect(before.filter((s) => speakerOf(s, turns) !== 'other').map((s) => s.text)).toEqual([]);
    const taken = fixture.truth.sentences.filter((s) => !s.speaker && speakerOf(s, turns) === 'other');
    expect(taken.map((s) => s.text)).toEqual([]);
  }, 300_000);

  // The instructor's answer 0.8 s after a question fits her voice model only somewhat badly (misfit 5.5, the
  // question's two sentences 11.9 and 10.7): next to the question it was taken as the student going on ("Yes, knees
  // down is a good choice", 7 of her words; en-gb-x-rp+belinda teaching, en-us+anika asking, music from 60 % 15 dB
  // under the voice). Her nearest clear speech explains it better than the question does: it stays hers.
  it('leaves the instructor’s answer right after a question with the instructor', async () => {
    const pair = fresh3Pairs.find((p) => p.name === 'rpBelinda-vs-usAnika')!;
    const { name, script } = fresh3TwoVoiceScripts(pair).find((s) => s.name.startsWith('fresh3-yoga'))!;
    const fixture = renderAs(script, 'late-15-at-60', tmp, name);
    const turns = await speakerTurnsOf(fixture.file, tmp);
    const wrong = fixture.truth.sentences.filter((s) => (speakerOf(s, turns) === 'other') !== Boolean(s.speaker));
    expect(wrong.map((s) => s.text)).toEqual([]);
  }, 300_000);

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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { heldOutPairs, renderAs, speakerTurnsOf, twoVoiceScripts } from '../scripts/speaker-fixtures.ts';
import { speakerOf } from '../src/speakers/attribute.ts';

// A student asks questions and a music bed 8 dB under the voice is turned on halfway through. The instructor's
// sentence just before the music started ("Keep going for eight more, nice and steady") was taken as another voice:
// its pause after it held the music, so it was judged with the music half against a model of it. A region with a
// changed bed on either side is not judged now, and no sentence of the instructor's may go to another voice.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-late-music-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a two-voice class with music turned on halfway through', () => {
  it('keeps every sentence of the instructor’s as the instructor’s', async () => {
    const pair = heldOutPairs.find((p) => p.name === 'us-vs-us-low')!;
    const { name, script } = twoVoiceScripts(pair).find((s) => s.name.startsWith('mat'))!;
    const fixture = renderAs(script, 'late-music', tmp, name);
    const turns = await speakerTurnsOf(fixture.file, tmp);
    const taken = fixture.truth.sentences.filter((s) => !s.speaker && speakerOf(s, turns) === 'other');
    expect(taken.map((s) => s.text)).toEqual([]);
  }, 300_000);
});

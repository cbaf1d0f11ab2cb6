import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { developmentPairs, renderAs, speakerTurnsOf, twoVoiceScripts } from '../scripts/speaker-fixtures.ts';
import { speakerOf } from '../src/speakers/attribute.ts';

// Two women (espeak-ng en-us+f1 teaching, en+f4 asking) in a mat class under a music bed 12 dB down: two of the
// instructor's own cue lines fitted her voice model at misfits 9.0 and 9.6, over the other-voice line of 8, with
// pitch and mean timbre hers, and became the student's (17 of her words). The student's questions sit at 36–58.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-own-lines-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('an instructor line that fits her voice model only somewhat badly, near the other-voice line', () => {
  it('stays the instructor’s while each question is another voice’s turn', async () => {
    const pair = developmentPairs.find((p) => p.name === 'f1-vs-gb-f4')!;
    const { name, script } = twoVoiceScripts(pair).find((s) => s.name.startsWith('mat'))!;
    const fixture = renderAs(script, 'music', tmp, name);
    // Each sentence takes the voice whose turns cover most of it, as a transcript line does (attribute.ts).
    const turns = await speakerTurnsOf(fixture.file, tmp);
    const takenLines = fixture.truth.sentences.filter((s) => !s.speaker && speakerOf(s, turns) === 'other');
    expect(takenLines.map((s) => s.text)).toEqual([]);
    const questions = fixture.truth.sentences.filter((s) => s.speaker);
    expect(questions.filter((s) => speakerOf(s, turns) !== 'other').map((s) => s.text)).toEqual([]);
  }, 300_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAs, speakerTurnsOf, yogaClass } from '../scripts/speaker-fixtures.ts';
import { closePairs, closeTwoVoiceScripts, withRaisedCues } from '../scripts/speaker-fixtures-close.ts';
import { speakerOf } from '../src/speakers/attribute.ts';
import { withParticipantLines } from '../src/speakers/participant-lines.ts';

// Close same-sex voices the voice model alone cannot settle (find-speakers.ts `contested`): a student three semitones
// over the instructor is kept as a possible raised voice of hers, and so is her own cue raised in pitch. Read with
// the lines' words (here the script's sentences, as if heard exactly), the student's questions are another voice's
// and the instructor's raised cues stay hers.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-contested-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a voice the model cannot settle, read with its words', () => {
  // en+f1 asking "Excuse me, which leg goes first?" "The right or the left one?" in en-us+f3 at pitch 55: all three
  // of the student's regions sat 3 semitones over the instructor and stayed hers (21 of her words were counted as 205).
  it('gives a close, slightly higher woman’s questions to another voice under a bed 8 dB down', async () => {
    const pair = closePairs.find((p) => p.name === 'gbf1-vs-usf3')!;
    const { name, script } = closeTwoVoiceScripts(pair)[0]!;
    const fixture = renderAs(script, 'music-8', tmp, name);
    const turns = await speakerTurnsOf(fixture.file, tmp);
    const read = withParticipantLines(turns, fixture.truth.sentences, 'en');
    for (const s of fixture.truth.sentences) expect(speakerOf(s, read)).toBe(s.speaker ? 'other' : 'instructor');
  }, 300_000);

  // The instructor raising her pitch for two cues, no louder (a recorder's automatic gain): both regions are as far
  // from her model as a student's, and stay hers.
  it('keeps a woman’s cues raised in pitch as hers, on a phone copy', async () => {
    const fixture = renderAs(withRaisedCues(yogaClass, 'en-us+f2', [10, 24], 75), 'phone', tmp, 'raised-f2');
    const turns = await speakerTurnsOf(fixture.file, tmp);
    expect(turns.some((t) => t.contested)).toBe(true);
    const read = withParticipantLines(turns, fixture.truth.sentences, 'en');
    expect(read.filter((t) => t.speaker === 'other')).toEqual([]);
  }, 300_000);
});

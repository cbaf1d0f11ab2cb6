import { describe, expect, it } from 'vitest';
import { otherTurns, speakerOf, spokenTurns } from '../src/speakers/attribute.ts';
import type { SpeakerTurn } from '../src/speakers/find-speakers.ts';

// What the report counts as students speaking: another voice's turn in which the recogniser wrote their words.
const turns: SpeakerTurn[] = [
  { start: 0, end: 10, speaker: 'instructor' },
  { start: 12, end: 15, speaker: 'other' }, // a student's question
  { start: 16, end: 20, speaker: 'instructor' },
  { start: 21, end: 22.4, speaker: 'other' }, // the first bars of a playlist, taken for a voice
  { start: 23, end: 30, speaker: 'instructor' },
];
const lines = [
  { start: 0.2, end: 9.5, text: 'Lie on your back and bend your knees' },
  { start: 12.1, end: 14.8, text: 'Sorry, which leg goes first?' },
  { start: 16.2, end: 19.8, text: 'Start with the right leg' },
  { start: 23.1, end: 29.5, text: 'Lower your arms and breathe' },
];

describe('other voices’ turns', () => {
  it('counts a turn in which the recogniser wrote the other voice’s words', () => {
    expect(otherTurns(spokenTurns(turns, lines))).toEqual([{ start: 12, end: 15 }]);
    expect(speakerOf(lines[1]!, spokenTurns(turns, lines))).toBe('other');
  });

  it('does not count a turn with no words written in it as someone speaking', () => {
    expect(otherTurns(spokenTurns(turns, lines)).some((t) => t.start === 21)).toBe(false);
    expect(spokenTurns(turns, lines).find((t) => t.start === 21)?.speaker).toBe('instructor');
    expect(otherTurns(spokenTurns(turns, []))).toEqual([]);
    // A line that is mostly the instructor's does not make a short overlapping turn a student's.
    const long = [{ start: 19, end: 21.5, text: 'and breathe out' }];
    expect(otherTurns(spokenTurns(turns, long))).toEqual([]);
    // Every line keeps its speaker.
    for (const line of [...lines, ...long])
      expect(speakerOf(line, spokenTurns(turns, lines))).toBe(speakerOf(line, turns));
  });
});

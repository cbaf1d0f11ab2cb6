import { describe, expect, it } from 'vitest';
import { speakerOf } from '../src/speakers/attribute.ts';
import type { SpeakerTurn } from '../src/speakers/find-speakers.ts';
import { withParticipantLines } from '../src/speakers/participant-lines.ts';

// Where the voice model heard another person but the voices were kept as the instructor's (find-speakers.ts
// `contested`: given back by the second check, or a few semitones higher than her), a line whose words also read like
// a participant's, however misheard, is another voice's. The words alone never move such a line.
const lines = [
  { start: 1, end: 5, text: 'Inhale to prepare, exhale and curl up.' },
  // "Umm, sorry, should I feel this in my lower back?" as the recogniser heard it under a bed 6 dB down.
  { start: 6.2, end: 8.9, text: 'Sorry, showed my feet this in my lower back.' },
  { start: 10, end: 14, text: 'No, you should feel it in your belly.' },
  { start: 22.1, end: 24, text: 'Excuse me, which leg goes first?' },
  // The question's second sentence on a line of its own.
  { start: 24.4, end: 25.8, text: 'The right or the left one?' },
  { start: 27, end: 30, text: 'Start with the right leg, then we switch.' },
];

const turns = (contested: boolean): SpeakerTurn[] => [
  { start: 0, end: 5.2, speaker: 'instructor' },
  { start: 6, end: 9, speaker: 'instructor', ...(contested ? { contested: true as const } : {}) },
  { start: 9.9, end: 20, speaker: 'instructor' },
  { start: 22, end: 24.1, speaker: 'other' },
  { start: 24.3, end: 26, speaker: 'instructor', ...(contested ? { contested: true as const } : {}) },
  { start: 26.9, end: 31, speaker: 'instructor' },
];

const voices = (result: SpeakerTurn[]) => lines.map((l) => speakerOf(l, result));

describe('a contested region read with its words', () => {
  it('gives a misheard apology and a follow-on question to another voice, and keeps the answers the instructor’s', () => {
    const result = withParticipantLines(turns(true), lines, 'en');
    expect(voices(result)).toEqual(['instructor', 'other', 'instructor', 'other', 'other', 'instructor']);
    // The flag is read, not passed on.
    expect(result.some((t) => 'contested' in t)).toBe(false);
  });

  it('leaves the same lines with the instructor where the voices heard no one else', () => {
    expect(voices(withParticipantLines(turns(false), lines, 'en'))).toEqual([
      'instructor',
      'instructor',
      'instructor',
      'other',
      'instructor',
      'instructor',
    ]);
  });

  it('keeps an instructor’s raised cue in a contested region: its words read as nobody else’s', () => {
    const raised = [{ start: 6.2, end: 8.9, text: 'Lower your legs, slowly, all the way down!' }];
    const result = withParticipantLines(turns(true), raised, 'en');
    expect(speakerOf(raised[0]!, result)).toBe('instructor');
  });

  it('does not take a line that only starts in a contested region (a question joined to the answer)', () => {
    const joined = [{ start: 6.2, end: 14, text: 'Sorry, showed my feet this in my lower back. No, in your belly.' }];
    expect(speakerOf(joined[0]!, withParticipantLines(turns(true), joined, 'en'))).toBe('instructor');
  });

  it('reads a Korean participant’s opener in a contested region', () => {
    const ko = [{ start: 6.2, end: 8.9, text: '죄송한데 제가 허리에 느껴지는 게 맞는 건지' }];
    expect(speakerOf(ko[0]!, withParticipantLines(turns(true), ko, 'ko'))).toBe('other');
    expect(speakerOf(ko[0]!, withParticipantLines(turns(false), ko, 'ko'))).toBe('instructor');
  });
});

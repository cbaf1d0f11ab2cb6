import { describe, expect, it } from 'vitest';
import { repeatedLead, withoutLeadingTokens } from '../../src/transcription/resume-overlap.ts';

describe('a resumed decode that says again what was already written', () => {
  it('finds the repeated lead even where the two decodes misheard words differently', () => {
    // The HIIT class's first chunk: its first pass wrote all the speech under one segment ending at 10.1 s, so the
    // pass resumed there decoded the second half again.
    const before =
      '15. This is a tamata circuit. Sit back into your heels and drive. Next, we go into the derby. Chest to the floor and jump. Switch to mountain climbers. Drive both knees fast. Grab your kettlebell for swings. K';
    const resumed =
      "Next, we go into Murphy's. Chest, tuffelore, and jump. Switch to Mountain climbers. Drive both knees fast. Grab your kettlebell for swings. Dindjatva gyps. Now, reverse lunges alter the clags.";
    const lead = repeatedLead(before, resumed);
    expect(resumed.split(' ').slice(lead).join(' ')).toBe('Dindjatva gyps. Now, reverse lunges alter the clags.');
  });

  it('keeps a resumed text that goes on with new words, or repeats a short cue', () => {
    expect(repeatedLead('Inhale and reach your arms up.', 'Exhale and fold forward over your legs.')).toBe(0);
    // "And hold" said again is a cue, not a repeated block.
    expect(repeatedLead('Lift the right leg. And hold.', 'And hold. Now lower it with control.')).toBe(0);
    // A repetition from the middle of the earlier text is not a resume overlap.
    expect(
      repeatedLead(
        'Step back to plank and lower down. Inhale into upward dog and exhale back to downward dog.',
        'Step back to plank and lower down once more.',
      ),
    ).toBe(0);
  });

  it('drops the repeated tokens across segments', () => {
    const segments = [
      { start: 0, end: 2, text: 'Drive both knees' },
      { start: 2, end: 4, text: 'fast. Now lunges.' },
    ];
    expect(withoutLeadingTokens(segments, 4)).toEqual([{ start: 2, end: 4, text: 'Now lunges.' }]);
  });
});

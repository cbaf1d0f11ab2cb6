import { describe, expect, it } from 'vitest';
import { classTimeOf, kindsFrom, type Line } from '../helpers/class-time-of.ts';

// A mat class (espeak-ng en-us, 170 wpm) read from its mp4 copy: "Reach to the ceiling and pump…" was heard "Reach to
// the ceiling and be up one, where did we have the time?", so the 22 s set after it was read as 15 s of waiting for
// an answer and 7 s of dead air (score 95 against 100 for its mp3, phone and telephone copies). The truth: a set.
const mat = (asked: string): Line[] => [
  { start: 0.5, end: 4, text: 'Lie on your back and lift your legs to tabletop.' },
  { start: 4.5, end: 10.1, text: 'Pump your arms. Breathe in four, five, and out four, five.' },
  { start: 35.1, end: 38.9, text: asked },
  { start: 60.9, end: 65.3, text: 'Keep your chin down.' },
  { start: 89.3, end: 92.7, text: 'Twist from the ribs.' },
];

describe('a question in a sentence that opens with an instruction', () => {
  it('is that instruction: the class works on it, nobody is waited on', () => {
    const heard = classTimeOf(mat('Reach to the ceiling and be up one, where did we have the time?'), 'mat');
    expect(kindsFrom(heard, 38.9)).toEqual(['working']);
    expect(heard.seconds.dead_air).toBe(0);
    expect(heard.seconds.question).toBe(0);
  });

  it('leaves a question asked of the class a wait for its answer, and the silence past it dead air', () => {
    for (const question of ['Did anyone watch the match last night?', 'Did you bring a block for your hips?']) {
      const asked = classTimeOf(mat(question), 'mat');
      expect(kindsFrom(asked, 38.9)).toEqual(['question', 'dead_air']);
      expect(asked.seconds.dead_air).toBeGreaterThan(5);
    }
  });
});

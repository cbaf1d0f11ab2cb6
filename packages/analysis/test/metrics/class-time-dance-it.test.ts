import { styleTargets } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

type Line = { start: number; end: number; text: string };
const classTime = (lines: Line[]) =>
  computeClassTime({
    regions: lines.map(({ start, end }) => ({ start, end })),
    transcript: processTranscript(lines, { language: 'en', style: 'contemporary' }),
    targets: styleTargets('contemporary', 'en'),
    language: 'en',
  });

// A contemporary class rendered in a voice and speed nobody tuned for (espeak-ng en-gb-x-gbcwmd+f2, 195 wpm), as its
// mp3 was heard: four phrases of 16–18 s, then "Dance it through on your own with the music." heard as "Dance it from
// your own wing the music." and the 24 s the class danced it read as dead air (score 86; its telephone copy, which
// kept "on your own", scored 100). The truth: 90 s of dancing and no dead air.
const contemporary = (last: string): Line[] => [
  { start: 1.54, end: 4.1, text: 'Come to the floor and lie on your neck. Arms wide.' },
  { start: 5.57, end: 8.74, text: 'Roll to the side and spiral up to seating. Let the head follow.' },
  { start: 24.8, end: 27.68, text: 'Swing the arms flow and rise to standing on the next breath.' },
  { start: 43.74, end: 46.27, text: 'Fall to the lift, recover and fall to the right.' },
  { start: 64.22, end: 67.23, text: 'Reach long flow the fingertips and release into a contraction.' },
  { start: 83.26, end: 84.99, text: last },
  { start: 108.99, end: 110.56, text: 'Beautiful. Take a moment.' },
];

describe('the class told to dance the phrase', () => {
  it('dances it: the silence after "dance it…" is working time however the rest of the line was heard', () => {
    const misheard = classTime(contemporary('Dance it from your own wing the music.'));
    expect(misheard.seconds.dead_air).toBe(0);
    expect(misheard.stretches.find((s) => s.start === 84.99)?.kind).toBe('working');
    expect(classTime(contemporary('Now perform the whole combination.')).seconds.dead_air).toBe(0);
    expect(classTime(contemporary('Dance it through on your own with the music.')).seconds.dead_air).toBe(0);
  });

  it('is only the instruction to dance it: a line about dancing explains no silence', () => {
    expect(classTime(contemporary('Dance fitness is so much fun.')).seconds.dead_air).toBeGreaterThan(20);
    expect(classTime(contemporary('I love to dance it out myself.')).seconds.dead_air).toBeGreaterThan(20);
  });
});

import { describe, expect, it } from 'vitest';
import { alignTextToSpeech } from '../src/transcription/align.ts';

const speech = [
  { start: 1, end: 3 },
  { start: 4, end: 6 },
  { start: 10, end: 12 },
];

describe('alignTextToSpeech', () => {
  it('puts one sentence per breath group when the counts match', () => {
    expect(alignTextToSpeech('Breathe in slowly. Exhale now. Rest your arms.', speech)).toEqual([
      { start: 1, end: 3, text: 'Breathe in slowly.' },
      { start: 4, end: 6, text: 'Exhale now.' },
      { start: 10, end: 12, text: 'Rest your arms.' },
    ]);
  });

  it('lets one long sentence span the regions it was spoken over, covering every region once', () => {
    const segments = alignTextToSpeech('Reach up and fold forward and let your head hang heavy. Stay.', speech);
    expect(segments).toEqual([
      { start: 1, end: 6, text: 'Reach up and fold forward and let your head hang heavy.' },
      { start: 10, end: 12, text: 'Stay.' },
    ]);
  });

  it('joins sentences that fall in the same region and returns nothing for empty text', () => {
    expect(alignTextToSpeech('One. Two. Three. Four.', [{ start: 0, end: 4 }])).toEqual([
      { start: 0, end: 4, text: 'One. Two. Three. Four.' },
    ]);
    expect(alignTextToSpeech('   ', speech)).toEqual([]);
  });
});

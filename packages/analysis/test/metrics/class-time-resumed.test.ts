import { styleTargets } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { isAside } from '../../src/metrics/class-rhythm.ts';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

// A barre class (held out, 29 Nov): the teacher stops 45 s to fix the speaker, then "Sorry about that. Rise onto
// demi-pointe and balance." and the class balances 15 s. The mp3 wrote the apology as a sentence of its own; the 8 kHz
// telephone copy wrote "Sorry about that, right onto the midpoint and balance, arm-min fifth," as one, no cue in it,
// and read the balance as dead air after an aside: 50 intermediate against 68 advanced.
const barre = (fourth: string) => {
  const said = [
    'Take the barre with your left hand, first position.',
    'Demi plie and stretch, two more, arms in second.',
    'Tendu to the front, close, to the side, close, eight times.',
    fourth,
    'Turn to face the other way and repeat from plie.',
    'Lovely work today, reverence and we are done.',
  ];
  let t = 0;
  const lines = said.map((text) => {
    const line = { start: t, end: t + 3, text };
    t += 3 + 18;
    return line;
  });
  const transcript = processTranscript(lines, { language: 'en', style: 'ballet' });
  return computeClassTime({
    regions: lines.map(({ start, end }) => ({ start, end })),
    transcript,
    targets: styleTargets('ballet', 'en'),
    language: 'en',
  });
};
const afterFourth = 66;

describe('an apology the class is taught on after', () => {
  it('is over once the teaching resumes in the same sentence: the phrase after it keeps the class rhythm', () => {
    const resumed = barre('Sorry about that, right onto the midpoint and balance, arm-min fifth,');
    expect(resumed.stretches.find((s) => s.start === afterFourth)?.kind).toBe('working');
    expect(resumed.deadAirCount).toBe(0);
    // The same misheard line without the apology, as the mp3 wrote it: the same reading.
    expect(barre('Right onto the midpoint and balance, arm-min fifth.').deadAirCount).toBe(0);
  });

  it('stays an aside when what follows it is the instructor or the room, or when nothing follows it', () => {
    for (const own of [
      'Sorry about that, I need to fix the sound again.',
      'Sorry everyone, let me find the track.',
      'Sorry about that.',
      'Hang on, the speaker has dropped out.',
    ]) {
      expect(barre(own).stretches.find((s) => s.start === afterFourth)?.kind, own).toBe('dead_air');
    }
  });

  it('reads Korean the same way', () => {
    expect(isAside('죄송합니다, 다시 발끝으로 올라가서 균형 잡습니다.', 'ko')).toBe(false);
    expect(isAside('죄송합니다, 잠깐만요, 음악이 끊겼네요.', 'ko')).toBe(true);
    expect(isAside('죄송합니다.', 'ko')).toBe(true);
  });
});

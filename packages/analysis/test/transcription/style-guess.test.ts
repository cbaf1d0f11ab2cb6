import { describe, expect, it } from 'vitest';
import {
  chunksOfNextMinute,
  chunksToDecodeAgain,
  guessStyleGroup,
  MAX_DECODED_AGAIN,
  segmentsByChunk,
} from '../../src/transcription/style-guess.ts';

describe('the movement group of a class without a style, from its first minute', () => {
  it('names the group whose terms the instructor uses', () => {
    expect(guessStyleGroup('Welcome to our vinyasa class. Step back through chaturanga into downward dog.', 'en')).toBe(
      'yoga',
    );
    expect(guessStyleGroup('Lie on the carriage with your feet on the footbar. Find your neutral spine.', 'en')).toBe(
      'pilates',
    );
    expect(guessStyleGroup('This is a Tabata circuit: burpees, then mountain climbers, ten reps.', 'en')).toBe(
      'fitness',
    );
    expect(guessStyleGroup('Demi plié in first position, then tendu to the side and relevé.', 'en')).toBe('dance');
    expect(guessStyleGroup('오늘은 필라테스 리포머 수업입니다. 풋바에 발을 올려 주세요.', 'ko')).toBe('pilates');
  });

  it('guesses nothing from a class that names nothing, counts alone, or two groups at once', () => {
    expect(guessStyleGroup('Take a deep breath in through your nose and let your shoulders soften.', 'en')).toBeNull();
    expect(guessStyleGroup('Five, six, seven, eight. One, two, three, four.', 'en')).toBeNull();
    // One term is a word said in many classes, not a class's name.
    expect(guessStyleGroup('Hold your plank for thirty seconds.', 'en')).toBeNull();
    expect(guessStyleGroup('From downward dog into warrior two, then burpees and squats.', 'en')).toBeNull();
  });

  it('takes the chunks holding the next minute of speech, at least one', () => {
    const chunk = (speechSec: number) => ({ speech: [{ start: 0, end: speechSec }] });
    expect(chunksOfNextMinute([chunk(25), chunk(25), chunk(25), chunk(25)])).toBe(3);
    expect(chunksOfNextMinute([chunk(28), chunk(28)])).toBe(2);
    expect(chunksOfNextMinute([chunk(80), chunk(20)])).toBe(1);
    expect(chunksOfNextMinute([chunk(25), chunk(25), chunk(25), chunk(25)], 3)).toBe(1);
    expect(chunksOfNextMinute([chunk(25)], 1)).toBe(0);
  });

  it('gives each segment of a decode to the chunk it was spoken in', () => {
    const chunks = [
      { start: 0, end: 28 },
      { start: 31, end: 58 },
      { start: 90, end: 118 },
    ];
    const at = (start: number, end: number) => ({ start, end, text: `${start}` });
    const split = segmentsByChunk([at(1, 5), at(26, 29.5), at(32, 40), at(95, 99), at(118, 121)], chunks);
    expect(split.map((own) => own.map((s) => s.text))).toEqual([['1', '26'], ['32'], ['95', '118']]);
  });

  it('decodes again the chunks before the guess that named a term or were unsure, not the welcome', () => {
    const sure = { avgLogprob: -0.2, problems: [], attempts: 1 };
    const chunk = (text: string, quality = sure) => [{ start: 0, end: 1, text, quality }];
    const decoded = [
      chunk('Good morning everyone, the car park is closed this week.'),
      chunk('Tickets for the show are at the front office.'),
      chunk('Mumbled words nobody could read.', { avgLogprob: -0.9, problems: [], attempts: 1 }),
      chunk('Set the springs for footwork and lie down on the carriage.'),
      chunk('Find a neutral spine and hold your plank.'),
    ];
    expect(chunksToDecodeAgain(decoded, 'pilates', 'en')).toEqual([2, 3, 4]);
    // Within the budget, the chunks with most of the group's terms go first, then the least sure.
    expect(chunksToDecodeAgain(decoded, 'pilates', 'en', 2)).toEqual([3, 4]);
    const long = Array.from({ length: 10 }, () => chunk('Step into warrior two and then downward dog.'));
    expect(chunksToDecodeAgain(long, 'yoga', 'en')).toHaveLength(MAX_DECODED_AGAIN);
  });
});

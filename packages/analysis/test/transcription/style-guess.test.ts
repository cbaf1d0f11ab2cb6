import { describe, expect, it } from 'vitest';
import { firstMinuteChunks, guessStyleGroup } from '../../src/transcription/style-guess.ts';

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

  it('takes the chunks holding the first minute of speech, at least one', () => {
    const chunk = (speechSec: number) => ({ speech: [{ start: 0, end: speechSec }] });
    expect(firstMinuteChunks([chunk(25), chunk(25), chunk(25), chunk(25)])).toBe(3);
    expect(firstMinuteChunks([chunk(28), chunk(28)])).toBe(2);
    expect(firstMinuteChunks([chunk(80), chunk(20)])).toBe(1);
  });
});

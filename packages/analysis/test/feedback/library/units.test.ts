import { describe, expect, it } from 'vitest';
import { units } from '../../../src/feedback/library/context.ts';

describe('counted English nouns in reports', () => {
  it('reads "1 minute" and "1 filler", but "1.5 minutes", "0 fillers" and "2 breath cues"', () => {
    expect(units(1, 'minute', 'minutes', 1)).toBe('1 minute');
    expect(units(0.98, 'minute', 'minutes', 1)).toBe('1 minute');
    expect(units(1.5, 'minute', 'minutes', 1)).toBe('1.5 minutes');
    expect(units(1, 'filler', 'fillers')).toBe('1 filler');
    expect(units(0, 'filler', 'fillers')).toBe('0 fillers');
    expect(units(2, 'breath cue', 'breath cues')).toBe('2 breath cues');
  });
});

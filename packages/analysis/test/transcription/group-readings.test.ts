import { describe, expect, it } from 'vitest';
import { readsAsWritten } from '../../src/transcription/group-readings.ts';
import type { GroupReading, RawSegment } from '../../src/transcription/types.ts';

// A breath group read alone surely, where the decoder in context wrote next to nothing over it: the reading alone is
// the only one there is (an alternating class's English line was written in context as "And,").
const group = (text: string, avgLogprob = -0.47): GroupReading => ({
  start: 16.1,
  end: 19,
  segments: [{ text, avgLogprob }],
});
const context: RawSegment[] = [
  { start: 1, end: 15, text: "Don't morning everyone and welcome to our floor class." },
  { start: 16.1, end: 19, text: 'And,' },
  { start: 20.1, end: 24.1, text: 'yon kasé yor.' },
];
const line = 'Turn that the top of your mat with your feet hip width apart.';

describe('a line read alone surely where context wrote next to nothing over it', () => {
  it('counts as read as written', () => {
    expect(readsAsWritten(group(line), context, 'en')).toBe(true);
  });

  it('does not when the reading alone was unsure, short, a loop or a line Whisper invents on silence', () => {
    expect(readsAsWritten(group(line, -0.9), context, 'en')).toBe(false);
    expect(readsAsWritten(group('Turn to the top.'), context, 'en')).toBe(false);
    // A sure decode that says a few words and then loops (a Scottish ballet line read alone).
    const loop: GroupReading = {
      ...group(line),
      segments: [{ text: "No, I'm not going to play." }, { text: 'Loy, '.repeat(40).trim() }],
    };
    expect(readsAsWritten(loop, context, 'en')).toBe(false);
    expect(readsAsWritten(group('Thank you so much for watching!', -0.2), context, 'en')).toBe(false);
  });

  it('does not where context wrote other words over it', () => {
    const written: RawSegment[] = [{ start: 16.1, end: 19, text: 'Gossip will y’all go out there, he will bet you.' }];
    expect(readsAsWritten(group(line), written, 'en')).toBe(false);
  });
});

import { styleTargets } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { quotable } from '../../src/feedback/quotable.ts';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';
import { isUnreadText, withoutSplitTags } from '../../src/transcription/unread-text.ts';
import { classTimeOf, type Line } from '../helpers/class-time-of.ts';

// A hatha class in a voice it was not written for (en-gb-scotland+f4, 150 wpm) on an 8 kHz telephone line: the
// recogniser wrote "Come down onto your back and rest in savasana." as "(speaking in foreign" | "language)", cut at a
// segment boundary, and the 40 s savasana after it was 40 s of dead air (score 59 against the mp3's 89).
const poses: Line[] = [
  { start: 0, end: 4, text: 'Step the left foot back into warrior one and hold for five breaths.' },
  { start: 34, end: 38, text: 'Open the hips into warrior two, gaze over the front fingers.' },
  { start: 68, end: 72, text: 'Straighten the front leg for triangle, reach forward and tip down.' },
  { start: 97, end: 101, text: 'Step forward and change sides, right foot back, warrior one.' },
];
const savasanaAt = 131;
const closing = (after: number): Line => ({
  start: savasanaAt + 3 + after,
  end: savasanaAt + 7 + after,
  text: 'Thank you.',
});

/** The class with the line before the closing silence as the recogniser wrote it (null: no words at all). */
function classTime(heard: string | null, silence: number, style: 'hatha' | 'restorative' = 'hatha') {
  const unread = { start: savasanaAt, end: savasanaAt + 3 };
  const lines = [...poses, ...(heard === null ? [] : [{ ...unread, text: heard }]), closing(silence)];
  return computeClassTime({
    regions: [...poses, unread, closing(silence)].map(({ start, end }) => ({ start, end })),
    transcript: processTranscript(lines, { language: 'en', style }),
    targets: styleTargets(style, 'en'),
    language: 'en',
  });
}

const last = (ct: ReturnType<typeof classTime>) => ct.stretches.filter((s) => s.kind !== 'speaking').at(-1)!;

describe('a silence after speech the recogniser could not read', () => {
  it('is the class resting, not dead air, however the unread line was written', () => {
    for (const heard of ['(speaking in foreign', '(speaking in foreign language)', '[Music]', '(upbeat music)', null]) {
      const ct = classTime(heard, 40);
      expect(ct.deadAirCount, String(heard)).toBe(0);
      expect(last(ct), String(heard)).toMatchObject({ kind: 'working', start: savasanaAt + 3, end: savasanaAt + 43 });
    }
    // A line the recogniser is known to invent in place of one it could not read.
    expect(classTime('Thank you so much for watching.', 40).deadAirCount).toBe(0);
    // In a still style the same silence is a hold, as its cued silences are.
    expect(last(classTime('(speaking in foreign', 40, 'restorative')).kind).toBe('hold');
  });

  it('still reads a line that was read, and a stop far longer than the class works, as dead air', () => {
    // Read, the same words that leave the class nothing to do are a pause in talk, then dead air.
    expect(classTime('Okay, good.', 40).seconds.dead_air).toBe(40);
    // Unread, the silence is the class's for as long as its words explained one (30 s × 1.3), then dead air.
    const stop = classTime('(speaking in foreign', 120);
    expect(stop.deadAirCount).toBe(1);
    expect(stop.longestDeadAirSec).toBe(120);
    expect(stop.seconds.dead_air).toBeCloseTo(120 - 30 * 1.3, 1);
  });

  it('reads as before when nothing was left unread: a breath the detector heard is not a line', () => {
    const lines = [
      ...poses,
      { start: 131, end: 135, text: 'Okay, good.' },
      { start: 175.5, end: 179, text: 'Thank you.' },
    ];
    const regions = [...lines.slice(0, -1), { start: 135.2, end: 135.6 }, lines.at(-1)!];
    const ct = computeClassTime({
      regions: regions.map(({ start, end }) => ({ start, end })),
      transcript: processTranscript(lines, { language: 'en', style: 'hatha' }),
      targets: styleTargets('hatha', 'en'),
      language: 'en',
    });
    expect(ct.seconds.dead_air).toBeCloseTo(39.9, 1);
    expect(classTimeOf(lines, 'hatha').seconds.dead_air).toBeCloseTo(40.5, 1);
  });
});

describe('a tag in place of a line', () => {
  it('is no reading of speech, whole or cut in two, and is never quoted as the instructor', () => {
    for (const text of ['(speaking in foreign', 'language)', '[Music]', '(upbeat music)', 'Thanks for watching!']) {
      expect(isUnreadText(text), text).toBe(true);
      expect(quotable(text, { spoken: 'en' }), text).toBe(false);
    }
    expect(isUnreadText("Thank you so much for watching, I'll see you in the next video.")).toBe(true);
    for (const text of ['Lift the arms (slowly) and breathe.', 'Thank you.', 'Rest in savasana.']) {
      expect(isUnreadText(text), text).toBe(false);
    }
  });

  it('is taken out of the transcript when cut across two segments', () => {
    const segments = withoutSplitTags([
      { start: 106, end: 111, text: 'Step forward and change sides.' },
      { start: 141, end: 144, text: '(speaking in foreign' },
      { start: 184, end: 184.4, text: 'language)' },
      { start: 184.4, end: 188, text: 'Slowly roll to the side.' },
      { start: 190, end: 192, text: 'Lift the arms (slowly' },
      { start: 192, end: 194, text: 'and) breathe.' },
    ]);
    expect(segments.map((s) => s.text)).toEqual([
      'Step forward and change sides.',
      'Slowly roll to the side.',
      'Lift the arms (slowly',
      'and) breathe.',
    ]);
  });
});

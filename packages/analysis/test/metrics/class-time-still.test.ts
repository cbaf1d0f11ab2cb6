import { type Style, type StyleTargets, studentSeconds, styleTargets } from '@cuecoach/contracts';
import { describe, expect, it } from 'vitest';
import { computeClassTime } from '../../src/metrics/class-time.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

type Line = { start: number; end: number; text: string };

function classTime(lines: Line[], style: Style, targets: StyleTargets = styleTargets(style, 'en')) {
  return computeClassTime({
    regions: lines.map(({ start, end }) => ({ start, end })),
    transcript: processTranscript(lines, { language: 'en', style }),
    targets,
    language: 'en',
  });
}

// A restorative class as its mp3 copy heard it (verdict sweep, held out): "We stay here three minutes." came out as
// "Waist tail three minutes." and the other two holds have no hold word at all. Every silence is the class lying
// still in the pose, and the timeline called all 453 s of it students working.
const restorative: Line[] = [
  { start: 0, end: 5, text: 'Settle onto your bolster and close your eyes.' },
  {
    start: 8,
    end: 17,
    text: 'Supported child pose, chest on the bolster, turn the head to one side. Waist tail three minutes.',
  },
  { start: 197, end: 199, text: 'Turn the head the other way.' },
  { start: 349, end: 355, text: 'Slowly come out, and lie back over the bolster for a supported fish.' },
  { start: 475, end: 480, text: 'Gently roll to the side and come up when you are ready. Namaste.' },
];

describe('a cued silence in a still style', () => {
  it('reads a restorative class lying in its poses as holds, not work, even with the hold words misheard or unsaid', () => {
    const ct = classTime(restorative, 'restorative');
    expect(ct.seconds.working).toBe(0);
    expect(ct.seconds.hold).toBe(453);
    expect(ct.seconds.dead_air).toBe(0);
  });

  it('keeps the allowance and the dead-air rule: only the kind changes, so nothing a score reads moves', () => {
    // A yin hold with no hold word, run on far past the style's five minutes: the overrun is dead air either way.
    const lines: Line[] = [
      { start: 0, end: 4, text: 'Fold forward over your legs into caterpillar.' },
      { start: 404, end: 407, text: 'Slowly roll up to sit.' },
      { start: 407.5, end: 410, text: 'Walk your hands back and lie down.' },
      { start: 440, end: 443, text: 'Hug your knees into your chest.' },
    ];
    for (const [style, cls] of [
      ['yin', lines],
      ['restorative', restorative],
    ] as const) {
      const still = classTime(cls, style);
      const asWork = classTime(cls, style, { ...styleTargets(style, 'en'), cuedSilence: 'working' });
      expect(still.stretches.map(({ start, end }) => [start, end])).toEqual(
        asWork.stretches.map(({ start, end }) => [start, end]),
      );
      expect(still.stretches.map((s) => s.kind)).toEqual(
        asWork.stretches.map((s) => (s.kind === 'working' ? 'hold' : s.kind)),
      );
      expect(studentSeconds({ classTime: still })).toEqual(studentSeconds({ classTime: asWork }));
      expect(studentSeconds({ classTime: still }).silent).toBeGreaterThan(0);
      expect({ ...still, stretches: [], seconds: {} }).toEqual({ ...asWork, stretches: [], seconds: {} });
    }
    const yin = classTime(lines, 'yin');
    expect(yin.seconds).toMatchObject({ working: 0, hold: 300 + 30, dead_air: 100 });
  });

  it('leaves hatha and vinyasa alone: a silence after a cue there may be a flow done on the breath', () => {
    for (const style of ['hatha', 'vinyasa'] as const) {
      const ct = classTime(
        [
          { start: 0, end: 4, text: 'Open the hips into warrior two, gaze over the front fingers.' },
          { start: 19, end: 23, text: 'Straighten the front leg for triangle.' },
        ],
        style,
      );
      expect(ct.seconds, style).toMatchObject({ working: 15, hold: 0 });
    }
  });
});

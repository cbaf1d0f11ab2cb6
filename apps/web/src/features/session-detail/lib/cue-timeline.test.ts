import { describe, expect, it } from 'vitest';
import { cueTimeline, kindsIn, markRuns } from './cue-timeline.ts';

const seg = (
  start: number,
  text: string,
  fillers: [number, number][] = [],
  cues: [number, number, 'breathing' | 'alignment'][] = [],
) => ({
  start,
  end: start + 3,
  text,
  fillers: fillers.map(([s, e]) => ({ term: text.slice(s, e), start: s, end: e })),
  cues: cues.map(([s, e, category]) => ({ term: text.slice(s, e), start: s, end: e, category })),
});

describe('transcript marks and cue timeline', () => {
  it('splits text into plain, filler and cue runs that rebuild the original text', () => {
    const s = seg(
      0,
      'um inhale and lift your arms',
      [[0, 2]],
      [
        [3, 9, 'breathing'],
        [14, 18, 'alignment'],
      ],
    );
    const runs = markRuns(s);
    expect(runs.map((r) => r.text).join('')).toBe(s.text);
    expect(runs.filter((r) => r.kind === 'filler').map((r) => r.text)).toEqual(['um']);
    expect(runs.filter((r) => r.kind === 'cue').map((r) => [r.text, r.category])).toEqual([
      ['inhale', 'breathing'],
      ['lift', 'alignment'],
    ]);
  });

  it('counts cues per category in the minute they were spoken, keeping empty minutes', () => {
    const rows = cueTimeline(
      [
        seg(10, 'inhale', [], [[0, 6, 'breathing']]),
        seg(
          130,
          'inhale lift',
          [],
          [
            [0, 6, 'breathing'],
            [7, 11, 'alignment'],
          ],
        ),
      ],
      180,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ minute: 1, breathing: 1, alignment: 0 });
    expect(rows[1]).toMatchObject({ minute: 2, breathing: 0 });
    expect(rows[2]).toMatchObject({ minute: 3, breathing: 1, alignment: 1 });
  });

  it('counts each cue once, under its first kind, so the bars add up to the overview total', () => {
    const counted = {
      ...seg(
        5,
        'Inhale, sweep your arms up. Stay here for five breaths.',
        [],
        [
          [0, 6, 'breathing'],
          [14, 18, 'alignment'],
        ],
      ),
      cueUtterances: [
        { start: 0, end: 27, kinds: ['breathing' as const, 'directional' as const] },
        { start: 28, end: 55, kinds: ['timing' as const] },
      ],
    };
    const rows = cueTimeline([counted], 60);
    expect(rows[0]).toMatchObject({ breathing: 1, alignment: 0, directional: 0, timing: 1 });
    const total = rows.reduce(
      (sum, r) => sum + r.breathing + r.alignment + r.transition + r.directional + r.safety + r.timing,
      0,
    );
    expect(total).toBe(2);
    expect(kindsIn(rows)).toEqual(['breathing', 'timing']);
  });
});

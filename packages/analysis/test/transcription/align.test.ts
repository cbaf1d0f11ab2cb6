import { describe, expect, it } from 'vitest';
import { breathGroups, divideText, placeOnSpeech, spreadSentences } from '../../src/transcription/align.ts';

const speech = [
  { start: 1, end: 3 },
  { start: 4, end: 6 },
  { start: 10, end: 12 },
];

describe('placeOnSpeech (recogniser segments on VAD speech)', () => {
  it('pulls coarse recogniser times in to the speech they cover', () => {
    // tiny.en rounds its timestamps to whole seconds: 0–7 s and 9–13 s here.
    expect(
      placeOnSpeech(
        [
          { start: 0, end: 7, text: 'Breathe in slowly.' },
          { start: 9, end: 13, text: 'Rest your arms.' },
        ],
        speech,
      ),
    ).toEqual([
      { start: 1, end: 6, text: 'Breathe in slowly.' },
      { start: 10, end: 12, text: 'Rest your arms.' },
    ]);
  });

  it('gives the speech before a pause to the segment it continues when the recogniser starts the next one early', () => {
    // Heard in a HIIT class: "…chest up, knees over toes." runs to 13.92 s, 1.5 s of silence, then "So, drive…";
    // the recogniser ended the first line at 12.83 s and began the second there. VAD's 32 ms frames read the
    // designed 1.5 s pause as 1.47 s.
    const vad = [
      { start: 8.19, end: 12.83 },
      { start: 12.99, end: 13.92 },
      { start: 15.39, end: 18.75 },
    ];
    const segments = placeOnSpeech(
      [
        { start: 8, end: 12.83, text: 'Keep it up. Switch to squats, chest up, knees over toes.' },
        { start: 12.83, end: 19, text: 'So, drive through your heels and breathe out as you stand.' },
      ],
      vad,
    );
    expect(segments).toEqual([
      { start: 8.19, end: 13.92, text: 'Keep it up. Switch to squats, chest up, knees over toes.' },
      { start: 15.39, end: 18.75, text: 'So, drive through your heels and breathe out as you stand.' },
    ]);
  });

  it('never lets a segment span a pause of 1.5 s or more, cutting the text at the sentence end nearest in time', () => {
    const segments = placeOnSpeech(
      [
        {
          start: 0,
          end: 13,
          text: 'Step your right foot forward. Keep your knee over your ankle. Inhale and reach up.',
        },
      ],
      speech,
    );
    expect(segments.map((s) => s.text)).toEqual([
      'Step your right foot forward.',
      'Keep your knee over your ankle.',
      'Inhale and reach up.',
    ]);
    expect(segments.map((s) => [s.start, s.end])).toEqual([
      [1, 3],
      [4, 6],
      [10, 12],
    ]);
  });

  it('splits an unpunctuated text at long pauses by speaking time rather than gluing it into one segment', () => {
    const segments = placeOnSpeech(
      [{ start: 0, end: 13, text: 'w01 w02 w03 w04 w05 w06 w07 w08 w09 w10 w11 w12' }],
      [
        { start: 0, end: 4 },
        { start: 8, end: 12 },
      ],
    );
    expect(segments).toEqual([
      { start: 0, end: 4, text: 'w01 w02 w03 w04 w05 w06' },
      { start: 8, end: 12, text: 'w07 w08 w09 w10 w11 w12' },
    ]);
  });

  it('caps a segment at 15 s by cutting at its longest inner pause', () => {
    const regions = [
      { start: 0, end: 6 },
      { start: 6.5, end: 12 },
      { start: 13.2, end: 19 },
    ];
    const segments = placeOnSpeech(
      [{ start: 0, end: 19, text: 'First part here. Second part here. Third part.' }],
      regions,
    );
    for (const s of segments) expect(s.end - s.start).toBeLessThanOrEqual(15);
    expect(segments.at(-1)).toEqual({ start: 13.2, end: 19, text: 'Third part.' });
  });

  it('keeps segments in order without overlap and keeps text VAD did not hear at its own times', () => {
    const segments = placeOnSpeech(
      [
        { start: 0.5, end: 3.5, text: 'Hello.' },
        { start: 3, end: 6, text: 'Again.' },
        { start: 7, end: 8, text: 'Soft word.' },
      ],
      speech,
    );
    expect(segments).toEqual([
      { start: 1, end: 3, text: 'Hello.' },
      { start: 4, end: 6, text: 'Again.' },
      { start: 7, end: 8, text: 'Soft word.' },
    ]);
  });
});

describe('spreadSentences and divideText', () => {
  it('puts one sentence per breath group when the counts match', () => {
    expect(spreadSentences('Breathe in slowly. Exhale now. Rest your arms.', speech)).toEqual([
      { start: 1, end: 3, text: 'Breathe in slowly.' },
      { start: 4, end: 6, text: 'Exhale now.' },
      { start: 10, end: 12, text: 'Rest your arms.' },
    ]);
    expect(spreadSentences('   ', speech)).toEqual([]);
  });

  it('gives every group at least one word, preferring sentence ends over clause ends over plain words', () => {
    const groups = [[{ start: 0, end: 3 }], [{ start: 5, end: 8 }]];
    expect(divideText('Lift your chest, and lengthen. Now fold forward and breathe', groups)).toEqual([
      'Lift your chest, and lengthen.',
      'Now fold forward and breathe',
    ]);
    expect(divideText('Hi', [[{ start: 0, end: 1 }], [{ start: 3, end: 4 }]])).toEqual(['Hi', '']);
  });
});

describe('breathGroups (for recognisers without times)', () => {
  it('joins regions across short pauses, never across long ones, and never beyond 15 s', () => {
    expect(breathGroups(speech, 1.5)).toEqual([[speech[0], speech[1]], [speech[2]]]);
    const many = Array.from({ length: 10 }, (_, i) => ({ start: i * 3, end: i * 3 + 2.5 }));
    for (const group of breathGroups(many, 1.5)) {
      expect(group.at(-1)!.end - group[0]!.start).toBeLessThanOrEqual(15);
    }
  });
});

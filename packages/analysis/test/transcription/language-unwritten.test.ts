import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AudioChunk } from '../../src/segmentation/chunks.ts';
import { cleanText, writesWords } from '../../src/transcription/clean-text.ts';
import { segmentsOfReplies } from '../../src/transcription/local.ts';
import type { RawSegment } from '../../src/transcription/types.ts';
import type { WorkerReply } from '../../src/transcription/worker-pool.ts';
import type { TimeRange } from '../../src/vad/speech-regions.ts';
import { judgeEnglish } from '../helpers/gate-judgement.ts';

// Speech the embedded engine writes no words over inside a chunk: a Korean line it answers with a foreign marker in
// square brackets, or with nothing a segment keeps. The gate must still count it.
const judge = judgeEnglish;

type Reply = Pick<WorkerReply, 'segments' | 'quality' | 'unwritten'>;

describe('speech the decoder writes no words over', () => {
  it('refuses an alternating class whose Korean lines came back only as "[speaking in foreign language]"', () => {
    // Pair Q (test/fixtures/language-gate): the first chunk wrote its three English lines and, over each Korean line
    // between them, a segment "[speaking in foreign language]" that cleaning took for non-speech ("[Music]") and
    // dropped, so a fifth of the speech lay under no segment and the class measured 28 % and completed.
    const file = new URL('../fixtures/language-gate/alternating-q-replies.json', import.meta.url);
    const { speech, chunks, replies } = JSON.parse(readFileSync(file, 'utf8')) as {
      speech: TimeRange[];
      chunks: AudioChunk[];
      replies: Reply[];
    };
    const segments = segmentsOfReplies(chunks, (chunk) => replies[chunk.index]);
    expect(segments.some((s) => s.text === '[speaking in foreign language]')).toBe(true);
    const { error, share } = judge(segments, speech);
    expect(share).toBeGreaterThan(0.45);
    expect(error?.code).toBe('language_mismatch');
  });

  it('counts readings of a chunk that wrote nothing that stays, carried by the nearest segment of the file', () => {
    // Two chunks: 10 s of English written as English, then 12 s of Korean the decoder wrote only "[Music]" over.
    // Its breath groups read alone came back as foreign markers; with no segment of their chunk to travel on they
    // were lost, and the class measured 0 %.
    const chunk = (index: number, start: number, end: number, speech: TimeRange[]): AudioChunk => ({
      index,
      start,
      end,
      speech,
      pieces: [{ start, end }],
    });
    const english = [
      { start: 0.5, end: 5 },
      { start: 6, end: 10.5 },
    ];
    const korean = [
      { start: 11.5, end: 17.5 },
      { start: 18.5, end: 24.5 },
    ];
    const chunks = [chunk(0, 0, 11, english), chunk(1, 11, 25, korean)];
    const replies: Reply[] = [
      {
        segments: [
          { start: 0.5, end: 5, text: 'Good morning everyone and welcome to our flow class.' },
          { start: 6, end: 10.5, text: 'Stand at the top of your mat with your feet hip width apart.' },
        ],
        quality: { avgLogprob: -0.3, problems: [], attempts: 1 },
      },
      {
        segments: [{ start: 0, end: 14, text: '[Music]' }],
        quality: { avgLogprob: -0.8, problems: [], attempts: 1 },
        unwritten: [
          { start: 0.5, end: 6.5, segments: [{ text: '(speaking in foreign language)' }] },
          { start: 7.5, end: 13.5, segments: [{ text: '[speaking in foreign language]' }] },
        ],
      },
    ];
    const segments = segmentsOfReplies(chunks, (c) => replies[c.index]);
    expect(segments.map((s) => s.text)).not.toContain('[Music]');
    const { error, share } = judge(segments, [...english, ...korean]);
    expect(share).toBeGreaterThan(0.5);
    expect(error?.code).toBe('language_mismatch');

    // The same chunk read alone as English lines is not counted.
    replies[1]!.unwritten = [
      { start: 0.5, end: 6.5, segments: [{ text: 'Take a deep breath in and reach your arms up overhead.' }] },
      { start: 7.5, end: 13.5, segments: [{ text: 'Exhale and fold forward, letting your head hang heavy.' }] },
    ];
    expect(
      judge(
        segmentsOfReplies(chunks, (c) => replies[c.index]),
        [...english, ...korean],
      ).error,
    ).toBeNull();
  });

  it('does not count a marker over a line whose breath group reads alone as English', () => {
    // The engine also writes "[speaking in a foreign language]" over an English line it cannot make out (a vinyasa
    // line with Sanskrit over a phone's band); read alone, such a line comes back as English words. Two of five lines
    // so marked counted whole (42 % of the speech) and the class was refused as Korean.
    const line = (start: number, text: string, alone?: string): RawSegment => ({
      start,
      end: start + 4,
      text,
      avgLogprob: -0.3,
      ...(alone ? { alone: [{ start, end: start + 4, segments: [{ text: alone, avgLogprob: -0.35 }] }] } : {}),
    });
    const speech = [0, 5, 10, 15, 20].map((start) => ({ start, end: start + 4 }));
    const marked = (alone: string) => [
      line(0, 'Good morning everyone and welcome to our flow class.'),
      line(5, '[speaking in a foreign language]', alone),
      line(10, 'Take a deep breath in and reach your arms up overhead.'),
      line(15, '[speaking in a foreign language]', alone),
      line(20, 'Exhale and fold forward, letting your head hang heavy.'),
    ];
    expect(judge(marked('Step back into downward dog and hold for five breaths.'), speech).error).toBeNull();
    // A Korean line read alone comes back as a marker or made-up words: the marker counts.
    expect(judge(marked('(speaking in foreign language)'), speech).error?.code).toBe('language_mismatch');
    expect(judge(marked('Met mup, jokepamke, sa sa pamil dol manon'), speech).error?.code).toBe('language_mismatch');
  });

  it('keeps foreign markers for the gate and drops other bracketed non-speech', () => {
    expect(cleanText('[Music] Good job [speaking in foreign language]', { keepForeignMarkers: true })).toBe(
      'Good job [speaking in foreign language]',
    );
    expect(cleanText('[Music] Good job [speaking in foreign language]')).toBe('Good job');
    expect(writesWords('[speaking in foreign language]')).toBe(false);
    expect(writesWords('[Music]')).toBe(false);
    expect(writesWords('(speaking in foreign language) Exhale')).toBe(true);
  });
});

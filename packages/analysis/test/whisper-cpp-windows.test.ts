import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRecordings, recognitionWindows } from '../scripts/recognition-windows.ts';
import type { PcmFile } from '../src/media/decode.ts';
import type { AudioChunk } from '../src/segmentation/chunks.ts';
import { createWhisperCppTranscriber, segmentsInFile, windowLength } from '../src/transcription/whisper-cpp.ts';
import { collectSegments, windowSegments } from '../src/transcription/whisper-cpp-segments.ts';
import { fixture, whisperTestModel } from './helpers/fixtures.ts';

// whisper.cpp reports segment times in centiseconds of the window it was given.
const seg = (start: number, end: number, text: string) => ({ start: start * 100, end: end * 100, text });

describe('whisper.cpp segment times', () => {
  it('keeps times inside the window and moving forward, whatever the model reported', () => {
    // A short window (12.5 s) is read padded to 30 s, so the model may stamp past its audio; timestamps of an
    // unsure model may also step back.
    const out = windowSegments(
      [seg(0, 4.2, ' 숨을 들이마시고'), seg(3.8, 7, '내쉬세요'), seg(7, 7, '  '), seg(9, 14, '어깨를 내리고요')],
      12.5,
    );
    expect(out.map((s) => s.text)).toEqual(['숨을 들이마시고', '내쉬세요', '어깨를 내리고요']);
    expect(out).toEqual([
      { start: 0, end: 4.2, text: '숨을 들이마시고' },
      { start: 4.2, end: 7, text: '내쉬세요' },
      { start: 9, end: 12.5, text: '어깨를 내리고요' },
    ]);
  });

  it("maps a window's times back through its pieces to the recording", () => {
    // Two stretches of speech with a long hold between them, joined end to end in the window.
    const chunk: AudioChunk = {
      index: 0,
      start: 100,
      end: 150,
      speech: [
        { start: 100.6, end: 109.4 },
        { start: 140.6, end: 149.4 },
      ],
      pieces: [
        { start: 100, end: 110 },
        { start: 140, end: 150 },
      ],
    };
    expect(windowLength(chunk)).toBe(20);
    const inFile = segmentsInFile(chunk, [
      { start: 1, end: 9, text: '첫 번째 문장' },
      { start: 11, end: 19, text: '두 번째 [음악] 문장' },
      { start: 19, end: 20, text: '[Music]' },
    ]);
    expect(inFile).toEqual([
      { start: 101, end: 109, text: '첫 번째 문장' },
      { start: 141, end: 149, text: '두 번째 문장' },
    ]);
  });
});

describe('collecting the segments of a whisper.cpp call', () => {
  it('waits for segments that arrive after the call returns (queued callbacks)', async () => {
    const delivered: { start: number; end: number; text: string }[] = [];
    // The binding delivers queued segment callbacks on later turns of the event loop.
    setImmediate(() => {
      delivered.push(seg(0, 3, '하나'));
      setImmediate(() => setImmediate(() => delivered.push(seg(3, 6, '둘'))));
    });
    expect(await collectSegments(' 하나 둘', delivered, 10)).toEqual([
      { start: 0, end: 3, text: '하나' },
      { start: 3, end: 6, text: '둘' },
    ]);
  });

  it('keeps the text as one window-long segment when its times never arrive, and nothing for no text', async () => {
    expect(await collectSegments(' 하나 둘', [seg(0, 3, '하나')], 8, 5)).toEqual([
      { start: 0, end: 8, text: '하나 둘' },
    ]);
    expect(await collectSegments('', [], 8, 5)).toEqual([]);
  });
});

// The shipped test model is whisper.cpp's tiny architecture without trained weights: it reads no word, but every
// call costs what a real tiny model's call costs in encoder work, so it measures calls and passes.
describe('whisper.cpp on a Korean class in 30 s windows', () => {
  let pcm: PcmFile;
  let chunks: AudioChunk[];
  let close: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'cuecoach-whisper-windows-'));
  beforeAll(async () => {
    // Three short Korean classes one after another: more speech than one 30 s window holds.
    const joined = join(dir, 'ko-joined.wav');
    joinRecordings([fixture('ko-class.mp3'), fixture('ko-yoga.mp3'), fixture('ko-class.mp3')], joined);
    ({ pcm, chunks, close } = await recognitionWindows(joined));
  }, 120_000);
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs one encoder pass per window (plus one to identify the language), in order', async () => {
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(windowLength(chunk)).toBeLessThanOrEqual(30);
    const transcriber = createWhisperCppTranscriber({ modelPath: whisperTestModel });
    const progress: number[] = [];
    const detected: string[] = [];
    const segments = await transcriber.transcribe({
      pcm,
      chunks,
      language: 'ko',
      style: 'hatha',
      onChunkDone: (done, total) => progress.push(done / total),
      onLanguageDetected: (language) => detected.push(language),
    });
    expect(transcriber.lastRun).toMatchObject({ windows: chunks.length, encoderPasses: chunks.length + 1 });
    expect(progress).toEqual(chunks.map((_, i) => (i + 1) / chunks.length));
    expect(detected).toHaveLength(1);
    // Whatever the untrained model writes lies on the recording's timeline, in order.
    for (const [i, s] of segments.entries()) {
      expect(s.end).toBeGreaterThanOrEqual(s.start);
      expect(s.start).toBeGreaterThanOrEqual(segments[i - 1]?.end ?? 0);
      expect(s.end).toBeLessThanOrEqual(pcm.durationSec);
    }
  }, 600_000);

  it('stops at a window boundary when cancelled, and the engine serves the next analysis', async () => {
    const transcriber = createWhisperCppTranscriber({ modelPath: whisperTestModel });
    const controller = new AbortController();
    const cancelled = await transcriber
      .transcribe({
        pcm,
        chunks,
        language: 'ko',
        signal: controller.signal,
        onChunkDone: () => controller.abort(),
      })
      .then(
        () => null,
        (error: { code?: string }) => error,
      );
    expect(cancelled?.code).toBe('cancelled');
    // The window in flight when the abort landed is finished; none after it starts.
    expect(transcriber.lastRun!.encoderPasses).toBeLessThanOrEqual(1);

    // Many calls in one process: the same engine takes the next job at once.
    await transcriber.transcribe({ pcm, chunks: chunks.slice(0, 1), language: 'ko' });
    expect(transcriber.lastRun).toMatchObject({ windows: 1, encoderPasses: 1 });
  }, 600_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LiveRecogniser } from '../src/live/live-recogniser.ts';
import { type FinishedSpeech, LiveSpeechTracker } from '../src/live/live-speech-tracker.ts';
import { liveTranscriptStats } from '../src/live/live-transcript.ts';
import { liveVerdict } from '../src/live/live-verdict.ts';
import { decodeToPcmFile, openPcmFile } from '../src/media/decode.ts';
import { fixture, readTruth } from './helpers/fixtures.ts';

const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-live-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function samplesOf(file: string, gainDb = 0): Promise<Float32Array> {
  const out = join(tmp, `${Math.random().toString(36).slice(2)}.f32`);
  await decodeToPcmFile(file, out);
  const pcm = await openPcmFile(out);
  const samples = await pcm.read(0, pcm.durationSec);
  const gain = 10 ** (gainDb / 20);
  return gain === 1 ? samples : samples.map((v) => v * gain);
}

/** Feeds audio the way the browser sends it: 100 ms at a time. */
async function listen(samples: Float32Array, maxSeconds = 60) {
  const tracker = await LiveSpeechTracker.create({ maxSeconds });
  const regions: FinishedSpeech[] = [];
  const states = new Set<string>();
  try {
    for (let i = 0; i < samples.length && !tracker.full; i += 1600) {
      const { meter, finished } = await tracker.push(samples.subarray(i, i + 1600));
      states.add(meter.state);
      regions.push(...finished);
    }
    regions.push(...tracker.finish());
    return { regions, states, stats: tracker.stats(), verdict: tracker.verdict(true), heardSec: tracker.heardSec };
  } finally {
    await tracker.release();
  }
}

describe('live verdict', () => {
  const base = { heardSec: 30, speechSec: 15, soundSec: 10, speechDb: -22, backgroundDb: -40, clippedRatio: 0 };
  it('names the problem an instructor can fix, most urgent first', () => {
    expect(liveVerdict(base)).toBe('clear_over_music');
    expect(liveVerdict({ ...base, backgroundDb: -28 })).toBe('music_too_loud');
    expect(liveVerdict({ ...base, speechDb: -46, backgroundDb: -60 })).toBe('too_quiet');
    expect(liveVerdict({ ...base, clippedRatio: 0.01 })).toBe('clipping');
    expect(liveVerdict({ ...base, soundSec: 0, backgroundDb: null })).toBe('clear');
    expect(liveVerdict({ ...base, heardSec: 3, speechSec: 0, speechDb: null })).toBe('listening');
    expect(liveVerdict({ ...base, heardSec: 3, speechSec: 0, speechDb: null }, true)).toBe('no_speech');
  });
});

describe('live speech tracker', () => {
  it('hands over each sentence of a class with music as it ends, and judges the voice clear over the music', async () => {
    const truth = readTruth('en-yoga');
    const { regions, states, verdict, stats } = await listen(await samplesOf(fixture('en-yoga.mp3')));
    expect(states).toContain('speech');
    expect(states).toContain('sound');
    // Sentences joined by a short gap may come as one region; every sentence start is inside one, counting the
    // 0.6 s of audio the recogniser gets before a region (Silero commits late to an onset).
    for (const sentence of truth.sentences) {
      expect(regions.some((r) => r.start - 0.7 <= sentence.start && r.end >= sentence.start)).toBe(true);
    }
    expect(stats.speechSec).toBeGreaterThan(truth.speechSec * 0.7);
    expect(verdict).toBe('clear_over_music');
  });

  it('tells a voice far from the microphone to come closer, and stops at the time limit', async () => {
    const { verdict, heardSec } = await listen(await samplesOf(fixture('en-class.mp3'), -8), 50);
    expect(heardSec).toBe(50);
    expect(verdict).toBe('too_quiet');
  });
});

describe('live recogniser', () => {
  it('transcribes speech regions on its own thread and counts words, pace and fillers', async () => {
    const { regions, heardSec } = await listen(await samplesOf(fixture('en-yoga.mp3')), 20);
    const recogniser = new LiveRecogniser({ idleMs: 1000 });
    try {
      const texts = await Promise.all(regions.map((r) => recogniser.transcribe(r.samples)));
      const transcript = texts.join(' ').toLowerCase();
      expect(transcript).toMatch(/welcome/);
      expect(transcript).toMatch(/downward dog/);
      const stats = liveTranscriptStats(
        regions.map((r, i) => ({ start: r.start, end: r.end, text: texts[i] ?? '' })),
        'en',
        heardSec,
      );
      expect(stats.words).toBeGreaterThan(20);
      expect(stats.wpm).toBeGreaterThan(60);
    } finally {
      await recogniser.close();
    }
  }, 120_000);

  it('refuses work past its bound instead of queueing without end', async () => {
    const recogniser = new LiveRecogniser({ maxQueued: 1, idleMs: 1000 });
    try {
      const silence = new Float32Array(16000);
      const first = recogniser.transcribe(silence);
      await expect(recogniser.transcribe(silence)).rejects.toThrow('recogniser_busy');
      await first;
    } finally {
      await recogniser.close();
    }
  }, 120_000);
});

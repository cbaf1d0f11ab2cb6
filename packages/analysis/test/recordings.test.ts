import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeAs,
  makePhoneCopy,
  matClass,
  STUDENT_VOICE,
  stillPictureVideo,
  twoVoiceClass,
} from '../scripts/recordings.ts';
import { type Fixture, renderScript } from '../scripts/synth.ts';
import { segmentGapAgreement } from '../scripts/truth-checks.ts';
import { generateFeedback } from '../src/feedback/index.ts';
import { type AnalysisResult, analyzeFile } from '../src/pipeline.ts';
import { configFor, words } from './helpers/fixtures.ts';

// Recordings as people make them, generated here with their truth (scripts/recordings.ts): a student asking
// two questions in another voice, a quiet phone copy with a clipped shout and handling bumps, the same class in
// every container, and a video whose still picture runs 51 s past the audio. Each is analysed once.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-recordings-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let mat: Fixture;
let twoVoices: Fixture;
const results = new Map<string, AnalysisResult>();
const analyse = (file: string) => analyzeFile(file, { language: 'en', style: 'mat', transcriber: configFor('local') });

beforeAll(async () => {
  mat = renderScript(matClass, tmp, 'mat');
  twoVoices = renderScript(twoVoiceClass, tmp, 'two');
  const files: Record<string, string> = {
    twoVoices: encodeAs(twoVoices.wavPath, 'mp3', tmp, 'two'),
    phone: makePhoneCopy(mat.wavPath, mat.truth, tmp, 'phone', {
      speechDbfs: -36,
      noiseDbfs: -55,
      shoutedSentence: 6,
      bumps: 4,
    }),
    mp3: encodeAs(mat.wavPath, 'mp3', tmp, 'mat'),
    wav: encodeAs(mat.wavPath, 'wav', tmp, 'mat-44k'),
    m4a: encodeAs(mat.wavPath, 'm4a', tmp, 'mat'),
    mp4: encodeAs(mat.wavPath, 'mp4', tmp, 'mat'),
    longPicture: stillPictureVideo(mat.wavPath, 51, tmp, 'mat-long-picture'),
  };
  for (const [name, file] of Object.entries(files)) results.set(name, await analyse(file));
}, 900_000);

describe('a student asking two questions in another voice', () => {
  const studentLines = () => twoVoices.truth.sentences.filter((s) => s.speaker === STUDENT_VOICE);
  const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

  it('counts the instructor’s words within 10 % of the truth and leaves the student’s out', () => {
    const result = results.get('twoVoices')!;
    const instructorWords = result.metrics.totalWords;
    console.info(`instructor words ${instructorWords} (truth ${twoVoices.truth.wordCount})`);
    expect(Math.abs(instructorWords - twoVoices.truth.wordCount) / twoVoices.truth.wordCount).toBeLessThanOrEqual(0.1);
  });

  it('shows each question as another voice’s line, and no instructor line holds a question', () => {
    const { segments } = results.get('twoVoices')!;
    const others = segments.filter((s) => s.speaker === 'other');
    // Each question is shown as another voice's line at its moment. How many of its words come through depends on
    // the recogniser, not on who said it ("feel this in my lower back" came back as "feel missing my lower Mac" in
    // one run and with one word fewer in another), so the words only have to identify the line; that no part of it
    // reaches the instructor is checked on the instructor's text below.
    for (const question of studentLines()) {
      const atQuestion = others.filter((s) => overlap(s, question) >= 0.5 * (s.end - s.start));
      expect(atQuestion.length).toBeGreaterThan(0);
      const said = words(question.text);
      const heard = new Set(atQuestion.flatMap((s) => words(s.text)));
      expect(said.filter((w) => heard.has(w)).length / said.length).toBeGreaterThanOrEqual(0.4);
    }
    const instructorText = segments
      .filter((s) => s.speaker === 'instructor')
      .map((s) => s.text)
      .join(' ');
    expect(instructorText).not.toMatch(/sorry|excuse me|which leg goes|should i feel|lower back\?/i);
    // The instructor's answers right after each question stay the instructor's.
    expect(instructorText).toMatch(/belly/i);
    expect(instructorText).toMatch(/start with the right leg/i);
  });

  it('counts the others’ speech as its own metric: 2 turns, their length', () => {
    const { metrics } = results.get('twoVoices')!;
    const truthSec = studentLines().reduce((sum, s) => sum + s.end - s.start, 0);
    expect(metrics.otherSpeech?.turns).toBe(2);
    expect(Math.abs((metrics.otherSpeech?.seconds ?? 0) - truthSec)).toBeLessThanOrEqual(1.5);
    // The student's "Umm" is not the instructor's filler, written or acoustic.
    expect(metrics.fillers.um ?? 0).toBe(0);
    const { filledPauses } = results.get('twoVoices')!;
    for (const question of studentLines()) expect(filledPauses.filter((p) => overlap(p, question) > 0)).toEqual([]);
  });

  it('never quotes the student as the instructor in the report', async () => {
    const result = results.get('twoVoices')!;
    const { report } = await generateFeedback(
      { metrics: result.metrics, segments: result.segments, language: 'en', style: 'mat' },
      { mode: 'local' },
    );
    const studentWords = new Set(studentLines().flatMap((s) => words(s.text)));
    const quoted = JSON.stringify(report).toLowerCase();
    for (const question of studentLines()) expect(quoted).not.toContain(words(question.text).slice(1, 5).join(' '));
    expect(studentWords.size).toBeGreaterThan(5);
  });

  it('finds no other voice in a class with one voice', () => {
    for (const name of ['mp3', 'phone', 'wav']) {
      const result = results.get(name)!;
      expect(result.metrics.otherSpeech).toEqual({ turns: 0, seconds: 0 });
      expect(result.segments.every((s) => s.speaker === 'instructor')).toBe(true);
    }
  });
});

describe('a quiet phone recording (AAC, speech near −36 dBFS, a clipped shout, handling bumps)', () => {
  it('keeps ≥ 90 % of the designed pauses as gaps between segments and silence within 3 points', () => {
    const result = results.get('phone')!;
    const agreement = segmentGapAgreement(result.segments, mat.truth, 1);
    console.info(
      `phone copy: ${agreement.agreed}/${agreement.pauses} pauses as segment gaps, silence ${result.metrics.silenceRatio} (truth ${mat.truth.silenceRatio})`,
    );
    expect(agreement.agreed / agreement.pauses).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(result.metrics.silenceRatio - mat.truth.silenceRatio)).toBeLessThanOrEqual(0.03);
  });

  it('takes the clipped shout as speech: it lies in the voice regions and is transcribed', () => {
    const result = results.get('phone')!;
    expect(result.levels.clippedRatio).toBeGreaterThan(0);
    const shout = mat.truth.sentences[6]!;
    const covered = result.speechRegions.reduce(
      (sum, r) => sum + Math.max(0, Math.min(r.end, shout.end) - Math.max(r.start, shout.start)),
      0,
    );
    expect(covered / (shout.end - shout.start)).toBeGreaterThan(0.9);
    const heard = new Set(result.segments.flatMap((s) => words(s.text)));
    const said = words(shout.text);
    expect(said.filter((w) => heard.has(w)).length / said.length).toBeGreaterThanOrEqual(0.7);
  });
});

describe('one class in every container', () => {
  it('gives the same metrics from mp3, wav, m4a and mp4', () => {
    const reference = results.get('mp3')!.metrics;
    for (const name of ['wav', 'm4a', 'mp4']) {
      const m = results.get(name)!.metrics;
      expect(Math.abs(m.totalWords - reference.totalWords)).toBeLessThanOrEqual(3);
      expect(Math.abs(m.silenceRatio - reference.silenceRatio)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(m.wpm - reference.wpm)).toBeLessThanOrEqual(3);
      expect(Math.abs(m.avgPauseSec - reference.avgPauseSec)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(m.durationSec - reference.durationSec)).toBeLessThanOrEqual(0.2);
    }
    expect(Math.abs(reference.totalWords - mat.truth.wordCount) / mat.truth.wordCount).toBeLessThanOrEqual(0.1);
  });

  it('analyses an mp4 whose still picture runs 51 s past its complete audio, as long as its audio', () => {
    const result = results.get('longPicture')!;
    expect(result.audioProfile.durationSec).toBeCloseTo(mat.truth.durationSec, 0);
    expect(result.metrics.durationSec).toBeCloseTo(mat.truth.durationSec, 0);
    expect(Math.abs(result.metrics.totalWords - results.get('mp4')!.metrics.totalWords)).toBeLessThanOrEqual(3);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldOutPairs, renderAs, type SpeakerFixture, twoVoiceScripts } from '../scripts/speaker-fixtures.ts';
import { generateFeedback } from '../src/feedback/index.ts';
import { type AnalysisResult, analyzeFile } from '../src/pipeline.ts';
import { configFor, words } from './helpers/fixtures.ts';
import { questionTrigrams } from './helpers/question-trigrams.ts';

// Two men of close voices (espeak-ng en-gb, and en-gb-scotland+m1 asking "Umm, sorry, should I feel this in my lower
// back?" and "Sorry, I have a question. My wrists hurt in this one. Can I come down onto my forearms instead?"): the
// voices alone do not tell them apart (speaker-eval.ts, held-out set). The questions read as a student's, so they are
// still shown as another voice, and neither their words nor the report's quotes are the instructor's.
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-missed-question-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let fixture: SpeakerFixture;
let result: AnalysisResult;

beforeAll(async () => {
  const pair = heldOutPairs.find((p) => p.name === 'gb-vs-scot-m1')!;
  const { name, script } = twoVoiceScripts(pair).find((s) => s.name.startsWith('mat'))!;
  fixture = renderAs(script, 'mp3', tmp, name);
  result = await analyzeFile(fixture.file, { language: 'en', style: 'mat', transcriber: configFor('local') });
}, 600_000);

describe('a question the voices miss, read as a student’s', () => {
  it('is shown as another voice and left out of the instructor’s word count', () => {
    // The questions' own lines; "The right or the left one." after "Excuse me, which leg was first." is written as a
    // line of its own and reads as nothing in particular, so it stays with the instructor (five words).
    const asked = result.segments.filter((s) => /should i feel|which leg/i.test(s.text));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((s) => s.speaker === 'other')).toBe(true);
    console.info(`instructor words ${result.metrics.totalWords} (truth ${fixture.truth.wordCount})`);
    expect(Math.abs(result.metrics.totalWords - fixture.truth.wordCount) / fixture.truth.wordCount).toBeLessThan(0.05);
    expect(result.metrics.otherSpeech?.turns).toBe(fixture.otherTurns.length);
  });

  it('is never quoted as the instructor in the report', async () => {
    const { report } = await generateFeedback(
      { metrics: result.metrics, segments: result.segments, language: 'en', style: 'mat' },
      { mode: 'local' },
    );
    const quoted = ` ${words(JSON.stringify(report)).join(' ')} `;
    expect(questionTrigrams(fixture).filter((t) => quoted.includes(` ${t} `))).toEqual([]);
  });
});

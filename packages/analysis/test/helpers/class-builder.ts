/**
 * Test support: turns a class script (spoken lines, speaking rate, silences) into the same inputs the pipeline
 * produces, by running the real text processing and metrics on it.
 */
import type { AnalysisLanguage, Purpose, Scenario, Style } from '@cuecoach/contracts';
import type { FeedbackInput } from '../../src/feedback/types.ts';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { computeMetrics } from '../../src/metrics/index.ts';
import { processTranscript } from '../../src/text/index.ts';

export interface ScriptLine {
  text: string;
  /** Silence after the line, seconds (default: the script's gap). */
  pauseAfter?: number;
  /** Speaking rate of this line (default: the script's), for a pace that changes within a class. */
  wpm?: number;
}

export interface ClassScript {
  language: AnalysisLanguage;
  style?: Style;
  scenario?: Scenario;
  purpose?: Purpose;
  /** Speaking rate while talking, words (eojeol) per minute. */
  articulationWpm: number;
  /** Default silence between lines, seconds. */
  gapSec: number;
  lines: ScriptLine[];
  /** Repeat the lines this many times (a longer class from a short script). */
  repeat?: number;
  leadInSec?: number;
}

export function buildClass(script: ClassScript): FeedbackInput {
  const raw: { start: number; end: number; text: string }[] = [];
  let t = script.leadInSec ?? 2;
  const lines = Array.from({ length: script.repeat ?? 1 }, () => script.lines).flat();
  for (const line of lines) {
    const words = line.text.split(/\s+/).filter(Boolean).length;
    const duration = (words / (line.wpm ?? script.articulationWpm)) * 60;
    raw.push({ start: round(t), end: round(t + duration), text: line.text });
    t += duration + (line.pauseAfter ?? script.gapSec);
  }
  const durationSec = round(t + 2);
  const transcript = processTranscript(raw, {
    language: script.language,
    lexicon: defaultLexicon(script.language),
    style: script.style ?? null,
  });
  const metrics = computeMetrics({
    durationSec,
    speechRegions: raw.map(({ start, end }) => ({ start, end })),
    transcript,
    filledPauses: [],
    language: script.language,
    style: script.style,
  });
  const input: FeedbackInput = { metrics, segments: transcript.segments, language: script.language };
  if (script.style) input.style = script.style;
  if (script.scenario) input.scenario = script.scenario;
  if (script.purpose) input.purpose = script.purpose;
  return input;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

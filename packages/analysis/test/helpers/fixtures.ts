import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transcriberConfigFromEnv } from '../../src/transcription/config.ts';
import type { TranscriberConfig } from '../../src/transcription/types.ts';

export const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
export const fixture = (name: string) => join(fixturesDir, name);
export const whisperTestModel = fixture('whisper/for-tests-ggml-tiny.bin');

export interface Truth {
  durationSec: number;
  speechSec: number;
  /** Over the class, first voice to last (docs/metrics.md, "The class's time base"). */
  silenceRatio: number;
  sentences: { text: string; start: number; end: number }[];
  fillers: { text: string; start: number; end: number }[];
  pauses: { start: number; end: number }[];
  wordCount: number;
}

export function readTruth(name: string): Truth {
  return JSON.parse(readFileSync(fixture(`${name}.truth.json`), 'utf8')) as Truth;
}

/** Truth pause figures the way the metrics define them (pauses ≥ 0.3 s between speech). */
export function truthPauseStats(truth: Truth) {
  const lengths = truth.pauses.map((p) => p.end - p.start).filter((l) => l >= 0.3);
  return {
    avgPauseSec: lengths.reduce((a, b) => a + b, 0) / lengths.length,
    maxPauseSec: Math.max(...lengths),
  };
}

/** A config with nothing from the developer's environment leaking in. */
export function configFor(engine: TranscriberConfig['engine'], env: NodeJS.ProcessEnv = {}): TranscriberConfig {
  return transcriberConfigFromEnv({ TRANSCRIBER: engine, ...env });
}

export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

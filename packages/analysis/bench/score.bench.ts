#!/usr/bin/env node
/**
 * `npm run bench:score`: one class in every container and condition instructors upload (scripts/containers.ts:
 * mp3, wav, a quiet phone m4a, mp4 video, mp3 with a music bed, and repeated to --minutes, default 60) analysed
 * with the configured engine (TRANSCRIBER, default auto → local) and reported the way the user reads it: the key
 * metrics, the overall score and level of each, the spread of each metric across the copies (the noise the
 * better/worse tolerance must absorb, docs/metrics.md "Tolerance") and whether every score is within ±5 of the
 * others at the same level. Options: --file (default the committed en-class.mp3), --style (default vinyasa),
 * --lang (default en), --minutes (0 leaves the long copy out). Exits 1 when the ±5 / same-level check fails.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type AnalysisLanguage,
  classRating,
  keyMetricKeys,
  metricRegistry,
  ruledMetricKeys,
  type Style,
  styles,
} from '@cuecoach/contracts';
import { containerVariants } from '../scripts/containers.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { transcriberConfigFromEnv } from '../src/transcription/index.ts';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    style: { type: 'string' },
    lang: { type: 'string' },
    minutes: { type: 'string' },
  },
});
const file = resolve(values.file ?? join(import.meta.dirname, '../test/fixtures/en-class.mp3'));
const style: Style | undefined = styles.find((s) => s === (values.style ?? 'vinyasa'));
if (!style) throw new Error(`unknown style ${values.style}`);
const language: AnalysisLanguage = values.lang === 'ko' ? 'ko' : 'en';
const minutes = Number(values.minutes ?? 60);
const dir = join(tmpdir(), 'cuecoach-score-bench');
mkdirSync(dir, { recursive: true });

const transcriber = transcriberConfigFromEnv(process.env);
const rows: { name: string; seconds: number; values: Record<string, number>; score: number; level: string }[] = [];
for (const v of containerVariants(file, dir, minutes)) {
  const started = Date.now();
  const result = await analyzeFile(v.file, { language, style, transcriber });
  const m = result.metrics;
  // The report's score: judged on teaching time, none for a class too short to judge (judged-metrics.ts).
  const rating = classRating(m, style, language) ?? { score: 0, level: 'too short' };
  rows.push({
    name: v.name,
    seconds: (Date.now() - started) / 1000,
    values: Object.fromEntries(ruledMetricKeys.map((k) => [k, m[k]])),
    score: rating.score,
    level: rating.level,
  });
  const shown = keyMetricKeys.map((k) => `${k} ${m[k]}`).join(', ');
  console.log(
    `${v.name.padEnd(22)} score ${rating.score} ${rating.level.padEnd(12)} ${shown}  (${rows.at(-1)?.seconds.toFixed(0)} s)`,
  );
}

console.log('\nSpread across the copies (max − min) against the registry tolerance:');
for (const k of ruledMetricKeys) {
  const list = rows.map((r) => r.values[k] ?? 0);
  const spread = Math.max(...list) - Math.min(...list);
  console.log(`  ${k.padEnd(14)} ${spread.toFixed(4).padStart(9)}   tolerance ${metricRegistry[k].tolerance}`);
}
const scores = rows.map((r) => r.score);
const levels = new Set(rows.map((r) => r.level));
const ok =
  Math.max(...scores) - Math.min(...scores) <= 10 &&
  scores.every((s) => Math.abs(s - (scores[0] ?? 0)) <= 5) &&
  levels.size === 1;
console.log(
  `\nScores ${scores.join(', ')}; levels ${[...levels].join(', ')}: ${ok ? 'within ±5 of the original at one level' : 'NOT consistent'}`,
);
process.exitCode = ok ? 0 : 1;

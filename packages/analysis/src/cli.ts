#!/usr/bin/env node
// `npm run analyze -- <file> [--lang en|ko] [--report-lang en|ko] [--style <key>] [--json] [--no-feedback]`
// Progress goes to stderr, the result (with --json) to stdout, so the JSON can be piped.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type AnalysisLanguage, type Style, styles } from '@cuecoach/contracts';
import { isAnalysisError } from './errors.ts';
import { type FeedbackResult, feedbackConfigFromEnv, generateFeedback } from './feedback/index.ts';
import { defaultModelDir, progressBar } from './models/defaults.ts';
import { analyzeFile } from './pipeline.ts';
import { transcriberConfigFromEnv } from './transcription/index.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const usage =
  'Usage: npm run analyze -- <file> [--lang en|ko] [--report-lang en|ko] [--style <styleKey>] [--json] [--no-feedback]';

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const file = positionals[0];
  if (!file || values.help) {
    process.stderr.write(`${usage}\n`);
    return file ? 0 : 2;
  }
  const language = (values.lang ?? 'en') as AnalysisLanguage;
  if (language !== 'en' && language !== 'ko') {
    process.stderr.write(`--lang must be en or ko, not "${values.lang}"\n`);
    return 2;
  }
  // The report's language (the reader's); the class language by default. Quotes stay as spoken.
  const reportLanguage = (values['report-lang'] ?? language) as AnalysisLanguage;
  if (reportLanguage !== 'en' && reportLanguage !== 'ko') {
    process.stderr.write(`--report-lang must be en or ko, not "${values['report-lang']}"\n`);
    return 2;
  }
  const style = values.style as Style | undefined;
  if (style && !(styles as readonly string[]).includes(style)) {
    process.stderr.write(`Unknown style "${style}". Styles: ${styles.join(', ')}\n`);
    return 2;
  }

  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  let lastLine = '';
  try {
    const result = await analyzeFile(file, {
      language,
      style,
      // Korean with nothing configured fetches its model into DATA_DIR/models, as the server does.
      transcriber: { ...transcriberConfigFromEnv(process.env), whisperModelDir: defaultModelDir(repoRoot) },
      onModelDownload: (p) => {
        const line = `[analyze] model_download ${p.file} ${progressBar(p.receivedBytes, p.totalBytes)}`;
        if (line !== lastLine) process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`);
        lastLine = line;
      },
      maxDurationSec: values['max-minutes'] ? Number(values['max-minutes']) * 60 : undefined,
      signal: controller.signal,
      onProgress: (step, percent) => {
        const line = `${step} ${percent}%`;
        if (line !== lastLine) process.stderr.write(`[analyze] ${line}\n`);
        lastLine = line;
      },
    });
    // The coaching report is part of the output ("feedback"); --no-feedback skips it for metrics-only runs.
    let feedback: FeedbackResult | undefined;
    if (values.feedback) {
      process.stderr.write('[analyze] generating_feedback 0%\n');
      // Without a style, a talk is coached as the presentation it was judged to be (text/judged-style.ts).
      feedback = await generateFeedback(
        {
          metrics: result.metrics,
          segments: result.segments,
          language,
          reportLanguage,
          style: style ?? result.judgedStyle ?? undefined,
        },
        { ...feedbackConfigFromEnv(process.env), signal: controller.signal },
      );
      process.stderr.write('[analyze] generating_feedback 100%\n');
    }
    const output = {
      metrics: result.metrics,
      segments: result.segments,
      audioProfile: result.audioProfile,
      engine: result.engine,
      dataStats: result.dataStats,
      timingsMs: result.timingsMs,
      ...(result.judgedStyle ? { judgedStyle: result.judgedStyle } : {}),
      ...(feedback ? { feedback } : {}),
    };
    if (values.json) process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    else {
      process.stdout.write(summary(output.metrics, result.engine.transcriber, result.segments.length));
      if (result.judgedStyle) process.stdout.write(`Judged as: ${result.judgedStyle} (no style was given)\n`);
      if (feedback) process.stdout.write(`\n${feedback.report.summary}\n`);
    }
    return 0;
  } catch (error) {
    if (isAnalysisError(error)) {
      process.stderr.write(`Error (${error.code}): ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`Unexpected error: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: {
      lang: { type: 'string' },
      'report-lang': { type: 'string' },
      style: { type: 'string' },
      json: { type: 'boolean' },
      feedback: { type: 'boolean', default: true },
      'max-minutes': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function summary(m: import('@cuecoach/contracts').Metrics, engine: string, segments: number): string {
  const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
  return [
    `Duration ${m.durationSec.toFixed(1)} s, speech ${m.speechSec.toFixed(1)} s (${engine}, ${segments} segments)`,
    `Pace ${m.wpm} wpm (articulation ${m.articulationWpm})${m.syllablesPerMinute ? `, ${m.syllablesPerMinute} syllables/min` : ''}`,
    `Silence ${pct(m.silenceRatio)}, avg pause ${m.avgPauseSec} s, max ${m.maxPauseSec} s, buckets ${JSON.stringify(m.pauseBuckets)}`,
    `Fillers ${m.fillerCount} (${m.fillersPer100}/100 words, ${m.filledPauseCount} acoustic) ${JSON.stringify(m.fillers)}`,
    `Cues ${m.cuesPerMinute}/min ${JSON.stringify(m.cueCounts)}`,
    `Words ${m.totalWords} (${m.uniqueWords} unique); clarity ${m.clarity}, flow ${m.flow}, consistency ${m.consistency}`,
    ...(m.otherSpeech?.turns
      ? [
          `Other voices spoke ${m.otherSpeech.turns} time(s), ${m.otherSpeech.seconds} s (left out of the figures above)`,
        ]
      : []),
    '',
  ].join('\n');
}

process.exitCode = await main();

#!/usr/bin/env node
// `node apps/web/scripts/make-sample-report.ts` — regenerates apps/web/src/features/sample-report/sample-data.json.
//
// The public sample report must show what CueCoach really produces, so every number on /sample-report comes from
// running the real pipeline (analyzeFile → generateFeedback, the same calls the worker makes) on classes committed
// as analysis test fixtures. Nothing here is typed in by hand except which fixture is analysed as which style.
// Re-run it after the analysis or report engine changes and commit the JSON.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyzeFile, defaultTranscriberConfig, feedbackConfigFromEnv, generateFeedback } from '@cuecoach/analysis';
import type { AnalysisLanguage, Style } from '@cuecoach/contracts';

const root = path.resolve(import.meta.dirname, '../../..');
const fixturesDir = 'packages/analysis/test/fixtures';
const output = path.join(root, 'apps/web/src/features/sample-report/sample-data.json');

/**
 * Which fixtures make up the sample. One minute-long vinyasa class: the other fixtures are too short to coach
 * (the report itself says so) or are audiobook readings, not classes. It is English because the embedded
 * transcriber is English-only and no Korean model ships with the repo; a Korean sample needs a downloaded
 * whisper.cpp model or a hosted API (docs/public-pages.md).
 */
const classes: { id: string; file: string; style: Style; language: AnalysisLanguage }[] = [
  { id: 'morning-flow', file: 'en-class.mp3', style: 'vinyasa', language: 'en' },
];

async function main() {
  // The local transcriber and the local report generator: the sample never depends on a hosted API key
  // someone happens to have in their shell.
  const transcriber = defaultTranscriberConfig();
  const feedbackConfig = feedbackConfigFromEnv({ FEEDBACK: 'local' });
  const results = [];
  for (const c of classes) {
    const file = path.join(root, fixturesDir, c.file);
    process.stderr.write(`[sample] analysing ${c.file} as ${c.style}\n`);
    const analysis = await analyzeFile(file, { language: c.language, style: c.style, transcriber });
    const input = { metrics: analysis.metrics, segments: analysis.segments, language: c.language, style: c.style };
    const feedback = await generateFeedback(input, feedbackConfig);
    // The page shows each reader the report in their language (quotes stay as spoken), as a real session does.
    const readerReports = {
      ko: (await generateFeedback({ ...input, reportLanguage: 'ko' }, feedbackConfig)).report,
      en: (await generateFeedback({ ...input, reportLanguage: 'en' }, feedbackConfig)).report,
    };
    results.push({
      id: c.id,
      fixture: `${fixturesDir}/${c.file}`,
      style: c.style,
      language: c.language,
      metrics: analysis.metrics,
      segments: analysis.segments,
      audioProfile: analysis.audioProfile,
      engine: analysis.engine,
      dataStats: analysis.dataStats,
      timingsMs: analysis.timingsMs,
      report: feedback.report,
      readerReports,
      generator: feedback.generator,
      model: feedback.model ?? null,
    });
  }
  const data = {
    generatedAt: new Date().toISOString(),
    command: 'node apps/web/scripts/make-sample-report.ts',
    classes: results,
  };
  writeFileSync(output, `${JSON.stringify(data, null, 2)}\n`);
  process.stderr.write(`[sample] wrote ${path.relative(root, output)}\n`);
}

await main();

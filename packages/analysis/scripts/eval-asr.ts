#!/usr/bin/env node
/**
 * `npm run eval:asr -- <dir> [--lang en|ko] [--style <styleKey>] [--json]`: transcribes every recording in <dir>
 * that has a reference text — `<name>.txt` next to `<name>.wav|mp3|m4a|…`, or a LibriVox/Sphinx `transcription`
 * file with lines `<s>text</s> (name)` — with the configured engine (TRANSCRIBER, WHISPER_MODEL_PATH, … as for
 * `npm run analyze`) and prints WER (English) or CER (Korean, spacing and numbers normalised) per file and
 * overall. With `--style` every file is also analysed without a style, and both rates are printed: what an
 * instructor who picks no style gets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Style, styles } from '@cuecoach/contracts';
import { isAnalysisError } from '../src/errors.ts';
import { type EvalLanguage, errorRate, languageOf } from '../src/eval/error-rate.ts';
import { defaultModelDir } from '../src/models/defaults.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { transcriberConfigFromEnv } from '../src/transcription/index.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const audioExtensions = new Set(['.wav', '.mp3', '.m4a', '.mp4', '.mov', '.flac', '.ogg', '.webm']);
const usage = 'Usage: npm run eval:asr -- <dir> [--lang en|ko] [--style <styleKey>] [--json]';

interface Pair {
  name: string;
  audio: string;
  reference: string;
}

/** Audio files with a reference text, in name order. */
export function findPairs(dir: string): Pair[] {
  const files = readdirSync(dir).sort();
  const sphinx = new Map<string, string>();
  if (existsSync(join(dir, 'transcription'))) {
    for (const line of readFileSync(join(dir, 'transcription'), 'utf8').split('\n')) {
      const match = line.match(/^\s*(?:<s>)?(.*?)(?:<\/s>)?\s*\(([^)]+)\)\s*$/);
      if (match) sphinx.set(match[2]!.trim(), match[1]!.trim());
    }
  }
  return files
    .filter((f) => audioExtensions.has(extname(f).toLowerCase()))
    .flatMap((f) => {
      const name = basename(f, extname(f));
      const txt = join(dir, `${name}.txt`);
      const reference = existsSync(txt) ? readFileSync(txt, 'utf8').trim() : sphinx.get(name);
      return reference ? [{ name: f, audio: join(dir, f), reference }] : [];
    });
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  const dir = parsed.positionals[0];
  const forced = parsed.values.lang as EvalLanguage | undefined;
  const styleArg = parsed.values.style;
  const style = styles.find((s) => s === styleArg);
  if (!dir || (forced && forced !== 'en' && forced !== 'ko') || (styleArg && !style)) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if (!existsSync(dir)) {
    process.stderr.write(`No such folder: ${dir}\n`);
    return 2;
  }
  const pairs = findPairs(dir);
  if (pairs.length === 0) {
    process.stderr.write(`No recording with a reference text in ${dir} (<name>.txt or a "transcription" file).\n`);
    return 1;
  }
  const transcriber = { ...transcriberConfigFromEnv(process.env), whisperModelDir: defaultModelDir(repoRoot) };
  const analyse = async (pair: Pair, language: EvalLanguage, withStyle?: Style) => {
    let hypothesis = '';
    let engine = '';
    let error: string | undefined;
    try {
      const result = await analyzeFile(pair.audio, {
        language,
        transcriber,
        ...(withStyle ? { style: withStyle } : {}),
      });
      hypothesis = result.segments.map((s) => s.text).join(' ');
      engine = `${result.engine.transcriber}:${result.engine.model}`;
    } catch (e) {
      // A failed file counts as all words missed: an engine that cannot read it scores 100 %.
      error = isAnalysisError(e) ? e.code : (e as Error).message;
    }
    return { engine, error, hypothesis, ...errorRate(pair.reference, hypothesis, language) };
  };
  type Measured = Awaited<ReturnType<typeof analyse>>;
  const rows: (Measured & { file: string; language: EvalLanguage; withoutStyle?: Measured })[] = [];
  for (const pair of pairs) {
    const language = forced ?? languageOf(pair.reference);
    process.stderr.write(`[eval] ${pair.name} (${language})\n`);
    const measured = await analyse(pair, language, style);
    const withoutStyle = style ? await analyse(pair, language) : undefined;
    rows.push({ file: pair.name, language, ...measured, ...(withoutStyle ? { withoutStyle } : {}) });
  }
  const overall = (['en', 'ko'] as const).map((language) => {
    const of = rows.filter((r) => r.language === language);
    const errors = of.reduce((n, r) => n + r.errors, 0);
    const length = of.reduce((n, r) => n + r.referenceLength, 0);
    const errorsWithout = of.reduce((n, r) => n + (r.withoutStyle?.errors ?? 0), 0);
    return {
      language,
      metric: language === 'ko' ? 'cer' : 'wer',
      files: of.length,
      errors,
      referenceLength: length,
      rate: length ? errors / length : null,
      ...(style ? { withoutStyle: { errors: errorsWithout, rate: length ? errorsWithout / length : null } } : {}),
    };
  });

  if (parsed.values.json) {
    process.stdout.write(`${JSON.stringify({ files: rows, overall: overall.filter((o) => o.files) }, null, 2)}\n`);
    return 0;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const width = Math.max(4, ...rows.map((r) => r.file.length));
  const failed = (m: Measured) => (m.error ? `  (failed: ${m.error})` : '');
  const out = [
    `${'file'.padEnd(width)}  lang  metric  errors/ref  rate${style ? `  (${style})  without a style` : ''}`,
  ];
  for (const r of rows) {
    const without = r.withoutStyle ? `  ${pct(r.withoutStyle.rate)}${failed(r.withoutStyle)}` : '';
    out.push(
      `${r.file.padEnd(width)}  ${r.language.padEnd(4)}  ${r.metric.toUpperCase().padEnd(6)}  ${`${r.errors}/${r.referenceLength}`.padStart(10)}  ${pct(r.rate)}${failed(r)}${without}`,
    );
  }
  for (const o of overall.filter((x) => x.files)) {
    const files = `${o.files} file${o.files === 1 ? '' : 's'}`;
    out.push(
      `Overall ${o.metric.toUpperCase()} (${o.language}, ${files}): ${o.errors}/${o.referenceLength} = ${pct(o.rate ?? 0)}${style ? ` with ${style}` : ''}`,
    );
    if (o.withoutStyle) {
      out.push(
        `Overall ${o.metric.toUpperCase()} (${o.language}, ${files}): ${o.withoutStyle.errors}/${o.referenceLength} = ${pct(o.withoutStyle.rate ?? 0)} without a style`,
      );
    }
  }
  const engines = [...new Set(rows.map((r) => r.engine).filter(Boolean))];
  out.push(`Engine: ${engines.join(', ') || 'none succeeded'}`);
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      style: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

if (import.meta.main) process.exitCode = await main();

#!/usr/bin/env node
/**
 * `npm run models:download [-- <name>]`: fetches a multilingual whisper.cpp ggml model (default: WHISPER_MODEL
 * or "base") into DATA_DIR/models (or WHISPER_MODEL_DIR) — resumable, size- and SHA-256-checked against the
 * manifest, with a progress bar — from WHISPER_MODEL_HOST (default: Hugging Face). Without internet it says which
 * file to place where.
 */
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAnalysisError } from '../src/errors.ts';
import { defaultModelDir, progressBar } from '../src/models/defaults.ts';
import { ensureWhisperModel } from '../src/models/download.ts';
import {
  DEFAULT_WHISPER_MODEL,
  DEFAULT_WHISPER_MODEL_HOST,
  findWhisperModel,
  loadWhisperManifest,
} from '../src/models/manifest.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

async function main(): Promise<number> {
  const manifest = loadWhisperManifest(process.env.WHISPER_MODEL_MANIFEST?.trim() || undefined);
  const name = process.argv[2] ?? (process.env.WHISPER_MODEL?.trim() || DEFAULT_WHISPER_MODEL);
  const spec = findWhisperModel(manifest, name);
  if (!spec || process.argv.includes('--help')) {
    console.error(`Usage: npm run models:download [-- <model>]\nModels: ${manifest.map((m) => m.name).join(', ')}`);
    console.error(
      `Korean CER on KsponSpeech: tiny ≈ 34 %, base ≈ 23 %, medium ≈ 12 %. Default: ${DEFAULT_WHISPER_MODEL}.`,
    );
    return 2;
  }
  const dir = defaultModelDir(repoRoot);
  const host = process.env.WHISPER_MODEL_HOST?.trim() || DEFAULT_WHISPER_MODEL_HOST;
  const tty = process.stderr.isTTY;
  let lastLine = '';
  let lastDecile = -1;
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  console.error(`${spec.file} (${(spec.bytes / 1e6).toFixed(0)} MB) from ${host} → ${dir}`);
  try {
    const path = await ensureWhisperModel({
      spec,
      dir,
      host,
      signal: controller.signal,
      onProgress: (p) => {
        const line = progressBar(p.receivedBytes, p.totalBytes);
        if (line === lastLine) return;
        // A terminal gets one bar redrawn in place; a log gets a line per 10 %.
        if (tty) process.stderr.write(`\r${line}${p.resumedFromBytes ? ' (resumed)' : ''}`);
        else {
          const decile = Math.floor((p.receivedBytes / p.totalBytes) * 10);
          if (decile !== lastDecile) process.stderr.write(`${line}${p.resumedFromBytes ? ' (resumed)' : ''}\n`);
          lastDecile = decile;
        }
        lastLine = line;
      },
    });
    if (tty && lastLine) process.stderr.write('\n');
    console.log(`Verified ${path} (SHA-256 ${spec.sha256.slice(0, 12)}…)`);
    console.log(
      `The server uses it for Korean by itself (DATA_DIR/models); for the CLI or a fixed engine set WHISPER_MODEL_PATH=${relative(process.cwd(), path) || path}`,
    );
    return 0;
  } catch (error) {
    if (tty && lastLine) process.stderr.write('\n');
    if (isAnalysisError(error)) {
      console.error(`Error (${error.code}): ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();

#!/usr/bin/env node
/**
 * `npm run models:download -- <name>`: fetches a whisper.cpp ggml model (e.g. base, small, large-v3-turbo) from
 * its public host into models/ (or WHISPER_MODEL_DIR), then prints the WHISPER_MODEL_PATH to set. Needs the
 * internet; where it is not reachable it says so and how to put a model there by hand.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const models = [
  'tiny',
  'tiny.en',
  'tiny-q5_1',
  'base',
  'base.en',
  'base-q5_1',
  'small',
  'small.en',
  'small-q5_1',
  'medium',
  'medium.en',
  'medium-q5_0',
  'large-v3',
  'large-v3-q5_0',
  'large-v3-turbo',
  'large-v3-turbo-q5_0',
];
const host = process.env.WHISPER_MODEL_HOST ?? 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !models.includes(name)) {
    console.error(`Usage: npm run models:download -- <model>\nModels: ${models.join(', ')}`);
    console.error('Korean needs a multilingual model (no ".en"); "base" is a good start, "small" or larger is better.');
    return 2;
  }
  const dir = resolve(process.env.WHISPER_MODEL_DIR ?? join(repoRoot, 'models'));
  const target = join(dir, `ggml-${name}.bin`);
  const existing = await stat(target).catch(() => null);
  if (existing?.size) {
    console.log(`Already there: ${target}\nSet WHISPER_MODEL_PATH=${relative(process.cwd(), target) || target}`);
    return 0;
  }
  await mkdir(dir, { recursive: true });
  const url = `${host}/ggml-${name}.bin`;
  console.error(`Downloading ${url}`);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    console.error(
      `Could not reach ${new URL(url).host} (${(error as Error).cause ?? (error as Error).message}).\n` +
        `This machine seems to have no internet access. Download ggml-${name}.bin elsewhere from\n  ${url}\n` +
        `copy it to ${target} and set WHISPER_MODEL_PATH to it.`,
    );
    return 1;
  }
  if (!response.ok || !response.body) {
    console.error(`The model host answered HTTP ${response.status} for ${url}.`);
    return 1;
  }
  const total = Number(response.headers.get('content-length')) || 0;
  let received = 0;
  let lastPercent = -1;
  const partial = `${target}.part`;
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    const percent = total ? Math.floor((received / total) * 100) : -1;
    if (percent !== lastPercent && percent % 10 === 0) {
      lastPercent = percent;
      console.error(`  ${percent}% of ${(total / 1e6).toFixed(0)} MB`);
    }
  });
  try {
    await pipeline(body, createWriteStream(partial));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    console.error(`Download failed: ${(error as Error).message}`);
    return 1;
  }
  console.log(`Saved ${target}\nSet WHISPER_MODEL_PATH=${relative(process.cwd(), target)}`);
  return 0;
}

process.exitCode = await main();

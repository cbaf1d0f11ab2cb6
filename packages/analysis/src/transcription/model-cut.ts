import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { cutGraphAfter, type ExposedInputs } from './onnx-surgery.ts';
import { withUnsignedMatMulWeights } from './unsigned-weights.ts';

export interface CutRequest {
  source: string;
  cacheDir: string;
  modelFile: string;
  vocabularyFile: string;
  inputs: ExposedInputs;
}

export interface CutResult {
  /** The cut model's bytes when the cache directory could not be written, else undefined (read the files). */
  inMemory?: Uint8Array;
  vocabulary: Record<string, string>;
}

/**
 * Reads the shipped model, gives onnxruntime exact integer weights (unsigned-weights.ts), cuts the tokenizer node off
 * (onnx-surgery.ts) and writes the result to the cache. The buffers this passes through (the source, its converted
 * copy, the cut parts) are about three times the model's size.
 */
export async function cutToCache(request: CutRequest): Promise<CutResult> {
  const { model: exact } = withUnsignedMatMulWeights(await readFile(request.source));
  const { parts, removed } = cutGraphAfter(exact, 'sequences', ['ai.onnx.contrib'], request.inputs);
  const vocabulary = removed.find((node) => node.opType === 'BpeDecoder')?.strings;
  if (!vocabulary) throw new Error('the model has no BpeDecoder node to read the vocabulary from');
  try {
    await mkdir(request.cacheDir, { recursive: true });
    // The model goes first: a reader only trusts the model file once the vocabulary file exists.
    await writeAtomically(request.modelFile, async (path) => {
      const handle = await open(path, 'w');
      try {
        for (const part of parts) await handle.write(part);
      } finally {
        await handle.close();
      }
    });
    await writeAtomically(request.vocabularyFile, (path) => writeFile(path, JSON.stringify(vocabulary)));
    return { vocabulary };
  } catch {
    const inMemory = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
    let at = 0;
    for (const part of parts) {
      inMemory.set(part, at);
      at += part.byteLength;
    }
    return { inMemory, vocabulary };
  }
}

async function writeAtomically(file: string, write: (path: string) => Promise<void>): Promise<void> {
  const temporary = `${file}.${randomUUID()}.part`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

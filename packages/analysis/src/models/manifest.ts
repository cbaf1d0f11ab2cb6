import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The multilingual whisper.cpp ggml models the product can fetch for Korean, with the size and SHA-256 of the
 * file published in ggerganov/whisper.cpp on Hugging Face (Git LFS object ids). A download is accepted only when
 * both match. English-only ".en" models are left out on purpose: they are what Korean cannot use.
 */
export const whisperModelSpec = z.object({
  name: z.string().min(1),
  file: z.string().regex(/^[\w.-]+\.bin$/, 'a plain .bin file name'),
  bytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type WhisperModelSpec = z.infer<typeof whisperModelSpec>;
export const whisperManifestSchema = z.array(whisperModelSpec).min(1);

export const whisperModels: WhisperModelSpec[] = [
  {
    name: 'tiny',
    file: 'ggml-tiny.bin',
    bytes: 77_691_713,
    sha256: 'be07e048e1e599ad46341c8d2a135645097a538221678b7acdd1b1919c6e1b21',
  },
  {
    name: 'base',
    file: 'ggml-base.bin',
    bytes: 147_951_465,
    sha256: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe',
  },
  {
    name: 'small',
    file: 'ggml-small.bin',
    bytes: 487_601_967,
    sha256: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b',
  },
  {
    name: 'medium',
    file: 'ggml-medium.bin',
    bytes: 1_533_763_059,
    sha256: '6c14d5adee5f86394037b4e4e8b59f1673b6cee10e3cf0b11bbdbee79c156208',
  },
  {
    name: 'large-v3-turbo',
    file: 'ggml-large-v3-turbo.bin',
    bytes: 1_624_555_275,
    sha256: '1fc70f774d38eb169993ac391eea357ef47c88757ef72ee5943879b7e8e2bc69',
  },
  {
    name: 'large-v3',
    file: 'ggml-large-v3.bin',
    bytes: 3_095_033_483,
    sha256: '64d182b440b98d5203c4f9bd541544d84c605196c4f7b845dfa11fb23594d1e2',
  },
];

/**
 * Default for CPU servers: "base". Published Korean CER on KsponSpeech is tiny ≈ 34 %, base ≈ 23 %,
 * medium ≈ 12 %, large-v2 ≈ 11 %; base is the smallest model whose transcript is usable (148 MB, about 4× faster
 * than small and 10× faster than medium on CPU), so a first Korean class on a 2-core server finishes in minutes
 * rather than hours. Admins with more cores raise it to small or medium (admin setting / WHISPER_MODEL).
 */
export const DEFAULT_WHISPER_MODEL = 'base';
export const DEFAULT_WHISPER_MODEL_HOST = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/** The built-in manifest, or a JSON file of the same shape (WHISPER_MODEL_MANIFEST: mirrors, tests). */
export function loadWhisperManifest(path?: string): WhisperModelSpec[] {
  if (!path) return whisperModels;
  return whisperManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export function findWhisperModel(manifest: WhisperModelSpec[], name: string): WhisperModelSpec | undefined {
  return manifest.find((m) => m.name === name);
}

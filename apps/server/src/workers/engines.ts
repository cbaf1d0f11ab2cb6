import { existsSync } from 'node:fs';
import path from 'node:path';
import { provisionsKoreanModel, transcriberCapabilities, transcriberConfigFromEnv } from '@cuecoach/analysis';
import type { WorkerEngine } from '../db/schema/index.ts';
import type { KoreanModelCheck } from './korean-model.ts';

/**
 * What this worker process can transcribe, from its own environment (TRANSCRIBER, WHISPER_MODEL_PATH,
 * OPENAI_API_KEY…). A configured engine that cannot actually run here (model file missing, no key) is listed
 * with its problem and no languages, so the API never offers what this worker would fail.
 */
export function workerEngines(
  env: NodeJS.ProcessEnv,
  modelsDir?: string,
  korean?: KoreanModelCheck | null,
): WorkerEngine[] {
  // With a models folder, Korean is provisioned on first use (a whisper.cpp model downloaded into it).
  const cfg = { ...transcriberConfigFromEnv(env), ...(modelsDir ? { whisperModelDir: modelsDir } : {}) };
  const capabilities = transcriberCapabilities(cfg);
  const engine = capabilities.engine;
  const languages = [...capabilities.languages].sort();
  if (engine === 'whisper-cpp') {
    const modelPath = cfg.whisperModelPath;
    if (!modelPath) return [{ engine, model: null, languages: [], problem: 'WHISPER_MODEL_PATH is not set' }];
    const model = path.basename(modelPath);
    if (!existsSync(modelPath)) {
      return [{ engine, model, languages: [], problem: `model file not found: ${modelPath}` }];
    }
    return [{ engine, model, languages }];
  }
  if (engine === 'openai') {
    if (!cfg.openai.apiKey)
      return [{ engine, model: cfg.openai.model, languages: [], problem: 'OPENAI_API_KEY is not set' }];
    return [{ engine, model: `${cfg.openai.model} @ ${new URL(cfg.openai.baseUrl).host}`, languages }];
  }
  const embedded: WorkerEngine = { engine, model: 'whisper_cpu_int8_0 (embedded)', languages: ['en'] };
  // Korean through the whisper.cpp model this worker downloads into its models folder when first needed: offered
  // only when the model is on disk or its host answered the last check (workers/korean-model.ts).
  if (provisionsKoreanModel(cfg)) return [embedded, provisionedKorean(env, korean)];
  return [embedded];
}

export function engineLanguages(engines: readonly WorkerEngine[]): string[] {
  return [...new Set(engines.flatMap((e) => e.languages))].sort();
}

function provisionedKorean(env: NodeJS.ProcessEnv, korean: KoreanModelCheck | null | undefined): WorkerEngine {
  const name = korean?.download?.file ?? env.WHISPER_MODEL ?? 'base';
  if (!korean)
    return {
      engine: 'whisper-cpp',
      model: name,
      languages: [],
      availability: 'unavailable',
      problem: 'not checked yet',
    };
  const base: WorkerEngine = {
    engine: 'whisper-cpp',
    model: name,
    languages: korean.availability === 'unavailable' ? [] : ['ko'],
    availability: korean.availability,
    ...(korean.reason ? { reason: korean.reason } : {}),
    ...(korean.download ? { download: korean.download } : {}),
  };
  if (korean.availability !== 'unavailable') return base;
  const problems: Record<string, string> = {
    host_unreachable: `the model host cannot be reached (${korean.download?.detail ?? 'no answer'}) and the model is not on disk`,
    downloads_off: 'automatic download is off (WHISPER_AUTO_DOWNLOAD=false) and the model is not on disk',
    unknown_model: 'the chosen model is not in the model manifest',
  };
  return { ...base, problem: problems[korean.reason ?? ''] ?? 'Korean model unavailable' };
}

import { type SpeechEngineFacts, type SpeechEngineId, speechEngineFacts } from '@cuecoach/contracts';
import { z } from 'zod/mini';
import { createLocalTranscriber } from './local.ts';
import { createOpenAiTranscriber } from './openai.ts';
import type { Transcriber, TranscriberConfig } from './types.ts';
import { createWhisperCppTranscriber } from './whisper-cpp.ts';

/**
 * One descriptor per speech engine: its facts (id, languages, whether audio leaves the machine, speed for
 * estimates; @cuecoach/contracts), the environment it reads — a schema that parses the variables into its part
 * of the transcriber config — and how it is created. Everything that lists engines reads this.
 */
export interface SpeechEngine extends SpeechEngineFacts {
  env: z.ZodMiniType<Partial<TranscriberConfig>>;
  create(cfg: TranscriberConfig): Transcriber;
}

/** A positive whole number, or unset (an invalid value keeps the default, as before). */
const positive = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined;
};
const trimmed = (value: string | undefined) => value?.trim() || undefined;
const variable = z.optional(z.string());

const local: SpeechEngine = {
  ...speechEngineFacts.local,
  env: z.pipe(
    z.object({ LOCAL_TRANSCRIBER_WORKERS: variable }),
    z.transform((env) => ({ localWorkers: positive(env.LOCAL_TRANSCRIBER_WORKERS) })),
  ),
  create: (cfg) => createLocalTranscriber({ workers: cfg.localWorkers }),
};

const whisperCpp: SpeechEngine = {
  ...speechEngineFacts['whisper-cpp'],
  env: z.pipe(
    z.object({
      WHISPER_MODEL_PATH: variable,
      WHISPER_THREADS: variable,
      WHISPER_MODEL_DIR: variable,
      WHISPER_MODEL: variable,
      WHISPER_MODEL_HOST: variable,
      WHISPER_MODEL_MANIFEST: variable,
      WHISPER_AUTO_DOWNLOAD: variable,
    }),
    z.transform((env) => ({
      whisperModelPath: trimmed(env.WHISPER_MODEL_PATH),
      whisperThreads: positive(env.WHISPER_THREADS),
      whisperModelDir: trimmed(env.WHISPER_MODEL_DIR),
      whisperModel: trimmed(env.WHISPER_MODEL),
      whisperModelHost: trimmed(env.WHISPER_MODEL_HOST),
      whisperModelManifest: trimmed(env.WHISPER_MODEL_MANIFEST),
      whisperAutoDownload: !/^(0|false|no|off)$/i.test(env.WHISPER_AUTO_DOWNLOAD?.trim() ?? ''),
    })),
  ),
  // A configured model file; provisioning from the models folder is index.ts's (it needs the manifest).
  create: (cfg) => createWhisperCppTranscriber({ modelPath: cfg.whisperModelPath!, threads: cfg.whisperThreads }),
};

const openai: SpeechEngine = {
  ...speechEngineFacts.openai,
  env: z.pipe(
    z.object({
      OPENAI_BASE_URL: variable,
      OPENAI_API_KEY: variable,
      OPENAI_TRANSCRIBE_MODEL: variable,
      OPENAI_TRANSCRIBE_RETRIES: variable,
      OPENAI_TRANSCRIBE_CONCURRENCY: variable,
    }),
    z.transform((env) => ({
      openai: {
        baseUrl: (trimmed(env.OPENAI_BASE_URL) ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
        apiKey: trimmed(env.OPENAI_API_KEY),
        model: trimmed(env.OPENAI_TRANSCRIBE_MODEL) ?? 'whisper-1',
        maxRetries: positive(env.OPENAI_TRANSCRIBE_RETRIES) ?? 4,
        retryBaseMs: 500,
        timeoutMs: 120_000,
        concurrency: positive(env.OPENAI_TRANSCRIBE_CONCURRENCY) ?? 4,
      },
    })),
  ),
  create: (cfg) => createOpenAiTranscriber(cfg.openai),
};

export const speechEngines: Record<SpeechEngineId, SpeechEngine> = {
  local,
  'whisper-cpp': whisperCpp,
  openai,
};

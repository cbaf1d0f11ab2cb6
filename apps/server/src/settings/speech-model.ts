import {
  DEFAULT_WHISPER_MODEL,
  loadWhisperManifest,
  type TranscriberConfig,
  transcriberConfigFromEnv,
  type WhisperModelSpec,
} from '@cuecoach/analysis';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { readSetting, type SettingDefinition } from './app-settings.ts';

/**
 * The whisper.cpp model Korean analyses use (and fetch on first use) when no engine is configured: a manifest
 * name such as "base" or "small". null = WHISPER_MODEL, else "base" (the CPU default, docs/analysis.md).
 */
export const koreanSpeechModelSetting: SettingDefinition<string | null> = {
  key: 'korean_speech_model',
  schema: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .nullable(),
  defaultValue: null,
};

export function speechModelManifest(env: NodeJS.ProcessEnv): WhisperModelSpec[] {
  return loadWhisperManifest(env.WHISPER_MODEL_MANIFEST?.trim() || undefined);
}

/** The model name in force: the admin's choice, else WHISPER_MODEL, else the default. */
export async function koreanSpeechModel(db: DbOrTx, env: NodeJS.ProcessEnv): Promise<string> {
  return (await readSetting(db, koreanSpeechModelSetting)) ?? (env.WHISPER_MODEL?.trim() || DEFAULT_WHISPER_MODEL);
}

/** The transcriber config of one analysis: environment, plus the models folder and the admin's model choice. */
export async function analysisTranscriberConfig(
  db: DbOrTx,
  env: NodeJS.ProcessEnv,
  modelsDir: string | undefined,
): Promise<TranscriberConfig> {
  const cfg = transcriberConfigFromEnv(env);
  return {
    ...cfg,
    whisperModelDir: modelsDir ?? cfg.whisperModelDir,
    whisperModel: await koreanSpeechModel(db, env),
  };
}

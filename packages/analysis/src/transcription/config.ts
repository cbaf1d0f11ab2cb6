import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisLanguage } from '@cuecoach/contracts';
import { isSpeechEngineId, speechEngineIds } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import { DEFAULT_WHISPER_MODEL, findWhisperModel, loadWhisperManifest } from '../models/manifest.ts';
import { speechEngines } from './engines.ts';
import type { TranscriberConfig, TranscriberEngine } from './types.ts';

export const HOW_TO_ENABLE_KOREAN =
  'Korean needs a multilingual speech engine. Either download a whisper.cpp model ' +
  '(`npm run models:download -- base`, then set WHISPER_MODEL_PATH=models/ggml-base.bin; the server fetches it into ' +
  'DATA_DIR/models by itself on the first Korean analysis when the internet is reachable) ' +
  'or set OPENAI_API_KEY (plus OPENAI_BASE_URL for another OpenAI-compatible server), and keep TRANSCRIBER=auto ' +
  '(or set TRANSCRIBER=whisper-cpp / openai). The embedded local engine understands English only.';

export function transcriberConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TranscriberConfig {
  const raw = (env.TRANSCRIBER ?? 'auto').trim().toLowerCase();
  if (raw !== 'auto' && !isSpeechEngineId(raw)) {
    throw new Error(`TRANSCRIBER must be one of auto, ${speechEngineIds.join(', ')}; got "${env.TRANSCRIBER}"`);
  }
  // Each engine reads its own variables (engines.ts); the config is their parts together.
  const parts = Object.values(speechEngines).map((engine) => engine.env.parse(env));
  return Object.assign({ engine: raw }, ...parts) as TranscriberConfig;
}

/** Default config without reading the environment: auto with nothing configured, i.e. local English. */
export function defaultTranscriberConfig(): TranscriberConfig {
  return transcriberConfigFromEnv({});
}

/**
 * Whether a Korean analysis can get its whisper.cpp model provisioned (models/download.ts) instead of refusing:
 * `auto` with nothing else configured, or whisper-cpp chosen without a model path, and a models folder known.
 */
export function provisionsKoreanModel(cfg: TranscriberConfig): boolean {
  if (!cfg.whisperModelDir || cfg.whisperModelPath) return false;
  if (cfg.engine === 'whisper-cpp') return true;
  return cfg.engine === 'auto' && !cfg.openai.apiKey;
}

/** Korean is on offer when its model can be fetched, or (downloads off) is already in the models folder. */
function koreanProvisionable(cfg: TranscriberConfig): boolean {
  if (!provisionsKoreanModel(cfg)) return false;
  if (cfg.whisperAutoDownload !== false) return true;
  try {
    const spec = findWhisperModel(
      loadWhisperManifest(cfg.whisperModelManifest),
      cfg.whisperModel ?? DEFAULT_WHISPER_MODEL,
    );
    return Boolean(spec && existsSync(join(cfg.whisperModelDir!, spec.file)));
  } catch {
    return false;
  }
}

/** Which engine `auto` (or an explicit choice) resolves to, before any language check. */
export function preferredEngine(cfg: TranscriberConfig): TranscriberEngine {
  if (cfg.engine !== 'auto') return cfg.engine;
  if (cfg.whisperModelPath) return 'whisper-cpp';
  if (cfg.openai.apiKey) return 'openai';
  return 'local';
}

/** The languages the configured engine handles; the web warns before upload when Korean is not among them. */
export function transcriberCapabilities(cfg: TranscriberConfig): {
  languages: AnalysisLanguage[];
  engine: TranscriberEngine;
  howToEnableKorean?: string;
} {
  const engine = preferredEngine(cfg);
  const languages = koreanProvisionable(cfg)
    ? (['ko', 'en'] as AnalysisLanguage[])
    : [...speechEngines[engine].languages];
  return languages.includes('ko')
    ? { languages, engine }
    : { languages, engine, howToEnableKorean: HOW_TO_ENABLE_KOREAN };
}

/** Picks the engine for a language or refuses with language_unsupported and the way to enable it. */
export function resolveEngine(cfg: TranscriberConfig, language: AnalysisLanguage): TranscriberEngine {
  if (language === 'ko' && provisionsKoreanModel(cfg)) return 'whisper-cpp';
  const engine = preferredEngine(cfg);
  if (!speechEngines[engine].languages.includes(language)) {
    throw new AnalysisError('language_unsupported', HOW_TO_ENABLE_KOREAN, { engine, language });
  }
  if (engine === 'whisper-cpp' && !cfg.whisperModelPath && !cfg.whisperModelDir) {
    throw new AnalysisError(
      'transcriber_failed',
      'TRANSCRIBER=whisper-cpp needs WHISPER_MODEL_PATH: run `npm run models:download -- base` and point it at the file.',
    );
  }
  if (engine === 'openai' && !cfg.openai.apiKey) {
    throw new AnalysisError('transcriber_auth', 'TRANSCRIBER=openai needs OPENAI_API_KEY.');
  }
  return engine;
}

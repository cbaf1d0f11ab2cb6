import type { AnalysisLanguage } from '@cuecoach/contracts';
import { AnalysisError } from '../errors.ts';
import { ensureWhisperModel } from '../models/download.ts';
import {
  DEFAULT_WHISPER_MODEL,
  DEFAULT_WHISPER_MODEL_HOST,
  findWhisperModel,
  loadWhisperManifest,
} from '../models/manifest.ts';
import { resolveEngine } from './config.ts';
import { speechEngines } from './engines.ts';
import type { Transcriber, TranscriberConfig } from './types.ts';
import { createWhisperCppTranscriber } from './whisper-cpp.ts';

export {
  defaultTranscriberConfig,
  HOW_TO_ENABLE_KOREAN,
  preferredEngine,
  provisionsKoreanModel,
  resolveEngine,
  transcriberCapabilities,
  transcriberConfigFromEnv,
} from './config.ts';
export { type SpeechEngine, speechEngines } from './engines.ts';
export type { RawSegment, Transcriber, TranscriberConfig, TranscriberEngine } from './types.ts';

/** The engine for this analysis; throws language_unsupported (with how to enable Korean) before any work. */
export function createTranscriber(cfg: TranscriberConfig, language: AnalysisLanguage): Transcriber {
  const engine = resolveEngine(cfg, language);
  // whisper.cpp without a model file gets the manifest's model from the models folder, fetched on first use.
  if (engine === 'whisper-cpp' && !cfg.whisperModelPath) return provisionedWhisperCpp(cfg);
  return speechEngines[engine].create(cfg);
}

/** whisper.cpp on the manifest model in the models folder, fetched (and verified) first when missing. */
function provisionedWhisperCpp(cfg: TranscriberConfig): Transcriber {
  const manifest = loadWhisperManifest(cfg.whisperModelManifest);
  const name = cfg.whisperModel ?? DEFAULT_WHISPER_MODEL;
  const spec = findWhisperModel(manifest, name);
  if (!spec) {
    throw new AnalysisError(
      'model_unavailable',
      `The whisper.cpp model "${name}" is not in the model manifest; choose one of ${manifest.map((m) => m.name).join(', ')}.`,
      { model: name },
    );
  }
  let modelPath: string | undefined;
  const ensure = (opts: Parameters<NonNullable<Transcriber['prepare']>>[0]) =>
    ensureWhisperModel({
      spec,
      dir: cfg.whisperModelDir!,
      host: cfg.whisperModelHost ?? DEFAULT_WHISPER_MODEL_HOST,
      download: cfg.whisperAutoDownload !== false,
      signal: opts.signal,
      onProgress: opts.onProgress,
    });
  const inner = () => createWhisperCppTranscriber({ modelPath: modelPath!, threads: cfg.whisperThreads });
  return {
    engine: 'whisper-cpp',
    model: spec.file,
    async prepare(opts) {
      modelPath = await ensure(opts);
    },
    async transcribe(request) {
      modelPath ??= await ensure({ signal: request.signal });
      return inner().transcribe(request);
    },
  };
}

import type { AnalysisLanguage } from '@cuecoach/contracts';
import { resolveEngine } from './config.ts';
import { createLocalTranscriber } from './local.ts';
import { createOpenAiTranscriber } from './openai.ts';
import type { Transcriber, TranscriberConfig } from './types.ts';
import { createWhisperCppTranscriber } from './whisper-cpp.ts';

export {
  defaultTranscriberConfig,
  HOW_TO_ENABLE_KOREAN,
  preferredEngine,
  resolveEngine,
  transcriberCapabilities,
  transcriberConfigFromEnv,
} from './config.ts';
export type { RawSegment, Transcriber, TranscriberConfig, TranscriberEngine } from './types.ts';

/** The engine for this analysis; throws language_unsupported (with how to enable Korean) before any work. */
export function createTranscriber(cfg: TranscriberConfig, language: AnalysisLanguage): Transcriber {
  const engine = resolveEngine(cfg, language);
  if (engine === 'whisper-cpp') {
    return createWhisperCppTranscriber({ modelPath: cfg.whisperModelPath!, threads: cfg.whisperThreads });
  }
  if (engine === 'openai') return createOpenAiTranscriber(cfg.openai);
  return createLocalTranscriber({ workers: cfg.localWorkers });
}

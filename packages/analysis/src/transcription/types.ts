import type { AnalysisLanguage, Style } from '@cuecoach/contracts';
import type { PcmFile } from '../media/decode.ts';
import type { AudioChunk } from '../segmentation/chunks.ts';

export const transcriberEngines = ['local', 'whisper-cpp', 'openai'] as const;
export type TranscriberEngine = (typeof transcriberEngines)[number];

export interface OpenAiTranscriberConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Attempts after the first on rate limits, 5xx and network errors. */
  maxRetries: number;
  /** First backoff delay; doubles each retry. */
  retryBaseMs: number;
  timeoutMs: number;
  concurrency: number;
}

export interface TranscriberConfig {
  engine: 'auto' | TranscriberEngine;
  /** ggml model for whisper-cpp (WHISPER_MODEL_PATH). */
  whisperModelPath?: string;
  whisperThreads?: number;
  openai: OpenAiTranscriberConfig;
  /**
   * Worker threads for the local engine (LOCAL_TRANSCRIBER_WORKERS), each holding its own model session; default 1.
   * The cores are shared out among them as onnxruntime threads inside each call.
   */
  localWorkers?: number;
}

/** What a recogniser returns: text with times in seconds of the original file. */
export interface RawSegment {
  start: number;
  end: number;
  text: string;
}

export interface TranscribeRequest {
  pcm: PcmFile;
  chunks: AudioChunk[];
  language: AnalysisLanguage;
  /** The class's style: its vocabulary goes into the recogniser's prompt (prompt.ts). */
  style?: Style | null;
  signal?: AbortSignal;
  onChunkDone?: (done: number, total: number) => void;
}

export interface Transcriber {
  readonly engine: TranscriberEngine;
  readonly model: string;
  transcribe(request: TranscribeRequest): Promise<RawSegment[]>;
}

/**
 * Whisper tends to clean speech up; an initial prompt written with hesitations nudges it to keep "um", "uh",
 * "like", 음, 어 in the text, which is exactly what filler metrics need.
 */
export const disfluentPrompt: Record<AnalysisLanguage, string> = {
  en: 'Umm, okay, so, uh, breathe in, and, um, like, exhale. Hmm, you know, basically, uh, relax your shoulders.',
  ko: '음, 어, 그러니까, 이제 숨을 들이마시고, 어, 내쉬세요. 음, 그, 약간 어깨를 좀 내리고요.',
};

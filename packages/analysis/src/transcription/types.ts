import type { AnalysisLanguage, SpeechEngineId, Style } from '@cuecoach/contracts';
import type { PcmFile } from '../media/decode.ts';
import type { ModelDownloadProgress } from '../models/download.ts';
import type { AudioChunk } from '../segmentation/chunks.ts';
import type { DecodeProblem } from './decode-guards.ts';
import type { StyleGuess } from './style-guess.ts';

/** The engines are described once, in engines.ts (and their facts in @cuecoach/contracts). */
export type TranscriberEngine = SpeechEngineId;

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
  /**
   * Automatic Korean: with nothing else configured (TRANSCRIBER=auto, no WHISPER_MODEL_PATH, no OpenAI key), a
   * Korean analysis uses the multilingual whisper.cpp model `whisperModel` from this folder, downloading it first
   * when it is missing (models/download.ts). The server sets it to DATA_DIR/models; WHISPER_MODEL_DIR elsewhere.
   */
  whisperModelDir?: string;
  /** Manifest name of that model (WHISPER_MODEL, admin setting on the server); default "base". */
  whisperModel?: string;
  /** Mirror the model file is fetched from (WHISPER_MODEL_HOST). */
  whisperModelHost?: string;
  /** A JSON manifest replacing the built-in one (WHISPER_MODEL_MANIFEST). */
  whisperModelManifest?: string;
  /** WHISPER_AUTO_DOWNLOAD=false: never fetch; a missing model fails with where to place it. */
  whisperAutoDownload?: boolean;
}

/** What a recogniser returns: text with times in seconds of the original file. */
export interface RawSegment {
  start: number;
  end: number;
  text: string;
  /**
   * Average log-probability per token of this segment's own text, when the engine scored it (the embedded engine
   * does on chunks whose decode is unsure): English the model reads scores about −0.05 to −0.5; another language
   * written out as English-looking words about −0.9 to −1.5.
   */
  avgLogprob?: number;
  /**
   * The segment ends on a tail copied from the segments before it in its chunk, and `avgLogprob` is of its own words
   * only (copied-tail.ts): the copy is as sure as the text it copies and says nothing of the sound.
   */
  ownWordsScored?: true;
  /**
   * The breath groups under the segment, each decoded again on its own audio (the embedded engine does this on
   * unsure chunks, for a segment laid over two or more of them): what the recogniser hears in each line alone.
   * A segment over an English line and a Korean one is scored, and read, as both together; a line alone is not.
   */
  alone?: GroupReading[];
  /**
   * How sure the recogniser was of the chunk this text came from, after its retries (decode-guards.ts): problems
   * left are evidence for the language gate. Absent when the engine reports nothing.
   */
  quality?: DecodeQuality;
}

/** One breath group decoded on its own audio: its time (seconds of the file) and what the recogniser wrote. */
export interface GroupReading {
  start: number;
  end: number;
  segments: { text: string; avgLogprob?: number }[];
}

export interface DecodeQuality {
  /** Average log-probability per generated token, when the engine reports one. */
  avgLogprob: number | null;
  problems: DecodeProblem[];
  /** Decodes tried for the chunk (1 when the first passed). */
  attempts: number;
}

export interface TranscribeRequest {
  pcm: PcmFile;
  chunks: AudioChunk[];
  language: AnalysisLanguage;
  /** The class's style: its vocabulary goes into the recogniser's prompt (prompt.ts). */
  style?: Style | null;
  signal?: AbortSignal;
  onChunkDone?: (done: number, total: number) => void;
  /**
   * Without a style, the style whose vocabulary the recogniser was prompted with, guessed from the terms heard
   * (style-guess.ts), with the chunks decoded before the guess and how many of them were decoded again; not
   * called when no movement group stood out.
   */
  onStyleGuessed?: (guess: StyleGuess) => void;
  /** `false`: without a style, decode with the plain prompt throughout, guessing none (the gate's second hearing). */
  guessStyle?: boolean;
  /** Engines that identify the spoken language (whisper.cpp with a multilingual model) report it here (ISO 639-1). */
  onLanguageDetected?: (language: string) => void;
}

export interface Transcriber {
  readonly engine: TranscriberEngine;
  readonly model: string;
  transcribe(request: TranscribeRequest): Promise<RawSegment[]>;
  /**
   * Work before the first chunk that may take long: fetching the speech model (whisper-cpp provisioning).
   * The pipeline runs it as its own step, `model_download`, with the download's progress.
   */
  prepare?(opts: { signal?: AbortSignal; onProgress?: (progress: ModelDownloadProgress) => void }): Promise<void>;
}

/**
 * Whisper tends to clean speech up; an initial prompt written with hesitations nudges it to keep "um", "uh",
 * "like", 음, 어 in the text, which is exactly what filler metrics need.
 */
export const disfluentPrompt: Record<AnalysisLanguage, string> = {
  en: 'Umm, okay, so, uh, breathe in, and, um, like, exhale. Hmm, you know, basically, uh, relax your shoulders.',
  ko: '음, 어, 그러니까, 이제 숨을 들이마시고, 어, 내쉬세요. 음, 그, 약간 어깨를 좀 내리고요.',
};

// Public API of @cuecoach/analysis: what the server and the CLI may import (docs/architecture.md, docs/analysis.md).
export { AnalysisError, type AnalysisErrorCode, analysisErrorCodes, isAnalysisError } from './errors.ts';
export * from './feedback/index.ts';
export { detectFilledPauses } from './filled-pauses/detect.ts';
export { ACOUSTIC_FILLER_TERM, defaultLexicon } from './lexicon/index.ts';
export * from './live/index.ts';
export { ffmpegPath, ffprobePath } from './media/binaries.ts';
export { decodeToPcmFile } from './media/decode.ts';
export { extractAudio } from './media/extract.ts';
export { countedDuration, measureAudioDuration } from './media/measure.ts';
export { DEFAULT_MAX_DURATION_SEC, type MediaProbe, probeMedia } from './media/probe.ts';
export {
  bucketPauses,
  clarityScore,
  computeDataStats,
  computeMetrics,
  consistencyScore,
  type DataStatsInput,
  findPauses,
  flowScore,
  type MetricsInput,
  MIN_PAUSE_SEC,
  normalizeRegions,
  paceTimeline,
} from './metrics/index.ts';
export {
  ensureWhisperModel,
  type ModelDownloadProgress,
  modelUrl,
  placeByHandMessage,
} from './models/download.ts';
export {
  DEFAULT_WHISPER_MODEL,
  DEFAULT_WHISPER_MODEL_HOST,
  findWhisperModel,
  loadWhisperManifest,
  type WhisperModelSpec,
  whisperModels,
} from './models/manifest.ts';
export { type AnalysisResult, type AnalyzeOptions, analyzeFile } from './pipeline.ts';
export { type AudioChunk, buildChunks } from './segmentation/chunks.ts';
export {
  compileLexicon,
  countSyllables,
  findHits,
  type LexiconHit,
  type ProcessedTranscript,
  type ProcessTranscriptOptions,
  processTranscript,
  type TranscriptHit,
  type TranscriptWord,
  tokenize,
} from './text/index.ts';
export { adminPatternError } from './text/safe-regex.ts';
export {
  createTranscriber,
  defaultTranscriberConfig,
  HOW_TO_ENABLE_KOREAN,
  provisionsKoreanModel,
  type RawSegment,
  type TranscriberConfig,
  type TranscriberEngine,
  transcriberCapabilities,
  transcriberConfigFromEnv,
} from './transcription/index.ts';
export type { TimeRange } from './vad/speech-regions.ts';

export { LiveRecogniser, type LiveRecogniserOptions, liveTranscriptLanguages } from './live-recogniser.ts';
export {
  type FinishedSpeech,
  type LiveMeter,
  type LiveSoundState,
  LiveSpeechTracker,
  type LiveSpeechTrackerOptions,
} from './live-speech-tracker.ts';
export { type LiveTranscriptStats, liveTranscriptStats } from './live-transcript.ts';
export { LiveVadPool } from './live-vad-pool.ts';
export { type LiveLevelStats, type LiveVerdictCode, liveVerdict } from './live-verdict.ts';

import type { AnalysisLanguage } from './enums.ts';

/**
 * The speech engines, as everything outside the analysis package needs to know them: which languages each
 * reads, whether a recording's audio leaves the machine (the privacy page says so), and how fast it runs before
 * anything is measured (first time estimates). The analysis package adds how each is configured and created
 * (`speechEngines` in @cuecoach/analysis); nothing else lists the engines.
 */
export const speechEngineIds = ['local', 'whisper-cpp', 'openai'] as const;
export type SpeechEngineId = (typeof speechEngineIds)[number];

export interface SpeechEngineFacts {
  id: SpeechEngineId;
  /** Languages the engine can read (whisper.cpp: with a multilingual model). */
  languages: readonly AnalysisLanguage[];
  /** True when the audio is sent to another service to be transcribed. */
  audioLeavesMachine: boolean;
  /**
   * Processing seconds per audio second before anything has been measured on a server: on the slow side of what
   * the engine does on a small machine, so a first estimate errs long rather than short.
   */
  realTimeFactor: number;
}

export const speechEngineFacts: Record<SpeechEngineId, SpeechEngineFacts> = {
  local: { id: 'local', languages: ['en'], audioLeavesMachine: false, realTimeFactor: 0.5 },
  'whisper-cpp': { id: 'whisper-cpp', languages: ['ko', 'en'], audioLeavesMachine: false, realTimeFactor: 1 },
  openai: { id: 'openai', languages: ['ko', 'en'], audioLeavesMachine: true, realTimeFactor: 0.3 },
};

export function isSpeechEngineId(value: string): value is SpeechEngineId {
  return (speechEngineIds as readonly string[]).includes(value);
}

/** Whether recordings analysed by `engine` (any id a server reports, `none` included) leave the machine. */
export function audioLeavesMachine(engine: string): boolean {
  return isSpeechEngineId(engine) && speechEngineFacts[engine].audioLeavesMachine;
}

import { z } from 'zod/mini';

/**
 * The live microphone check (/test/realtime, docs/live-check.md): the browser streams 16 kHz mono 16-bit PCM over
 * a WebSocket (`liveCheckApi.socket` in the route table); the server answers with JSON messages. Nothing is stored.
 */
export const LIVE_CHECK_SAMPLE_RATE = 16_000;
/** Audio one check may send; the server ends the check with `time_limit` after it. */
export const LIVE_CHECK_MAX_SECONDS = 60;
/** Largest binary message: one second of 16-bit PCM (the browser sends 100 ms at a time). */
export const LIVE_CHECK_MAX_MESSAGE_BYTES = LIVE_CHECK_SAMPLE_RATE * 2;

export const liveVerdicts = [
  'listening',
  'no_speech',
  'clipping',
  'too_quiet',
  'music_too_loud',
  'clear_over_music',
  'clear',
] as const;
export type LiveVerdict = (typeof liveVerdicts)[number];

/** Why the server closed a check; the page shows each in the reader's language. */
export const liveCheckCloseReasons = [
  'done',
  'time_limit',
  'already_running',
  'server_busy',
  'too_many_checks',
  'too_fast',
  'bad_message',
  'idle_timeout',
  'server_error',
] as const;
export type LiveCheckCloseReason = (typeof liveCheckCloseReasons)[number];

/** WebSocket close codes for the reasons above (4000–4999 is the application range). */
export const liveCheckCloseCodes: Record<LiveCheckCloseReason, number> = {
  done: 1000,
  time_limit: 1000,
  already_running: 4409,
  server_busy: 4429,
  /** The account started its hourly number of checks. */
  too_many_checks: 4430,
  /** Audio arrived faster than a microphone can record it (beyond a few seconds of catching up after a stall). */
  too_fast: 4413,
  bad_message: 4400,
  idle_timeout: 4408,
  server_error: 1011,
};

/** The first message from the browser: the language the instructor will speak. */
export const liveCheckStart = z.object({ type: z.literal('start'), language: z.enum(['ko', 'en']) });
/** Ends the check early; the server finishes the speech it holds and answers `done`. */
export const liveCheckStop = z.object({ type: z.literal('stop') });
export const liveCheckClientMessage = z.discriminatedUnion('type', [liveCheckStart, liveCheckStop]);
export type LiveCheckClientMessage = z.infer<typeof liveCheckClientMessage>;

export interface LiveCheckStats {
  heardSec: number;
  speechSec: number;
  soundSec: number;
  speechDb: number | null;
  backgroundDb: number | null;
  clippedRatio: number;
}

export interface LiveCheckTranscriptStats {
  words: number;
  wpm: number;
  fillers: number;
  fillerWords: string[];
}

export type LiveCheckServerMessage =
  /** `transcription` is false when the engine cannot transcribe the chosen language on this install. */
  | { type: 'ready'; transcription: boolean; maxSeconds: number }
  | {
      type: 'level';
      heardSec: number;
      rmsDb: number;
      peakDb: number;
      clipping: boolean;
      state: 'speech' | 'sound' | 'silence';
      verdict: LiveVerdict;
    }
  | {
      type: 'transcript';
      start: number;
      end: number;
      /** Null when the region could not be transcribed (`skipped` says why). */
      text: string | null;
      skipped?: 'busy' | 'failed';
      stats: LiveCheckTranscriptStats;
    }
  | { type: 'done'; reason: 'done' | 'time_limit'; verdict: LiveVerdict; stats: LiveCheckStats };

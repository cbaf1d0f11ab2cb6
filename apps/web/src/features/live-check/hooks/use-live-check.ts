import {
  type AnalysisLanguage,
  type LiveCheckCloseReason,
  type LiveCheckServerMessage,
  type LiveCheckTranscriptStats,
  type LiveVerdict,
  liveCheckApi,
  liveCheckCloseReasons,
} from '@cuecoach/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { apiUrl } from '@/lib/api-client.ts';
import workletUrl from '../lib/pcm-worklet.ts?worker&url';

export type LiveCheckProblem = 'micDenied' | 'noMic' | 'unsupported';

export interface TranscriptLine {
  start: number;
  text: string | null;
  skipped?: 'busy' | 'failed';
}

export interface LiveCheckState {
  phase: 'idle' | 'connecting' | 'listening' | 'finishing' | 'ended';
  transcription: boolean;
  maxSeconds: number;
  heardSec: number;
  rmsDb: number;
  peakDb: number;
  clipping: boolean;
  sound: 'speech' | 'sound' | 'silence';
  verdict: LiveVerdict;
  lines: TranscriptLine[];
  stats: LiveCheckTranscriptStats;
  /** Why the check ended (server reason, or `lost` when the connection dropped), or what stopped it starting. */
  ended: LiveCheckCloseReason | 'lost' | null;
  problem: LiveCheckProblem | null;
}

const initial: LiveCheckState = {
  phase: 'idle',
  transcription: true,
  maxSeconds: 60,
  heardSec: 0,
  rmsDb: -120,
  peakDb: -120,
  clipping: false,
  sound: 'silence',
  verdict: 'listening',
  lines: [],
  stats: { words: 0, wpm: 0, fillers: 0, fillerWords: [] },
  ended: null,
  problem: null,
};

const quiet = { rmsDb: -120, peakDb: -120, clipping: false, sound: 'silence' } as const;

type Action =
  | { type: 'connecting' }
  | { type: 'message'; message: LiveCheckServerMessage }
  | { type: 'finishing' }
  | { type: 'closed'; reason: LiveCheckCloseReason | 'lost' }
  | { type: 'problem'; problem: LiveCheckProblem };

function reduce(state: LiveCheckState, action: Action): LiveCheckState {
  switch (action.type) {
    case 'connecting':
      return { ...initial, phase: 'connecting' };
    case 'finishing':
      return state.phase === 'listening' ? { ...state, ...quiet, phase: 'finishing' } : state;
    case 'problem':
      return { ...state, phase: 'ended', problem: action.problem };
    case 'closed':
      // The microphone is off: the meter falls back to empty rather than freezing on the last value.
      return { ...state, ...quiet, phase: 'ended', ended: state.ended ?? action.reason };
    case 'message': {
      const m = action.message;
      if (m.type === 'ready')
        return { ...state, phase: 'listening', transcription: m.transcription, maxSeconds: m.maxSeconds };
      if (m.type === 'level') {
        if (state.phase !== 'listening') return { ...state, heardSec: m.heardSec, verdict: m.verdict };
        return {
          ...state,
          heardSec: m.heardSec,
          rmsDb: m.rmsDb,
          peakDb: m.peakDb,
          clipping: m.clipping,
          sound: m.state,
          verdict: m.verdict,
        };
      }
      if (m.type === 'transcript') {
        const line: TranscriptLine = { start: m.start, text: m.text, ...(m.skipped ? { skipped: m.skipped } : {}) };
        return { ...state, lines: [...state.lines, line].sort((a, b) => a.start - b.start), stats: m.stats };
      }
      return { ...state, verdict: m.verdict, heardSec: m.stats.heardSec, ended: m.reason };
    }
  }
}

interface Running {
  socket: WebSocket;
  context: AudioContext;
  stream: MediaStream;
}

/**
 * The live microphone check: microphone → AudioWorklet (16 kHz mono 16-bit PCM) → WebSocket → the server's meter,
 * transcript and verdict. Processing the browser would add (echo cancellation, noise suppression, automatic gain)
 * is turned off: it would hide the music and the distance the check is meant to reveal.
 */
export function useLiveCheck() {
  const [state, dispatch] = useReducer(reduce, initial);
  const running = useRef<Running | null>(null);

  const release = useCallback(() => {
    const current = running.current;
    running.current = null;
    if (!current) return;
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close().catch(() => {});
    if (current.socket.readyState === WebSocket.OPEN) current.socket.close();
  }, []);

  const start = useCallback(
    async (language: AnalysisLanguage) => {
      release();
      dispatch({ type: 'connecting' });
      if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === 'undefined') {
        return dispatch({ type: 'problem', problem: 'unsupported' });
      }
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 },
        });
      } catch (error) {
        const name = (error as DOMException).name;
        return dispatch({ type: 'problem', problem: name === 'NotFoundError' ? 'noMic' : 'micDenied' });
      }
      const context = new AudioContext();
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${location.host}${apiUrl(liveCheckApi.socket)}`);
      socket.binaryType = 'arraybuffer';
      running.current = { socket, context, stream };

      socket.onmessage = (event) => {
        if (typeof event.data === 'string') {
          dispatch({ type: 'message', message: JSON.parse(event.data) as LiveCheckServerMessage });
        }
      };
      socket.onclose = (event) => {
        const reason = liveCheckCloseReasons.find((r) => r === event.reason) ?? 'lost';
        dispatch({ type: 'closed', reason });
        if (running.current?.socket === socket) release();
      };
      socket.onopen = async () => {
        try {
          await context.audioWorklet.addModule(workletUrl);
          const source = context.createMediaStreamSource(stream);
          const node = new AudioWorkletNode(context, 'pcm-downsampler');
          node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
            if (socket.readyState === WebSocket.OPEN) socket.send(event.data);
          };
          socket.send(JSON.stringify({ type: 'start', language }));
          source.connect(node);
          await context.resume();
        } catch {
          dispatch({ type: 'problem', problem: 'unsupported' });
          release();
        }
      };
    },
    [release],
  );

  /** Ends the check: the microphone stops at once, the server finishes the speech it holds and sends its verdict. */
  const stop = useCallback(() => {
    const current = running.current;
    if (!current) return;
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close().catch(() => {});
    dispatch({ type: 'finishing' });
    if (current.socket.readyState === WebSocket.OPEN) current.socket.send(JSON.stringify({ type: 'stop' }));
  }, []);

  useEffect(() => release, [release]);

  return { state, start, stop };
}

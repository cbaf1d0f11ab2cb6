import {
  type FinishedSpeech,
  type LiveRecogniser,
  LiveSpeechTracker,
  type LiveVadPool,
  liveTranscriptLanguages,
  liveTranscriptStats,
} from '@cuecoach/analysis';
import {
  type AnalysisLanguage,
  LIVE_CHECK_MAX_MESSAGE_BYTES,
  LIVE_CHECK_SAMPLE_RATE,
  type LiveCheckCloseReason,
  type LiveCheckServerMessage,
  liveCheckClientMessage,
  liveCheckCloseCodes,
} from '@cuecoach/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

export interface LiveCheckLimits {
  /** Seconds of audio one check may send. */
  maxSeconds: number;
  /** A check that sends nothing this long is closed (a tab left open, a client that never starts). */
  idleMs: number;
  /** Regions one check may have waiting for the recogniser; more are reported as skipped. */
  maxPendingPerCheck: number;
  /**
   * Seconds of audio an account's checks may be ahead of the clock (a check's clock starts when its `start`
   * arrives). A microphone records in real time; after a network stall its buffered audio arrives at once, which
   * this covers. Audio beyond it closes the check with `too_fast`: VAD runs on the event loop, so a client sending
   * faster than real time would take the API's time from everyone else. Shared by the account's checks over time
   * (ahead-allowance.ts), so reopening a check does not bring a fresh burst.
   */
  burstSeconds: number;
}

/**
 * The least audio a message is counted as against the budget (20 ms; the browser sends 100 ms): a flood of tiny
 * messages, each with its own tracker step and `level` answer, is bounded like a flood of audio.
 */
const minMessageSeconds = 0.02;

/**
 * One live microphone check on one WebSocket: `start` (the language), then binary 16 kHz mono 16-bit PCM, then
 * `stop` or the time limit. Each message's audio goes through the speech tracker (VAD and levels) and the meter
 * goes back at once; each finished speech region goes to the shared recogniser. Nothing is written anywhere: the
 * audio lives in the tracker's buffer until the socket closes.
 */
export function runLiveCheck(
  socket: WebSocket,
  deps: {
    recogniser: LiveRecogniser;
    vads: LiveVadPool;
    limits: LiveCheckLimits;
    /** The account's allowance of audio ahead of real time: taken now, what is left given back at the end. */
    ahead: { take(): number; giveBack(seconds: number): void };
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { recogniser, vads, limits, log } = deps;
  const aheadSec = deps.ahead.take();
  let tracker: LiveSpeechTracker | null = null;
  let language: AnalysisLanguage = 'en';
  let transcribes = false;
  let started = false;
  let startedAt = 0;
  /** Seconds of audio counted against the real-time budget. */
  let admittedSec = 0;
  let ending = false;
  let work: Promise<void> = Promise.resolve();
  const pending = new Set<Promise<void>>();
  const segments: { start: number; end: number; text: string }[] = [];

  const send = (message: LiveCheckServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (reason: LiveCheckCloseReason) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(liveCheckCloseCodes[reason], reason);
    }
  };

  // Audio messages not yet through the tracker: while the server is behind, a quiet client is not idle.
  let backlog = 0;
  const onIdle = () => {
    if (backlog > 0 || ending) idle = setTimeout(onIdle, limits.idleMs);
    else close('idle_timeout');
  };
  let idle: NodeJS.Timeout = setTimeout(onIdle, limits.idleMs);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(onIdle, limits.idleMs);
  };

  // Audio is bounded by maxSeconds; this bounds the wall clock too, for a client that trickles audio in.
  const deadline = setTimeout(
    () => (started ? finish('time_limit') : close('idle_timeout')),
    limits.maxSeconds * 2000 + 30_000,
  );

  const transcribe = (region: FinishedSpeech) => {
    if (!transcribes) return;
    const report = (text: string | null, skipped?: 'busy' | 'failed') => {
      if (text) segments.push({ start: region.start, end: region.end, text });
      send({
        type: 'transcript',
        start: region.start,
        end: region.end,
        text,
        ...(skipped ? { skipped } : {}),
        stats: liveTranscriptStats(segments, language, tracker?.heardSec ?? 0),
      });
    };
    if (pending.size >= limits.maxPendingPerCheck) return report(null, 'busy');
    const job = recogniser
      .transcribe(region.samples)
      .then(
        (text) => report(text),
        (error: Error) => {
          const busy = error.message === 'recogniser_busy';
          if (!busy) log.warn({ err: error }, 'live check: recognition failed');
          report(null, busy ? 'busy' : 'failed');
        },
      )
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  const finish = (reason: 'done' | 'time_limit') => {
    if (ending || !started) return;
    ending = true;
    work = work.then(async () => {
      const current = tracker!;
      for (const region of current.finish()) transcribe(region);
      await Promise.all([...pending]);
      send({ type: 'done', reason, verdict: current.verdict(true), stats: current.stats() });
      close(reason);
    });
  };

  const onAudio = (data: Buffer) => {
    if (!started) return close('bad_message');
    if (ending || socket.readyState !== socket.OPEN) return;
    if (data.length === 0 || data.length % 2 !== 0 || data.length > LIVE_CHECK_MAX_MESSAGE_BYTES) {
      return close('bad_message');
    }
    admittedSec += Math.max(data.length / 2 / LIVE_CHECK_SAMPLE_RATE, minMessageSeconds);
    if (admittedSec > (performance.now() - startedAt) / 1000 + aheadSec) {
      // Nothing more of this check runs: the audio still queued is dropped with it. The flood may still be on its
      // way: the socket stops reading (the close frame with the reason is sent first) and is cut a moment later,
      // instead of parsing the rest while waiting for the client's half of the closing handshake.
      ending = true;
      close('too_fast');
      socket.pause();
      setTimeout(() => socket.terminate(), 1000).unref();
      return;
    }
    const samples = new Float32Array(data.length / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2) / 32768;
    // Messages are handled in order: VAD keeps state from one frame to the next.
    backlog++;
    work = work.then(async () => {
      backlog--;
      const current = tracker!;
      if (ending) return;
      const { meter, finished } = await current.push(samples);
      send({ type: 'level', ...meter, verdict: current.verdict() });
      for (const region of finished) transcribe(region);
      if (current.full) finish('time_limit');
    });
  };

  const onText = (text: string) => {
    let message: ReturnType<typeof liveCheckClientMessage.parse>;
    try {
      message = liveCheckClientMessage.parse(JSON.parse(text));
    } catch {
      return close('bad_message');
    }
    if (message.type === 'stop') return finish('done');
    if (started) return close('bad_message');
    started = true;
    startedAt = performance.now();
    language = message.language;
    transcribes = liveTranscriptLanguages.includes(language);
    if (transcribes) recogniser.warm();
    work = work.then(async () => {
      tracker = await LiveSpeechTracker.create({ maxSeconds: limits.maxSeconds, vad: await vads.acquire() });
      send({ type: 'ready', transcription: transcribes, maxSeconds: limits.maxSeconds });
    });
  };

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    touch();
    try {
      if (isBinary) onAudio(data);
      else if (data.length > 1024) close('bad_message');
      else onText(data.toString('utf8'));
    } catch (error) {
      log.error({ err: error }, 'live check: message failed');
      close('server_error');
    }
    work = work.catch((error: unknown) => {
      log.error({ err: error }, 'live check: audio processing failed');
      close('server_error');
    });
  });

  // Resolves when the socket closes, which frees the user's slot at once; the tracker is released after the work
  // in flight on it, so its native session is never freed mid-call.
  return new Promise((resolve) => {
    socket.on('close', () => {
      clearTimeout(idle);
      clearTimeout(deadline);
      ending = true;
      const unused = started ? (performance.now() - startedAt) / 1000 + aheadSec - admittedSec : aheadSec;
      deps.ahead.giveBack(Math.min(limits.burstSeconds, Math.max(0, unused)));
      resolve();
      void work.finally(() => tracker?.release().catch(() => {}));
    });
  });
}

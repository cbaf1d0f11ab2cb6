import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AnalysisLanguage,
  AudioProfile,
  DataStats,
  EngineInfo,
  LexiconTerm,
  Metrics,
  ProcessingStep,
  Style,
  TranscriptSegment,
} from '@cuecoach/contracts';
import { AnalysisError, isAnalysisError, throwIfAborted } from './errors.ts';
import { asDetectorHears, detectFilledPauses, withoutTranscribedFillers } from './filled-pauses/detect.ts';
import { withoutUnsupportedFillers } from './filled-pauses/written-support.ts';
import { defaultLexicon } from './lexicon/index.ts';
import { decodeToPcmFile, openPcmFile } from './media/decode.ts';
import { type AudioLevels, isNarrowband, measureLevels, vadGainDb } from './media/levels.ts';
import { DEFAULT_MAX_DURATION_SEC, probeMedia } from './media/probe.ts';
import { computeDataStats, computeMetrics } from './metrics/index.ts';
import type { ModelDownloadProgress } from './models/download.ts';
import { buildChunks } from './segmentation/chunks.ts';
import { insideOthers, otherTurns, speakerOf, spokenTurns } from './speakers/attribute.ts';
import type { SpeakerTurn } from './speakers/find-speakers.ts';
import { findSpeakersOnThread } from './speakers/find-speakers-thread.ts';
import { withParticipantLines, withRoomLines } from './speakers/participant-lines.ts';
import { processTranscript } from './text/index.ts';
import { judgedStyle } from './text/judged-style.ts';
import { dropHallucinations } from './transcription/hallucinations.ts';
import {
  createTranscriber,
  defaultTranscriberConfig,
  type RawSegment,
  type TranscriberConfig,
} from './transcription/index.ts';
import { withoutInventedText } from './transcription/invented-text.ts';
import { assertReadableLanguage, withoutForeignMarkers } from './transcription/language.ts';
import { recognitionPrompt } from './transcription/prompt.ts';
import { notLanguageShare } from './transcription/segment-reading.ts';
import { assertSpeechMadeOut } from './transcription/speech-made-out.ts';
import type { StyleGuess } from './transcription/style-guess.ts';
import { withoutSplitTags } from './transcription/unread-text.ts';
import { VAD_FRAME_SAMPLES } from './vad/silero.ts';
import { detectSpeechRegions, type TimeRange } from './vad/speech-regions.ts';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

export interface AnalyzeOptions {
  language: AnalysisLanguage;
  style?: Style;
  lexicon?: LexiconTerm[];
  transcriber?: TranscriberConfig;
  maxDurationSec?: number;
  /**
   * The duration the analysis was paid for. Decoding stops a little past it (5 % + 5 s of tolerance for encoders'
   * rounding) and the file is refused, so a recording longer than it was charged for is never analysed in full.
   */
  chargedDurationSec?: number;
  onProgress?: (step: ProcessingStep, percent: number) => void;
  signal?: AbortSignal;
  /** Where the decoded PCM is kept during the analysis; defaults to the OS temp dir. */
  workDir?: string;
  /** Byte progress of a speech-model download (first Korean analysis), alongside the `model_download` step. */
  onModelDownload?: (progress: ModelDownloadProgress) => void;
}

/** The decode limit: the service's maximum, or the charged duration with its tolerance when that is lower. */
function decodeLimit(opts: AnalyzeOptions): { maxDurationSec: number; limitError?: (sec: number) => AnalysisError } {
  const max = opts.maxDurationSec ?? DEFAULT_MAX_DURATION_SEC;
  const charged = opts.chargedDurationSec ? opts.chargedDurationSec * 1.05 + 5 : Number.POSITIVE_INFINITY;
  if (charged >= max) return { maxDurationSec: max };
  return {
    maxDurationSec: charged,
    limitError: (decodedSec) =>
      new AnalysisError(
        'unreadable_file',
        'The recording is longer than the length its file states; upload it again.',
        {
          decodedSec: Math.round(decodedSec),
          chargedDurationSec: opts.chargedDurationSec,
        },
      ),
  };
}

export interface AnalysisResult {
  metrics: Metrics;
  segments: TranscriptSegment[];
  audioProfile: AudioProfile;
  engine: EngineInfo;
  dataStats: DataStats;
  timingsMs: Partial<Record<ProcessingStep, number>>;
  /**
   * Voice activity the metrics used, seconds of the original file: VAD speech regions plus the filled pauses
   * found in their gaps. Pauses are the gaps between these.
   */
  speechRegions: TimeRange[];
  /** Filled pauses found acoustically and counted as fillers (beyond those in the transcript). */
  filledPauses: TimeRange[];
  levels: AudioLevels;
  /** The recogniser chunks (cut in silence), seconds of the original file. */
  chunks: TimeRange[];
  /** Raw recogniser output before text processing, for debugging and re-processing with another lexicon. */
  rawSegments: RawSegment[];
  /** The language the engine identified in the speech, when it can (whisper.cpp with a multilingual model). */
  detectedLanguage: string | null;
  /**
   * Text dropped for lack of speech under it: loops and prompt echo (transcription/language.ts), and known
   * hallucination lines without acoustic support (transcription/hallucinations.ts).
   */
  droppedHallucinations: string[];
  /** Written um/uh/음/어 taken out for want of a sound under them (filled-pauses/written-support.ts). */
  inventedFillers: number;
  /** Who spoke when: the speech regions cut into the instructor's and other voices' turns. */
  speakerTurns: SpeakerTurn[];
  /**
   * Without a style, the style the recogniser prompted with once the class's terms pointed to its group, and what
   * the guess cost in chunks decoded twice (transcription/style-guess.ts); null with a style or no clear group.
   */
  styleGuess: StyleGuess | null;
  /**
   * Without a style, the style the recording was judged as from what was said (text/judged-style.ts): a talk is
   * judged as a presentation and its metrics are a presentation's; null with a style or for a class.
   */
  judgedStyle: Style | null;
}

/**
 * A recognised line with how sure the recogniser was of it: the average token probability of the decode its chunk
 * came from (e^avgLogprob). Engines that report nothing leave it out.
 */
function withConfidence(s: RawSegment): RawSegment & { confidence?: number } {
  const logprob = s.quality?.avgLogprob;
  if (logprob == null || !Number.isFinite(logprob)) return s;
  return { ...s, confidence: Math.round(Math.min(1, Math.exp(logprob)) * 1000) / 1000 };
}

/**
 * The whole analysis of one file steps in order: demux → profile → normalize → audio_analysis → vad →
 * segmentation → transcription → text_processing → metrics_calculation. The feedback step belongs to the
 * caller (generateFeedback). Temp files are removed whatever happens.
 */
export async function analyzeFile(file: string, opts: AnalyzeOptions): Promise<AnalysisResult> {
  const timingsMs: Partial<Record<ProcessingStep, number>> = {};
  const signal = opts.signal;
  const progress = (step: ProcessingStep, percent: number) => opts.onProgress?.(step, Math.round(percent));
  const step = async <T>(name: ProcessingStep, run: () => Promise<T>): Promise<T> => {
    throwIfAborted(signal);
    progress(name, 0);
    const started = performance.now();
    const value = await run();
    timingsMs[name] = Math.round(performance.now() - started);
    progress(name, 100);
    throwIfAborted(signal);
    return value;
  };

  // Resolve the engine first: an unsupported language is refused before any decoding work.
  const transcriber = createTranscriber(opts.transcriber ?? defaultTranscriberConfig(), opts.language);
  const probe = await step('demux', () => probeMedia(file, { maxDurationSec: opts.maxDurationSec, signal }));
  const audioProfile = await step('profile', async () => {
    const { hasAudio: _a, hasVideo: _v, formatName: _f, ...profile } = probe;
    return profile;
  });

  const workDir = await mkdtemp(join(opts.workDir ?? tmpdir(), 'cuecoach-analysis-'));
  try {
    const pcmPath = join(workDir, 'audio.f32');
    await step('normalize', () =>
      decodeToPcmFile(file, pcmPath, {
        signal,
        expectedDurationSec: probe.durationSec,
        ...decodeLimit(opts),
        onProgress: (sec) => progress('normalize', Math.min(99, (sec / probe.durationSec) * 100)),
      }),
    ).catch(cancelledOnAbort(signal));
    const pcm = await openPcmFile(pcmPath);
    const durationSec = pcm.durationSec;
    const levels = await step('audio_analysis', () => measureLevels(pcm, signal)).catch(cancelledOnAbort(signal));

    let probabilities: number[] = [];
    // The recogniser hears the detector's own regions; pauses are measured on them cut to the noise floor.
    let recognitionRegions: TimeRange[] = [];
    // Filled pauses are found acoustically around the speech regions, so they belong to this step's time.
    const {
      speechRegions,
      acousticFilledPauses,
      speakerTurns: heardTurns,
    } = await step('vad', async () => {
      const regions = await detectSpeechRegions(pcm, {
        gainDb: vadGainDb(levels),
        noiseFloorDbfs: levels.noiseFloorDbfs,
        // A recording with nothing above 4 kHz (a call, an 8 kHz recorder, in whatever container): Silero's 8 kHz mode
        // hears it as recorded.
        narrowband: isNarrowband(levels),
        onModelRegions: (r) => {
          recognitionRegions = r;
        },
        signal,
        onProgress: (f) => progress('vad', Math.min(95, f * 95)),
        onProbabilities: (p) => {
          probabilities = p;
        },
      });
      // Both need only the regions: speaker turns on a thread of their own while this one finds filled pauses.
      const [acousticFilledPauses, speakerTurns] = await Promise.all([
        detectFilledPauses(pcm, regions, { signal, levels }),
        findSpeakersOnThread(pcm, regions, { signal }),
      ]);
      return { speechRegions: regions, acousticFilledPauses, speakerTurns };
    });

    const chunks = await step('segmentation', async () =>
      buildChunks(recognitionRegions, durationSec, {
        frameProbabilities: probabilities,
        frameSec: VAD_FRAME_SAMPLES / 16_000,
      }),
    );

    if (transcriber.prepare) {
      await step('model_download', () =>
        transcriber.prepare!({
          signal,
          onProgress: (p) => {
            progress('model_download', Math.min(99, (p.receivedBytes / p.totalBytes) * 100));
            opts.onModelDownload?.(p);
          },
        }),
      );
    }
    let detectedLanguage: string | null = null;
    // Without a style the recogniser may prompt with a style guessed from the terms it hears (style-guess.ts); the
    // gate and the invented-text filter judge prompt echo against the prompt it used.
    let promptStyle: Style | null = opts.style ?? null;
    let styleGuess: StyleGuess | null = null;
    const hear = (style: Style | null, guessStyle: boolean) =>
      step('transcription', () =>
        transcriber.transcribe({
          pcm,
          chunks,
          language: opts.language,
          style,
          guessStyle,
          signal,
          onChunkDone: (done, total) => progress('transcription', Math.min(99, (done / total) * 100)),
          onLanguageDetected: (language) => {
            detectedLanguage = language;
          },
          onStyleGuessed: (guess) => {
            promptStyle = guess.style;
            styleGuess = guess;
          },
        }),
      );
    // A recording in the other language, or speech the engine cannot read, fails here (final, refunded by the
    // server) rather than completing as a 0-word report.
    const judge = (segments: RawSegment[], prompt: string) => {
      assertReadableLanguage({
        segments,
        speech: recognitionRegions,
        language: opts.language,
        engine: transcriber.engine,
        model: transcriber.model,
        detectedByEngine: detectedLanguage,
        prompt,
        narrowband: isNarrowband(levels),
      });
      // Speech in the language that the recogniser could not make out is refused too, not reported on invented words.
      assertSpeechMadeOut({
        segments,
        speech: recognitionRegions,
        language: opts.language,
        engine: transcriber.engine,
      });
    };
    let recognised = await hear(opts.style ?? null, true);
    let prompt = recognitionPrompt(opts.language, promptStyle);
    try {
      judge(recognised, prompt);
    } catch (error) {
      // A style's prompt can make the recogniser write an English class's own terms so unsurely that the gate takes
      // them for another language (a ballet class's "demi plié … relevé" in a Scottish voice scored −1.19 a token;
      // heard without the prompt the same class reads −0.45). Before refusing, a class heard with a style's prompt
      // is heard once more with the plain one and refused only if it still does not read as the language.
      // A style's prompt can also hold the decoder in a loop on its own terms ("Kettlebell. Kettlebell. …").
      const retried = ['language_mismatch', 'speech_unclear'];
      if (!isAnalysisError(error) || !retried.includes(error.code) || promptStyle === null) throw error;
      promptStyle = null;
      styleGuess = null;
      recognised = await hear(null, false);
      prompt = recognitionPrompt(opts.language, null);
      judge(recognised, prompt);
    }
    // A tag cut in two at a segment boundary goes too ("(speaking in foreign" | "language)"), not shown as words.
    const unmarked = withoutSplitTags(recognised)
      .map((s) => ({ ...s, text: withoutForeignMarkers(s.text) }))
      .filter((s) => s.text);
    const { segments: supported, dropped: invented } = withoutInventedText(
      unmarked,
      opts.language,
      prompt,
      recognitionRegions,
    );
    const { segments: heard, dropped: knownLines } = dropHallucinations(supported, {
      speechRegions: recognitionRegions,
      frameProbabilities: probabilities,
      frameSec: VAD_FRAME_SAMPLES / 16_000,
    });
    const droppedHallucinations = [...invented, ...knownLines];
    // A hesitation the prompt made Whisper write at a sentence start, with no sound of its own, is not counted.
    // Read as the acoustic detector reads it, so a copy at another gain keeps the same written fillers.
    const asDetector = asDetectorHears(pcm, levels);
    const { segments: rawSegments, removed: inventedFillers } = await withoutUnsupportedFillers(heard, {
      filledPauses: acousticFilledPauses,
      language: opts.language,
      read: (from, to) => asDetector.read(from, to),
      unread: (segment) => notLanguageShare(segment, opts.language, prompt) >= 0.5,
    });

    const lexicon = opts.lexicon ?? defaultLexicon(opts.language);
    // Every line is shown with its speaker; the instructor's metrics read the instructor's lines only.
    // A student's question the voices missed (a close voice, a question under music) still reads as one, and a
    // line to the whole room the voices took for another voice is the instructor's.
    // (Given back before the turns without words of their own go to the instructor, so no sliver of the turn the
    // line was cut from is left as another voice.)
    const voices = spokenTurns(withRoomLines(heardTurns, rawSegments, opts.language), rawSegments);
    const speakerTurns = withParticipantLines(voices, rawSegments, opts.language);
    const others = otherTurns(speakerTurns);
    const { transcript, instructorTranscript, judged } = await step('text_processing', async () => {
      const read = (style: Style | null) => {
        const textOptions = { language: opts.language, lexicon, style };
        const all = processTranscript(rawSegments.map(withConfidence), textOptions);
        // Another voice's line is shown but carries no cue marks: the cues counted, charted and marked are the
        // instructor's alone, one list everywhere.
        all.segments = all.segments.map((s) => {
          const speaker = speakerOf(s, speakerTurns);
          return speaker === 'other' ? { ...s, speaker, cues: [], cueUtterances: [] } : { ...s, speaker };
        });
        if (!others.length) return { transcript: all, instructorTranscript: all };
        const instructorRaw = rawSegments.filter((s) => speakerOf(s, speakerTurns) === 'instructor');
        return {
          transcript: all,
          instructorTranscript: processTranscript(instructorRaw.map(withConfidence), textOptions),
        };
      };
      const heardAs = read(opts.style ?? null);
      // Without a style, a talk is judged as a presentation and read again as one (its signposts are its cues).
      const judged = opts.style ? null : judgedStyle(heardAs.instructorTranscript, styleGuess !== null);
      return { ...(judged ? read(judged) : heardAs), judged };
    });
    const style = opts.style ?? judged;
    const filledPauses = withoutTranscribedFillers(acousticFilledPauses, rawSegments, opts.language).filter(
      (p) => !insideOthers(p, others),
    );
    // A hesitation is voice, not silence: "and… uhhh… step back" has two short pauses, not one long one.
    const voiced = withFilledPauses(speechRegions, acousticFilledPauses); // all of them, written down or not
    const { metrics, dataStats } = await step('metrics_calculation', async () => ({
      metrics: computeMetrics({
        durationSec,
        speechRegions: voiced,
        transcript: instructorTranscript,
        filledPauses,
        language: opts.language,
        style,
        otherSpeech: others,
      }),
      dataStats: computeDataStats({
        transcript,
        speechRegions: voiced,
        durationSec,
        style,
        otherSpeech: others,
      }),
    }));

    return {
      metrics,
      segments: transcript.segments,
      audioProfile,
      engine: { transcriber: transcriber.engine, model: transcriber.model, language: opts.language, version },
      dataStats,
      timingsMs,
      speechRegions: voiced,
      filledPauses,
      levels,
      chunks: chunks.map((c) => ({ start: c.start, end: c.end })),
      rawSegments,
      detectedLanguage,
      droppedHallucinations,
      inventedFillers,
      speakerTurns,
      styleGuess,
      judgedStyle: judged,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function withFilledPauses(regions: TimeRange[], filledPauses: TimeRange[]): TimeRange[] {
  const all = [...regions, ...filledPauses].sort((a, b) => a.start - b.start);
  const out: TimeRange[] = [];
  for (const r of all) {
    const last = out.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

function cancelledOnAbort(signal: AbortSignal | undefined) {
  return (error: unknown): never => {
    if (signal?.aborted && !(error instanceof AnalysisError)) {
      throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    }
    throw error;
  };
}

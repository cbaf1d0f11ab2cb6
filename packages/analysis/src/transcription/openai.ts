import { setTimeout as sleep } from 'node:timers/promises';
import { AnalysisError } from '../errors.ts';
import { SAMPLE_RATE } from '../media/decode.ts';
import { type AudioChunk, chunkTimeToFileTime } from '../segmentation/chunks.ts';
import { placeOnSpeech } from './align.ts';
import { groupsOfChunk } from './breath-groups.ts';
import { betterDecode, decodeProblems } from './decode-guards.ts';
import { cleanText } from './local.ts';
import { recognitionPrompt } from './prompt.ts';
import { transcribeGuessingStyle } from './style-guess.ts';
import type { OpenAiTranscriberConfig, RawSegment, TranscribeRequest, Transcriber } from './types.ts';
import { encodeWav } from './wav.ts';

interface VerboseResponse {
  text?: string;
  segments?: { start: number; end: number; text: string; avg_logprob?: number }[];
}

/** How a request decodes: the first with the prompt at temperature 0; the retry without it, hotter (decode-guards.ts). */
interface DecodeOptions {
  prompt: boolean;
  temperature: number;
}
const FIRST: DecodeOptions = { prompt: true, temperature: 0 };
const RETRY: DecodeOptions = { prompt: false, temperature: 0.4 };

/**
 * Any OpenAI-compatible /v1/audio/transcriptions endpoint. Chunks go up as 16 kHz WAV with a prompt that keeps
 * disfluencies; rate limits, 5xx and network errors are retried with exponential backoff; bad keys and
 * exhausted quota fail at once with their own codes, since retrying cannot fix them.
 */
export function createOpenAiTranscriber(cfg: OpenAiTranscriberConfig): Transcriber {
  return {
    engine: 'openai',
    model: cfg.model,
    transcribe: (request: TranscribeRequest) =>
      transcribeGuessingStyle(request, (stage) => transcribeChunks(cfg, stage)),
  };
}

/** The request's chunks, `concurrency` requests in flight, in the order of the chunks. */
async function transcribeChunks(cfg: OpenAiTranscriberConfig, request: TranscribeRequest): Promise<RawSegment[]> {
  const results = new Map<number, RawSegment[]>();
  const queue = [...request.chunks];
  let done = 0;
  const lane = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      const samples = await request.pcm.readPieces(chunk.pieces);
      results.set(chunk.index, await transcribeChunk(cfg, chunk, samples, request));
      request.onChunkDone?.(++done, request.chunks.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(cfg.concurrency, queue.length)) }, lane));
  return request.chunks.flatMap((chunk) => results.get(chunk.index) ?? []);
}

/**
 * Servers that answer verbose_json with segments give their own times (tightened on VAD speech like the local
 * engine's). Servers that answer text only cannot say where it was spoken, so the chunk is sent again one breath
 * group at a time and each text takes its group's times, rather than guessing.
 */
async function transcribeChunk(
  cfg: OpenAiTranscriberConfig,
  chunk: AudioChunk,
  samples: Float32Array,
  request: TranscribeRequest,
): Promise<RawSegment[]> {
  const whole = await guardedTranscription(cfg, chunk, samples, request);
  if (whole.segments?.length) {
    const timed = whole.segments.map((s) => ({
      start: chunkTimeToFileTime(chunk, s.start),
      end: chunkTimeToFileTime(chunk, s.end),
      text: cleanText(s.text),
    }));
    return placeOnSpeech(timed, chunk.speech);
  }
  const groups = groupsOfChunk(chunk);
  if (groups.length <= 1) {
    const text = cleanText(whole.text ?? '');
    return text ? [{ start: groups[0]?.start ?? chunk.start, end: groups[0]?.end ?? chunk.end, text }] : [];
  }
  const out: RawSegment[] = [];
  for (const [i, group] of groups.entries()) {
    const groupSamples = await request.pcm.readPieces(group.pieces);
    const reply = await requestTranscription(cfg, groupSamples, `chunk-${chunk.index}-${i}`, request, FIRST);
    const text = cleanText(reply.text ?? reply.segments?.map((s) => s.text).join(' ') ?? '');
    if (text) out.push({ start: group.start, end: group.end, text });
  }
  return out;
}

/**
 * The chunk decoded with the prompt; a reply that fails a guard (a loop, an unsure decode by the server's own
 * log-probabilities, prompt echo, far too few or too many words for the speech) is asked for again without the
 * prompt at a higher temperature, and the better reply is kept.
 */
async function guardedTranscription(
  cfg: OpenAiTranscriberConfig,
  chunk: AudioChunk,
  samples: Float32Array,
  request: TranscribeRequest,
): Promise<VerboseResponse> {
  const speechSec = chunk.speech.reduce((sum, r) => sum + (r.end - r.start), 0);
  const judge = (reply: VerboseResponse, options: DecodeOptions) => {
    const logprobs = (reply.segments ?? []).flatMap((s) => (typeof s.avg_logprob === 'number' ? [s.avg_logprob] : []));
    const avgLogprob = logprobs.length ? logprobs.reduce((a, b) => a + b, 0) / logprobs.length : null;
    const text = reply.segments?.map((s) => s.text).join(' ') ?? reply.text ?? '';
    const prompt = options.prompt ? recognitionPrompt(request.language, request.style) : undefined;
    const problems = decodeProblems({
      text: cleanText(text),
      language: request.language,
      speechSec,
      avgLogprob,
      prompt,
    });
    return { reply, problems, avgLogprob };
  };
  const first = judge(await requestTranscription(cfg, samples, `chunk-${chunk.index}`, request, FIRST), FIRST);
  if (first.problems.length === 0) return first.reply;
  const retry = judge(await requestTranscription(cfg, samples, `chunk-${chunk.index}-retry`, request, RETRY), RETRY);
  return betterDecode(first, retry).reply;
}

async function requestTranscription(
  cfg: OpenAiTranscriberConfig,
  samples: Float32Array,
  name: string,
  request: TranscribeRequest,
  options: DecodeOptions,
): Promise<VerboseResponse> {
  const wav = encodeWav(samples, SAMPLE_RATE);
  let lastError = '';
  for (let attempt = 0; attempt <= cfg.maxRetries; attempt++) {
    if (request.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    if (attempt > 0)
      await sleep(cfg.retryBaseMs * 2 ** (attempt - 1), undefined, { signal: request.signal }).catch(() => {});
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), `${name}.wav`);
    form.append('model', cfg.model);
    form.append('language', request.language);
    if (options.prompt) form.append('prompt', recognitionPrompt(request.language, request.style));
    form.append('response_format', 'verbose_json');
    form.append('temperature', String(options.temperature));
    let response: Response;
    try {
      const signals = [AbortSignal.timeout(cfg.timeoutMs), ...(request.signal ? [request.signal] : [])];
      response = await fetch(`${cfg.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers: cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {},
        body: form,
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (request.signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
      lastError = `network error: ${(error as Error).message}`;
      continue;
    }
    const body = await response.text();
    if (response.ok) return parseResponse(body);
    const apiMessage = errorMessage(body);
    if (response.status === 401 || response.status === 403) {
      throw new AnalysisError(
        'transcriber_auth',
        `The transcription service refused the API key (HTTP ${response.status}). Check OPENAI_API_KEY.`,
        { status: response.status, apiMessage },
      );
    }
    if (response.status === 402 || (response.status === 429 && /quota|billing/i.test(body))) {
      throw new AnalysisError(
        'transcriber_quota',
        'The transcription service quota is used up. Add credit to the account or use another engine.',
        { status: response.status, apiMessage },
      );
    }
    lastError = `HTTP ${response.status}: ${apiMessage}`;
    // Other 4xx (bad request, unsupported model) will not get better by retrying.
    if (response.status !== 429 && response.status < 500) break;
  }
  throw new AnalysisError('transcriber_failed', `The transcription service failed: ${lastError}`, { engine: 'openai' });
}

function parseResponse(body: string): VerboseResponse {
  try {
    return JSON.parse(body) as VerboseResponse;
  } catch {
    throw new AnalysisError('transcriber_failed', 'The transcription service returned something that is not JSON.');
  }
}

function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    if (typeof parsed.error === 'string') return parsed.error;
    return parsed.error?.message ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

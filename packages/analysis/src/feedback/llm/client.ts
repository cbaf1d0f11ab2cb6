/**
 * One call to an OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server), bounded
 * by a timeout and the caller's AbortSignal so a stuck model never stalls the job.
 */
import { AnalysisError } from '../../errors.ts';
import type { LlmConfig } from '../config.ts';

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'bad_response';

export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status?: number;
  /** Start of the server's error body, for the fallback reason (never contains our key). */
  readonly body?: string;

  constructor(kind: LlmErrorKind, message: string, extra: { status?: number; body?: string } = {}) {
    super(message);
    this.name = 'LlmError';
    this.kind = kind;
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.body !== undefined) this.body = extra.body;
  }

  /** Worth one more try: overloaded or flaky server, not a configuration problem. */
  get transient(): boolean {
    return this.kind === 'network' || (this.kind === 'http' && (this.status === 429 || (this.status ?? 0) >= 500));
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  responseFormat:
    | { type: 'json_schema'; json_schema: { name: string; strict: boolean; schema: object } }
    | { type: 'json_object' };
}

export interface ChatAnswer {
  content: string;
  model: string;
  finishReason?: string;
}

export async function chatCompletion(cfg: LlmConfig, request: ChatRequest, signal?: AbortSignal): Promise<ChatAnswer> {
  const timeout = AbortSignal.timeout(cfg.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;
  const body = {
    model: cfg.model,
    messages: request.messages,
    response_format: request.responseFormat,
    temperature: 0.2,
    max_tokens: cfg.maxOutputTokens,
    stream: false,
  };

  let text: string;
  let status: number;
  const post = () =>
    fetch(`${cfg.baseUrl}/chat/completions`, { method: 'POST', headers, body: JSON.stringify(body), signal: combined });
  try {
    let response: Response;
    try {
      response = await post();
    } catch (error) {
      // A kept-alive connection the server closed while idle fails at once with a reset; that is not the endpoint
      // failing, so it is asked again on a fresh connection instead of spending one of the report's attempts.
      if (combined.aborted || !closedConnection(error)) throw error;
      response = await post();
    }
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw new AnalysisError('cancelled', 'The analysis was cancelled.');
    if (timeout.aborted) throw new LlmError('timeout', `no answer within ${cfg.timeoutMs} ms`);
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new LlmError('network', `could not reach ${cfg.baseUrl}: ${cause}`);
  }

  if (status < 200 || status >= 300) {
    const snippet = text.slice(0, 300);
    let detail = snippet;
    try {
      const parsed = JSON.parse(text) as { error?: { message?: string } | string };
      detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? snippet);
    } catch {
      // not JSON: keep the raw snippet
    }
    throw new LlmError('http', `HTTP ${status}: ${detail}`, { status, body: snippet });
  }

  let parsed: {
    model?: string;
    choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }[];
  };
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new LlmError('bad_response', 'the endpoint did not answer with JSON');
  }
  const choice = parsed.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    const refusal = choice?.message?.refusal;
    throw new LlmError('bad_response', refusal ? `the model refused: ${refusal}` : 'the answer had no message content');
  }
  const answer: ChatAnswer = { content, model: parsed.model || cfg.model };
  if (choice?.finish_reason) answer.finishReason = choice.finish_reason;
  return answer;
}

/** A request that failed because the other side closed the (reused) connection before answering. */
function closedConnection(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return (
    cause?.code === 'ECONNRESET' ||
    cause?.code === 'UND_ERR_SOCKET' ||
    cause?.code === 'EPIPE' ||
    /other side closed/i.test(cause?.message ?? '')
  );
}

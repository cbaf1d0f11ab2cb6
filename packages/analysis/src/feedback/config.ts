/**
 * Which generator writes the coaching report, read from the environment:
 *   FEEDBACK=auto|local|llm (default auto: llm when LLM_BASE_URL or LLM_API_KEY is set, otherwise local)
 *   LLM_BASE_URL  OpenAI-compatible base URL including the version path, e.g. https://api.openai.com/v1,
 *                 http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8080/v1 (llama.cpp server, vLLM)
 *   LLM_API_KEY   bearer token (optional for local servers); alone it means OpenAI
 *   LLM_MODEL     model name (default gpt-4o-mini on api.openai.com; required elsewhere)
 *   LLM_TIMEOUT_MS         per request (default 60000)
 *   LLM_CONTEXT_TOKENS     the model's context window; the transcript is trimmed to fit (default 8192)
 *   LLM_MAX_OUTPUT_TOKENS  room kept for the answer (default 3000)
 */
export const feedbackModes = ['auto', 'local', 'llm'] as const;
export type FeedbackMode = (typeof feedbackModes)[number];

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  contextTokens: number;
  maxOutputTokens: number;
}

export interface FeedbackConfig {
  mode: FeedbackMode;
  /** Present when an LLM endpoint is configured (always for mode 'llm'). */
  llm?: LlmConfig;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function feedbackConfigFromEnv(env: NodeJS.ProcessEnv): FeedbackConfig {
  const rawMode = (env.FEEDBACK?.trim() || 'auto').toLowerCase();
  if (!(feedbackModes as readonly string[]).includes(rawMode)) {
    throw new Error(`FEEDBACK must be one of ${feedbackModes.join(', ')}, got "${env.FEEDBACK}"`);
  }
  const mode = rawMode as FeedbackMode;
  const baseUrlRaw = env.LLM_BASE_URL?.trim();
  const apiKey = env.LLM_API_KEY?.trim() || undefined;
  const configured = Boolean(baseUrlRaw || apiKey);

  if (mode === 'local' || (mode === 'auto' && !configured)) return { mode };
  if (!configured) throw new Error('FEEDBACK=llm needs LLM_BASE_URL (and LLM_API_KEY for hosted APIs)');

  const baseUrl = (baseUrlRaw || OPENAI_BASE_URL).replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`LLM_BASE_URL is not a URL: "${baseUrlRaw}"`);
  }
  const model = env.LLM_MODEL?.trim() || (baseUrl === OPENAI_BASE_URL ? 'gpt-4o-mini' : '');
  if (!model) throw new Error(`LLM_MODEL is required for ${baseUrl}`);

  const llm: LlmConfig = {
    baseUrl,
    model,
    timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', 60_000),
    contextTokens: positiveInt(env, 'LLM_CONTEXT_TOKENS', 8192),
    maxOutputTokens: positiveInt(env, 'LLM_MAX_OUTPUT_TOKENS', 3000),
  };
  if (apiKey) llm.apiKey = apiKey;
  return { mode, llm };
}

import { describe, expect, it } from 'vitest';
import { feedbackConfigFromEnv } from '../../src/feedback/config.ts';

describe('feedbackConfigFromEnv', () => {
  it('defaults to auto, which is local when no LLM is configured', () => {
    expect(feedbackConfigFromEnv({})).toEqual({ mode: 'auto' });
    expect(feedbackConfigFromEnv({ FEEDBACK: 'local', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual({
      mode: 'local',
    });
  });

  it('auto with an endpoint configures the LLM (Ollama-style base URL, model required)', () => {
    const cfg = feedbackConfigFromEnv({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
      LLM_MODEL: 'qwen2.5:7b-instruct',
      LLM_TIMEOUT_MS: '90000',
    });
    expect(cfg).toEqual({
      mode: 'auto',
      llm: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'qwen2.5:7b-instruct',
        timeoutMs: 90_000,
        contextTokens: 8192,
        maxOutputTokens: 3000,
      },
    });
  });

  it('an API key alone means OpenAI with its default model', () => {
    expect(feedbackConfigFromEnv({ FEEDBACK: 'llm', LLM_API_KEY: 'sk-x' }).llm).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-x',
    });
  });

  it('refuses configurations that cannot work, with the variable named', () => {
    expect(() => feedbackConfigFromEnv({ FEEDBACK: 'gpt' })).toThrow(/FEEDBACK must be one of auto, local, llm/);
    expect(() => feedbackConfigFromEnv({ FEEDBACK: 'llm' })).toThrow(/LLM_BASE_URL/);
    expect(() => feedbackConfigFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/LLM_MODEL is required/);
    expect(() => feedbackConfigFromEnv({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/not a URL/);
    expect(() => feedbackConfigFromEnv({ LLM_API_KEY: 'k', LLM_TIMEOUT_MS: '-5' })).toThrow(/LLM_TIMEOUT_MS/);
  });
});

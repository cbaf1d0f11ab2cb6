/**
 * generateFeedback: one entry point for both generators. FEEDBACK=local writes the report with the embedded
 * rules; llm asks the configured endpoint and falls back to the rules (recording why) when the model times out,
 * errors or answers invalidly twice; auto picks llm when an endpoint is configured.
 *
 * Pure apart from the LLM call and the clock: the same input gives the same local report, so the server can
 * regenerate and keep the previous report until the new one has been produced.
 */
import { type CoachingReport, coachingReport } from '@cuecoach/contracts';
import { AnalysisError, throwIfAborted } from '../errors.ts';
import type { FeedbackConfig } from './config.ts';
import { LlmFailure, llmReport } from './llm/llm-report.ts';
import { buildContext, LOCAL_RULES_VERSION, localReport } from './local-report.ts';
import type { FeedbackInput, FeedbackResult } from './types.ts';
import { findWeaknesses } from './weaknesses.ts';

export interface GenerateOptions extends FeedbackConfig {
  signal?: AbortSignal;
  /** The reader's language for the report's own text (quotes stay as spoken); defaults to the class language. */
  reportLanguage?: 'ko' | 'en';
  /** Clock for createdAt (tests pin it). */
  now?: () => Date;
}

function finish(
  input: FeedbackInput,
  content: Omit<CoachingReport, 'language' | 'generator' | 'model' | 'fallbackReason' | 'createdAt'>,
  meta: Pick<CoachingReport, 'generator' | 'model' | 'fallbackReason'>,
  now: Date,
): FeedbackResult {
  const report = coachingReport.parse({ ...content, ...meta, language: input.language, createdAt: now.toISOString() });
  const result: FeedbackResult = { report, generator: meta.generator };
  if (meta.model) result.model = meta.model;
  if (meta.fallbackReason) result.fallbackReason = meta.fallbackReason;
  return result;
}

export async function generateFeedback(input: FeedbackInput, opts: GenerateOptions): Promise<FeedbackResult> {
  throwIfAborted(opts.signal);
  const now = () => (opts.now ? opts.now() : new Date());
  const useLlm = opts.mode === 'llm' || (opts.mode === 'auto' && opts.llm !== undefined);
  if (opts.mode === 'llm' && !opts.llm) {
    throw new Error('FEEDBACK=llm but no LLM endpoint is configured (LLM_BASE_URL / LLM_API_KEY)');
  }

  let fallbackReason: string | null = null;
  if (useLlm && opts.llm) {
    const { c, findings } = buildContext(input);
    try {
      const answer = await llmReport(
        { input, c, findings, weaknesses: findWeaknesses(c, findings) },
        opts.llm,
        opts.signal,
      );
      return finish(input, answer.content, { generator: 'llm', model: answer.model, fallbackReason: null }, now());
    } catch (error) {
      if (error instanceof AnalysisError || !(error instanceof LlmFailure)) throw error;
      fallbackReason = error.message;
    }
  }
  throwIfAborted(opts.signal);
  return finish(input, localReport(input), { generator: 'local', model: LOCAL_RULES_VERSION, fallbackReason }, now());
}

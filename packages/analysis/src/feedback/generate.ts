/**
 * generateFeedback: one entry point for both generators. FEEDBACK=local writes the report with the embedded
 * rules; llm asks the configured endpoint and falls back to the rules (recording why) when the model times out,
 * errors or answers invalidly twice; auto picks llm when an endpoint is configured.
 *
 * Pure apart from the LLM call and the clock: the same input gives the same local report, so the server can
 * regenerate and keep the previous report until the new one has been produced.
 */
import { type CoachingReport, type CoachingReportContent, coachingReport } from '@cuecoach/contracts';
import { AnalysisError, throwIfAborted } from '../errors.ts';
import { mayBeParticipants } from '../speakers/participant-lines.ts';
import type { FeedbackConfig } from './config.ts';
import { coachesBreath } from './library/context.ts';
import { refineFocus } from './library/focus.ts';
import { buildTarget, weakestTarget } from './library/next-targets.ts';
import { LlmFailure, llmReport } from './llm/llm-report.ts';
import { buildContext, LOCAL_RULES_VERSION, localReport, rating } from './local-report.ts';
import type { FeedbackInput, FeedbackResult } from './types.ts';
import { evidenceOf } from './validate/evidence.ts';
import { validateReport } from './validate/validate-report.ts';
import { findWeaknesses } from './weaknesses.ts';

/** Every report, from the rules or an LLM, passes the one validator (validate/validate-report.ts) before it is kept. */
export function checkedReport(content: CoachingReportContent, input: FeedbackInput): CoachingReportContent {
  const { c } = buildContext(input);
  // The score is a measurement, not an opinion: whoever wrote the prose, it comes from the metrics.
  const rated = { ...content, overallRating: rating(c) };
  return validateReport(rated, evidenceOf(input), {
    target: () => weakestTarget(c) ?? buildTarget(coachesBreath(c) ? 'few_breath_cues' : 'vague_cues', c),
    focus: () => ({ key: 'other', ...refineFocus[c.language](c) }),
  }).report;
}

export interface GenerateOptions extends FeedbackConfig {
  signal?: AbortSignal;
  /**
   * The session already had a report in the same language: a rules report will then say it matches the previous
   * one (the rules are deterministic) and point at the LLM setting for a fresh take (`regenerationNote`).
   */
  regeneration?: boolean;
  /** Clock for createdAt (tests pin it). */
  now?: () => Date;
}

const regenerationNotes = {
  en: 'Regenerated with the built-in rules. They give the same report for the same class, so this one matches the previous report. For a fresh take, switch the report generator to the LLM (FEEDBACK=llm with LLM_BASE_URL and LLM_API_KEY) and regenerate.',
  ko: '내장 규칙으로 다시 만든 리포트입니다. 규칙은 같은 수업에 늘 같은 리포트를 만들기 때문에 이전 리포트와 내용이 같습니다. 새로운 관점의 리포트를 원하시면 리포트 생성기를 LLM으로 바꾸고(FEEDBACK=llm, LLM_BASE_URL, LLM_API_KEY) 다시 생성해 주세요.',
} as const;

function finish(
  input: FeedbackInput,
  content: Omit<
    CoachingReport,
    'language' | 'generator' | 'model' | 'fallbackReason' | 'createdAt' | 'regenerationNote'
  >,
  meta: Pick<CoachingReport, 'generator' | 'model' | 'fallbackReason'>,
  now: Date,
  regeneration = false,
): FeedbackResult {
  const language = input.reportLanguage ?? input.language;
  const report = coachingReport.parse({
    ...content,
    ...meta,
    regenerationNote: regeneration && meta.generator === 'local' ? regenerationNotes[language] : null,
    language,
    createdAt: now.toISOString(),
  });
  const result: FeedbackResult = { report, generator: meta.generator };
  if (meta.model) result.model = meta.model;
  if (meta.fallbackReason) result.fallbackReason = meta.fallbackReason;
  return result;
}

export async function generateFeedback(given: FeedbackInput, opts: GenerateOptions): Promise<FeedbackResult> {
  throwIfAborted(opts.signal);
  // The report coaches the instructor: quotes and rewrites come from the instructor's own lines, never from a
  // student's question (lines of other voices are shown in the transcript and counted in metrics.otherSpeech), nor
  // from a line that may be one when the speaker separation missed it (participant-lines.ts).
  const input: FeedbackInput = {
    ...given,
    segments: given.segments.filter((s) => s.speaker !== 'other' && !mayBeParticipants(s.text, given.language)),
  };
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
      return finish(
        input,
        checkedReport(answer.content, input),
        { generator: 'llm', model: answer.model, fallbackReason: null },
        now(),
        opts.regeneration,
      );
    } catch (error) {
      if (error instanceof AnalysisError || !(error instanceof LlmFailure)) throw error;
      fallbackReason = error.message;
    }
  }
  throwIfAborted(opts.signal);
  // The rules build a consistent report; whatever they miss the validator removes or rewrites, so a class whose
  // numbers sit on an edge still gets its report instead of failing.
  const content = checkedReport(localReport(input), input);
  return finish(
    input,
    content,
    { generator: 'local', model: LOCAL_RULES_VERSION, fallbackReason },
    now(),
    opts.regeneration,
  );
}

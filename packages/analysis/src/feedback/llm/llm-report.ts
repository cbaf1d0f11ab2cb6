/**
 * The LLM generator: ask, validate against the report schema, check the answer is grounded in this class, and
 * try once more with the problems spelled out. Anything that still fails is thrown as LlmFailure so the caller
 * can fall back to the local generator and record why.
 */

import { type CoachingReportContent, coachingReportContent, readTargetMetric } from '@cuecoach/contracts';
import { z } from 'zod';
import type { LlmConfig } from '../config.ts';
import { reportProblems } from '../consistency.ts';
import { formatClock } from '../excerpt.ts';
import type { FeedbackInput } from '../types.ts';
import { type ChatMessage, type ChatRequest, chatCompletion, LlmError } from './client.ts';
import { buildMessages, type PromptParts, reportJsonSchema } from './prompt.ts';

// `coachingReportContent` is a zod/mini schema (packages/contracts), and zod/mini registers no error-message locale.
// The issues of a refused answer are quoted back to the model and kept in the report's fallbackReason: set English,
// so they read as they did with classic zod in every process that runs this (worker, CLI, tests).
z.config(z.locales.en());

export class LlmFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LlmFailure';
  }
}

const MAX_ATTEMPTS = 2;

/** Lower-case, punctuation and whitespace folded: a quote survives the model re-spacing or re-punctuating it. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function parseJson(content: string): unknown {
  const stripped = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  return JSON.parse(stripped);
}

/**
 * Validation beyond the schema: the report must be in the analysis language. Returns problems (empty = fine).
 */
function languageProblems(report: CoachingReportContent, language: 'ko' | 'en'): string[] {
  const hangul = (report.summary.match(/[\uac00-\ud7a3]/g) ?? []).length;
  if (language === 'ko' && hangul < 5) return ['summary and all texts must be written in Korean'];
  if (language === 'en' && hangul > report.summary.length / 4)
    return ['summary and all texts must be written in English'];
  return [];
}

/**
 * Ties the answer to this class: class edits and cue rewrites whose `before` is not in the transcript are dropped
 * and the rest get the real timestamp of the line they quote; targets carry the measured current value.
 */
export function ground(report: CoachingReportContent, input: FeedbackInput): CoachingReportContent {
  const folded = input.segments.map((s) => fold(s.text));
  const locate = (quote: string) => {
    const q = fold(quote);
    return q.length >= 3 ? folded.findIndex((t) => t.includes(q)) : -1;
  };
  const classEdits = report.classEdits.flatMap((edit) => {
    const i = locate(edit.before);
    if (i < 0) return [];
    const segment = input.segments[i]!;
    const seconds =
      edit.location.seconds >= segment.start && edit.location.seconds <= segment.end
        ? edit.location.seconds
        : segment.start;
    return [{ ...edit, location: { seconds, display: formatClock(seconds) } }];
  });
  return {
    ...report,
    classEdits,
    // Every quoted line carries the minute it was said: the start of the segment that holds it.
    cueRewrites: report.cueRewrites.flatMap((r) => {
      const i = locate(r.before);
      return i < 0 ? [] : [{ ...r, startSec: Math.round(input.segments[i]!.start * 10) / 10 }];
    }),
    nextSessionTargets: report.nextSessionTargets.map((t) => ({
      ...t,
      current: readTargetMetric(input.metrics, t.metric),
    })),
  };
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

export interface LlmReport {
  content: CoachingReportContent;
  model: string;
  attempts: number;
}

export async function llmReport(parts: PromptParts, cfg: LlmConfig, signal?: AbortSignal): Promise<LlmReport> {
  let schemaMode: 'json_schema' | 'json_object' = 'json_schema';
  let messages: ChatMessage[] = buildMessages(parts, cfg, false);
  const problems: string[] = [];

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const responseFormat: ChatRequest['responseFormat'] =
      schemaMode === 'json_schema'
        ? { type: 'json_schema', json_schema: { name: 'coaching_report', strict: true, schema: reportJsonSchema() } }
        : { type: 'json_object' };
    let answer: Awaited<ReturnType<typeof chatCompletion>>;
    try {
      answer = await chatCompletion(cfg, { messages, responseFormat }, signal);
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      problems.push(`attempt ${attempt}: ${error.message}`);
      // Servers without structured-output support reject response_format; ask again with the schema in the prompt.
      const noSchemaSupport =
        error.kind === 'http' && error.status === 400 && /response_format|json_schema|schema/i.test(error.body ?? '');
      if (noSchemaSupport && schemaMode === 'json_schema') {
        schemaMode = 'json_object';
        messages = buildMessages(parts, cfg, true);
        continue;
      }
      if (error.transient && attempt < MAX_ATTEMPTS) continue;
      throw new LlmFailure(`LLM ${error.kind === 'timeout' ? 'timed out' : 'request failed'} (${problems.join('; ')})`);
    }

    let problem: string;
    try {
      const parsed = coachingReportContent.safeParse(parseJson(answer.content));
      if (parsed.success) {
        const grounded = ground(parsed.data, parts.input);
        // The report must be in the reader's language and agree with its own numbers (consistency.ts).
        const wrong = [...languageProblems(parsed.data, parts.c.language), ...reportProblems(grounded, parts.c)];
        if (wrong.length === 0) return { content: grounded, model: answer.model, attempts: attempt };
        problem = wrong.join('; ');
      } else {
        problem = issuesOf(parsed.error);
      }
    } catch {
      problem =
        answer.finishReason === 'length'
          ? 'the answer was cut off (max tokens reached)'
          : 'the answer was not valid JSON';
    }
    problems.push(`attempt ${attempt}: ${problem}`);
    messages = [
      ...messages.slice(0, 2),
      { role: 'assistant', content: answer.content.slice(0, 4000) },
      {
        role: 'user',
        content: `That answer does not match the required schema: ${problem}. Reply again with only the corrected JSON object.`,
      },
    ];
  }
  throw new LlmFailure(`LLM answer invalid after ${MAX_ATTEMPTS} attempts (${problems.join('; ')})`);
}

/**
 * The rule that keeps a report consistent with its own numbers. A report fails it when a strength praises a metric
 * that is outside its band ("clean delivery" with fillers over the limit, cue density praised next to an
 * above-target card), when a target asks for what this class already did, when a quoted line has no minute, when a
 * rewrite only puts a breath word into the original, or when Korean text keeps an "을(를)"-style fallback.
 * The local generator builds its report to pass it; an LLM answer that fails it is sent back (llm-report.ts).
 */
import type { AnalysisLanguage, CoachingReportContent } from '@cuecoach/contracts';
import type { CoachContext } from './library/context.ts';
import { targetMoves } from './library/next-targets.ts';
import { mentionOnTarget, metricsNamedIn, type PraisedMetric } from './metric-mentions.ts';

/**
 * Whether this class's value of a metric is inside the style's band: judged on the validator's evidence (the metric
 * registry's rule on the value as a card shows it), so a sentence, the card next to it and the validator agree.
 */
export function metricInBand(metric: PraisedMetric, c: CoachContext): boolean {
  return mentionOnTarget(metric, c.evidence);
}

/** Whether a strength may be said of this class: every metric it names is inside its band. */
export function strengthHolds(text: string, c: CoachContext): boolean {
  return metricsNamedIn(text, c.language).every((metric) => metricInBand(metric, c));
}

/** A Korean particle written for both final sounds at once ("빈야사을(를)", "(으)로"). */
export const PARTICLE_FALLBACK = /\((?:를|을|이|가|은|는|과|와|으)\)|\(으\)로/;

/** Breath words (and a dance count) a rewrite can put into a line: "Inhale,", "숨을 내쉬며", "On 5, 6,", "7, 8에". */
const BREATH_WORD: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:inhale|exhale|breathe (?:in|out)|on \d+(?:, \d+)?)\b/gi,
  ko: /(?:숨을\s*)?(?:들이마시며|들이마시면서|내쉬며|내쉬면서|마시며|마시면서)|\d+(?:,\s*\d+)?에(?=\s|$)/g,
};

/** Words and sentence breaks only: a line split into two sentences (one action each) is a different line, a comma is not. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.!?]+(?=\s+\S)/g, ' | ')
    .replace(/[^\p{L}\p{N}|]+/gu, ' ')
    .trim();

const breathCount = (text: string, spoken: AnalysisLanguage) => text.match(BREATH_WORD[spoken])?.length ?? 0;

/**
 * A "rewrite" that is the original line with a breath (or count) word put in — in front, after a lead-in ("In
 * fail, inhale, reach…") or anywhere — and nothing else changed but punctuation. Such a line is the instructor's
 * cue with a breath word stuck on, not a better cue for the moment.
 */
export function onlyBreathAdded(before: string, after: string, spoken: AnalysisLanguage): boolean {
  if (breathCount(after, spoken) <= breathCount(before, spoken)) return false;
  return wordsOf(after.replace(BREATH_WORD[spoken], ' ')) === wordsOf(before.replace(BREATH_WORD[spoken], ' '));
}

function texts(report: CoachingReportContent): string[] {
  return [
    report.summary,
    ...report.focusAreas.flatMap((f) => [f.title, f.whyImportant, f.improvementTip, f.expectedBenefit]),
    ...report.drills.flatMap((d) => [d.name, ...d.steps, d.scriptSample, d.whyImportant, d.successCriteria]),
    ...report.classEdits.map((e) => e.whyChange),
    ...report.cueRewrites.map((r) => r.rationale),
    ...report.nextSessionTargets.flatMap((t) => [t.actionPlan, t.whyImportant]),
    report.orientation.primaryFocus,
    report.orientation.toneGuidance,
    ...report.orientation.balancingDrills,
    ...report.cautions,
    ...report.strengths,
  ];
}

/** Everything in the report that contradicts its numbers or reads wrong; empty when the report is consistent. */
export function reportProblems(report: CoachingReportContent, c: CoachContext): string[] {
  const problems: string[] = [];
  for (const strength of report.strengths) {
    const off = metricsNamedIn(strength, c.language).filter((metric) => !metricInBand(metric, c));
    if (off.length > 0) problems.push(`strength praises ${off.join(', ')} outside its band: "${strength}"`);
  }
  for (const target of report.nextSessionTargets) {
    if (!targetMoves(target)) {
      problems.push(`target ${target.metric} ${target.comparator} ${target.target} is already met (${target.current})`);
    }
  }
  for (const rewrite of report.cueRewrites) {
    if (rewrite.startSec === null) problems.push(`cue rewrite without a minute: "${rewrite.before}"`);
  }
  for (const item of [...report.classEdits, ...report.cueRewrites]) {
    if (onlyBreathAdded(item.before, item.after, c.spoken)) {
      problems.push(`rewrite only adds a breath word: "${item.after}"`);
    }
  }
  if (c.language === 'ko') {
    for (const text of texts(report)) {
      if (PARTICLE_FALLBACK.test(text)) problems.push(`particle fallback in "${text}"`);
    }
  }
  return problems;
}

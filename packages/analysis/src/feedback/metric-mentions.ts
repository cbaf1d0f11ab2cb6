/**
 * Which metrics a sentence of a report talks about, in the words reports use for them. One table for both checks
 * that keep a report true to its numbers: the local generator's own rule (consistency.ts) and the validator every
 * generator's report passes (validate/claims.ts), so a wording one of them reads as praise of a metric the other
 * cannot miss.
 */
import type { AnalysisLanguage, RuledMetricKey } from '@cuecoach/contracts';
import { breathOnTarget, type Evidence, onTarget } from './validate/evidence.ts';

export type PraisedMetric =
  | 'wpm'
  | 'fillersPer100'
  | 'cuesPerMinute'
  | 'silenceRatio'
  | 'clarity'
  | 'flow'
  | 'consistency'
  | 'breathing';

const mentions: Record<AnalysisLanguage, [PraisedMetric, RegExp][]> = {
  en: [
    ['wpm', /\b(?:pace|words (?:per|a) minute|wpm|speaking speed)\b/i],
    ['fillersPer100', /\b(?:fillers?|clean delivery)\b/i],
    ['cuesPerMinute', /\b(?:cue density|cues (?:per|a) minute)\b/i],
    ['silenceRatio', /\b(?:silence|pauses)\b/i],
    ['clarity', /\bclarity\b/i],
    ['flow', /\bflow score\b/i],
    ['consistency', /\bconsisten(?:cy|t pace)\b/i],
    ['breathing', /\b(?:linked (?:movement|moves) (?:to|with) (?:the )?breath|breath cues? (?:per|a) minute)\b/i],
  ],
  ko: [
    ['wpm', /속도|분당\s*[\d.]+\s*단어/],
    ['fillersPer100', /군말|깔끔한 전달/],
    ['cuesPerMinute', /큐 밀도|분당\s*[\d.]+\s*(?:개의\s*)?큐|큐(?:는|가)?\s*분당/],
    ['silenceRatio', /침묵/],
    ['clarity', /명료도/],
    ['flow', /흐름 점수/],
    ['consistency', /일관성/],
    ['breathing', /호흡과 움직임을|호흡 큐(?:를|가)?\s*분당/],
  ],
};

/** The metrics a sentence of the report talks about. */
export function metricsNamedIn(text: string, language: AnalysisLanguage): PraisedMetric[] {
  return mentions[language].filter(([, pattern]) => pattern.test(text)).map(([metric]) => metric);
}

/**
 * The card a mentioned metric is judged on. Reports speak of pace while talking: students' working time is not
 * slow speech, so "pace" is the class time model's speaking pace (articulationWpm), not words over the whole class.
 * Breathing has no card of its own (it is a share of the cue counts).
 */
export const cardOf: Record<Exclude<PraisedMetric, 'breathing'>, RuledMetricKey> = {
  wpm: 'articulationWpm',
  fillersPer100: 'fillersPer100',
  cuesPerMinute: 'cuesPerMinute',
  silenceRatio: 'silenceRatio',
  clarity: 'clarity',
  flow: 'flow',
  consistency: 'consistency',
};

/** Whether a metric a sentence names is on target: its card, or for breath linking the style's breath-cue minimum. */
export function mentionOnTarget(metric: PraisedMetric, e: Evidence): boolean {
  return metric === 'breathing' ? breathOnTarget(e) : onTarget(e, cardOf[metric]);
}

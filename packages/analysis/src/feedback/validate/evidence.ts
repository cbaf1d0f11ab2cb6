/**
 * The evidence a report's statements are checked against: this class's metrics with the bands every screen uses
 * (the metric registry's rule, judged on the value as shown), and the transcript with its times. The same evidence
 * is what the LLM prompt quotes, so both generators are held to the same facts.
 */
import {
  type AnalysisLanguage,
  displayedValue,
  keyMetricKeys,
  type MetricBands,
  type Metrics,
  metricBands,
  metricOnTarget,
  type OpenBand,
  type RuledMetricKey,
  type Style,
  type TranscriptSegment,
} from '@cuecoach/contracts';
import { breathCueMinimum } from '../targets.ts';

export interface Evidence {
  metrics: Metrics;
  bands: MetricBands;
  /** The report's language (prose) and the class's (quotes). */
  language: AnalysisLanguage;
  spoken: AnalysisLanguage;
  segments: TranscriptSegment[];
  /** Breath cues a minute the style asks for (0 where breath is not cued): what praise of breath linking needs. */
  breathCuesPerMinuteMin: number;
}

export function evidenceOf(input: {
  metrics: Metrics;
  segments: TranscriptSegment[];
  language: AnalysisLanguage;
  reportLanguage?: AnalysisLanguage;
  style?: Style;
}): Evidence {
  return {
    metrics: input.metrics,
    bands: metricBands(input.style ?? null, input.language),
    language: input.reportLanguage ?? input.language,
    spoken: input.language,
    segments: input.segments,
    breathCuesPerMinuteMin: breathCueMinimum(input.style, input.language),
  };
}

/**
 * Whether breath linking may be praised: the style cues breath and this class reached its minimum (breath cues over
 * the class's minutes, as the report's breath focus counts them).
 */
export function breathOnTarget(e: Evidence): boolean {
  return e.breathCuesPerMinuteMin > 0 && breathCuesPerMinute(e.metrics) >= e.breathCuesPerMinuteMin;
}

/** Breath cues a minute over the whole class (a recording under a second counts as one second). */
export function breathCuesPerMinute(metrics: Metrics): number {
  return metrics.cueCounts.breathing / Math.max(metrics.durationSec / 60, 1 / 60);
}

/** Whether a metric is on target, exactly as the metric cards say it. */
export function onTarget(e: Evidence, key: RuledMetricKey): boolean {
  if (key === 'fillersPer100' && e.metrics.totalWords === 0) return false;
  return metricOnTarget(key, e.metrics[key], e.bands[key]);
}

/** The key metrics this class has off target (the ones the overview shows in amber). */
export function offTargetKeys(e: Evidence): RuledMetricKey[] {
  return keyMetricKeys.filter((k) => !onTarget(e, k));
}

const labels: Record<AnalysisLanguage, Record<RuledMetricKey, string>> = {
  en: {
    wpm: 'pace',
    articulationWpm: 'speaking pace',
    talkShare: 'talk time',
    silenceRatio: 'silence',
    avgPauseSec: 'average pause',
    maxPauseSec: 'longest pause',
    fillersPer100: 'filler words',
    cuesPerMinute: 'cue density',
    clarity: 'clarity',
    flow: 'flow',
    consistency: 'consistency',
  },
  ko: {
    wpm: '말하기 속도',
    articulationWpm: '말하는 동안 속도',
    talkShare: '강사 발화 비율',
    silenceRatio: '침묵 비율',
    avgPauseSec: '평균 쉼',
    maxPauseSec: '가장 긴 쉼',
    fillersPer100: '군더더기 말',
    cuesPerMinute: '큐 밀도',
    clarity: '명료도',
    flow: '흐름',
    consistency: '일관성',
  },
};

function shown(key: RuledMetricKey, value: number): string {
  const v = displayedValue(key, value);
  return key === 'silenceRatio' ? `${Math.round(v * 100)}%` : String(v);
}

function bandText(key: RuledMetricKey, band: OpenBand): string {
  if (band.min !== undefined && band.max !== undefined) return `${shown(key, band.min)}–${shown(key, band.max)}`;
  if (band.min !== undefined) return `≥ ${shown(key, band.min)}`;
  return `≤ ${shown(key, band.max ?? 0)}`;
}

/** "silence 40% (target 25–32%)": a metric with its band, in the report's language. */
export function metricWithBand(e: Evidence, key: RuledMetricKey): string {
  const target = e.language === 'en' ? 'target' : '목표';
  return `${labels[e.language][key]} ${shown(key, e.metrics[key])} (${target} ${bandText(key, e.bands[key])})`;
}

/** The sentence that replaces an unsupported "everything is on target": which key metrics are not. */
export function offTargetSentence(e: Evidence, keys: RuledMetricKey[]): string {
  const list = keys.map((k) => metricWithBand(e, k)).join(', ');
  return e.language === 'en' ? `Still outside its target: ${list}.` : `아직 목표 범위 밖인 지표: ${list}.`;
}

/**
 * The evidence a report's statements are checked against: this class's metrics with the bands every screen uses
 * (the metric registry's rule, judged on the value as shown), and the transcript with its times. The same evidence
 * is what the LLM prompt quotes, so both generators are held to the same facts.
 */
import {
  type AnalysisLanguage,
  displayedValue,
  judgedKeyScores,
  keyMetricKeys,
  type MetricBands,
  type Metrics,
  metricBands,
  metricOnTarget,
  metricPosition,
  type OpenBand,
  type RuledMetricKey,
  type Style,
  studentSeconds,
  type TranscriptSegment,
} from '@cuecoach/contracts';
import { josa } from '../library/context.ts';
import { breathCueMinimum } from '../targets.ts';

export interface Evidence {
  metrics: Metrics;
  /**
   * The metrics as verdicts judge them: pace, silence and cue density excused for students' time (contracts
   * judged-metrics.ts). Sentences quote `metrics`; on/off target is decided on these.
   */
  judged: Metrics;
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
  const bands = metricBands(input.style ?? null, input.language);
  return {
    metrics: input.metrics,
    judged: judgedKeyScores(input.metrics, bands),
    bands,
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
  return metricOnTarget(key, e.judged[key], e.bands[key]);
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

/**
 * The sentence that replaces an unsupported "everything is on target": which key metrics are not, and, when pace,
 * silence or cue density is among them and the class had working time, that the figure already leaves it out
 * (classTimeNote).
 */
export function offTargetSentence(e: Evidence, keys: RuledMetricKey[]): string {
  const list = keys.map((k) => metricWithBand(e, k)).join(', ');
  const off = e.language === 'en' ? `Still outside its target: ${list}.` : `아직 목표 범위 밖인 지표: ${list}.`;
  const note = classTimeNote(e, keys);
  return note ? `${off} ${note}` : off;
}

/** The figures students' time could have explained, on the side it would: pace or cues below, silence above. */
function excusableSide(e: Evidence, key: RuledMetricKey): boolean {
  const at = metricPosition(key, e.metrics[key], e.bands[key]);
  return key === 'silenceRatio' ? at === 'above' : (key === 'wpm' || key === 'cuesPerMinute') && at === 'below';
}

function clockText(sec: number, language: AnalysisLanguage): string {
  const s = Math.round(sec);
  const min = Math.floor(s / 60);
  const rest = s % 60;
  if (language === 'en') return min === 0 ? `${rest} s` : `${min} min${rest > 0 ? ` ${rest} s` : ''}`;
  return min === 0 ? `${rest}초` : `${min}분${rest > 0 ? ` ${rest}초` : ''}`;
}

/**
 * Pace, silence and cue density are excused for students' time (judged-metrics.ts), so one that is still listed off
 * target is off even without it. When the class had such time, this says so, so the instructor does not read the
 * listed figure as the working time's fault. Null when no listed figure is one of those or the class had no such time.
 */
export function classTimeNote(e: Evidence, keys: RuledMetricKey[]): string | null {
  const named = keys.filter((k) => excusableSide(e, k));
  const s = e.metrics.classTime?.seconds;
  const work = studentSeconds(e.metrics);
  if (named.length === 0 || !s || work.all <= 0) return null;
  const time = clockText(work.all, e.language);
  const names = named.map((k) => labels[e.language][k]);
  const asked = s.question + (s.class_question ?? 0) > 0;
  const activities = {
    en: [s.working ? 'working' : '', s.hold ? 'holding positions' : '', asked ? 'in questions' : ''],
    ko: [s.working ? '동작' : '', s.hold ? '자세 유지' : '', asked ? '질문' : ''],
  }[e.language].filter(Boolean);
  if (e.language === 'en') {
    const what =
      activities.length > 1 ? `${activities.slice(0, -1).join(', ')} or ${activities.at(-1)}` : activities[0];
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    return `Even without the ${time} students spent ${what}, ${list} ${names.length > 1 ? 'stay' : 'stays'} outside ${names.length > 1 ? 'their targets' : 'its target'}.`;
  }
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')}, ${names.at(-1)}` : (names[0] ?? '');
  return `회원의 ${activities.join('·')} 시간 ${josa(time, '을/를')} 빼고 보아도 ${josa(list, '은/는')} 목표 범위 밖입니다.`;
}

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
import { josa } from '../library/context.ts';
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

/**
 * The sentence that replaces an unsupported "everything is on target": which key metrics are not, and, when the
 * class's own working time is what puts the whole-class pace or silence outside its band, that it is (classTimeNote).
 */
export function offTargetSentence(e: Evidence, keys: RuledMetricKey[]): string {
  const list = keys.map((k) => metricWithBand(e, k)).join(', ');
  const off = e.language === 'en' ? `Still outside its target: ${list}.` : `아직 목표 범위 밖인 지표: ${list}.`;
  const note = classTimeNote(e, keys);
  return note ? `${off} ${note}` : off;
}

/**
 * Seconds between the first word and the last that students spent on the instructor's words rather than hearing
 * them: working on an instruction, holding a position, answering a question, asking their own. The class time
 * model (docs/metrics.md "Class time") decides which silences these are; dead air is not among them.
 */
function classWorkSec(m: Metrics): { silent: number; all: number; span: number } {
  const s = m.classTime?.seconds;
  if (!s) return { silent: 0, all: 0, span: 0 };
  const silent = s.working + s.hold + s.question;
  const all = silent + (s.class_question ?? 0);
  return { silent, all, span: all + s.speaking + s.dead_air };
}

/**
 * Whether a whole-class figure is outside its band only because of the class's working time: pace under its band
 * that, over the time the instructor was teaching (the class minus working, holds and questions), is on target; or
 * silence over its band that, without those silences, is not. Both figures are averaged over the whole class, so a
 * class that gives students a minute to work reads as slow and silent while its delivery is not.
 */
export function offOnlyByClassTime(e: Evidence, key: RuledMetricKey): boolean {
  const m = e.metrics;
  const band = e.bands[key];
  const work = classWorkSec(m);
  if (work.all <= 0 || work.span <= work.all) return false;
  if (key === 'wpm' && band.min !== undefined && displayedValue('wpm', m.wpm) < band.min) {
    const teaching = (m.wpm * work.span) / (work.span - work.all);
    return displayedValue('wpm', teaching) >= band.min;
  }
  if (key === 'silenceRatio' && band.max !== undefined && displayedValue('silenceRatio', m.silenceRatio) > band.max) {
    if (work.silent <= 0) return false;
    const without = (m.silenceRatio * work.span - work.silent) / (work.span - work.silent);
    return displayedValue('silenceRatio', Math.max(0, without)) <= band.max;
  }
  return false;
}

function clockText(sec: number, language: AnalysisLanguage): string {
  const s = Math.round(sec);
  const min = Math.floor(s / 60);
  const rest = s % 60;
  if (language === 'en') return min === 0 ? `${rest} s` : `${min} min${rest > 0 ? ` ${rest} s` : ''}`;
  return min === 0 ? `${rest}초` : `${min}분${rest > 0 ? ` ${rest}초` : ''}`;
}

/**
 * Why pace or silence is off target when the class's working time is the reason: how long students worked, held or
 * talked with the instructor, and that without that time the figure is on target. Null when neither is off for that
 * reason.
 */
export function classTimeNote(e: Evidence, keys: RuledMetricKey[]): string | null {
  const explained = keys.filter((k) => offOnlyByClassTime(e, k));
  if (explained.length === 0) return null;
  const s = e.metrics.classTime?.seconds;
  const work = classWorkSec(e.metrics);
  const time = clockText(work.all, e.language);
  const names = explained.map((k) => labels[e.language][k]);
  const both = explained.length > 1;
  const asked = (s?.question ?? 0) + (s?.class_question ?? 0) > 0;
  const activities = {
    en: [s?.working ? 'working' : '', s?.hold ? 'holding positions' : '', asked ? 'in questions' : ''],
    ko: [s?.working ? '동작' : '', s?.hold ? '자세 유지' : '', asked ? '질문' : ''],
  }[e.language].filter(Boolean);
  if (e.language === 'en') {
    const what =
      activities.length > 1 ? `${activities.slice(0, -1).join(', ')} or ${activities.at(-1)}` : activities[0];
    const subject = both ? `The ${names.join(' and ')} figures` : `The ${names[0]} figure`;
    // Only the direction is claimed: without that time the pace is not under its band (it may be over it).
    const claims = explained.map((k) =>
      k === 'wpm' ? 'pace is not below its target' : 'silence is not above its target',
    );
    return `${subject} include${both ? '' : 's'} the ${time} students spent ${what}; without that time ${claims.join(' and ')}.`;
  }
  const subject = both ? `${josa(names[0] ?? '', '과/와')} ${names[1]}에는` : `${names[0]}에는`;
  const claims = explained.map((k) =>
    k === 'wpm' ? '말하기 속도는 목표보다 느리지 않고' : '침묵 비율은 목표보다 높지 않고',
  );
  const said = claims.join(' ').replace(/고$/, '습니다');
  return `${subject} 회원의 ${activities.join('·')} 시간 ${josa(time, '이/가')} 들어 있습니다. 이 시간을 빼면 ${said}.`;
}

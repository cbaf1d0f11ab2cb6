import {
  type AnalysisLanguage,
  type ClassTime,
  type CueKind,
  type DataStats,
  type Metrics,
  type Style,
  type StyleTargets,
  styleTargets,
  teachingTimeValues,
} from '@cuecoach/contracts';
import { ACOUSTIC_FILLER_TERM } from '../lexicon/index.ts';
import type { ProcessedTranscript } from '../text/process-transcript.ts';
import { computeClassTime, speakingPerMinute } from './class-time.ts';
import { bucketPauses, findPauses, normalizeRegions, type TimeRange, totalLength } from './pauses.ts';
import { clarityScore, consistencyScore, flowScore } from './scores.ts';

export type MetricsInput = {
  durationSec: number;
  /** Speech regions from the voice activity detector (seconds of the original file). */
  speechRegions: TimeRange[];
  transcript: ProcessedTranscript;
  /** Filled pauses found acoustically in speech the recogniser left without words. */
  filledPauses: TimeRange[];
  language: AnalysisLanguage;
  style?: Style | null;
  /**
   * Other voices' turns (speakers/find-speakers.ts). Their time is voice for silence and pauses, but not the
   * instructor's speaking time; `transcript` and `filledPauses` must already be the instructor's alone.
   */
  otherSpeech?: TimeRange[];
};

/** A trailing partial minute shorter than this is merged into the minute before, so a 5 s tail cannot spike. */
const MIN_TAIL_SEC = 15;
/** Weight of a standard filler: a hit counts weight / 5 towards the clarity penalty. */
const STANDARD_FILLER_WEIGHT = 5;

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const perMinute = (count: number, seconds: number) => (seconds > 0 ? count / (seconds / 60) : 0);

/**
 * The time base of the per-minute rates and the silence ratio: the class, from the first voice to the last. Quiet
 * before and after is setting up and packing away: a phone started two minutes early must not make the same class
 * slower, quieter and sparser. Without speech the recording's length stands. `regions` are every voice's regions,
 * sorted (metrics/pauses.ts normalizeRegions).
 */
export function classBaseSec(regions: TimeRange[], durationSec: number): number {
  const first = regions[0];
  const last = regions.at(-1);
  if (!first || !last) return durationSec;
  return Math.max(0, Math.min(durationSec, last.end) - first.start);
}

/**
 * Words per minute for each minute of the recording, by the estimated time of each word. The last minute is
 * divided by its real length; if it is shorter than MIN_TAIL_SEC it is folded into the previous minute.
 */
export function paceTimeline(
  wordTimes: number[],
  durationSec: number,
  classTime?: Pick<ClassTime, 'stretches'>,
): Metrics['paceTimeline'] {
  if (!(durationSec > 0)) return [];
  const minutes = Math.max(1, Math.ceil(durationSec / 60));
  const counts = new Array<number>(minutes).fill(0);
  for (const time of wordTimes) {
    const index = Math.min(minutes - 1, Math.max(0, Math.floor(time / 60)));
    counts[index]! += 1;
  }
  const lengths = counts.map((_, i) => Math.min(60, durationSec - i * 60));
  const speaking = classTime ? speakingPerMinute(classTime.stretches, minutes) : undefined;
  if (minutes > 1 && lengths[minutes - 1]! < MIN_TAIL_SEC) {
    counts[minutes - 2]! += counts.pop()!;
    lengths[minutes - 2]! += lengths.pop()!;
    if (speaking) speaking[minutes - 2]! += speaking.pop()!;
  }
  return counts.map((count, minute) => ({
    minute,
    wpm: round(perMinute(count, lengths[minute]!), 1),
    ...(speaking ? { speakingSec: round(speaking[minute]!, 1) } : {}),
  }));
}

/**
 * Step metrics_calculation. All rates are per minute of the class (first voice to last, classBaseSec) unless named
 * otherwise (articulationWpm: per minute of speech). Definitions: docs/metrics.md.
 */
export function computeMetrics(input: MetricsInput): Metrics {
  const durationSec = Number.isFinite(input.durationSec) && input.durationSec > 0 ? input.durationSec : 0;
  const targets = styleTargets(input.style ?? undefined, input.language);
  const regions = normalizeRegions(input.speechRegions, durationSec);
  const voiceSec = Math.min(durationSec, totalLength(regions));
  const others = input.otherSpeech ? normalizeRegions(input.otherSpeech, durationSec) : [];
  // Only their voiced time: a turn runs over the short breaths inside a question.
  const othersSec = others.reduce(
    (sum, t) => sum + regions.reduce((o, r) => o + Math.max(0, Math.min(r.end, t.end) - Math.max(r.start, t.start)), 0),
    0,
  );
  const speechSec = Math.max(0, voiceSec - othersSec);
  const pauses = findPauses(regions);
  const pauseLengths = pauses.map((p) => p.end - p.start);
  const { transcript } = input;

  const totalWords = transcript.words.length;
  const filledPauseCount = input.filledPauses.length;
  const fillers: Record<string, number> = {};
  for (const hit of transcript.fillerHits) fillers[hit.term] = (fillers[hit.term] ?? 0) + 1;
  if (filledPauseCount > 0) fillers[ACOUSTIC_FILLER_TERM[input.language]] = filledPauseCount;
  const fillerCount = transcript.fillerHits.length + filledPauseCount;
  // A filled pause is a spoken (non-)word the recogniser dropped: counting it in the denominator too makes a
  // transcript that kept "um" and one that lost it score the same.
  const spokenWords = totalWords + filledPauseCount;
  const fillersPer100 = spokenWords > 0 ? (100 * fillerCount) / spokenWords : 0;
  const weightedFillers =
    transcript.fillerHits.reduce((sum, hit) => sum + hit.weight / STANDARD_FILLER_WEIGHT, 0) + filledPauseCount;
  const weightedFillersPer100 = spokenWords > 0 ? (100 * weightedFillers) / spokenWords : 0;

  // A cue is a cueing utterance (docs/metrics.md, "Cues"): counted once in the total, once per kind it carries.
  const cueCounts: Record<CueKind, number> = {
    breathing: 0,
    alignment: 0,
    transition: 0,
    directional: 0,
    safety: 0,
    timing: 0,
  };
  for (const cue of transcript.cues) for (const kind of cue.kinds) cueCounts[kind] += 1;

  // A hesitation is voice too (the pipeline merges them into the regions already; callers may not).
  const baseSec = classBaseSec(normalizeRegions([...regions, ...input.filledPauses], durationSec), durationSec);
  const wpm = perMinute(totalWords, baseSec);
  const articulationWpm = perMinute(totalWords, speechSec);
  const silenceRatio = baseSec > 0 ? Math.min(1, Math.max(0, 1 - voiceSec / baseSec)) : 0;
  const classTime = computeClassTime({ regions, others, transcript, targets, language: input.language });
  // The cues read in the words, and one for each misheard line the students worked after (class-time.ts): copies
  // of one class that hear different words count the same instructions.
  const cueTotal = transcript.cues.length + (classTime.unheardCueCount ?? 0);
  const cuesPerMinute = perMinute(cueTotal, baseSec);
  const timeline = paceTimeline(
    transcript.words.map((w) => w.start),
    durationSec,
    classTime,
  );

  const scoreInput = {
    totalWords,
    durationSec: baseSec,
    wpm,
    articulationWpm,
    silenceRatio,
    weightedFillersPer100,
    cuesPerMinute: flowCuesPerMinute(cuesPerMinute, wpm, silenceRatio, classTime, targets),
    pauses,
    paceTimeline: timeline,
    deadAirCount: classTime.deadAirCount,
    targets,
  };

  const metrics: Metrics = {
    durationSec: round(durationSec, 2),
    speechSec: round(speechSec, 2),
    wpm: round(wpm, 1),
    articulationWpm: round(articulationWpm, 1),
    silenceRatio: round(silenceRatio, 4),
    talkShare: classTime.talkShare,
    avgPauseSec: pauseLengths.length ? round(pauseLengths.reduce((a, b) => a + b, 0) / pauseLengths.length, 2) : 0,
    maxPauseSec: pauseLengths.length ? round(Math.max(...pauseLengths), 2) : 0,
    pauseBuckets: bucketPauses(pauses),
    fillerCount,
    filledPauseCount,
    fillersPer100: round(fillersPer100, 2),
    fillers,
    cuesPerMinute: round(cuesPerMinute, 2),
    cueCounts,
    totalWords,
    uniqueWords: transcript.uniqueWordCount,
    clarity: clarityScore(scoreInput),
    flow: flowScore(scoreInput),
    consistency: consistencyScore(scoreInput),
    paceTimeline: timeline,
    classTime,
  };
  if (input.otherSpeech) {
    metrics.otherSpeech = { turns: others.length, seconds: round(othersSec, 1) };
  }
  if (input.language === 'ko' && transcript.syllableCount !== undefined) {
    metrics.syllablesPerMinute = round(perMinute(transcript.syllableCount, baseSec), 1);
  }
  return metrics;
}

/**
 * Cue density as flow judges it: like every verdict (contracts judged-metrics.ts), over the teaching time when the
 * students' working time is what puts it under the band, and no further than the band's edge. Flow once took the
 * whole-class figure, so a dance class of 15 s phrases lost up to 25 points of flow for the minutes its students
 * danced, and its copies fell either side of flow's 80 as the recogniser heard 2.7 or 4.6 cues a minute.
 */
function flowCuesPerMinute(
  cuesPerMinute: number,
  wpm: number,
  silenceRatio: number,
  classTime: ClassTime,
  targets: StyleTargets,
): number {
  const teaching = teachingTimeValues({ wpm, silenceRatio, cuesPerMinute, classTime });
  const min = targets.cuesPerMinute.min;
  if (!teaching || cuesPerMinute >= min || teaching.cuesPerMinute <= cuesPerMinute) {
    return cuesPerMinute;
  }
  return Math.min(teaching.cuesPerMinute, min);
}

export type DataStatsInput = {
  /** The whole transcript; lines another voice said (`speaker: 'other'`) are not the instructor's cues. */
  transcript: ProcessedTranscript;
  speechRegions: TimeRange[];
  durationSec: number;
  style?: Style | null;
  /** Other voices' turns, as given to computeMetrics, so dead air is counted from the same class time. */
  otherSpeech?: TimeRange[];
};

/**
 * Data stats, counted from the same pause list and buckets as metrics.pauseBuckets (the pause chart), so
 * the details and the chart never disagree: a "long pause" is one of 3 s or more (the chart's long + excessive
 * buckets, the spec's excessive-silence warning). `deadAirCount` is the class time model's dead-air stretches
 * (metrics.classTime), the silences the flow score and the report count against the class.
 */
export function computeDataStats(input: DataStatsInput): DataStats {
  const targets = styleTargets(input.style ?? undefined, input.transcript.language);
  const regions = normalizeRegions(input.speechRegions, input.durationSec);
  const buckets = bucketPauses(findPauses(regions));
  const { segments } = input.transcript;
  const instructorCues = input.transcript.cues.filter((c) => segments[c.segmentIndex]?.speaker !== 'other');
  const classTime = computeClassTime({
    regions,
    others: input.otherSpeech ? normalizeRegions(input.otherSpeech, input.durationSec) : [],
    transcript: { ...input.transcript, cues: instructorCues },
    targets,
    language: input.transcript.language,
  });
  return {
    segmentCount: segments.length,
    wordCount: input.transcript.words.length,
    cueCount: instructorCues.length + (classTime.unheardCueCount ?? 0),
    longPauseCount: buckets.long + buckets.excessive,
    deadAirCount: classTime.deadAirCount,
  };
}

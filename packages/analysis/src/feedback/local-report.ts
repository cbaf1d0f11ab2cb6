/**
 * The embedded, offline report writer: deterministic rules over the metrics, the style's targets and the
 * transcript. Same input → same report, so a regeneration that falls back here is repeatable.
 */
import {
  type CoachingReportContent,
  classRating,
  type FocusArea,
  groupOfStyle,
  type NextSessionTarget,
  type StyleGroup,
} from '@cuecoach/contracts';
import { strengthHolds } from './consistency.ts';
import { buildClassEdits, buildCueRewrites } from './edits.ts';
import { clauses, excerptAround, formatClock } from './excerpt.ts';
import { heardGroup } from './heard-group.ts';
import { type CoachContext, classLabel, coachesBreath, isTalk, josa, nouns, num, pct } from './library/context.ts';
import { drillLibrary } from './library/drills.ts';
import { baselineDrill, refineDrill } from './library/drills-without-weakness.ts';
import { focusLibrary, notEnoughSpeechFocus, refineFocus } from './library/focus.ts';
import { buildTarget, spokenTarget, targetMoves, weakestTarget } from './library/next-targets.ts';
import { balancingDrills, cautions, toneGuidance } from './library/orientation.ts';
import {
  allOnTargetNext,
  cueDensityStrength,
  notEnoughCaution,
  notEnoughSummary,
  silenceStrength,
} from './library/report-texts.ts';
import { quotable, recognisedSurely } from './quotable.ts';
import { coachTargets } from './targets.ts';
import type { FeedbackInput } from './types.ts';
import { breathCuesPerMinute, evidenceOf, offTargetKeys, offTargetSentence } from './validate/evidence.ts';
import { namesBodyPart, namesDirection } from './vocabulary.ts';
import { findWeaknesses, scanTranscript, type TranscriptFindings, type Weakness } from './weaknesses.ts';

/** Rule-set version, reported as the local generator's `model`. Bump when the rules change output. */
export const LOCAL_RULES_VERSION = 'cuecoach-rules-1';

const MAX_FOCUS = 3;

/**
 * The texts a report is written from. Each library text speaks to a class or, for a talk, to a presenter (audience,
 * points, slides); numbers, targets and metrics are the same in both, only the words differ.
 */
function library(c: CoachContext) {
  const lang = c.language;
  return {
    focus: (key: Weakness) => ({ key, ...focusLibrary[key][lang](c) }),
    drill: (key: Weakness) => drillLibrary[key][lang](c),
    refineFocus: () => refineFocus[lang](c),
    refineDrill: () => refineDrill[lang](c),
    notEnoughSpeechFocus: () => notEnoughSpeechFocus[lang](c),
    baselineDrill: () => baselineDrill[lang](c),
  };
}

export function buildContext(input: FeedbackInput): { c: CoachContext; findings: TranscriptFindings } {
  const heard = input.style ? null : heardGroup(input.segments, input.language);
  const group: StyleGroup = input.style ? groupOfStyle(input.style) : (heard ?? 'yoga');
  const targets = coachTargets(input.style, group, input.language, heard);
  const durationMin = Math.max(input.metrics.durationSec / 60, 1 / 60);
  const base = { language: input.reportLanguage ?? input.language, spoken: input.language, group, targets };
  const findings = scanTranscript(input.segments, { ...base, metrics: input.metrics });
  const c: CoachContext = {
    ...base,
    metrics: input.metrics,
    durationMin,
    breathPerMin: breathCuesPerMinute(input.metrics),
    vagueCount: findings.vague.length,
    deadAirCount: findings.deadAir.length,
    longestDeadAirSec: findings.deadAir[0]?.gapSec ?? 0,
    evidence: evidenceOf(input),
  };
  if (input.style) c.style = input.style;
  if (input.scenario) c.scenario = input.scenario;
  if (input.purpose) c.purpose = input.purpose;
  return { c, findings };
}

/**
 * The overall score and level: the contracts rule (overall-score.ts) over the key metrics and the style's bands,
 * the same for every generator, so a report's score follows its numbers and not the wording of its findings.
 */
export function rating(c: CoachContext): CoachingReportContent['overallRating'] {
  if (tooLittleSpeech(c)) return { score: 0, level: 'beginner' };
  // Judged on teaching, not students' working time; a class too short to judge gets no score (judged-metrics.ts).
  const rated = classRating(c.metrics, c.style, c.spoken);
  return rated ? { score: rated.score, level: rated.level } : { score: null, level: null };
}

/** A clause from this class that already has the full cue structure (breath + body part + direction), as the model. */
function modelCue(c: CoachContext, input: FeedbackInput): { text: string; at: number } | undefined {
  for (const segment of input.segments) {
    if (!quotable(segment.text, c) || !recognisedSurely(segment)) continue;
    for (const mark of segment.cues) {
      if (mark.category !== 'breathing') continue;
      const sentence = excerptAround(segment.text, mark, 200).text;
      const breathTerm = segment.text.slice(mark.start, mark.end).toLowerCase();
      const clause = clauses(sentence, c.spoken).find(
        (part) =>
          part.toLowerCase().includes(breathTerm) &&
          part.length <= 120 &&
          namesBodyPart(part, c.spoken) &&
          namesDirection(part, c.spoken),
      );
      if (clause) return { text: clause, at: segment.start };
    }
  }
  return undefined;
}

function strengths(c: CoachContext, input: FeedbackInput, weak: Set<Weakness>): string[] {
  const m = c.metrics;
  const t = c.targets;
  const en = c.language === 'en';
  const out: string[] = [];
  const cue = c.targets.breathCuesPerMinuteMin > 0 ? modelCue(c, input) : undefined;
  if (cue) {
    // A quote carries the minute it was said.
    out.push(
      en
        ? `At ${formatClock(cue.at)}, "${cue.text}" already has the full structure: breath, body part, direction. Use it as your template.`
        : `${formatClock(cue.at)}의 ${josa(`"${cue.text}"`, '은/는')} 이미 호흡, 신체 부위, 방향을 모두 갖춘 큐입니다. 이 큐를 기준으로 삼으세요.`,
    );
  }
  const pace = m.articulationWpm;
  const paceBand = t.articulationWpm;
  if (!weak.has('pace_fast') && !weak.has('pace_slow') && pace >= paceBand.min && pace <= paceBand.max) {
    out.push(
      en
        ? `Your speaking pace of ${num(pace)} words per minute sits inside the ${paceBand.min}–${paceBand.max} range for a ${classLabel(c)}.`
        : `말하는 속도 분당 ${num(pace)}단어는 ${classLabel(c)}에 맞는 ${paceBand.min}–${paceBand.max} 범위 안에 있습니다.`,
    );
  }
  if (!weak.has('fillers') && m.fillersPer100 <= t.fillersPer100Max && m.totalWords > 0) {
    out.push(
      en
        ? `Clean delivery: ${num(m.fillersPer100, 1)} fillers per 100 words, under the ${t.fillersPer100Max} target.`
        : `깔끔한 전달: 군말이 100단어당 ${num(m.fillersPer100, 1)}개로 목표 ${t.fillersPer100Max}개 미만입니다.`,
    );
  }
  if (t.breathCuesPerMinuteMin > 0 && !weak.has('few_breath_cues') && c.breathPerMin >= t.breathCuesPerMinuteMin) {
    out.push(
      en
        ? `You linked movement to breath ${m.cueCounts.breathing === 1 ? 'once' : `${m.cueCounts.breathing} times`} (${num(c.breathPerMin, 2)} per minute).`
        : `호흡과 움직임을 ${m.cueCounts.breathing}번 연결했습니다(분당 ${num(c.breathPerMin, 2)}회).`,
    );
  }
  if (
    !weak.has('sparse_cues') &&
    !weak.has('cue_overload') &&
    m.cuesPerMinute >= t.cuesPerMinute.min &&
    m.cuesPerMinute <= t.cuesPerMinute.max
  ) {
    out.push(cueDensityStrength(c));
  }
  if (
    !weak.has('dead_air') &&
    !weak.has('too_little_space') &&
    m.silenceRatio >= t.silenceRatio.min &&
    m.silenceRatio <= t.silenceRatio.max
  ) {
    out.push(silenceStrength(c));
  }
  if (m.clarity >= t.clarityMin) {
    out.push(
      en
        ? `Clarity score ${num(m.clarity)}/100: your words come through clearly.`
        : `명료도 ${num(m.clarity)}/100: 말이 또렷하게 전달됩니다.`,
    );
  }
  // The consistency rule (consistency.ts): a strength never names a metric outside its band.
  return out.filter((text) => strengthHolds(text, c)).slice(0, 5);
}

function summary(c: CoachContext, focus: FocusArea[], strengthCount: number): string {
  const m = c.metrics;
  const en = c.language === 'en';
  const [first, second] = focus;
  const minutes = num(c.durationMin, c.durationMin < 10 ? 1 : 0);
  const facts = en
    ? `In this ${minutes}-minute ${classLabel(c)} you spoke at ${num(m.articulationWpm)} words per minute while talking, with ${num(m.fillersPer100, 1)} fillers per 100 words and ${num(m.cuesPerMinute, 1)} cues per minute.`
    : `${minutes}분 ${classLabel(c)}에서 말하는 동안 분당 ${num(m.articulationWpm)}단어로 말했고, 군말은 100단어당 ${num(m.fillersPer100, 1)}개, 큐는 분당 ${num(m.cuesPerMinute, 1)}개였습니다.`;
  const keep =
    strengthCount > 0
      ? en
        ? ` ${strengthCount} thing${strengthCount === 1 ? ' is' : 's are'} already working (see strengths).`
        : ` 이미 잘되고 있는 점이 ${strengthCount}가지 있습니다(강점 참고).`
      : '';
  if (!first || first.key === 'other') {
    // Only say "on target" when every key metric is, as the cards show it: a metric can sit outside its band without
    // being a focus area (a class's overall pace, lowered by students' working time, while its speaking pace is on
    // target). Those are named instead.
    const off = offTargetKeys(c.evidence);
    const next =
      off.length === 0
        ? allOnTargetNext(c)
        : ` ${offTargetSentence(c.evidence, off)}${en ? ' The target below is the next step.' : ' 아래 목표가 다음 단계입니다.'}`;
    return `${facts}${keep}${next}`;
  }
  const next = en
    ? ` The biggest opportunity: ${first.title.toLowerCase()}${second ? `, then ${second.title.toLowerCase()}` : ''}.`
    : ` 가장 큰 개선 기회는 '${first.title}'${second ? `, 그다음은 '${second.title}'` : ''}입니다.`;
  return `${facts}${keep}${next}`;
}

/** Below this there is nothing to coach: no pace, filler or cue figure means anything yet. */
const MIN_WORDS = 30;
const MIN_SPEECH_SEC = 20;

export function tooLittleSpeech(c: Pick<CoachContext, 'metrics'>): boolean {
  return c.metrics.totalWords < MIN_WORDS || c.metrics.speechSec < MIN_SPEECH_SEC;
}

/**
 * The one target of a recording too quiet to coach: teaching audible throughout. Measured as less silence when the
 * recording was mostly silent, else as more words a minute; when neither moves (a short but dense clip), the
 * weakest metric's target.
 */
function audibleTarget(c: CoachContext): NextSessionTarget {
  const en = c.language === 'en';
  const why = en
    ? 'Every other figure depends on hearing you.'
    : '다른 모든 지표는 목소리가 들려야 측정할 수 있습니다.';
  const silence = spokenTarget('silenceRatio', 'at_most', c.targets.silenceRatio.max);
  const talk = isTalk(c);
  const session = nouns(c).session;
  const audible = en
    ? `Record a ${session} where your ${talk ? 'voice' : 'teaching'} is audible throughout`
    : `${josa(talk ? '목소리' : '안내', '이/가')} 처음부터 끝까지 들리는 ${josa(session, '을/를')} 녹음하세요`;
  if (c.metrics.silenceRatio > silence) {
    return {
      metric: 'silenceRatio',
      comparator: 'at_most',
      target: silence,
      current: c.metrics.silenceRatio,
      actionPlan: en
        ? `${audible}: no more than ${pct(silence)} of it silent (this recording: ${pct(c.metrics.silenceRatio)}).`
        : `${audible}. 침묵은 ${pct(silence)} 이하(이번 녹음: ${pct(c.metrics.silenceRatio)}).`,
      whyImportant: why,
    };
  }
  if (c.metrics.wpm < c.targets.wpm.min) {
    return {
      metric: 'wpm',
      comparator: 'at_least',
      target: c.targets.wpm.min,
      current: c.metrics.wpm,
      actionPlan: en
        ? `${audible} (about ${c.targets.wpm.min} words a minute on average; this recording: ${num(c.metrics.wpm)}).`
        : `${audible}(평균 분당 ${c.targets.wpm.min}단어 정도, 이번 녹음: ${num(c.metrics.wpm)}단어).`,
      whyImportant: why,
    };
  }
  return weakestTarget(c) ?? buildTarget(coachesBreath(c) ? 'few_breath_cues' : 'vague_cues', c);
}

/**
 * A recording with almost no recognised speech gets an honest report: what was missing and how to record, a
 * rating of 0 (nothing was assessed), no invented strengths.
 */
function notEnoughSpeechReport(c: CoachContext): CoachingReportContent {
  const texts = library(c);
  const focus = texts.notEnoughSpeechFocus();
  return {
    summary: notEnoughSummary(c),
    overallRating: { score: 0, level: 'beginner' },
    focusAreas: [{ key: 'other', ...focus }],
    drills: [texts.baselineDrill()],
    classEdits: [],
    cueRewrites: [],
    nextSessionTargets: [audibleTarget(c)],
    orientation: { primaryFocus: focus.title, toneGuidance: toneGuidance(c), balancingDrills: [] },
    cautions: [notEnoughCaution(c)],
    strengths: [],
  };
}

export function localReport(input: FeedbackInput): CoachingReportContent {
  const { c, findings } = buildContext(input);
  if (tooLittleSpeech(c)) return notEnoughSpeechReport(c);
  const found = findWeaknesses(c, findings);
  const top = found.slice(0, MAX_FOCUS);
  const focusKeys = top.map((f) => f.key);
  const texts = library(c);

  const focusAreas: FocusArea[] =
    top.length > 0 ? top.map((f) => texts.focus(f.key)) : [{ key: 'other', ...texts.refineFocus() }];
  const drills = top.length > 0 ? top.map((f) => texts.drill(f.key)) : [texts.refineDrill()];

  // A target only where a metric is off (the focus areas) or, when nothing is, for the weakest metric; never one
  // this class already meets.
  const targets: NextSessionTarget[] = focusKeys.map((key) => buildTarget(key, c)).filter(targetMoves);
  if (targets.length === 0) {
    const weakest = weakestTarget(c);
    if (weakest) targets.push(weakest);
    else targets.push(buildTarget(coachesBreath(c) ? 'few_breath_cues' : 'vague_cues', c));
  }

  const used = new Set<string>();
  const classEdits = buildClassEdits(c, input.segments, findings, focusKeys, used);
  const cueRewrites = buildCueRewrites(c, input.segments, findings, focusKeys, used);
  const strengthList = strengths(c, input, new Set(found.map((f) => f.key)));

  return {
    summary: summary(c, focusAreas, strengthList.length),
    overallRating: rating(c),
    focusAreas,
    drills,
    classEdits,
    cueRewrites,
    nextSessionTargets: targets.slice(0, 5),
    orientation: {
      primaryFocus: focusAreas[0]!.title,
      toneGuidance: toneGuidance(c),
      balancingDrills: balancingDrills(c, focusKeys),
    },
    cautions: cautions(c, focusKeys, findings.intendedHoldSec),
    strengths: strengthList,
  };
}

/**
 * Class edits and cue rewrites: the instructor's own lines, at the minute they were said, next to what to say
 * instead and why.
 */
import type { ClassEdit, CueRewrite, TranscriptSegment } from '@cuecoach/contracts';
import { editReasons } from './edit-reasons.ts';
import { clauses, formatClock, marksWithin } from './excerpt.ts';
import type { CoachContext } from './library/context.ts';
import { isCueLine, quotable, recognisedSurely } from './quotable.ts';
import { breathCue, concreteCue, spaced, withHoldCue, withoutFillers } from './rewrite.ts';
import {
  breathlessCueMoments,
  crowdedCueMoments,
  type DeadAir,
  fastestMinute,
  fillerMoments,
  type Moment,
  runOnMoments,
} from './scan.ts';
import type { TranscriptFindings, Weakness } from './weaknesses.ts';

const MAX_EDITS = 6;
const MAX_REWRITES = 4;

interface Ctx {
  c: CoachContext;
  segments: TranscriptSegment[];
  findings: TranscriptFindings;
  used: Set<string>;
}

/** A line is quoted once per report, even when the instructor said it again later (repeated sequences). */
const keyOf = (m: Moment) => m.excerpt.text.toLowerCase().replace(/\s+/g, ' ');

/**
 * The first `take` moments not quoted yet, skipping lines the recogniser was probably unsure of (quotable.ts) and,
 * with `cue`, lines that hold no cue the rules recognise for this style.
 */
function fresh(ctx: Ctx, moments: Moment[], take: number, opts: { cue?: boolean } = {}): Moment[] {
  const out: Moment[] = [];
  for (const m of moments) {
    if (out.length >= take) break;
    if (ctx.used.has(keyOf(m))) continue;
    if (!quotable(m.excerpt.text, ctx.c) || !recognisedSurely(ctx.segments[m.segmentIndex])) continue;
    if (opts.cue && !isCueLine(m.excerpt.text, ctx.c)) continue;
    ctx.used.add(keyOf(m));
    out.push(m);
  }
  return out;
}

function fillersOf(ctx: Ctx, m: Moment) {
  return marksWithin(ctx.segments[m.segmentIndex]!, m.excerpt);
}

function fillerTerms(ctx: Ctx, m: Moment): string {
  const seg = ctx.segments[m.segmentIndex]!;
  const terms = seg.fillers
    .filter((f) => f.start >= m.excerpt.start && f.end <= m.excerpt.end)
    .map((f) => seg.text.slice(f.start, f.end));
  return [...new Set(terms)].map((t) => `"${t}"`).join(', ');
}

/** Whether the quoted line is also one of the vague cues: then every rewrite of it names body part and direction. */
function vagueIn(ctx: Ctx, m: Moment): boolean {
  return ctx.findings.vague.some(
    (v) => v.segmentIndex === m.segmentIndex && v.excerpt.start < m.excerpt.end && v.excerpt.end > m.excerpt.start,
  );
}

const vagueNote = {
  en: ' It also says "like this" without naming what moves where, so the rewrite names it.',
  ko: ' 또한 무엇을 어디로 움직이는지 없이 "이렇게"라고만 해서, 고친 문장에서 이를 말로 풀었습니다.',
};

function previousText(ctx: Ctx, m: Moment): string {
  const prev = ctx.segments[m.segmentIndex - 1]?.text ?? '';
  return `${prev} ${ctx.segments[m.segmentIndex]!.text}`;
}

const seconds = (m: Moment) => Math.round(m.at * 10) / 10;

function edit(m: Moment, before: string, after: string, whyChange: string): ClassEdit {
  return { location: { seconds: Math.round(m.at * 10) / 10, display: formatClock(m.at) }, before, after, whyChange };
}

type EditMaker = (ctx: Ctx) => ClassEdit[];

const editMakers: Partial<Record<Weakness, EditMaker>> = {
  fillers: (ctx) =>
    fresh(ctx, fillerMoments(ctx.segments), 2).map((m) => {
      const vague = vagueIn(ctx, m);
      return edit(
        m,
        m.excerpt.text,
        vague
          ? concreteCue(m.excerpt.text, previousText(ctx, m), ctx.c)
          : withoutFillers(m.excerpt.text, fillersOf(ctx, m)),
        editReasons(ctx.c).fillers(m.weight, fillerTerms(ctx, m)) + (vague ? vagueNote[ctx.c.language] : ''),
      );
    }),
  vague_cues: (ctx) =>
    fresh(ctx, ctx.findings.vague, 2).map((m) =>
      edit(
        m,
        m.excerpt.text,
        concreteCue(m.excerpt.text, previousText(ctx, m), ctx.c),
        ctx.c.language === 'en'
          ? 'This cue only works for students watching you. Naming the breath, the body part and the direction lets everyone follow, eyes open or closed.'
          : '이 큐는 강사를 보고 있는 회원에게만 통합니다. 호흡, 신체 부위, 방향을 말하면 눈을 뜨든 감든 모두가 따라올 수 있습니다.',
      ),
    ),
  dead_air: (ctx) =>
    fresh(ctx, ctx.findings.deadAir, 2).map((m) => {
      const { gapSec, after } = m as DeadAir;
      const vague = vagueIn(ctx, m);
      const line = vague ? concreteCue(m.excerpt.text, previousText(ctx, m), ctx.c) : m.excerpt.text;
      const why = editReasons(ctx.c).deadAir(gapSec, after);
      return edit(
        m,
        m.excerpt.text,
        withHoldCue(line, vague ? [] : fillersOf(ctx, m), ctx.c, after),
        why + (vague ? vagueNote[ctx.c.language] : ''),
      );
    }),
  pace_fast: (ctx) => {
    const fastest = fastestMinute(ctx.segments, ctx.c.metrics.paceTimeline);
    if (!fastest) return [];
    return fresh(ctx, fastest.moments, 1).map((m) =>
      edit(
        m,
        m.excerpt.text,
        spaced(m.excerpt.text, fillersOf(ctx, m), ctx.c),
        editReasons(ctx.c).fastest(fastest.minute + 1, fastest.wpm),
      ),
    );
  },
  too_little_space: (ctx) =>
    fresh(ctx, runOnMoments(ctx.segments, ctx.c.spoken === 'en' ? 25 : 15), 1).map((m) =>
      edit(m, m.excerpt.text, spaced(m.excerpt.text, fillersOf(ctx, m), ctx.c), editReasons(ctx.c).runOn(m.weight)),
    ),
  few_breath_cues: (ctx) =>
    fresh(
      ctx,
      breathlessCueMoments(ctx.segments).filter((m) => breathCue(m.excerpt.text, fillersOf(ctx, m), ctx.c)),
      1,
      { cue: true },
    ).map((m) =>
      edit(
        m,
        m.excerpt.text,
        breathCue(m.excerpt.text, fillersOf(ctx, m), ctx.c)!,
        ctx.c.language === 'en'
          ? 'A movement cue with no breath: students guess the timing. Leading with the breath tells them when to move.'
          : '호흡이 없는 동작 큐라 회원이 타이밍을 추측해야 합니다. 호흡으로 시작하면 언제 움직일지 알려 줄 수 있습니다.',
      ),
    ),
  cue_overload: (ctx) =>
    fresh(
      ctx,
      // Only lines with more than the two clauses the rewrite keeps: otherwise the edit would change nothing.
      crowdedCueMoments(ctx.segments).filter((m) => clauses(m.excerpt.text, ctx.c.spoken).length > 2),
      1,
    ).map((m) =>
      edit(
        m,
        m.excerpt.text,
        spaced(m.excerpt.text, fillersOf(ctx, m), ctx.c, 2),
        editReasons(ctx.c).crowded(m.weight),
      ),
    ),
};

export function buildClassEdits(
  c: CoachContext,
  segments: TranscriptSegment[],
  findings: TranscriptFindings,
  focus: Weakness[],
  used: Set<string>,
): ClassEdit[] {
  const ctx: Ctx = { c, segments, findings, used };
  const edits: ClassEdit[] = [];
  for (const key of focus) edits.push(...(editMakers[key]?.(ctx) ?? []));
  return edits.slice(0, MAX_EDITS).sort((a, b) => a.location.seconds - b.location.seconds);
}

/** Cue rewrites come from lines not already used as class edits: breath-less cues, leftover vague or filler lines. */
export function buildCueRewrites(
  c: CoachContext,
  segments: TranscriptSegment[],
  findings: TranscriptFindings,
  focus: Weakness[],
  used: Set<string>,
): CueRewrite[] {
  const ctx: Ctx = { c, segments, findings, used };
  const en = c.language === 'en';
  const out: CueRewrite[] = [];
  const vague = () =>
    fresh(ctx, findings.vague, 2).map((m) => ({
      startSec: seconds(m),
      before: m.excerpt.text,
      after: concreteCue(m.excerpt.text, previousText(ctx, m), c),
      rationale: en
        ? 'Breath + body part + direction: the cue works without a demonstration.'
        : '호흡 + 신체 부위 + 방향: 시범 없이도 통하는 큐입니다.',
    }));
  const breath = () =>
    fresh(
      ctx,
      breathlessCueMoments(segments).filter((m) => breathCue(m.excerpt.text, fillersOf(ctx, m), c)),
      3,
      { cue: true },
    ).map((m) => ({
      startSec: seconds(m),
      before: m.excerpt.text,
      after: breathCue(m.excerpt.text, fillersOf(ctx, m), c)!,
      rationale:
        c.group === 'dance'
          ? en
            ? 'Putting the count first tells dancers exactly when the move happens.'
            : '카운트를 먼저 말하면 동작이 언제 일어나는지 정확히 알려 줍니다.'
          : en
            ? 'The breath comes first, so students know when to move; the lead-in words go, and the movement keeps your own words.'
            : '호흡을 먼저 말해 언제 움직일지 알려 주고, 군더더기 도입어는 빼고 동작은 강사님의 말 그대로 둡니다.',
    }));
  const fillers = () =>
    fresh(ctx, fillerMoments(segments), 2).map((m) => ({
      startSec: seconds(m),
      before: m.excerpt.text,
      after: withoutFillers(m.excerpt.text, fillersOf(ctx, m)),
      rationale: editReasons(c).rewriteFillers,
    }));
  const runOns = () =>
    fresh(ctx, runOnMoments(segments, c.spoken === 'en' ? 25 : 15), 1).map((m) => ({
      startSec: seconds(m),
      before: m.excerpt.text,
      after: spaced(m.excerpt.text, fillersOf(ctx, m), c),
      rationale: editReasons(c).rewriteRunOn,
    }));

  // Breath-first rewrites only where the style coaches breath (not presentations, not most dance).
  const order =
    c.targets.breathCuesPerMinuteMin === 0
      ? [vague, fillers, runOns]
      : focus.includes('vague_cues')
        ? [vague, breath, fillers, runOns]
        : focus.includes('fillers') && !focus.includes('few_breath_cues')
          ? [fillers, breath, vague, runOns]
          : [breath, vague, fillers, runOns];
  for (const make of order) {
    if (out.length >= MAX_REWRITES) break;
    out.push(...make());
  }
  return out.filter((r) => r.before !== r.after).slice(0, MAX_REWRITES);
}

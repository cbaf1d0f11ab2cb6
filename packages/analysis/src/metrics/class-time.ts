/**
 * The model of class time: every stretch between the first and the last word is the instructor speaking, students
 * working on the instruction just given, an announced hold or rest, a wait for an answer to a question, or dead air.
 * A silence is read with the words before it (text/announcements.ts) and the style's targets: how long students
 * may work unannounced (workSec), whether that time is work or a hold (cuedSilence), how long one breath is
 * (breathSec), when silence becomes dead air (deadAirSec).
 * docs/metrics.md ("Class time") states the rules in words.
 */
import type { AnalysisLanguage, ClassTime, ClassTimeKind, ClassTimeStretch, StyleTargets } from '@cuecoach/contracts';
import { type Announcement, isBreathAlone, readAnnouncement } from '../text/announcements.ts';
import { splitUtterances } from '../text/cues/index.ts';
import { splitInstructions } from '../text/cues/instructions.ts';
import type { ProcessedTranscript } from '../text/process-transcript.ts';
import { isUnreadText } from '../transcription/unread-text.ts';
import { fitsRhythm, hasRhythm, isAside, type ReadSilence, repeatsAsSet, withinRhythm } from './class-rhythm.ts';
import type { TimeRange } from './pauses.ts';
import { unreadAllowance, unreadBefore } from './unread-speech.ts';

/** Silences shorter than this are the breaths between sentences: part of speaking. */
export const MIN_CLASS_SILENCE_SEC = 2;
/** Pauses this long inside a sentence are the "gaps between words" a listener notices. */
export const MID_SENTENCE_GAP_SEC = 1;
/** How long a class is given to answer a question before the silence is the instructor's again. */
export const QUESTION_WAIT_SEC = 15;
/** An announced length is a plan, not a stopwatch: allow this much more (and one breath) before it is dead air. */
const ANNOUNCED_SLACK = 1.3;
/** Besides the last words, only what was said this many seconds before a silence explains it. */
const CONTEXT_SEC = 6;

export interface ClassTimeInput {
  /** Normalised speech regions (sorted, merged). */
  regions: TimeRange[];
  /**
   * Other voices' turns (a student asking or answering): their voiced time is the class talking with the instructor,
   * its own `class_question` stretch, never the instructor speaking.
   */
  others?: TimeRange[];
  transcript: ProcessedTranscript;
  targets: StyleTargets;
  language: AnalysisLanguage;
}

interface Reading {
  kind: Exclude<ClassTimeKind, 'dead_air'>;
  /** Seconds of silence this reading explains; past it (by at least deadAirSec) the silence is dead air. */
  allowed: number;
  /**
   * An aside was said before it ("sorry, hang on, I need to…"): with nothing explaining the silence it is never the
   * rhythm; explained only by a cue (a misheard aside reads as one: "…front desk" heard as "come out to the front")
   * it is students' time only as long as the class's rhythm allows.
   */
  aside?: boolean;
  /**
   * Students were told to work on ("keep it moving", "dance it through") by words the cue rules found no cue in: the
   * line was an instruction all the same, counted like one the class's rhythm shows was misheard.
   */
  uncued?: boolean;
  /**
   * Explained only by a sentence that opens with an instruction, no cue counted in the words (opensInstruction):
   * misheard chat opens like one too ("So, begin to watch the match last night"), so it is students' time only as
   * long as the silences cues explained in this class run (class-rhythm.ts, withinRhythm).
   */
  opener?: boolean;
}

/**
 * The utterances that explain a silence starting at `at`, latest first, with whether each was counted as a cue: the
 * last one said, and those before it that ended within CONTEXT_SEC of the silence (praise or a count after the
 * instruction: "Stay for five breaths. Beautiful."). Times inside a segment are estimated by character position.
 */
function utterancesBefore(transcript: ProcessedTranscript, at: number, language: AnalysisLanguage) {
  const out: { text: string; cue: boolean; instructs: boolean; segment: number }[] = [];
  const segments = transcript.segments;
  for (let i = segments.length - 1; i >= 0 && out.length < 3; i--) {
    const segment = segments[i]!;
    // A tag or a line the recogniser invents is not words said: the silence is read by what was (unread-speech.ts).
    if (segment.start > at + 0.5 || isUnreadText(segment.text)) continue;
    if (out.length > 0 && segment.end < at - CONTEXT_SEC) break;
    const spans = splitUtterances(segment.text, language);
    const length = Math.max(1, segment.text.length);
    for (let j = spans.length - 1; j >= 0 && out.length < 3; j--) {
      const span = spans[j]!;
      const ended = segment.start + ((segment.end - segment.start) * span.end) / length;
      if (out.length > 0 && ended < at - CONTEXT_SEC) return out;
      // A cue said in this sentence: an instruction runs on over the talk after it (cues/instructions.ts), so a
      // sentence is a cue only where an instruction starts in it.
      const cue = transcript.cues.some((c) => c.segmentIndex === i && span.start <= c.start && c.start < span.end);
      const text = segment.text.slice(span.start, span.end);
      out.push({ text, cue, instructs: cue || opensInstruction(text, language), segment: i });
    }
  }
  return out;
}

/**
 * Whether a sentence tells the class to do something though no cue was counted in it: it opens with an imperative
 * verb ("Lower the peel on the bar and lift, keep the carriage steady." — a telephone line's "heels" as "peel" left
 * it without the body part a cue is counted on). Students work on it as on a cue. Only its opening counts: a verb
 * later in chat misheard ("Right, and wait, let's run quite something.") is not the class's instruction. English
 * only: the Korean split finds where an instruction ends, not an opener.
 */
function opensInstruction(text: string, language: AnalysisLanguage): boolean {
  return language === 'en' && splitInstructions(text, language)[0]?.opener === true;
}

function allowedFor(a: Announcement, t: StyleTargets): number {
  if (a.seconds !== undefined) return a.seconds * ANNOUNCED_SLACK + t.breathSec;
  // A hold or rest without a length: the style's usual length, and at least a few breaths.
  return Math.max(t.workSec, 5 * t.breathSec);
}

/** How the words before a silence of `length` seconds explain it. */
function readSilence(input: ClassTimeInput, at: number, length: number): Reading {
  const { targets } = input;
  const before = utterancesBefore(input.transcript, at, input.language);
  const last = before[0];
  if (!last) return { kind: 'speaking', allowed: 0 };
  const lastAnnouncement = readAnnouncement(last.text, input.language, targets.breathSec);
  // A question asked in a sentence that opens by telling the class what to do is that instruction's: students work
  // on it rather than answer ("Reach to the ceiling and pump, one breath in…" misheard "Reach to the ceiling and be
  // up one, where did we have the time?" on a video's copy read 15 s of waiting and 7 s of dead air).
  if (lastAnnouncement?.kind === 'question' && !opensInstruction(last.text, input.language)) {
    return { kind: 'question', allowed: QUESTION_WAIT_SEC };
  }
  // Nothing but breathing, said alone: the class stops and breathes, a rest ("Rest and breathe." heard "Breath and
  // breathe."). With anything said just before it, it is that movement's breath ("Slow it down. And breathe.").
  if (before.length === 1 && lastAnnouncement === undefined && isBreathAlone(last.text, input.language)) {
    return { kind: 'hold', allowed: allowedFor({ kind: 'rest' }, targets) };
  }
  // The nearest line that announces a hold, rest or interval explains the silence (praise may follow it:
  // "Stay for five breaths. Beautiful."); one that says how long wins over a nearer one that does not ("Come into
  // savasana. Close your eyes and rest.": the rest is savasana's).
  const announcements = before.map((u, i) => ({ i, a: readAnnouncement(u.text, input.language, targets.breathSec) }));
  const announced = announcements
    .map(({ a }) => a)
    .filter((a): a is Announcement => a !== undefined && a.kind !== 'question');
  const sizedAt = announcements.find(({ a }) => a !== undefined && a.kind !== 'question' && a.seconds !== undefined);
  // A length said in an earlier segment, with an instruction said after it in a later one, describes the plan or
  // the moment before ("four stations, forty seconds each. … Station one, goblet squats, chest up"); where it cannot
  // explain the silence (a misheard "four seconds each" against a 40 s station), the instruction after it is read.
  const outlived =
    sizedAt !== undefined &&
    length - allowedFor(sizedAt.a!, targets) >= targets.deadAirSec &&
    before.slice(0, sizedAt.i).some((u) => u.cue && u.segment > before[sizedAt.i]!.segment);
  const sized = outlived ? undefined : sizedAt?.a;
  for (const a of sized ? [sized] : announced.filter((a) => !outlived || a.seconds === undefined)) {
    if (a.kind === 'hold' || a.kind === 'rest') return { kind: 'hold', allowed: allowedFor(a, targets) };
    if (targets.workSec > 0 || a.seconds !== undefined) {
      const allowed = a.seconds !== undefined ? allowedFor(a, targets) : targets.workSec;
      return { kind: 'working', allowed, uncued: a.instructs === true && !before.some((u) => u.cue) };
    }
  }
  const cued = before.some((u) => u.cue);
  // Shorter than dead air, a silence after such a line is the instructor's as before: nothing turns on it.
  const opener = !cued && length >= targets.deadAirSec && before.some((u) => u.instructs);
  if (targets.workSec > 0 && (cued || opener)) {
    return {
      kind: 'working',
      opener,
      allowed: targets.workSec,
      // Read in the order said, so an apology the class was taught on after ("Sorry about that. Rise…") is over.
      aside: isAside(
        before
          .map((u) => u.text)
          .reverse()
          .join(' '),
        input.language,
      ),
    };
  }
  const aside = isAside(last.text, input.language);
  // In a still style (yin, restorative) the class stays where the teacher's last words left it: long quiet after
  // them is the practice, whatever the words were heard as, unless they say the teacher stopped (an aside). A
  // restorative class on a telephone line heard "…chest on the bolster, turn the head to one side, we stay here
  // three minutes" as "Get on the bones to turn the eggs to one side.", no cue, and read its 3-minute hold as dead air.
  // Only a silence that would be dead air turns on it: a shorter one stays the teacher's pause, as in every style.
  if (targets.cuedSilence === 'hold' && targets.workSec > 0 && length >= targets.deadAirSec && !aside) {
    return { kind: 'hold', allowed: targets.workSec };
  }
  // Nothing in the words: the class's rhythm may still explain it (class-rhythm.ts), unless they are an aside.
  return { kind: 'speaking', allowed: 0, aside };
}

/** Whether a pause at `at` falls inside a sentence of the segment spoken around it. */
function insideSentence(transcript: ProcessedTranscript, pause: TimeRange): boolean {
  const segment = transcript.segments.find((s) => s.start < pause.start - 0.1 && s.end > pause.end + 0.1);
  if (!segment) return false;
  const span = segment.end - segment.start;
  const at = Math.round(((pause.start - segment.start) / span) * segment.text.length);
  // Word times inside a segment are estimates: a sentence end near the estimated place explains the pause.
  const slack = Math.max(12, Math.round(segment.text.length * 0.15));
  const near = segment.text.slice(Math.max(0, at - slack), at + slack);
  return !/[.!?。？！,;:…]/u.test(near);
}

function push(out: ClassTimeStretch[], start: number, end: number, kind: ClassTimeKind) {
  if (end <= start) return;
  const last = out.at(-1);
  if (last && last.kind === kind && Math.abs(last.end - start) < 1e-6) last.end = end;
  else out.push({ start, end, kind });
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/** Marks the speaking time inside `range` as `kind` (stretches stay consecutive and in order). */
function overlay(stretches: ClassTimeStretch[], range: TimeRange, kind: ClassTimeKind) {
  for (let i = 0; i < stretches.length; i++) {
    const s = stretches[i]!;
    if (s.kind !== 'speaking' || s.end <= range.start || s.start >= range.end) continue;
    const from = Math.max(s.start, range.start);
    const to = Math.min(s.end, range.end);
    const parts: ClassTimeStretch[] = [
      { start: s.start, end: from, kind: s.kind },
      { start: from, end: to, kind },
      { start: to, end: s.end, kind: s.kind },
    ].filter((p) => p.end - p.start > 1e-6);
    stretches.splice(i, 1, ...parts);
    i += parts.length - 1;
  }
}

export function computeClassTime(input: ClassTimeInput): ClassTime {
  const { regions, targets } = input;
  // Every silence is read first, so the class's rhythm (the silences its words explained) is known before a
  // silence its words do not explain is judged.
  const gaps = regions.slice(1).map((next, i) => {
    const gap = { start: regions[i]!.end, end: next.start };
    const length = gap.end - gap.start;
    const reading = length < MIN_CLASS_SILENCE_SEC ? undefined : readSilence(input, gap.start, length);
    // Only a silence that could be dead air turns on it (unread-speech.ts).
    const unread = length >= targets.deadAirSec && unreadBefore(input, gap.start);
    return { gap, length, reading, unread };
  });
  const read: ReadSilence[] = gaps.map(({ gap, length, reading }) => ({
    start: gap.start,
    length,
    // A silence after an aside does not set the class's rhythm, even where a (misheard) cue explained it.
    explained:
      (reading?.kind === 'working' || reading?.kind === 'hold') &&
      !reading.aside &&
      !reading.opener &&
      length - reading.allowed < targets.deadAirSec,
    stopped: reading?.kind === 'question' || reading?.aside === true,
  }));
  const stretches: ClassTimeStretch[] = [];
  let midSentenceGapCount = 0;
  // Students worked after the line, so it was an instruction, whatever the recogniser wrote for it.
  let unheardCueCount = 0;
  for (let i = 0; i < regions.length; i++) {
    const region = regions[i]!;
    push(stretches, region.start, region.end, 'speaking');
    const g = gaps[i];
    if (!g) break;
    const { gap, length } = g;
    if (length >= MID_SENTENCE_GAP_SEC && insideSentence(input.transcript, gap)) midSentenceGapCount++;
    let reading = g.reading;
    if (!reading) {
      push(stretches, gap.start, gap.end, 'speaking');
      continue;
    }
    if (reading.opener) {
      // The line was an instruction the cue counter missed, if the class worked that long after its cues.
      if (!reading.aside && withinRhythm(read, read[i]!, targets.deadAirSec)) unheardCueCount++;
      else reading = { kind: 'speaking', allowed: 0 };
    } else if (
      reading.kind === 'speaking' &&
      !reading.aside &&
      targets.workSec > 0 &&
      length >= targets.deadAirSec &&
      (fitsRhythm(read, read[i]!, targets.deadAirSec) || repeatsAsSet(read, read[i]!, targets.deadAirSec))
    ) {
      reading = { kind: 'working', allowed: targets.workSec };
      unheardCueCount++;
    } else if (
      reading.kind === 'working' &&
      reading.aside &&
      length >= targets.deadAirSec &&
      hasRhythm(read, read[i]!, targets.deadAirSec) &&
      !fitsRhythm(read, read[i]!, targets.deadAirSec)
    ) {
      // A stop after an aside, longer than any phrase of the class: the instructor's, whatever cue was heard in it.
      reading = { kind: 'speaking', allowed: 0 };
    }
    if (g.unread && !reading.aside && targets.workSec > 0) {
      // The last line was not read: nothing in the words says the class was left waiting (unread-speech.ts).
      const over = reading.kind === 'speaking' ? length : length - reading.allowed;
      const allowed = Math.max(reading.allowed, unreadAllowance(read, read[i]!, targets));
      if (over >= targets.deadAirSec) reading = { kind: reading.kind === 'hold' ? 'hold' : 'working', allowed };
    }
    if (reading.uncued && length - reading.allowed < targets.deadAirSec) unheardCueCount++;
    // In a still style (yin, restorative) the class stays in the pose a cue set up: its students' time is a hold
    // however it was announced, since a hold word misheard or never said must not turn minutes of stillness into work.
    const kind = reading.kind === 'working' ? targets.cuedSilence : reading.kind;
    if (kind === 'speaking') {
      push(stretches, gap.start, gap.end, length >= targets.deadAirSec ? 'dead_air' : 'speaking');
    } else if (length - reading.allowed >= targets.deadAirSec) {
      // Students did what was asked, then waited: the part past what the words and the style explain is dead air.
      push(stretches, gap.start, gap.start + reading.allowed, kind);
      push(stretches, gap.start + reading.allowed, gap.end, 'dead_air');
    } else push(stretches, gap.start, gap.end, kind);
  }
  for (const turn of input.others ?? []) overlay(stretches, turn, 'class_question');
  const merged: ClassTimeStretch[] = [];
  for (const s of stretches) push(merged, s.start, s.end, s.kind);
  stretches.splice(0, stretches.length, ...merged);
  const rounded = stretches.map((s) => ({ ...s, start: r2(s.start), end: r2(s.end) }));
  const seconds = { speaking: 0, working: 0, hold: 0, question: 0, class_question: 0, dead_air: 0 };
  for (const s of stretches) seconds[s.kind] += s.end - s.start;
  const total = Object.values(seconds).reduce((a, b) => a + b, 0);
  // A dead-air stretch is as long as the whole silence it ends, counted from where the talking stopped.
  const deadAir = stretches.flatMap((s, k) => {
    if (s.kind !== 'dead_air') return [];
    const before = stretches[k - 1];
    return [s.end - (before && before.kind !== 'speaking' ? before.start : s.start)];
  });
  return {
    stretches: rounded,
    seconds: {
      speaking: r2(seconds.speaking),
      working: r2(seconds.working),
      hold: r2(seconds.hold),
      question: r2(seconds.question),
      class_question: r2(seconds.class_question),
      dead_air: r2(seconds.dead_air),
    },
    talkShare: total > 0 ? Math.round((seconds.speaking / total) * 1e4) / 1e4 : 0,
    deadAirCount: deadAir.length,
    longestDeadAirSec: deadAir.length ? r2(Math.max(...deadAir)) : 0,
    midSentenceGapCount,
    unheardCueCount,
  };
}

/** Seconds of speaking in each minute of the recording (the pace timeline's minutes). */
export function speakingPerMinute(stretches: ClassTimeStretch[], minutes: number): number[] {
  const out = new Array<number>(minutes).fill(0);
  for (const s of stretches) {
    if (s.kind !== 'speaking') continue;
    for (let m = Math.floor(s.start / 60); m < minutes && m * 60 < s.end; m++) {
      out[m]! += Math.max(0, Math.min(s.end, (m + 1) * 60) - Math.max(s.start, m * 60));
    }
  }
  return out;
}

/**
 * Finding the moments of this class worth quoting: where the fillers pile up, where a cue says "like this" and
 * nothing else, where the room went silent, where one breathless sentence ran on.
 */
import type { AnalysisLanguage, ClassTimeStretch, TranscriptSegment } from '@cuecoach/contracts';
import { readAnnouncement } from '../text/announcements.ts';
import { splitUtterances } from '../text/cues/index.ts';
import { type Excerpt, excerptAround, lastSentence } from './excerpt.ts';
import { namesBodyPart, namesDirection, vaguePatterns } from './vocabulary.ts';

export interface Moment {
  segmentIndex: number;
  excerpt: Excerpt;
  /** Seconds into the recording where the excerpt is spoken (or where the silence starts). */
  at: number;
  /** How strongly this moment shows the problem (fillers in it, seconds of silence, words in a run-on). */
  weight: number;
}

export interface DeadAir extends Moment {
  /** Seconds of the silence that became dead air (from its start, including any working time it began with). */
  gapSec: number;
  /**
   * What the silence began as before it became dead air: nothing (`talk`), students working on the instruction
   * (`working`), or a hold or rest the instructor announced (`hold`). The rewrite depends on it: a line that already
   * gave a length needs a check-in, a work interval needs its end, plain talk needs a hold cue.
   */
  after: 'talk' | 'working' | 'hold' | 'question';
}

function timeOf(segment: TranscriptSegment, offset: number): number {
  const share = segment.text.length > 0 ? offset / segment.text.length : 0;
  return segment.start + share * Math.max(0, segment.end - segment.start);
}

function moment(segments: TranscriptSegment[], index: number, excerpt: Excerpt, weight: number): Moment {
  const segment = segments[index]!;
  return { segmentIndex: index, excerpt, at: timeOf(segment, excerpt.start), weight };
}

function byWeight<T extends Moment>(list: T[]): T[] {
  return list.sort((a, b) => b.weight - a.weight || a.at - b.at);
}

/**
 * Whether an excerpt says anything besides its fillers. A hesitation the recogniser wrote as a line of its own
 * ("Umm," between two cues of a fast class) still counts as a filler, but it is no line to quote or rewrite: without
 * its filler nothing is left.
 */
function saysMoreThanFillers(text: string, excerpt: Excerpt, fillers: { start: number; end: number }[]): boolean {
  for (let i = excerpt.start; i < excerpt.end; i++) {
    if (fillers.some((f) => i >= f.start && i < f.end)) continue;
    if (/[\p{L}\p{N}]/u.test(text[i] ?? '')) return true;
  }
  return false;
}

/** Sentences with the most fillers; a sentence with a single filler only counts when nothing worse exists. */
export function fillerMoments(segments: TranscriptSegment[]): Moment[] {
  const found: Moment[] = [];
  segments.forEach((segment, index) => {
    const seen = new Set<number>();
    for (const filler of segment.fillers) {
      const excerpt = excerptAround(segment.text, filler);
      if (seen.has(excerpt.start)) continue;
      seen.add(excerpt.start);
      const inside = segment.fillers.filter((f) => f.start >= excerpt.start && f.end <= excerpt.end);
      if (inside.length > 0 && saysMoreThanFillers(segment.text, excerpt, inside))
        found.push(moment(segments, index, excerpt, inside.length));
    }
  });
  const ranked = byWeight(found);
  const multi = ranked.filter((m) => m.weight >= 2);
  return multi.length > 0 ? multi : ranked;
}

/** Deictic cues ("like this", "이렇게") in a sentence that names no body part and no direction. */
export function vagueMoments(segments: TranscriptSegment[], language: AnalysisLanguage): Moment[] {
  const pattern = new RegExp(vaguePatterns[language].source, `${vaguePatterns[language].flags}g`);
  const found: Moment[] = [];
  segments.forEach((segment, index) => {
    for (const match of segment.text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const excerpt = excerptAround(segment.text, { start, end: start + match[0].length });
      if (namesBodyPart(excerpt.text, language) || namesDirection(excerpt.text, language)) continue;
      if (found.some((m) => m.segmentIndex === index && m.excerpt.start === excerpt.start)) continue;
      found.push(moment(segments, index, excerpt, 1));
    }
  });
  return found;
}

/** Only whether a line announces something matters here, not for how long; any breath length will do. */
const ANY_BREATH_SEC = 4;

/**
 * Whether the end of a line (its last three utterances) announces the silence that follows it, read as the class
 * time model reads it (text/announcements.ts): a rest or water break ("rest and breathe"), a hold, the start of a
 * timed interval ("3, 2, 1, go!"), or a question to the class. A silence after them is what the instructor meant,
 * not dead air. Only analyses made before the class time model are judged this way, by the line before alone.
 */
export function announcesSilence(text: string, language: AnalysisLanguage): boolean {
  return splitUtterances(text, language)
    .slice(-3)
    .some(({ start, end }) => readAnnouncement(text.slice(start, end), language, ANY_BREATH_SEC) !== undefined);
}

/**
 * Silences between spoken segments at least as long as the style's dead-air limit. Silence before the first word and
 * after the last is set-up and wrap-up, not teaching, so it is not counted.
 */
export function deadAirMoments(segments: TranscriptSegment[], limitSec: number): DeadAir[] {
  const found: DeadAir[] = [];
  for (let i = 0; i + 1 < segments.length; i++) {
    const prev = segments[i]!;
    const next = segments[i + 1]!;
    const gapSec = next.start - prev.end;
    if (gapSec < limitSec || prev.text.trim() === '') continue;
    const excerpt = lastSentence(prev.text);
    found.push({ segmentIndex: i, excerpt, at: prev.end, weight: gapSec, gapSec, after: 'talk' });
  }
  return byWeight(found);
}

/**
 * The dead air of the class time model (metrics.classTime), each with the last line said before its silence began.
 * This is the same list the session page's timeline draws and the flow score counts.
 */
export function classTimeDeadAir(segments: TranscriptSegment[], stretches: ClassTimeStretch[]): DeadAir[] {
  const found: DeadAir[] = [];
  stretches.forEach((stretch, k) => {
    if (stretch.kind !== 'dead_air') return;
    const previous = stretches[k - 1];
    const began = previous && previous.kind !== 'speaking' ? previous : undefined;
    const silenceStart = began ? began.start : stretch.start;
    let index = -1;
    for (let i = 0; i < segments.length; i++) if (segments[i]!.start <= silenceStart + 0.5) index = i;
    if (index < 0 || segments[index]!.text.trim() === '') return;
    // The whole silence, as the class heard it: the working or holding time it began with and the dead air after.
    const gapSec = Math.round((stretch.end - silenceStart) * 100) / 100;
    const after = began ? (began.kind === 'hold' || began.kind === 'question' ? began.kind : 'working') : 'talk';
    found.push({
      segmentIndex: index,
      excerpt: lastSentence(segments[index]!.text),
      at: silenceStart,
      weight: gapSec,
      gapSec,
      after,
    });
  });
  return byWeight(found);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The longest sentences, in words: where the instructor talked without leaving students a breath. */
export function runOnMoments(segments: TranscriptSegment[], minWords: number): Moment[] {
  const found: Moment[] = [];
  segments.forEach((segment, index) => {
    const re = /[^.!?。？！]+[.!?。？！]*/g;
    for (let m = re.exec(segment.text); m; m = re.exec(segment.text)) {
      const words = wordCount(m[0]);
      if (words < minWords) continue;
      const excerpt = excerptAround(segment.text, { start: m.index, end: m.index + m[0].length }, 240);
      found.push(moment(segments, index, excerpt, words));
    }
  });
  return byWeight(found);
}

/** Spoken cues (alignment, transition, direction) that carry no breath cue in the same sentence. */
export function breathlessCueMoments(segments: TranscriptSegment[]): Moment[] {
  const found: Moment[] = [];
  segments.forEach((segment, index) => {
    for (const cue of segment.cues) {
      if (cue.category === 'breathing') continue;
      const excerpt = excerptAround(segment.text, cue);
      const hasBreath =
        segment.cues.some((c) => c.category === 'breathing' && c.start >= excerpt.start && c.end <= excerpt.end) ||
        breathJustBefore(segments, index, excerpt.start);
      if (hasBreath || found.some((m) => m.segmentIndex === index && m.excerpt.start === excerpt.start)) continue;
      found.push(moment(segments, index, excerpt, wordCount(excerpt.text) <= 14 ? 2 : 1));
    }
  });
  return byWeight(found);
}

/** A breath word said as a sentence of its own ("Inhale." / "Exhale," / "들이마시고,"), ending the text it is in. */
const LONE_BREATH =
  /(?:^|[.!?]\s*)(?:and\s+|now\s+)?(?:inhale|exhale|breathe\s+(?:in|out)|in-breath|out-breath|(?:숨을\s+)?(?:들이마시|들이쉬|내쉬)(?:고|며|면서|세요|겠습니다|ㅂ니다)?)[\s.,!…]*$/iu;
/** Seconds between a lone breath word and the movement that still makes them one cue the recogniser split. */
const BREATH_LEAD_GAP_SEC = 1.5;

/**
 * Whether the movement at `start` of segment `index` was led by a breath word the recogniser wrote as a sentence of
 * its own ("Inhale." then "Drop the belly."): in the same segment just before it, or as the whole of the
 * instructor's previous segment ending at most BREATH_LEAD_GAP_SEC before. Such a cue already leads with the breath.
 */
function breathJustBefore(segments: TranscriptSegment[], index: number, start: number): boolean {
  const segment = segments[index]!;
  const before = segment.text.slice(0, start).trim();
  if (before) return LONE_BREATH.test(before);
  const prev = segments[index - 1];
  if (!prev || prev.speaker === 'other' || segment.start - prev.end > BREATH_LEAD_GAP_SEC) return false;
  return LONE_BREATH.test(prev.text.trim());
}

/** Sentences carrying the most cues at once: where students got more instructions than they could act on. */
export function crowdedCueMoments(segments: TranscriptSegment[]): Moment[] {
  const found: Moment[] = [];
  segments.forEach((segment, index) => {
    for (const cue of segment.cues) {
      const excerpt = excerptAround(segment.text, cue);
      if (found.some((m) => m.segmentIndex === index && m.excerpt.start === excerpt.start)) continue;
      const count = segment.cues.filter((c) => c.start >= excerpt.start && c.end <= excerpt.end).length;
      if (count >= 4) found.push(moment(segments, index, excerpt, count));
    }
  });
  return byWeight(found);
}

/** The segments spoken during the fastest minute of the pace timeline. */
export function fastestMinute(
  segments: TranscriptSegment[],
  paceTimeline: { minute: number; wpm: number }[],
): { minute: number; wpm: number; moments: Moment[] } | undefined {
  const top = [...paceTimeline].sort((a, b) => b.wpm - a.wpm)[0];
  if (!top) return undefined;
  const from = top.minute * 60;
  const to = from + 60;
  const moments = runOnMoments(segments, 1).filter((m) => m.at >= from - 5 && m.at < to);
  return { ...top, moments };
}

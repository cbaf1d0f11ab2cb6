import type { AnalysisLanguage } from '@cuecoach/contracts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { plausibleWordRate } from './decode-guards.ts';
import { readAloneShare, sameWordsKey, speechWithin } from './group-readings.ts';
import { readSegment } from './segment-reading.ts';
import type { GroupReading, RawSegment } from './types.ts';

/** How much longer one saying of a repeated line may take than another and still be the same line said again. */
const SAME_LINE_TIME_RATIO = 1.6;

/**
 * The same five or more words as the segment before and the one before that: the third time round is a loop, not
 * a cue, unless the speech shows it was said three times. "Breathe in and lift your arms" three times in a row is
 * real teaching; a decoder loop writes the line again over speech that says something else, or over none. So the
 * repeat stands when each of the three lines has speech of its own under it, at a word rate people speak at, and
 * the three take about as long as each other.
 */
export function repeatsTwice(
  segments: RawSegment[],
  i: number,
  language: AnalysisLanguage,
  speech?: TimeRange[],
): boolean {
  const norm = (s: RawSegment | undefined) => (s ? sameWordsKey(s.text) : '');
  const text = norm(segments[i]);
  const words = text.split(' ').length;
  if (words < 5 || text !== norm(segments[i - 1]) || text !== norm(segments[i - 2])) return false;
  if (!speech) return true;
  const { min, max } = plausibleWordRate[language];
  const said = [i - 2, i - 1, i].map((k) => speechWithin(segments[k]!, speech));
  const plausible = said.every((sec) => sec > 0 && words / sec >= min && words / sec <= max);
  return !plausible || Math.max(...said) > Math.min(...said) * SAME_LINE_TIME_RATIO;
}

/**
 * Segments of an accepted transcript that are text with no speech under it (a looping segment, prompt echo, the
 * same words a third time in a row): dropped so no metric counts them and no quote shows them.
 */
export function withoutInventedText(
  segments: RawSegment[],
  language: AnalysisLanguage,
  prompt?: string,
  /** VAD speech: a line said three times in a row, each on speech of its own, is kept (see repeatsTwice). */
  speech?: TimeRange[],
): { segments: RawSegment[]; dropped: string[] } {
  const kept: RawSegment[] = [];
  const dropped: string[] = [];
  const readInstead = new Set<string>();
  for (const [i, segment] of segments.entries()) {
    if (readSegment(segment, language, prompt) === 'invented') {
      dropped.push(segment.text);
      kept.push(...groupsReadInstead(segment, language, readInstead));
    } else if (repeatsTwice(segments, i, language, speech)) dropped.push(segment.text);
    else kept.push(segment);
  }
  return { segments: kept.sort((a, b) => a.start - b.start), dropped };
}

/**
 * The lines under a segment that only loops, as its breath groups read alone wrote them, where they read plainly as
 * the language (each group once; the segments of one chunk share its groups). A chunk that looped after every retry
 * otherwise loses its speech from the transcript: a held-out dance class as a 16 kbps memo kept 37 of its 72 words,
 * its first chunk "behind-home behind-home …"; read alone, its groups wrote "Hi everybody, today we're in a short
 * now combination." and the lines after it.
 */
function groupsReadInstead(segment: RawSegment, language: AnalysisLanguage, taken: Set<string>): RawSegment[] {
  const lines: RawSegment[] = [];
  for (const group of segment.alone ?? []) {
    const key = `${group.start}-${group.end}`;
    if (taken.has(key) || group.end <= segment.start || group.start >= segment.end) continue;
    if (readAloneShare(group, language, false) !== 0) continue;
    const text = group.segments
      .map((p) => p.text.trim())
      .join(' ')
      .trim();
    taken.add(key);
    const score = readingScore(group);
    lines.push({
      start: group.start,
      end: group.end,
      text,
      ...(score === null ? {} : { quality: { avgLogprob: score, problems: [], attempts: 1 } }),
    });
  }
  return lines;
}

/**
 * How sure the decoder was of a group's reading: its pieces' scores weighted by their text, null when none was
 * scored. It travels with the line as its chunk's quality would, so the transcript shows how sure the line is and
 * the report does not quote a line read unsurely: a Korean line of an alternating class read alone as "So, we'll
 * be here to be my senior ensemble panel…" at −1.05 a token was quoted and rewritten as the instructor's cue.
 */
function readingScore(group: GroupReading): number | null {
  let weight = 0;
  let sum = 0;
  for (const piece of group.segments) {
    const length = piece.text.trim().length;
    if (piece.avgLogprob == null || !Number.isFinite(piece.avgLogprob) || length === 0) continue;
    weight += length;
    sum += piece.avgLogprob * length;
  }
  return weight > 0 ? sum / weight : null;
}

import type { SpeakerRole } from '@cuecoach/contracts';
import { overlapSec as overlap, type TimeRange } from '../time-range.ts';
import type { SpeakerTurn } from './find-speakers.ts';

/** The voice of a transcript line: the speaker whose turns cover most of it (the instructor when none do). */
export function speakerOf(line: TimeRange, turns: SpeakerTurn[]): SpeakerRole {
  let other = 0;
  let instructor = 0;
  for (const turn of turns) {
    if (turn.end <= line.start || turn.start >= line.end) continue;
    if (turn.speaker === 'other') other += overlap(turn, line);
    else instructor += overlap(turn, line);
  }
  return other > instructor ? 'other' : 'instructor';
}

/** The other voices' turns, as time ranges. */
export function otherTurns(turns: SpeakerTurn[]): TimeRange[] {
  return turns.filter((t) => t.speaker === 'other').map(({ start, end }) => ({ start, end }));
}

/**
 * The turns, with another voice's turn kept only where the recogniser wrote a line of that voice in it. A turn with
 * no words of its own is a sound taken for a voice (the first bars of music, a chair scraping), not a student
 * speaking: it goes to the instructor, so it is neither counted as others' speech nor keeps the instructor's
 * filled pauses out of their metrics. No line changes speaker: a line of another voice lies in a turn it keeps.
 */
export function spokenTurns(turns: SpeakerTurn[], lines: (TimeRange & { text: string })[]): SpeakerTurn[] {
  const spoken = lines.filter((l) => l.text.trim() && speakerOf(l, turns) === 'other');
  return turns.map((t) =>
    t.speaker === 'other' && !spoken.some((l) => overlap(l, t) > 0) ? { ...t, speaker: 'instructor' } : t,
  );
}

/** Whether a stretch (a filled pause) lies mostly inside another voice's turn. */
export function insideOthers(range: TimeRange, others: TimeRange[]): boolean {
  const length = range.end - range.start;
  return length > 0 && others.reduce((sum, t) => sum + overlap(t, range), 0) > length / 2;
}

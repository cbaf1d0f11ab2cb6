/**
 * A silence after speech the recogniser could not read. The words before a silence are what class time reads it by
 * (class-time.ts), so when the last thing said was not read — the recogniser wrote a tag ("(speaking in foreign
 * language)", "[Music]") or a line it is known to invent, or wrote nothing over speech the voice detector heard —
 * nothing in the words says the class was left waiting. A listener who could not make out the line would not call
 * the silence after it dead air: they do not know what was asked. It is read as the style's cued silence instead,
 * for as long as the longest silence this class's words did explain (× the rhythm's slack), or the style's `workSec`
 * when none did; a stop longer than that by dead-air length is still dead air. docs/metrics.md ("Class time").
 */
import type { StyleTargets } from '@cuecoach/contracts';
import type { ProcessedTranscript } from '../text/process-transcript.ts';
import { isUnreadText } from '../transcription/unread-text.ts';
import { type ReadSilence, RHYTHM_SLACK } from './class-rhythm.ts';
import type { TimeRange } from './pauses.ts';

/**
 * Speech with no words under it, right before a silence, of at least this many seconds is a line said and not read.
 * Segment times are snapped to the speech regions, so a read line leaves no such speech; a short word unread ("Rest.")
 * is under it, and so is the breath or click a voice detector hears, which must not stand for a line.
 */
export const UNREAD_SPEECH_SEC = 1;

const overlap = (ranges: TimeRange[], from: number, to: number) =>
  ranges.reduce((sum, r) => sum + Math.max(0, Math.min(to, r.end) - Math.max(from, r.start)), 0);

/** Regions closer than this are one run of speech (class-time.ts, MIN_CLASS_SILENCE_SEC: a breath between lines). */
const RUN_GAP_SEC = 2;

/** The speech regions of the run that ends where the silence at `at` begins. */
function speechRunBefore(regions: TimeRange[], at: number): TimeRange[] {
  const before = regions.filter((r) => r.end <= at + 1e-6);
  let first = before.length - 1;
  if (first < 0 || at - before[first]!.end > 1e-6) return [];
  while (first > 0 && before[first]!.start - before[first - 1]!.end < RUN_GAP_SEC) first--;
  return before.slice(first);
}

/**
 * Whether the speech right before a silence starting at `at` was not read: the last segment said before it is no
 * reading of speech (transcription/unread-text.ts), or UNREAD_SPEECH_SEC or more of the instructor's speech came
 * after the last words read. Another voice's turn is not the instructor's unread line.
 */
export function unreadBefore(
  input: { regions: TimeRange[]; transcript: ProcessedTranscript; others?: TimeRange[] },
  at: number,
): boolean {
  const said = input.transcript.segments.filter((s) => s.start <= at + 0.5);
  const last = said.at(-1);
  if (!last) return false;
  if (isUnreadText(last.text)) return true;
  const from = last.end;
  if (from >= at) return false;
  // Only the speech run the silence ends (its regions apart by less than a silence of class time): a noise the voice
  // detector heard in the middle of a long stop is not the line before it.
  const run = speechRunBefore(input.regions, at);
  const unread = overlap(run, from, at) - overlap(input.others ?? [], from, at);
  return unread >= UNREAD_SPEECH_SEC;
}

/**
 * How long a silence after unread speech is students' time: the longest silence of dead-air length this class's
 * words explained fully, × the rhythm's slack (the class's own way of working), or the style's `workSec` when its
 * words explained none.
 */
export function unreadAllowance(silences: ReadSilence[], at: ReadSilence, targets: StyleTargets): number {
  const explained = silences.filter((s) => s !== at && s.explained && s.length >= targets.deadAirSec);
  return explained.length > 0 ? Math.max(...explained.map((s) => s.length)) * RHYTHM_SLACK : targets.workSec;
}

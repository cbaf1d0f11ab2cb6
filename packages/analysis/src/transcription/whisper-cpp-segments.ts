import type { Segment } from '@napi-rs/whisper';

/** A whisper.cpp segment in seconds of its window's audio (the chunk's pieces joined end to end). */
export interface WindowSegment {
  start: number;
  end: number;
  text: string;
}

/**
 * Window segments from what whisper.cpp reported, in order, non-overlapping and inside [0, windowSec].
 *
 * whisper.cpp's times are centiseconds from the window's start. The model reads a window padded to 30 s, so a
 * short window's last timestamp may lie past its audio, and a segment may start before the previous one ended
 * (its timestamps are only as good as the model): both are pulled back so times only move forward.
 */
export function windowSegments(reported: readonly Segment[], windowSec: number): WindowSegment[] {
  const out: WindowSegment[] = [];
  let floor = 0;
  for (const segment of reported) {
    const text = segment.text.trim();
    if (!text) continue;
    const start = Math.min(windowSec, Math.max(floor, segment.start / 100));
    const end = Math.min(windowSec, Math.max(start, segment.end / 100));
    out.push({ start, end, text });
    floor = end;
  }
  return out;
}

/** Whitespace-free text, to compare the call's text with its segments' (the binding trims each segment). */
function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * The segments of a `full()` call that has just returned. Their callbacks were queued during the call and arrive
 * as the event loop turns; the call's own text (all segments joined) says when every one has arrived. A few
 * loop turns always pass, so the encoder-begin callbacks queued with them are in too.
 *
 * Should the segments not add up to the text within `maxTurns` (a binding that stops delivering them), the text
 * is kept as one segment over the whole window rather than lost: alignment then places it on the window's speech
 * (align.ts), as for engines that give no times.
 */
export async function collectSegments(
  text: string,
  delivered: readonly Segment[],
  windowSec: number,
  maxTurns = 200,
): Promise<WindowSegment[]> {
  const want = squash(text);
  const complete = () => squash(delivered.map((s) => s.text).join('')) === want;
  for (let turn = 0; turn < maxTurns && (turn < MIN_TURNS || !complete()); turn++) await loopTurn();
  if (complete()) return windowSegments(delivered, windowSec);
  const whole = text.trim();
  return whole ? [{ start: 0, end: windowSec, text: whole }] : [];
}

// Thread-safe-function calls are dispatched in the poll phase; two turns of setImmediate span one poll phase.
const MIN_TURNS = 2;

function loopTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

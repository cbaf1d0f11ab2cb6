import type { BpeTokenizer } from './bpe.ts';
import type { GroupReading } from './types.ts';

/** A piece of recogniser text between two timestamp tokens, seconds of the audio it was given. */
export interface TimedText {
  start: number;
  end: number;
  text: string;
  /**
   * Where the segment's text tokens sit in the decoded sequence (`ids` given to parseTimestamped): from the first
   * up to, not including, the position after the last. The embedded engine scores an unsure chunk's segments one
   * by one from these (local-worker.ts).
   */
  tokens?: { from: number; to: number };
  /** Average log-probability of the segment's own text tokens, when they were scored. */
  avgLogprob?: number;
  /** `avgLogprob` is of the words before a copied tail only (copied-tail.ts). */
  ownWordsScored?: true;
  /** Breath groups under the segment decoded on their own (seconds of the audio given, like start and end). */
  alone?: GroupReading[];
}

export interface TimestampedDecode {
  segments: TimedText[];
  /**
   * Where the recogniser stopped being sure of the audio: the last timestamp when it closed its last segment
   * with a pair (it saw a new segment starting but ran out), else null (it closed at the end or ran to the end).
   */
  resumeAt: number | null;
}

const TIMESTAMP_SEC = 0.02;

/**
 * Whisper's timestamp grammar: <|t0|> text <|t1|><|t1|> text <|t2|> … A segment's text sits between an opening and
 * a closing timestamp; text after the last timestamp (cut off by the length limit) runs to the end of the audio.
 * `ids` is the whole output sequence, prompt included; decoding starts after <|startoftranscript|>.
 */
export function parseTimestamped(ids: ArrayLike<number>, bpe: BpeTokenizer, audioSec: number): TimestampedDecode {
  const sot = bpe.special('<|startoftranscript|>');
  const eot = bpe.special('<|endoftext|>');
  const first = bpe.special('<|0.00|>');
  let from = 0;
  for (let i = 0; i < ids.length; i++) if (ids[i] === sot) from = i + 1;

  const segments: TimedText[] = [];
  let open: number | null = null;
  let last: number | null = null;
  let pairAtEnd = false;
  let tokens: number[] = [];
  let textFrom = -1;
  let textTo = -1;
  const span = () => ({ tokens: { from: textFrom, to: textTo } });
  for (let i = from; i < ids.length; i++) {
    const id = ids[i]!;
    if (id === eot) break;
    if (first >= 0 && id >= first) {
      const t = (id - first) * TIMESTAMP_SEC;
      if (tokens.length) {
        const text = bpe.decode(tokens).trim();
        if (text) segments.push({ start: open ?? last ?? 0, end: Math.max(t, open ?? 0), text, ...span() });
        tokens = [];
        open = null;
        pairAtEnd = false;
      } else {
        open = t;
        pairAtEnd = last !== null;
      }
      last = t;
    } else if (id < eot) {
      if (!tokens.length) textFrom = i;
      textTo = i + 1;
      tokens.push(id);
    }
  }
  if (tokens.length) {
    const text = bpe.decode(tokens).trim();
    if (text) segments.push({ start: open ?? last ?? 0, end: audioSec, text, ...span() });
    return { segments, resumeAt: null };
  }
  return { segments, resumeAt: pairAtEnd && open !== null ? open : null };
}

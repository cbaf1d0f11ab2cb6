import { cleanText } from './clean-text.ts';
import { isKnownHallucination } from './hallucinations.ts';
import { hasForeignMarker } from './segment-reading.ts';
import type { RawSegment } from './types.ts';

/**
 * Text the recogniser wrote where it did not read the speech: a bracketed tag ("(speaking in foreign language)",
 * "[Music]", "(upbeat music)"), the same tag cut in two at a segment boundary, or a line it is known to invent
 * (hallucinations.ts). On an 8 kHz telephone copy of a hatha class in a Scottish voice, Whisper wrote "Come down onto
 * your back and rest in savasana." as "(speaking in foreign" in one segment and "language)" at the start of the
 * next, so neither piece was the whole marker the transcript is cleaned of, and both were shown and read as words.
 */

/** A bracketed span, whole or cut at the start or the end of the text. */
const WHOLE_TAG = /[([][^)\]]*[)\]]/g;
const OPEN_TAG_AT_END = /[([][^)\]]*$/;
const CLOSED_TAG_AT_START = /^[^([]*[)\]]/;

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** Whether a line is no reading of speech: only tags (whole or cut), or every sentence a known invented line. */
export function isUnreadText(text: string): boolean {
  const untagged = cleanText(
    text.replace(WHOLE_TAG, ' ').replace(OPEN_TAG_AT_END, ' ').replace(CLOSED_TAG_AT_START, ' '),
  );
  if (!hasWords(untagged)) return true;
  const sentences = text.split(/(?<=[.!?…。])\s+/).filter(Boolean);
  return sentences.length > 0 && sentences.every(isKnownHallucination);
}

/** Whether a tag put back together from its two pieces is one the transcript leaves out (a marker or a sound). */
const isTag = (tag: string) => hasForeignMarker(tag) || cleanText(tag) === '';

/**
 * Takes out a tag cut in two across neighbouring segments ("(speaking in foreign" | "language)"), as the whole tag
 * is taken out (clean-text.ts, segment-reading.ts). Segments left without text are dropped.
 */
export function withoutSplitTags(segments: RawSegment[]): RawSegment[] {
  const texts = segments.map((s) => s.text);
  for (let i = 0; i + 1 < texts.length; i++) {
    const open = texts[i]!.match(OPEN_TAG_AT_END);
    const close = texts[i + 1]!.match(CLOSED_TAG_AT_START);
    if (!open || !close || !isTag(`${open[0].trim()} ${close[0].trim()}`)) continue;
    texts[i] = texts[i]!.slice(0, open.index).trim();
    texts[i + 1] = texts[i + 1]!.slice(close[0].length).trim();
  }
  return segments.map((s, i) => ({ ...s, text: texts[i]! })).filter((s) => s.text);
}

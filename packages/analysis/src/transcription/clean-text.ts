import { hasForeignMarker, withoutForeignMarkers } from './segment-reading.ts';

const bracketed = /\[[^\]]*\]/g;
const sounds = /\((?:music|applause|laughter|silence|inaudible|upbeat music|soft music)[^)]*\)|♪+/gi;

/**
 * Whisper marks non-speech as "[Music]", "(music)", "♪"; those are not words the instructor said. With
 * `keepForeignMarkers`, a marker of another language in square brackets ("[speaking in foreign language]") stays:
 * it is the language gate's evidence, as the same marker in round brackets always was, and the pipeline strips
 * both from the transcript after the gate (`withoutForeignMarkers`). The embedded engine wrote it as a segment of
 * its own over each Korean line of an alternating class (pair Q's first chunk); cleaned away, those lines lay under
 * no segment and counted for nothing.
 */
export function cleanText(text: string, opts: { keepForeignMarkers?: boolean } = {}): string {
  return text
    .replace(bracketed, (match) => (opts.keepForeignMarkers && hasForeignMarker(match) ? match : ' '))
    .replace(sounds, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether text holds a word of speech: a letter or digit once non-speech and foreign markers are taken out. */
export function writesWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(withoutForeignMarkers(cleanText(text)));
}

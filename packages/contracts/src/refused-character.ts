import type { z } from 'zod/mini';
import { refusedCharacters } from './free-text.ts';

/*
 * Naming a character the title and tag rule (free-text.ts) refused, and the default title of a file name. Apart
 * from the rule itself so that the schemas every screen loads do not carry them.
 */

/** How a person is told which character was refused. */
export type RefusedCharacterKind = 'visible' | 'tab' | 'lineBreak' | 'invisible';

export function refusedCharacterKind(codePoint: number): RefusedCharacterKind {
  if (codePoint === 0x09) return 'tab';
  if (codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x2028 || codePoint === 0x2029) return 'lineBreak';
  const character = String.fromCodePoint(codePoint);
  // Everything else refused is a control, a format mark or a lone surrogate, none of which shows on screen.
  return /[\p{Cc}\p{Cf}\p{Cs}]/u.test(character) ? 'invisible' : 'visible';
}

/** Parses `U+003C` back to its number (null for anything else). */
export function parseCodePointLabel(label: unknown): number | null {
  if (typeof label !== 'string') return null;
  const match = /^U\+([0-9A-F]{4,6})$/.exec(label);
  return match?.[1] ? Number.parseInt(match[1], 16) : null;
}

/** The code point a failed title/tag parse names, if its first issue is a refused character. */
export function refusedCodePointOf(issue: z.core.$ZodIssue | undefined): number | null {
  return issue?.code === 'custom' ? parseCodePointLabel(issue.params?.character) : null;
}

/**
 * The default title of a recording: its file name without folder and extension, every character a title may not
 * hold turned into a space, at most `maxLength` UTF-16 units without cutting an emoji in half. '' when nothing is
 * left.
 */
export function titleFromFileName(fileName: string, maxLength: number): string {
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(/\.[^.]+$/, '');
  const chars = Array.from(
    base
      .replace(new RegExp(`[${refusedCharacters}]`, 'gu'), ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  while (chars.join('').length > maxLength) chars.pop();
  return chars.join('').trim();
}

import { z } from 'zod/mini';

/**
 * What a session title or tag may hold: whatever people write — letters of any script, digits, spaces, any
 * punctuation ("월~금 아침반 · 하타", "Flow — level 2", "#1 (50%)") and emoji, including joined ones (👩‍🏫) and
 * flags. Refused, and named to the user, are only:
 * - control characters (tab, line breaks, NUL, DEL, the C1 range) and the line/paragraph separators: a title is
 *   one line, and they cannot be seen or typed into the field;
 * - bidirectional overrides and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and the byte order
 *   mark: invisible, they make a title read differently from what it holds;
 * - unpaired surrogates, which are no character at all;
 * - the markup brackets `<` and `>`: a title is text, never a tag, wherever it ends up (a report, an e-mail, an
 *   export).
 * The zero-width joiner and variation selectors stay allowed: emoji and several scripts need them.
 */
const refusedCharacter = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF<>]/u;

/** A tag may not hold a comma either: where tags are typed, commas separate them. */
const refusedInTag = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF<>,]/u;

/** The refused character as a code point, `U+003C`: what travels in errors, since many of them cannot be seen. */
export function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character of `text` a title may not hold, or null. */
export function firstRefusedTitleCharacter(text: string): string | null {
  return refusedCharacter.exec(text)?.[0] ?? null;
}

/** The first character of `text` a tag may not hold, or null. */
export function firstRefusedTagCharacter(text: string): string | null {
  return refusedInTag.exec(text)?.[0] ?? null;
}

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

/**
 * A zod check refusing the first disallowed character, with `message` as the issue's code and the character's
 * code point in `params.character`, so the server's error and the web's message can both name it.
 */
export function allowedCharacters(message: string, find: (text: string) => string | null) {
  return z.check<string>((ctx) => {
    const found = find(ctx.value);
    if (found === null) return;
    ctx.issues.push({ code: 'custom', message, input: ctx.value, params: { character: codePointLabel(found) } });
  });
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
  const chars = Array.from(base.replace(new RegExp(refusedCharacter.source, 'gu'), ' ').replace(/\s+/g, ' ').trim());
  while (chars.join('').length > maxLength) chars.pop();
  return chars.join('').trim();
}

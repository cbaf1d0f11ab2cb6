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
export const refusedCharacters =
  '\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\uFEFF<>';
const refusedCharacter = new RegExp(`[${refusedCharacters}]`, 'u');
/** A tag may not hold a comma either: where tags are typed, commas separate them. */
const refusedInTag = new RegExp(`[${refusedCharacters},]`, 'u');

/** The refused character as a code point, `U+003C`: what travels in errors, since many of them cannot be seen. */
export function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Comments and replies of peer feedback (reviews.ts) follow the same rule, except that they may run over several
 * lines: tab and line breaks are allowed there.
 */
const refusedInComment = new RegExp(`(?![\\t\\n\\r])[${refusedCharacters}]`, 'u');

/** The first character of `text` a comment may not hold, or null. */
export function firstRefusedCommentCharacter(text: string): string | null {
  return refusedInComment.exec(text)?.[0] ?? null;
}

/** The first character of `text` a title may not hold, or null. */
export function firstRefusedTitleCharacter(text: string): string | null {
  return refusedCharacter.exec(text)?.[0] ?? null;
}

/** The first character of `text` a tag may not hold, or null. */
export function firstRefusedTagCharacter(text: string): string | null {
  return refusedInTag.exec(text)?.[0] ?? null;
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

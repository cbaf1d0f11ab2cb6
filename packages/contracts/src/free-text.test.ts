import { describe, expect, it } from 'vitest';
import { codePointLabel } from './free-text.ts';
import { refusedCharacterKind, refusedCodePointOf } from './refused-character.ts';
import { sessionTagSchema, sessionTagsSchema, sessionTitleSchema } from './sessions.ts';

const refusedIn = (schema: typeof sessionTitleSchema, text: string) => {
  const r = schema.safeParse(text);
  if (r.success) return null;
  const cp = refusedCodePointOf(r.error.issues[0]);
  return cp === null ? r.error.issues[0]?.message : codePointLabel(String.fromCodePoint(cp));
};

describe('titles and tags accept what people write', () => {
  it.each([
    '월~금 아침반 · 하타',
    'Flow — level 2 🧘‍♀️',
    '#1 (50%) "stretch" & core; =warm-up= @studio *new* {A|B} \\ ^ $ `x`',
    'ヨガ 初級 – 朝',
    'Йога для начинающих',
    'يوغا الصباح',
    '👩🏽‍🏫 Pilates 🇰🇷',
    'Café naïve',
  ])('keeps %s', (title) => {
    expect(sessionTitleSchema.safeParse(title)).toEqual({ success: true, data: title });
  });

  it('refuses markup and control characters and names the first one', () => {
    expect(refusedIn(sessionTitleSchema, '요가 <b>반</b>')).toBe('U+003C');
    expect(refusedIn(sessionTitleSchema, 'a > b')).toBe('U+003E');
    expect(refusedIn(sessionTitleSchema, 'morning\tflow')).toBe('U+0009');
    expect(refusedIn(sessionTitleSchema, 'line\nbreak')).toBe('U+000A');
    expect(refusedIn(sessionTitleSchema, 'evil\u202Etxt.exe')).toBe('U+202E');
    expect(refusedIn(sessionTitleSchema, 'bell\u0007')).toBe('U+0007');
    expect(refusedIn(sessionTitleSchema, 'half \uD83D pair')).toBe('U+D83D');
    expect(refusedIn(sessionTitleSchema, 'sep\u2028x')).toBe('U+2028');
  });

  it('keeps the other title rules: trimmed, required, at most 100', () => {
    expect(sessionTitleSchema.safeParse('  요가 · 아침  ').data).toBe('요가 · 아침');
    expect(refusedIn(sessionTitleSchema, '   ')).toBe('title_required');
    expect(refusedIn(sessionTitleSchema, 'x'.repeat(101))).toBe('title_too_long');
  });

  it('tags take the same characters, without the comma that separates them', () => {
    expect(sessionTagSchema.safeParse('월~금 · 아침 🌅').success).toBe(true);
    expect(refusedIn(sessionTagSchema, 'a,b')).toBe('U+002C');
    expect(refusedIn(sessionTagSchema, '<i>')).toBe('U+003C');
    expect(sessionTagsSchema.safeParse(['하타', '하타', 'Hatha', 'hatha']).data).toEqual(['하타', 'Hatha']);
  });
});

describe('how a refused character is named', () => {
  it('tells visible from invisible characters', () => {
    expect(refusedCharacterKind(0x3c)).toBe('visible');
    expect(refusedCharacterKind(0x09)).toBe('tab');
    expect(refusedCharacterKind(0x0a)).toBe('lineBreak');
    expect(refusedCharacterKind(0x2029)).toBe('lineBreak');
    expect(refusedCharacterKind(0x202e)).toBe('invisible');
    expect(refusedCharacterKind(0x00)).toBe('invisible');
    expect(refusedCharacterKind(0xd83d)).toBe('invisible');
  });
});

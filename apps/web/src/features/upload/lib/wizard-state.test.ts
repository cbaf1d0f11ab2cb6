import { describe, expect, it } from 'vitest';
import { titleFromFileName, validateDetails, type WizardDetails } from './wizard-state.ts';

const base: WizardDetails = {
  title: 'Morning vinyasa',
  tags: '',
  recordedOn: '',
  scenario: '',
  style: '',
  purpose: '',
  language: 'en',
};

describe('review step validation', () => {
  it('passes a normal title, tags and a past date', () => {
    expect(validateDetails({ ...base, tags: '아침반, vinyasa_1', recordedOn: '2026-01-02' }, '2026-11-22')).toEqual({});
  });

  it('requires a title, takes everyday punctuation and emoji, and names a refused character', () => {
    expect(validateDetails({ ...base, title: '   ' }, '2026-11-22').title).toEqual({ key: 'titleRequired' });
    expect(validateDetails({ ...base, title: '월~금 아침반 · 하타 — 기초 🧘' }, '2026-11-22')).toEqual({});
    expect(validateDetails({ ...base, title: '<script>' }, '2026-11-22').title).toEqual({
      key: 'titleInvalid',
      codePoint: 0x3c,
    });
    expect(validateDetails({ ...base, title: 'x'.repeat(101) }, '2026-11-22').title).toEqual({
      key: 'titleTooLong',
      max: 100,
    });
  });

  it('checks each tag and the number of tags', () => {
    expect(validateDetails({ ...base, tags: '월~금, 아침 · 하타, 🌅' }, '2026-11-22')).toEqual({});
    expect(validateDetails({ ...base, tags: 'ok, bad>' }, '2026-11-22').tags).toEqual({
      key: 'tagInvalid',
      codePoint: 0x3e,
    });
    expect(validateDetails({ ...base, tags: `ok, ${'t'.repeat(31)}` }, '2026-11-22').tags).toEqual({
      key: 'tagTooLong',
      max: 30,
    });
    expect(
      validateDetails({ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, '2026-11-22').tags,
    ).toEqual({ key: 'tooManyTags', max: 10 });
  });

  it('refuses a recording date in the future', () => {
    expect(validateDetails({ ...base, recordedOn: '2026-11-23' }, '2026-11-22').recordedOnInFuture).toBe(true);
  });

  it('derives a valid default title from the file name', () => {
    expect(titleFromFileName('class<1>@home.m4a')).toBe('class 1 @home');
    expect(titleFromFileName('아침 요가.mp3')).toBe('아침 요가');
    expect(titleFromFileName('월~금 · 하타\t🧘.wav')).toBe('월~금 · 하타 🧘');
    // Cut at 100 UTF-16 units without leaving half an emoji.
    expect(titleFromFileName(`${'a'.repeat(99)}🧘.mp3`)).toBe('a'.repeat(99));
  });
});

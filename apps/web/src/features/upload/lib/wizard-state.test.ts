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

  it('requires a title and refuses markup characters in it', () => {
    expect(validateDetails({ ...base, title: '   ' }, '2026-11-22').title?.key).toBe('sessions:errors.titleRequired');
    expect(validateDetails({ ...base, title: '<script>' }, '2026-11-22').title?.key).toBe(
      'sessions:errors.titleInvalid',
    );
    expect(validateDetails({ ...base, title: 'x'.repeat(101) }, '2026-11-22').title).toEqual({
      key: 'sessions:errors.titleTooLong',
      max: 100,
    });
  });

  it('checks each tag and the number of tags', () => {
    expect(validateDetails({ ...base, tags: 'ok, bad!' }, '2026-11-22').tags?.key).toBe('sessions:errors.tagInvalid');
    expect(
      validateDetails({ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, '2026-11-22').tags,
    ).toEqual({ key: 'sessions:errors.tooManyTags', max: 10 });
  });

  it('refuses a recording date in the future', () => {
    expect(validateDetails({ ...base, recordedOn: '2026-11-23' }, '2026-11-22').recordedOn?.key).toBe(
      'upload:review.dateInFuture',
    );
  });

  it('derives a valid default title from the file name', () => {
    expect(titleFromFileName('class<1>@home.m4a')).toBe('class 1 home');
    expect(titleFromFileName('아침 요가.mp3')).toBe('아침 요가');
  });
});

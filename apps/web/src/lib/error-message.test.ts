import { apiErrorCodes } from '@cuecoach/contracts';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { errorCodeMessage, sessionErrorMessage } from './error-message.ts';
import { i18n, loadAllNamespaces } from './i18n.ts';

const tIn = (lng: 'ko' | 'en') => i18n.getFixedT(lng, 'sessions') as TFunction<'sessions'>;

describe('error messages by the catalogue code', () => {
  beforeAll(() => loadAllNamespaces());

  it('gives every code of the catalogue a text in Korean and English, never a raw key', () => {
    for (const lng of ['ko', 'en'] as const) {
      const raw = Object.keys(apiErrorCodes)
        .map((code) => [code, errorCodeMessage(code, {}, tIn(lng), lng)])
        .filter(([, text]) => text?.startsWith('errors.') || text?.includes('{{'));
      expect(raw).toEqual([]);
    }
  });

  it('fills figures from the details the catalogue names', () => {
    const err = new ApiRequestError(402, 'insufficient_credits', 'no', { required: 12, balance: 5, shortfall: 7 });
    expect(sessionErrorMessage(err, tIn('en'), 'en')).toBe(
      'Not enough credits. Required: 12, current: 5 — you need 7 more credits.',
    );
    expect(errorCodeMessage('upload_too_many_unfinished', { max: 2 }, tIn('en'), 'en')).toContain('at most 2');
  });

  it('ignores a detail of the wrong type instead of showing it', () => {
    expect(errorCodeMessage('upload_too_long', { maxMinutes: '<b>' }, tIn('en'), 'en')).toBe(
      'The recording is too long. Please upload a file of 90 minutes or less.',
    );
  });

  it('words an analysis failure and an unknown code too', () => {
    expect(errorCodeMessage('language_mismatch', { language: 'ko' }, tIn('en'), 'en')).toContain('sounds English');
    expect(errorCodeMessage('no_such_code', {}, tIn('ko'), 'ko')).toBe(
      '문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
    );
  });
});

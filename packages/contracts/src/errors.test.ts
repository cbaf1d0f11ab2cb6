import { describe, expect, it } from 'vitest';
import { accountErrorCodes } from './account.ts';
import { authErrorCodes } from './auth.ts';
import { apiErrorCodes, isApiErrorCode } from './errors.ts';
import { sessionErrorCodes } from './sessions.ts';

describe('API error code catalogue', () => {
  it('gives every code at least one error status (4xx or 5xx)', () => {
    for (const [code, statuses] of Object.entries(apiErrorCodes)) {
      expect(statuses.length, code).toBeGreaterThan(0);
      for (const status of statuses) expect(status >= 400 && status < 600, `${code} ${status}`).toBe(true);
    }
  });

  it('holds every code of the area lists', () => {
    for (const code of [...sessionErrorCodes, ...authErrorCodes, ...accountErrorCodes]) {
      expect(isApiErrorCode(code), code).toBe(true);
    }
  });

  it('keeps the statuses the web and the tests rely on', () => {
    expect(apiErrorCodes.insufficient_credits).toEqual([402]);
    expect(apiErrorCodes.not_found).toEqual([404]);
    expect(apiErrorCodes.rate_limited).toEqual([429]);
    expect(apiErrorCodes.original_deleted).toEqual([409, 410]);
    expect(isApiErrorCode('toString')).toBe(false);
  });
});

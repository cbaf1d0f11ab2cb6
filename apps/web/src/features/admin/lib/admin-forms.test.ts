import { describe, expect, it } from 'vitest';
import { creditChangeError, emptyTermForm, termFormErrors, termFromForm, wholeNumberError } from './admin-forms.ts';

describe('admin credit change form', () => {
  it('refuses invalid amounts and a set to the current balance', () => {
    expect(creditChangeError('grant', '0', 40)).toEqual({ key: 'credits.errors.invalidAmount' });
    expect(creditChangeError('grant', '-5', 40)).toEqual({ key: 'credits.errors.invalidAmount' });
    expect(creditChangeError('grant', '2.5', 40)).toEqual({ key: 'credits.errors.invalidAmount' });
    expect(creditChangeError('grant', 'ten', 40)).toEqual({ key: 'credits.errors.invalidAmount' });
    expect(creditChangeError('deduct', '41', 40)).toEqual({ key: 'credits.errors.invalidAmount' });
    expect(creditChangeError('set', '40', 40)).toEqual({ key: 'credits.errors.noChange' });
    expect(creditChangeError('set', '0', 40)).toBeNull();
    expect(creditChangeError('grant', ' 25 ', 40)).toBeNull();
    expect(creditChangeError('deduct', '40', 40)).toBeNull();
  });

  it('checks whole-number settings against their bounds', () => {
    expect(wholeNumberError('24', 1, 8760, 'k')).toBeNull();
    expect(wholeNumberError('0', 1, 8760, 'k')).toEqual({ key: 'k', vars: { min: 1, max: 8760 } });
    expect(wholeNumberError('1.5', 1, 8760, 'k')).not.toBeNull();
  });
});

describe('dictionary term form', () => {
  it('needs a term, or a pattern for a regex term, and a weight from 0 to 10', () => {
    expect(termFormErrors(emptyTermForm)).toEqual({ term: { key: 'dictionary.errors.term' } });
    expect(termFormErrors({ ...emptyTermForm, isRegex: true })).toMatchObject({
      term: { key: 'dictionary.errors.termOrPattern' },
    });
    expect(termFormErrors({ ...emptyTermForm, term: 'um', weight: '10.5' })).toEqual({
      weight: { key: 'dictionary.errors.weight' },
    });
    expect(termFormErrors({ ...emptyTermForm, term: 'um', weight: '' })).toHaveProperty('weight');
    expect(termFormErrors({ ...emptyTermForm, term: 'um', weight: '0' })).toEqual({});
  });

  it('reports an invalid regular expression with the engine’s reason', () => {
    const errors = termFormErrors({ ...emptyTermForm, isRegex: true, pattern: '(um|uh', weight: '5' });
    expect(errors.pattern?.key).toBe('dictionary.errors.regex');
    expect(String(errors.pattern?.vars?.error)).toMatch(/Unterminated group|missing \)/i);
    const ok = { ...emptyTermForm, isRegex: true, pattern: '\\b(um+|uh+)\\b', weight: '5' };
    expect(termFormErrors(ok)).toEqual({});
    expect(termFromForm(ok)).toMatchObject({ term: '\\b(um+|uh+)\\b', pattern: '\\b(um+|uh+)\\b', isRegex: true });
  });
});

import { type LexiconTermInput, lexiconPatternError } from '@cuecoach/contracts';
import type { CreditAction } from '../api/admin.ts';

/** An i18n key in the admin namespace plus its values. */
export type FormError = { key: string; vars?: Record<string, string | number> };

/**
 * An admin credit change needs a valid amount (a whole number; grant/deduct at least 1, set 0 or more,
 * never below a zero balance), and setting the current balance is "no change needed". The server checks the same.
 */
export function creditChangeError(action: CreditAction, raw: string, balance: number | null): FormError | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { key: 'credits.errors.invalidAmount' };
  const amount = Number(text);
  if (amount > 1_000_000) return { key: 'credits.errors.invalidAmount' };
  if (action !== 'set' && amount < 1) return { key: 'credits.errors.invalidAmount' };
  if (balance !== null) {
    if (action === 'set' && amount === balance) return { key: 'credits.errors.noChange' };
    if (action === 'deduct' && amount > balance) return { key: 'credits.errors.invalidAmount' };
  }
  return null;
}

/** A whole number within [min, max], or the "enter a whole number" message. */
export function wholeNumberError(raw: string, min: number, max: number, key: string): FormError | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) return { key, vars: { min, max } };
  return null;
}

export interface TermForm {
  term: string;
  pattern: string;
  isRegex: boolean;
  locale: 'ko' | 'en';
  category: 'filler' | 'command' | 'breath' | 'directional';
  cueCategory: 'alignment' | 'transition';
  group: string;
  style: string;
  weight: string;
  active: boolean;
  notes: string;
}

export const emptyTermForm: TermForm = {
  term: '',
  pattern: '',
  isRegex: false,
  locale: 'ko',
  category: 'filler',
  cueCategory: 'alignment',
  group: '',
  style: '',
  weight: '5',
  active: true,
  notes: '',
};

/**
 * A lexicon term needs a term or a pattern, weight 0.0–10.0; a regex must compile the way the analysis
 * compiles it. The API stores `term` as the name hits are counted under, so a pattern-only regex term is named after
 * its pattern.
 */
export function termFormErrors(form: TermForm): Partial<Record<'term' | 'pattern' | 'weight', FormError>> {
  const errors: Partial<Record<'term' | 'pattern' | 'weight', FormError>> = {};
  const term = form.term.trim();
  const pattern = form.pattern.trim();
  if (!term && !(form.isRegex && pattern)) {
    errors.term = { key: form.isRegex ? 'dictionary.errors.termOrPattern' : 'dictionary.errors.term' };
  }
  const weight = Number(form.weight.trim());
  if (form.weight.trim() === '' || !Number.isFinite(weight) || weight < 0 || weight > 10) {
    errors.weight = { key: 'dictionary.errors.weight' };
  }
  if (form.isRegex) {
    const error = lexiconPatternError({ isRegex: true, pattern: pattern || null, term: term || pattern });
    if (error) errors.pattern = { key: 'dictionary.errors.regex', vars: { error } };
  }
  return errors;
}

export function termFromForm(form: TermForm): LexiconTermInput {
  const pattern = form.pattern.trim();
  return {
    term: form.term.trim() || pattern,
    pattern: form.isRegex && pattern ? pattern : null,
    isRegex: form.isRegex,
    locale: form.locale,
    category: form.category,
    cueCategory: form.category === 'command' ? form.cueCategory : undefined,
    group: (form.group || null) as LexiconTermInput['group'],
    style: (form.style || null) as LexiconTermInput['style'],
    weight: Number(form.weight.trim()),
    active: form.active,
    notes: form.notes.trim() || null,
  };
}

export function formFromTerm(t: LexiconTermInput): TermForm {
  return {
    term: t.term,
    pattern: t.pattern ?? '',
    isRegex: t.isRegex ?? false,
    locale: t.locale,
    category: t.category,
    cueCategory: t.cueCategory ?? 'alignment',
    group: t.group ?? '',
    style: t.style ?? '',
    weight: String(t.weight ?? 5),
    active: t.active ?? true,
    notes: t.notes ?? '',
  };
}

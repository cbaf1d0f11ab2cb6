import type { LexiconTerm, Style, StyleGroup } from '@cuecoach/contracts';

/**
 * Small constructors that keep the default lexicons readable. Patterns use Unicode-aware boundaries because
 * JavaScript's `\b` only knows ASCII letters and would treat every Hangul syllable as a boundary.
 */
export const WORD_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
export const WORD_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

type Scope = { group?: StyleGroup; style?: Style; weight?: number; notes?: string };

export function makeTermFactory(locale: LexiconTerm['locale']) {
  const base = (category: LexiconTerm['category'], term: string, scope: Scope = {}): LexiconTerm => ({
    locale,
    category,
    term,
    isRegex: false,
    pattern: null,
    weight: scope.weight ?? 5,
    active: true,
    group: scope.group ?? null,
    style: scope.style ?? null,
    notes: scope.notes ?? null,
  });
  const many = (category: LexiconTerm['category'], terms: string[], scope?: Scope, extra?: Partial<LexiconTerm>) =>
    terms.map((term) => ({ ...base(category, term, scope), ...extra }));
  return {
    fillers: (terms: string[], scope?: Scope) => many('filler', terms, scope),
    breath: (terms: string[], scope?: Scope) => many('breath', terms, scope),
    alignment: (terms: string[], scope?: Scope) => many('command', terms, scope, { cueCategory: 'alignment' }),
    transition: (terms: string[], scope?: Scope) => many('command', terms, scope, { cueCategory: 'transition' }),
    directional: (terms: string[], scope?: Scope) => many('directional', terms, scope),
    /** A regular-expression term counted under `term`. */
    regex: (
      category: LexiconTerm['category'],
      term: string,
      pattern: string,
      scope?: Scope & { cueCategory?: 'alignment' | 'transition' },
    ): LexiconTerm => ({
      ...base(category, term, scope),
      isRegex: true,
      pattern,
      ...(scope?.cueCategory ? { cueCategory: scope.cueCategory } : {}),
    }),
    /** A weight-0 exception: where it matches, terms of the same category are not counted. */
    guard: (category: LexiconTerm['category'], term: string, pattern: string, notes: string): LexiconTerm => ({
      ...base(category, term, { weight: 0, notes }),
      isRegex: true,
      pattern,
    }),
  };
}

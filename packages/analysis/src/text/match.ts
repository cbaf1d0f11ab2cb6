import {
  type AnalysisLanguage,
  type CueCategory,
  cueCategoryOfTerm,
  groupOfStyle,
  type LexiconTerm,
  type Style,
} from '@cuecoach/contracts';
import { adminPatternError, compileAdminPattern, compileBuiltInPattern, type TermMatcher } from './safe-regex.ts';
import { containsHangul } from './tokenize.ts';

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const BEFORE = `(?<!${LETTER})`;
const AFTER = `(?!${LETTER})`;
/** Korean particles and endings that may follow a cue stem inside the same eojeol. */
const HANGUL_TAIL = '[\\uAC00-\\uD7A3]*';
/** Regex terms are matched against one segment's text; refuse patterns long enough to be a performance risk. */
const MAX_PATTERN_LENGTH = 500;

export type CompiledTerm = {
  source: LexiconTerm;
  matcher: TermMatcher;
  kind: 'filler' | 'cue';
  cueCategory: CueCategory | null;
  guard: boolean;
  /** Position in the lexicon, the last tie-breaker, so results never depend on sort stability. */
  order: number;
};

export type CompiledLexicon = { terms: CompiledTerm[]; warnings: string[] };

export type LexiconHit = {
  kind: 'filler' | 'cue';
  /** The lexicon entry that matched. */
  source: LexiconTerm;
  term: string;
  category: LexiconTerm['category'];
  cueCategory: CueCategory | null;
  weight: number;
  start: number;
  end: number;
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A plain term becomes a whole-word pattern: words separated by any whitespace, `*` at the end of a word allows
 * any ending ("inhal*"), case-insensitive. A Korean cue term may be followed by a particle or verb ending in the same
 * eojeol ("어깨" matches "어깨를"); a Korean filler must be the whole eojeol.
 */
export function plainTermPattern(term: LexiconTerm): string {
  const words = term.term.trim().split(/\s+/u);
  const parts = words.map((word) =>
    word.endsWith('*') && word.length > 1 ? `${escapeRegex(word.slice(0, -1))}${LETTER}*` : escapeRegex(word),
  );
  const tail = term.category !== 'filler' && containsHangul(words.at(-1) ?? '') ? HANGUL_TAIL : '';
  return `${BEFORE}${parts.join('\\s+')}${tail}${AFTER}`;
}

/** Which terms apply to this analysis: the language's, active, and scoped to its style or group if scoped at all. */
export function termApplies(term: LexiconTerm, language: AnalysisLanguage, style?: Style | null): boolean {
  if (term.locale !== language || term.active === false) return false;
  if (term.style && term.style !== style) return false;
  if (term.group && (!style || groupOfStyle(style) !== term.group)) return false;
  return true;
}

export function compileLexicon(
  lexicon: LexiconTerm[],
  opts: { language: AnalysisLanguage; style?: Style | null },
): CompiledLexicon {
  const terms: CompiledTerm[] = [];
  const warnings: string[] = [];
  lexicon.forEach((source, order) => {
    if (!termApplies(source, opts.language, opts.style)) return;
    const pattern = source.isRegex ? source.pattern?.trim() || source.term : plainTermPattern(source);
    if (pattern.length > MAX_PATTERN_LENGTH) {
      warnings.push(`lexicon term "${source.term}": pattern longer than ${MAX_PATTERN_LENGTH} characters, skipped`);
      return;
    }
    // An admin's own regular expression (a term from the database has an id) runs on RE2; the rest are ours.
    const adminRegex = source.isRegex && source.id !== undefined;
    const problem = adminRegex ? adminPatternError(pattern) : nativePatternError(pattern);
    if (problem) {
      warnings.push(`lexicon term "${source.term}": invalid regular expression (${problem}), skipped`);
      return;
    }
    const matcher = adminRegex ? compileAdminPattern(pattern) : compileBuiltInPattern(pattern);
    const cueCategory = cueCategoryOfTerm(source);
    terms.push({
      source,
      matcher,
      kind: cueCategory ? 'cue' : 'filler',
      cueCategory,
      guard: (source.weight ?? 5) <= 0,
      order,
    });
  });
  return { terms, warnings };
}

function nativePatternError(pattern: string): string | null {
  try {
    new RegExp(pattern, 'giu');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

type Candidate = LexiconHit & { order: number; termLength: number };

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * All lexicon hits in one text. Guards (weight 0) remove overlapping candidates of their own category; then hits
 * are chosen greedily so none overlap: the longer span wins, then the heavier term, then the longer term text
 * (the more specific entry), then lexicon order. A span is therefore never both a filler and a cue.
 */
export function findHits(text: string, lexicon: CompiledLexicon): LexiconHit[] {
  const guards: Candidate[] = [];
  const candidates: Candidate[] = [];
  for (const compiled of lexicon.terms) {
    const { matcher, source } = compiled;
    for (const match of matcher.matches(text)) {
      const candidate: Candidate = {
        kind: compiled.kind,
        source,
        term: source.term,
        category: source.category,
        cueCategory: compiled.cueCategory,
        weight: source.weight ?? 5,
        start: match.start,
        end: match.end,
        order: compiled.order,
        termLength: source.term.length,
      };
      (compiled.guard ? guards : candidates).push(candidate);
    }
  }
  const unguarded = candidates.filter(
    (candidate) => !guards.some((guard) => guard.category === candidate.category && overlaps(guard, candidate)),
  );
  unguarded.sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      b.weight - a.weight ||
      b.termLength - a.termLength ||
      a.order - b.order ||
      a.start - b.start,
  );
  const chosen: Candidate[] = [];
  for (const candidate of unguarded) {
    if (!chosen.some((other) => overlaps(other, candidate))) chosen.push(candidate);
  }
  chosen.sort((a, b) => a.start - b.start);
  return chosen.map(({ order: _order, termLength: _termLength, ...hit }) => hit);
}

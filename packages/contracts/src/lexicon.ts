import { z } from 'zod/mini';
import { analysisLanguageSchema, styleGroupSchema, styleSchema } from './enums.ts';
import type { CueCategory } from './metrics.ts';

/**
 * Lexicon term: the words the analysis looks for. Categories are the spec's; the metrics count cues in
 * four other categories (breathing, alignment, transition, directional), mapped by `cueCategoryOfTerm`:
 *   breath      → breathing
 *   directional → directional
 *   command     → the term's `cueCategory` if it names 'alignment' or 'transition', else 'alignment'.
 * Decision: the spec's "command" covers both body instructions ("lengthen your spine") and movement between
 * poses ("step back", "switch sides"); most commands in class lexicons are body instructions, so alignment is the
 * default and transition commands say so with `cueCategory: 'transition'`.
 *
 * Matching rules (docs/metrics.md has the full text):
 * - `term` is matched literally (case-insensitive, whole words; `*` at the end of a word allows any ending, e.g.
 *   "inhal*"). Korean cue terms match at the start of an eojeol and may be followed by a particle or ending
 *   ("어깨" matches "어깨를"); Korean fillers must be the whole eojeol ("어" never matches "어깨").
 * - `isRegex`: `pattern` (or `term` when pattern is empty) is a JavaScript regular expression run with flags
 *   `giu`; `term` is then the display name the hit is counted under.
 * - `weight` 0–10: 0 makes the term a guard (an exception such as "feel like": its span is never counted and
 *   blocks other terms of the same category there). Above 0, when hits overlap the longer wins, then the heavier.
 *   A filler's weight also scales its clarity penalty (5 = one standard filler).
 * - `group` / `style`: the term only applies to analyses of that group or style. `active: false` switches it off.
 */
export const lexiconCategories = ['filler', 'command', 'breath', 'directional'] as const;
export type LexiconCategory = (typeof lexiconCategories)[number];

export const lexiconTerm = z.object({
  id: z.optional(z.string()),
  locale: analysisLanguageSchema,
  category: z.enum(lexiconCategories),
  /** Only for category 'command': which metrics cue category it counts under (default alignment). */
  cueCategory: z.optional(z.enum(['alignment', 'transition'])),
  group: z.optional(z.nullable(styleGroupSchema)),
  style: z.optional(z.nullable(styleSchema)),
  isRegex: z._default(z.boolean(), false),
  pattern: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  term: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  weight: z._default(z.number().check(z.minimum(0), z.maximum(10)), 5),
  active: z._default(z.boolean(), true),
  notes: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  createdAt: z.optional(z.string()),
});
export type LexiconTerm = z.infer<typeof lexiconTerm>;
/** Input shape (defaults optional), e.g. for admin forms and hand-written lexicons. */
export type LexiconTermInput = z.input<typeof lexiconTerm>;
/** What an admin sends to create or change a term: the term without its id and creation time. */
export const lexiconTermInput = z.omit(lexiconTerm, { id: true, createdAt: true });

export function cueCategoryOfTerm(term: Pick<LexiconTerm, 'category' | 'cueCategory'>): CueCategory | null {
  switch (term.category) {
    case 'filler':
      return null;
    case 'breath':
      return 'breathing';
    case 'directional':
      return 'directional';
    case 'command':
      return term.cueCategory ?? 'alignment';
  }
}

/** Validates a regex term's pattern the way the analysis compiles it; returns the error message or null. */
export function lexiconPatternError(term: Pick<LexiconTerm, 'isRegex' | 'pattern' | 'term'>): string | null {
  if (!term.isRegex) return null;
  try {
    new RegExp(term.pattern || term.term, 'giu');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

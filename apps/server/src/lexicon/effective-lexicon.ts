import { defaultLexicon } from '@cuecoach/analysis';
import type { AnalysisLanguage, LexiconTerm } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type LexiconTermRow, lexiconTerms } from '../db/schema/index.ts';

export function rowToTerm(row: LexiconTermRow): LexiconTerm {
  return {
    id: row.id,
    locale: row.locale,
    category: row.category,
    cueCategory: row.cueCategory ?? undefined,
    group: (row.group ?? null) as LexiconTerm['group'],
    style: (row.style ?? null) as LexiconTerm['style'],
    isRegex: row.isRegex,
    pattern: row.pattern,
    term: row.term,
    weight: row.weight,
    active: row.active,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

const keyOf = (t: Pick<LexiconTerm, 'locale' | 'category' | 'term'>) =>
  `${t.locale}|${t.category}|${t.term.toLowerCase()}`;

/**
 * The lexicon an analysis uses: the built-in terms of @cuecoach/analysis plus the admin dictionary. An admin
 * term with the same locale, category and term replaces the built-in one (an inactive one switches it off),
 * so admins refine the defaults instead of having to re-enter them all.
 */
export async function effectiveLexicon(db: DbOrTx, language: AnalysisLanguage): Promise<LexiconTerm[]> {
  const rows = await db.select().from(lexiconTerms).where(eq(lexiconTerms.locale, language));
  const admin = rows.map(rowToTerm);
  const overridden = new Set(admin.map(keyOf));
  const builtIn = defaultLexicon(language).filter((t) => !overridden.has(keyOf(t)));
  return [...builtIn, ...admin.filter((t) => t.active !== false)];
}

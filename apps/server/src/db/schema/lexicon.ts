import { analysisLanguages, lexiconCategories } from '@cuecoach/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Admin dictionary (lexicon term). Rows add to the built-in lexicon of @cuecoach/analysis; a row with the
 * same locale, category and term as a built-in one replaces it (so `active = false` switches a built-in term off).
 */
export const lexiconTerms = pgTable(
  'lexicon_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locale: text('locale', { enum: analysisLanguages }).notNull(),
    category: text('category', { enum: lexiconCategories }).notNull(),
    cueCategory: text('cue_category', { enum: ['alignment', 'transition'] }),
    group: text('group'),
    style: text('style'),
    isRegex: boolean('is_regex').notNull().default(false),
    pattern: text('pattern'),
    term: text('term').notNull(),
    weight: real('weight').notNull().default(5),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lexicon_terms_locale_idx').on(t.locale),
    check('lexicon_terms_weight_check', sql`${t.weight} >= 0 and ${t.weight} <= 10`),
  ],
);
export type LexiconTermRow = typeof lexiconTerms.$inferSelect;

import { adminPatternError } from '@cuecoach/analysis';
import { adminApi, lexiconPatternError, type lexiconTermInput } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { output } from 'zod/v4/core';
import type { Db } from '../db/client.ts';
import { lexiconTerms } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { rowToTerm } from '../lexicon/effective-lexicon.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { isUuid } from '../sessions/repository.ts';

// The contracts are zod/mini schemas (they tree-shake in the web bundle), so no `.omit` method: mini's function.
type TermInput = output<typeof lexiconTermInput>;
const tags = ['admin'];

function checkPattern(input: TermInput) {
  // The analysis runs an admin's pattern on RE2 (no lookaround, no backreferences): refused here, not skipped later.
  const error = lexiconPatternError(input) ?? (input.isRegex ? adminPatternError(input.pattern || input.term) : null);
  if (error)
    throw new AppError(400, 'lexicon_pattern_invalid', `The regular expression is invalid: ${error}`, { error });
}

function toRow(input: TermInput) {
  return {
    locale: input.locale,
    category: input.category,
    cueCategory: input.cueCategory ?? null,
    group: input.group ?? null,
    style: input.style ?? null,
    isRegex: input.isRegex,
    pattern: input.pattern ?? null,
    term: input.term,
    weight: input.weight,
    active: input.active,
    notes: input.notes ?? null,
  };
}

/** Admin dictionary ("manage dictionary terms"): terms used by the next analyses, on top of the built-in lexicon. Mounted by admin/plugin.ts; admins only (`access: 'admin'` in the route table). */
export function adminLexiconRoutes(db: Db) {
  return async function routes(app: FastifyInstance) {
    serveRoute(app, adminApi.lexiconTerms, { tags }, async (req) => {
      const rows = await db
        .select()
        .from(lexiconTerms)
        .where(req.query.locale ? eq(lexiconTerms.locale, req.query.locale) : undefined)
        .orderBy(lexiconTerms.locale, lexiconTerms.category, lexiconTerms.term);
      return rows.map(rowToTerm);
    });
    serveRoute(app, adminApi.createLexiconTerm, { tags }, async (req) => {
      checkPattern(req.body);
      const [row] = await db.insert(lexiconTerms).values(toRow(req.body)).returning();
      if (!row) throw new Error('insert returned nothing');
      return rowToTerm(row);
    });
    serveRoute(app, adminApi.updateLexiconTerm, { tags }, async (req) => {
      checkPattern(req.body);
      if (!isUuid(req.params.id)) throw notFound('Term');
      const [row] = await db
        .update(lexiconTerms)
        .set({ ...toRow(req.body), updatedAt: new Date() })
        .where(eq(lexiconTerms.id, req.params.id))
        .returning();
      if (!row) throw notFound('Term');
      return rowToTerm(row);
    });
    serveRoute(app, adminApi.deleteLexiconTerm, { tags }, async (req, reply) => {
      if (!isUuid(req.params.id)) throw notFound('Term');
      const deleted = await db
        .delete(lexiconTerms)
        .where(eq(lexiconTerms.id, req.params.id))
        .returning({ id: lexiconTerms.id });
      if (deleted.length === 0) throw notFound('Term');
      return reply.status(204).send();
    });
  };
}

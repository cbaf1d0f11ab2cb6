import { adminPatternError } from '@cuecoach/analysis';
import { lexiconPatternError, lexiconTerm } from '@cuecoach/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { omit } from 'zod/mini';
import type { Db } from '../db/client.ts';
import { lexiconTerms } from '../db/schema/index.ts';
import { AppError, notFound } from '../errors.ts';
import { rowToTerm } from '../lexicon/effective-lexicon.ts';
import { isUuid } from '../sessions/repository.ts';

// The contracts are zod/mini schemas (they tree-shake in the web bundle), so no `.omit` method: mini's function.
const termInput = omit(lexiconTerm, { id: true, createdAt: true });
const tags = ['admin'];
const idParams = z.object({ id: z.string() });

function checkPattern(input: z.infer<typeof termInput>) {
  // The analysis runs an admin's pattern on RE2 (no lookaround, no backreferences): refused here, not skipped later.
  const error = lexiconPatternError(input) ?? (input.isRegex ? adminPatternError(input.pattern || input.term) : null);
  if (error)
    throw new AppError(400, 'lexicon_pattern_invalid', `The regular expression is invalid: ${error}`, { error });
}

function toRow(input: z.infer<typeof termInput>) {
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

/** Admin dictionary ("manage dictionary terms"): terms used by the next analyses, on top of the built-in lexicon. Mounted by admin/plugin.ts (requireAdmin). */
export function adminLexiconRoutes(db: Db) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/admin/lexicon-terms',
      {
        schema: {
          tags,
          querystring: z.object({ locale: z.enum(['ko', 'en']).optional() }),
          response: { 200: z.array(lexiconTerm) },
        },
      },
      async (req) => {
        const rows = await db
          .select()
          .from(lexiconTerms)
          .where(req.query.locale ? eq(lexiconTerms.locale, req.query.locale) : undefined)
          .orderBy(lexiconTerms.locale, lexiconTerms.category, lexiconTerms.term);
        return rows.map(rowToTerm);
      },
    );
    app.post(
      '/admin/lexicon-terms',
      { schema: { tags, body: termInput, response: { 201: lexiconTerm } } },
      async (req, reply) => {
        checkPattern(req.body);
        const [row] = await db.insert(lexiconTerms).values(toRow(req.body)).returning();
        if (!row) throw new Error('insert returned nothing');
        return reply.status(201).send(rowToTerm(row));
      },
    );
    app.put(
      '/admin/lexicon-terms/:id',
      { schema: { tags, params: idParams, body: termInput, response: { 200: lexiconTerm } } },
      async (req) => {
        checkPattern(req.body);
        if (!isUuid(req.params.id)) throw notFound('Term');
        const [row] = await db
          .update(lexiconTerms)
          .set({ ...toRow(req.body), updatedAt: new Date() })
          .where(eq(lexiconTerms.id, req.params.id))
          .returning();
        if (!row) throw notFound('Term');
        return rowToTerm(row);
      },
    );
    app.delete('/admin/lexicon-terms/:id', { schema: { tags, params: idParams } }, async (req, reply) => {
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

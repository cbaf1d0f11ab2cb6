import { creditRule } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard.ts';
import { creditRuleSetting } from '../credits/cost-rule.ts';
import type { Db } from '../db/client.ts';
import { readSetting, writeSetting } from '../settings/app-settings.ts';
import { retentionHoursSetting } from './retention.ts';

const retention = z.object({ hours: retentionHoursSetting.schema });
const tags = ['admin'];

/** Admin settings owned by the sessions area: the credit cost rule and the retention window for originals. */
export function sessionAdminSettingsRoutes(db: Db) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAdmin);

    app.get(
      '/admin/settings/credit-rule',
      { schema: { tags, summary: 'Credit cost rule', response: { 200: creditRule } } },
      async () => readSetting(db, creditRuleSetting),
    );
    app.put(
      '/admin/settings/credit-rule',
      {
        schema: {
          tags,
          summary: 'Set credits per started minute and the minimum',
          body: creditRule,
          response: { 200: creditRule },
        },
      },
      async (req) => {
        await writeSetting(db, creditRuleSetting, req.body);
        return req.body;
      },
    );
    app.get(
      '/admin/settings/retention',
      { schema: { tags, summary: 'Hours uploaded originals are kept', response: { 200: retention } } },
      async () => ({ hours: await readSetting(db, retentionHoursSetting) }),
    );
    app.put(
      '/admin/settings/retention',
      {
        schema: {
          tags,
          summary: 'Set the hours uploaded originals are kept',
          body: retention,
          response: { 200: retention },
        },
      },
      async (req) => {
        await writeSetting(db, retentionHoursSetting, req.body.hours);
        return req.body;
      },
    );
  };
}

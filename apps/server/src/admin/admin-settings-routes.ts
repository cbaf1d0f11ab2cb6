import { creditRule } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signupCreditsSetting } from '../auth/signup-credits.ts';
import type { Config } from '../config.ts';
import { creditRuleSetting } from '../credits/cost-rule.ts';
import { contactEmailSetting, freeBetaSetting } from '../credits/free-beta.ts';
import type { Db } from '../db/client.ts';
import type { ZodApp } from '../plugins/zod-app.ts';
import { retentionHoursSetting } from '../sessions/retention.ts';
import { readSetting, writeSetting } from '../settings/app-settings.ts';
import {
  paceLimits,
  paceLimitsSetting,
  uploadSizeLimits,
  uploadSizeLimitsSetting,
} from '../settings/service-limits.ts';

const retention = z.object({ hours: retentionHoursSetting.schema });
const tags = ['admin'];
const costPolicy = z.object({
  freeBeta: z.boolean(),
  /** The stored contact; null → the first ADMIN_EMAILS address is shown to users. */
  contactEmail: z.email().max(254).nullable(),
});

/**
 * The admin's settings under /admin/settings (except the speech model, admin-speech-model-routes.ts): credits for
 * each new account, the cost policy (free beta switch, contact), the credit cost rule, the retention window for
 * originals, upload size limits per kind and the pace limits. Each setting is declared next to the code that reads
 * it (`*Setting` in auth/, credits/, sessions/, settings/). Mounted by admin/plugin.ts (requireAdmin).
 */
export function adminSettingsRoutes(db: Db, config: Pick<Config, 'MAX_UPLOAD_MB'>) {
  return async function routes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    creditSettingRoutes(app, db);
    sessionSettingRoutes(app, db, config);
  };
}

/** Credits: granted to each new account, the cost rule, and the cost policy (free beta switch, contact). */
function creditSettingRoutes(app: ZodApp, db: Db) {
  const signupCredits = z.object({ amount: signupCreditsSetting.schema });
  app.get(
    '/admin/settings/signup-credits',
    { schema: { tags, summary: 'Credits granted to each new account', response: { 200: signupCredits } } },
    async () => ({ amount: await readSetting(db, signupCreditsSetting) }),
  );
  app.put(
    '/admin/settings/signup-credits',
    {
      schema: {
        tags,
        summary: 'Set the credits granted to each new account',
        body: signupCredits,
        response: { 200: signupCredits },
      },
    },
    async (req) => {
      await writeSetting(db, signupCreditsSetting, req.body.amount);
      return { amount: req.body.amount };
    },
  );
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
    '/admin/settings/cost-policy',
    {
      schema: {
        tags,
        summary: 'Free beta switch and the contact for credit questions',
        response: { 200: costPolicy },
      },
    },
    async () => ({
      freeBeta: await readSetting(db, freeBetaSetting),
      contactEmail: await readSetting(db, contactEmailSetting),
    }),
  );
  app.put(
    '/admin/settings/cost-policy',
    {
      schema: {
        tags,
        summary: 'Turn the free beta on or off; set the contact e-mail',
        body: costPolicy,
        response: { 200: costPolicy },
      },
    },
    async (req) => {
      await db.transaction(async (tx) => {
        await writeSetting(tx, freeBetaSetting, req.body.freeBeta);
        await writeSetting(tx, contactEmailSetting, req.body.contactEmail);
      });
      return req.body;
    },
  );
}

/** Sessions: how long originals are kept, upload size limits per kind, and the pace limits. */
function sessionSettingRoutes(app: ZodApp, db: Db, config: Pick<Config, 'MAX_UPLOAD_MB'>) {
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
  app.get(
    '/admin/settings/upload-limits',
    {
      schema: {
        tags,
        summary: `Max audio / video size in MB (each capped by MAX_UPLOAD_MB=${config.MAX_UPLOAD_MB})`,
        response: { 200: uploadSizeLimits },
      },
    },
    async () => readSetting(db, uploadSizeLimitsSetting),
  );
  app.put(
    '/admin/settings/upload-limits',
    {
      schema: {
        tags,
        summary: 'Set the max audio / video size in MB',
        body: uploadSizeLimits,
        response: { 200: uploadSizeLimits },
      },
    },
    async (req) => {
      await writeSetting(db, uploadSizeLimitsSetting, req.body);
      return req.body;
    },
  );
  app.get(
    '/admin/settings/pace-limits',
    { schema: { tags, summary: 'Min / max WPM and max silence ratio', response: { 200: paceLimits } } },
    async () => readSetting(db, paceLimitsSetting),
  );
  app.put(
    '/admin/settings/pace-limits',
    {
      schema: {
        tags,
        summary: 'Set the min / max WPM and max silence ratio a finished analysis is checked against',
        body: paceLimits,
        response: { 200: paceLimits },
      },
    },
    async (req) => {
      await writeSetting(db, paceLimitsSetting, req.body);
      return req.body;
    },
  );
}

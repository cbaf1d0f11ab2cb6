import { creditRule } from '@cuecoach/contracts';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import { signupCreditsSetting } from '../auth/signup-credits.ts';
import type { Config } from '../config.ts';
import { creditRuleSetting } from '../credits/cost-rule.ts';
import { contactEmailSetting, freeBetaSetting } from '../credits/free-beta.ts';
import type { Db } from '../db/client.ts';
import { readSetting, writeSetting } from '../settings/app-settings.ts';
import { retentionHoursSetting } from '../settings/retention.ts';
import {
  paceLimits,
  paceLimitsSetting,
  uploadSizeLimits,
  uploadSizeLimitsSetting,
} from '../settings/service-limits.ts';

const tags = ['admin'];
const costPolicy = z.object({
  freeBeta: z.boolean(),
  /** The stored contact; null → no contact address is shown to users. */
  contactEmail: z.email().max(254).nullable(),
});

/**
 * The admin's settings under /admin/settings (except the speech model, admin-speech-model-routes.ts): credits for
 * each new account, the cost policy (free beta switch, contact), the credit cost rule, the retention window for
 * originals, upload size limits per kind and the pace limits. Each setting is declared next to the code that reads
 * it (`*Setting` in auth/, credits/, sessions/, settings/). Mounted by admin/plugin.ts (requireAdmin).
 */
export function adminSettingsRoutes(db: Db, config: Pick<Config, 'MAX_UPLOAD_MB'>) {
  return async function routes(app: FastifyInstance) {
    creditSettingRoutes(app, db);
    sessionSettingRoutes(app, db, config);
  };
}

/**
 * One setting's pair of routes: GET answers the stored value (or its default), PUT validates the body against the
 * same schema, stores it and answers what was stored.
 */
function settingRoutes<S extends $ZodType>(
  // A plain instance: the type provider cannot follow a generic schema, so the types come from `setting` instead
  // (validation and serialisation still run through the zod compilers every route has).
  app: FastifyInstance,
  path: string,
  setting: {
    schema: S;
    summary: { get: string; put: string };
    read: () => Promise<output<S>>;
    write: (value: output<S>) => Promise<void>;
  },
) {
  const { schema, summary } = setting;
  const get: RouteShorthandOptions = { schema: { tags, summary: summary.get, response: { 200: schema } } };
  const put: RouteShorthandOptions = {
    schema: { tags, summary: summary.put, body: schema, response: { 200: schema } },
  };
  app.get(path, get, async () => setting.read());
  app.put(path, put, async (req) => {
    const value = req.body as output<S>;
    await setting.write(value);
    return value;
  });
}

/** Credits: granted to each new account, the cost rule, and the cost policy (free beta switch, contact). */
function creditSettingRoutes(app: FastifyInstance, db: Db) {
  settingRoutes(app, '/admin/settings/signup-credits', {
    schema: z.object({ amount: signupCreditsSetting.schema }),
    summary: { get: 'Credits granted to each new account', put: 'Set the credits granted to each new account' },
    read: async () => ({ amount: await readSetting(db, signupCreditsSetting) }),
    write: (v) => writeSetting(db, signupCreditsSetting, v.amount),
  });
  settingRoutes(app, '/admin/settings/credit-rule', {
    schema: creditRule,
    summary: { get: 'Credit cost rule', put: 'Set credits per started minute and the minimum' },
    read: () => readSetting(db, creditRuleSetting),
    write: (v) => writeSetting(db, creditRuleSetting, v),
  });
  settingRoutes(app, '/admin/settings/cost-policy', {
    schema: costPolicy,
    summary: {
      get: 'Free beta switch and the contact for credit questions',
      put: 'Turn the free beta on or off; set the contact e-mail',
    },
    read: async () => ({
      freeBeta: await readSetting(db, freeBetaSetting),
      contactEmail: await readSetting(db, contactEmailSetting),
    }),
    write: (v) =>
      db.transaction(async (tx) => {
        await writeSetting(tx, freeBetaSetting, v.freeBeta);
        await writeSetting(tx, contactEmailSetting, v.contactEmail);
      }),
  });
}

/** Sessions: how long originals are kept, upload size limits per kind, and the pace limits. */
function sessionSettingRoutes(app: FastifyInstance, db: Db, config: Pick<Config, 'MAX_UPLOAD_MB'>) {
  settingRoutes(app, '/admin/settings/retention', {
    schema: z.object({ hours: retentionHoursSetting.schema }),
    summary: { get: 'Hours uploaded originals are kept', put: 'Set the hours uploaded originals are kept' },
    read: async () => ({ hours: await readSetting(db, retentionHoursSetting) }),
    write: (v) => writeSetting(db, retentionHoursSetting, v.hours),
  });
  settingRoutes(app, '/admin/settings/upload-limits', {
    schema: uploadSizeLimits,
    summary: {
      get: `Max audio / video size in MB (each capped by MAX_UPLOAD_MB=${config.MAX_UPLOAD_MB})`,
      put: 'Set the max audio / video size in MB',
    },
    read: () => readSetting(db, uploadSizeLimitsSetting),
    write: (v) => writeSetting(db, uploadSizeLimitsSetting, v),
  });
  settingRoutes(app, '/admin/settings/pace-limits', {
    schema: paceLimits,
    summary: {
      get: 'Min / max WPM and max silence ratio',
      put: 'Set the min / max WPM and max silence ratio a finished analysis is checked against',
    },
    read: () => readSetting(db, paceLimitsSetting),
    write: (v) => writeSetting(db, paceLimitsSetting, v),
  });
}

import { adminApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import { signupCreditsSetting } from '../auth/signup-credits.ts';
import type { Config } from '../config.ts';
import { creditRuleSetting } from '../credits/cost-rule.ts';
import { contactEmailSetting, freeBetaSetting } from '../credits/free-beta.ts';
import type { Db } from '../db/client.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { readSetting, writeSetting } from '../settings/app-settings.ts';
import { retentionHoursSetting } from '../settings/retention.ts';
import { paceLimitsSetting, uploadSizeLimitsSetting } from '../settings/service-limits.ts';

const tags = ['admin'];

/**
 * The admin's settings under /admin/settings (except the speech model, admin-speech-model-routes.ts): credits for
 * each new account, the cost policy (free beta switch, contact), the credit cost rule, the retention window for
 * originals, upload size limits per kind and the pace limits. Each setting is declared next to the code that reads
 * it (`*Setting` in auth/, credits/, sessions/, settings/); its routes and shape in the table (contracts
 * `adminApi.signupCredits`…). Mounted by admin/plugin.ts.
 */
export function adminSettingsRoutes(db: Db, config: Pick<Config, 'MAX_UPLOAD_MB'>) {
  return async function routes(app: FastifyInstance) {
    creditSettingRoutes(app, db);
    sessionSettingRoutes(app, db, config);
  };
}

// Each setting is a pair of routes: GET answers the stored value (or its default), PUT validates the body against the
// same schema, stores it and answers what was stored. Written out per setting: a helper generic over the pair needs
// casts the compiler cannot check.

/** Credits: granted to each new account, the cost rule, and the cost policy (free beta switch, contact). */
function creditSettingRoutes(app: FastifyInstance, db: Db) {
  const { signupCredits, creditRuleSetting: rule, costPolicy } = adminApi;
  serveRoute(app, signupCredits.read, { tags, summary: 'Credits granted to each new account' }, async () => ({
    amount: await readSetting(db, signupCreditsSetting),
  }));
  serveRoute(
    app,
    signupCredits.write,
    { tags, summary: 'Set the credits granted to each new account' },
    async (req) => {
      await writeSetting(db, signupCreditsSetting, req.body.amount);
      return req.body;
    },
  );
  serveRoute(app, rule.read, { tags, summary: 'Credit cost rule' }, () => readSetting(db, creditRuleSetting));
  serveRoute(app, rule.write, { tags, summary: 'Set credits per started minute and the minimum' }, async (req) => {
    await writeSetting(db, creditRuleSetting, req.body);
    return req.body;
  });
  serveRoute(
    app,
    costPolicy.read,
    { tags, summary: 'Free beta switch and the contact for credit questions' },
    async () => ({
      freeBeta: await readSetting(db, freeBetaSetting),
      contactEmail: await readSetting(db, contactEmailSetting),
    }),
  );
  serveRoute(
    app,
    costPolicy.write,
    { tags, summary: 'Turn the free beta on or off; set the contact e-mail' },
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
function sessionSettingRoutes(app: FastifyInstance, db: Db, config: Pick<Config, 'MAX_UPLOAD_MB'>) {
  const { retention, uploadLimits, paceLimitsSetting: pace } = adminApi;
  serveRoute(app, retention.read, { tags, summary: 'Hours uploaded originals are kept' }, async () => ({
    hours: await readSetting(db, retentionHoursSetting),
  }));
  serveRoute(app, retention.write, { tags, summary: 'Set the hours uploaded originals are kept' }, async (req) => {
    await writeSetting(db, retentionHoursSetting, req.body.hours);
    return req.body;
  });
  serveRoute(
    app,
    uploadLimits.read,
    { tags, summary: `Max audio / video size in MB (each capped by MAX_UPLOAD_MB=${config.MAX_UPLOAD_MB})` },
    () => readSetting(db, uploadSizeLimitsSetting),
  );
  serveRoute(app, uploadLimits.write, { tags, summary: 'Set the max audio / video size in MB' }, async (req) => {
    await writeSetting(db, uploadSizeLimitsSetting, req.body);
    return req.body;
  });
  serveRoute(app, pace.read, { tags, summary: 'Min / max WPM and max silence ratio' }, () =>
    readSetting(db, paceLimitsSetting),
  );
  serveRoute(
    app,
    pace.write,
    { tags, summary: 'Set the min / max WPM and max silence ratio a finished analysis is checked against' },
    async (req) => {
      await writeSetting(db, paceLimitsSetting, req.body);
      return req.body;
    },
  );
}

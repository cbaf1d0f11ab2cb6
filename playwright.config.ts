import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * The port the test server listens on: E2E_PORT, else a port the system says is free now (scripts/e2e.mjs picks
 * one the same way and passes it down), so the tests never collide with an app already on a fixed port. Written
 * back to the environment so Playwright's worker processes, which load this file again, agree on it.
 */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
// A real OpenID Connect provider on its own port for e2e/social-sign-in.spec.ts (started before the app, which
// discovers it at start; it takes about a second).
process.env.E2E_OIDC_PORT ||= freePort();
const oidcPort = Number(process.env.E2E_OIDC_PORT);
const oidcClient = { OIDC_CLIENT_ID: 'cuecoach-e2e', OIDC_CLIENT_SECRET: 'cuecoach-e2e-client-secret' };

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A Korean reader's browser: the app follows the browser's language when none was chosen (docs/web.md).
    locale: 'ko-KR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `"${process.execPath}" apps/server/test/helpers/local-oidc-provider-main.ts`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...oidcClient,
        OIDC_PROVIDER_PORT: String(oidcPort),
        OIDC_PROVIDER_APP_ORIGIN: `http://127.0.0.1:${port}`,
      },
    },
    {
      // A throw-away in-memory database per run, so browser tests never touch ./data.
      // The Node running Playwright (the project's own Node 24 under npm/npx), not whatever `node` is first on PATH.
      command: `"${process.execPath}" apps/server/src/main.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // Migrating an in-memory PGlite takes over a minute on a busy shared machine.
      timeout: 180_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_WEB: 'true',
        PGLITE_DIR: 'memory://',
        DATA_DIR: `/tmp/cuecoach-e2e-${port}`,
        LOG_LEVEL: 'warn',
        // Every browser test signs up its own users from 127.0.0.1; the per-IP limits are tested in the API suite.
        AUTH_SEND_LIMIT_PER_IP: '1000',
        AUTH_VERIFY_LIMIT_PER_IP: '1000',
        APP_ORIGIN: `http://127.0.0.1:${port}`,
        // e2e/admin.spec.ts, analytics.spec.ts, engine-status.spec.ts, everyday-use.spec.ts and the phone admin tests sign these
        // up as admins.
        ADMIN_EMAILS:
          'admin@e2e.test,admin-phone@e2e.test,analytics-ko@e2e.test,analytics-en@e2e.test,status-admin@e2e.test,admin-phone-en@e2e.test,' +
          'touch-admin-ko-desktop@e2e.test,touch-admin-ko-phone@e2e.test,touch-admin-en-desktop@e2e.test,touch-admin-en-phone@e2e.test',
        // Every browser test sends its analytics batches from 127.0.0.1.
        ANALYTICS_BATCHES_PER_MINUTE: '100000',
        // e2e/reviews.spec.ts: review notice mails go out 2 s after the first comment instead of 10 minutes.
        REVIEW_MAIL_BATCH_SECONDS: '2',
        ...oidcClient,
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_NAME: 'Local IdP',
      },
    },
  ],
});

import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { signIn, signUpAndSignIn } from '../helpers/auth.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type LocalOidcProvider, startLocalOidcProvider } from '../helpers/local-oidc-provider.ts';
import { socialFlow } from '../helpers/social-flow.ts';

const appOrigin = 'http://localhost:3998';
const client = { clientId: 'cuecoach-sec', clientSecret: 'cuecoach-sec-secret-0123456789abc' };
const { socialSignIn, errorOf } = socialFlow(appOrigin);

/**
 * An IdP that reports an unverified address with a leading space (" owner@example.com") made a second, look-alike
 * account its owner could not claim. Every path stores addresses trimmed and lower-case, so the provider's address
 * is the owner's, and an unverified one is not linked to it.
 */
describe.each(testDatabases())('addresses from an OpenID Connect provider ($name)', (target) => {
  let provider: LocalOidcProvider;
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    provider = await startLocalOidcProvider({ ...client, redirectUris: [`${appOrigin}/api/auth/callback/oidc`] });
    const created = await target.create();
    database = created.database;
    drop = created.drop;
    app = await buildTestApp(database, {
      APP_ORIGIN: appOrigin,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await provider?.close();
  });

  it('a leading space and capitals do not make a look-alike of an existing account', async () => {
    const { userId } = await signUpAndSignIn(app, 'owner+unverified@example.com');
    const { location } = await socialSignIn(app, '_Owner+Unverified@Example.com');
    expect(errorOf(location)).toBe('account_not_linked');
    const lookAlikes = await database.db.select().from(users).where(like(users.email, '%owner+unverified%'));
    expect(lookAlikes.map((u) => u.id)).toEqual([userId]);
    expect(await signIn(app, 'owner+unverified@example.com')).toBeTruthy();
  });

  it('a new account from the provider is stored trimmed and lower-case', async () => {
    const { location } = await socialSignIn(app, '_New.Person@Example.com');
    expect(location).toBe(`${appOrigin}/onboarding`);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(row).toBeDefined();
  });
});

// The local OpenID Connect provider as its own process, for the browser tests (playwright.config.ts starts it
// before the app, which discovers it at start). Settings come from the environment the config passes down.
import { startLocalOidcProvider } from './local-oidc-provider.ts';

const port = Number(process.env.OIDC_PROVIDER_PORT);
const appOrigin = process.env.OIDC_PROVIDER_APP_ORIGIN;
const clientId = process.env.OIDC_CLIENT_ID;
const clientSecret = process.env.OIDC_CLIENT_SECRET;
if (!port || !appOrigin || !clientId || !clientSecret) {
  console.error(
    'local OIDC provider: set OIDC_PROVIDER_PORT, OIDC_PROVIDER_APP_ORIGIN, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
  );
  process.exit(1);
}
const provider = await startLocalOidcProvider({
  port,
  clientId,
  clientSecret,
  redirectUris: [`${appOrigin}/api/auth/callback/oidc`],
});
console.log(`local OIDC provider at ${provider.issuer}`);
const stop = () => provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

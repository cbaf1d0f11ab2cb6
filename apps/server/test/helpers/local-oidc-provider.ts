import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for the social sign-in tests.
 * Its built-in development login form accepts any login name with any password; the login name is the account's
 * e-mail, and a local part ending in `+unverified` (`ana+unverified@example.com`) is reported with
 * `email_verified: false` — that is how a test plays a provider that does not vouch for the address.
 */
export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export interface LocalOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 (default): any free port. */
  port?: number;
}

export function claimsFor(login: string) {
  // A leading "_" stands for a leading space in the address the provider reports (its login form trims the field).
  const email = login.trim().toLowerCase().replace(/^_/, ' ');
  const local = email.trim().split('@')[0] ?? email;
  return { sub: `sub-${email}`, email, email_verified: !local.endsWith('+unverified'), name: local };
}

export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  // Its start-up warnings (in-memory storage, development keys and login form) describe exactly what a test
  // provider is; they would only clutter every test run's output.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  let provider: Provider;
  try {
    provider = createProvider(issuer, options);
  } finally {
    console.warn = warn;
  }
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function createProvider(issuer: string, options: LocalOidcProviderOptions): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The login name is kept as the account id; claims are derived from it (see claimsFor).
    async findAccount(_ctx, id) {
      const { sub: _sub, ...claims } = claimsFor(id);
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // Consent is given automatically so a flow is: authorize → login form → back to the app.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['local-oidc-provider-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes (seconds); the defaults print a notice on first use.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
}

import { createHash, randomUUID } from 'node:crypto';
import { apiPrefix, statusApi, themeBootScript } from '@cuecoach/contracts';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountArea } from './account/plugin.ts';
import { adminArea } from './admin/plugin.ts';
import { speechModelDownloadTracker } from './admin/speech-model-download.ts';
import { analyticsArea } from './analytics/plugin.ts';
import { registerAuth } from './auth/register-auth.ts';
import type { Config } from './config.ts';
import { creditsArea } from './credits/plugin.ts';
import type { Database } from './db/client.ts';
import { liveCheckArea } from './live-check/plugin.ts';
import { loggerOptions } from './logging.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { httpRequestDuration } from './observability/metrics.ts';
import { serveRoute } from './plugins/api-route.ts';
import { serializerCompiler } from './plugins/compiled-serializer.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHostCheck } from './plugins/host-check.ts';
import { registerPrivateCacheControl } from './plugins/private-cache-control.ts';
import { enforceRouteTable } from './plugins/route-table-check.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { profilesArea } from './profiles/plugin.ts';
import { reviewsArea } from './reviews/plugin.ts';
import { sessionsArea } from './sessions/plugin.ts';
import { statusArea } from './status/plugin.ts';
import { createStorage, type Storage } from './storage/storage.ts';
import { appVersion } from './version.ts';

/** CSP source that allows the web's one inline script, and only its exact text (CSP Level 2 hash source). */
const themeBootScriptHash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests pass one to capture mail; otherwise SMTP (SMTP_URL) or the dev outbox. */
  mailer?: Mailer;
  /** Where recordings live; from STORAGE otherwise. One instance serves every route. */
  storage?: Storage;
  /** How long the status page's figures are reused (tests pass 0 to see every change at once). */
  statusCacheMs?: number;
}

export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const deps = { ...appDeps, storage: appDeps.storage ?? createStorage(appDeps.config) };
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config),
    // Every log line of a request carries reqId; a caller's X-Request-Id is honoured so traces join up.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Off unless configured: otherwise any client could choose its own X-Forwarded-For and dodge per-IP limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: the app does not start unless it serves exactly the route table (the metrics only when a token
  // is configured).
  enforceRouteTable(app, () => (config.METRICS_TOKEN ? [] : [statusApi.metrics]));
  // Before anything else reads the request: a rebinding page's Host is refused outright.
  registerHostCheck(app, config);
  registerPrivateCacheControl(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Latency per route pattern (never the raw URL: ids would make one series per session).
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the theme set before the first paint (contracts `themeBootScript`).
        scriptSrc: ["'self'", themeBootScriptHash],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
  });
  // Brotli at the plugin's quality 4 (not zlib's 11). A response up to 64 KB (a list page of up to 100 rows) is
  // compressed in one synchronous call, ≈ 0.1 ms for a 20-row page: on 2 cores the default (8 KB) sent it through a
  // per-response zlib stream on the threadpool, which cost ≈ 0.4–0.5 ms more latency. Larger ones (a session
  // detail with its transcript, ≈ 90 KB) still stream.
  await app.register(compress, { global: true, threshold: 1024, syncThreshold: 64 * 1024 });
  // The web app, the error handler and accounts are functions on the root instance, not area plugins: a plugin is
  // encapsulated, so the not-found and error handlers, the `app.auth` / `request.user` decorations and the CSRF hook
  // set inside one would reach only that plugin's routes, not every route of the app.
  const spaFallback = config.serveWeb ? await registerWebApp(app, config.webDistDir, config.appOrigin) : null;
  registerErrorHandler(app, { spaFallback });

  await app.register(swagger, {
    openapi: {
      info: { title: 'CueCoach API', version: appVersion, description: 'Speech coaching for instructors' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true });

  // One mailer for sign-in codes and review mail (registerAuth closes it with the app).
  const mailer = deps.mailer ?? createMailer(config, app.log);
  // Accounts first: its CSRF hook and `request.user` decoration apply to every route registered after it.
  const accountsArea = await registerAuth(app, { ...deps, mailer });

  // Every API area under the one prefix (contracts `apiPrefix`), each one plugin from its own folder registering
  // its routes from the route table (docs/architecture.md, "apps/server").
  // The admin's speech model download runs in this process: the admin area starts it, the status area shows it.
  const downloads = speechModelDownloadTracker();
  await app.register(
    async (api) => {
      serveRoute(api, statusApi.openapi, { tags: [], hide: true }, async (_request, reply) =>
        reply.send(app.swagger()),
      );
      await api.register(accountsArea);
      await api.register(statusArea({ ...deps, downloads }));
      await api.register(profilesArea(deps));
      await api.register(accountArea(deps));
      await api.register(adminArea({ ...deps, downloads }));
      await api.register(analyticsArea(deps));
      await api.register(creditsArea(deps));
      // Sessions, uploads (tus), session events, capabilities (docs/sessions.md).
      await api.register(sessionsArea(deps));
      await api.register(liveCheckArea(deps));
      // Peer feedback: sharing a session, comments on its moments, notices (docs/reviews.md).
      await api.register(reviewsArea({ ...deps, mailer }));
    },
    { prefix: apiPrefix },
  );

  return app;
}

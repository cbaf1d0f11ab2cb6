import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { speechEngineIds } from '@cuecoach/contracts';
import { z } from 'zod';

// The contracts (packages/contracts) are zod/mini schemas, and zod/mini registers no error-message locale (classic
// zod registers English only when its first schema is built). Set English explicitly, in the module every server and
// worker process loads first, so validation messages (a 400's details.issues, an upload refusal's message) stay the
// English texts they were, whichever kind of schema is built first.
z.config(z.locales.en());

/**
 * Every setting the server reads. Each one is described in `.env.example` and in docs/configuration.md, the
 * reference; test/config.test.ts fails when a key here is missing from either.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Interface to listen on. Loopback only by default: a development server hands out sign-in codes through its dev
   * outbox. Listening on anything else is an explicit choice (docs/security.md "Exposure").
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The dev outbox (sign-in codes at /dev/mailbox instead of e-mail) on a server reachable beyond this machine:
   * must be set to true together with a non-loopback HOST when SMTP_URL is unset. Never allowed in production.
   */
  DEV_OUTBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the app, used for CSRF origin checks and links in e-mails. */
  APP_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where whisper.cpp models for Korean are kept and downloaded to (on first use); default DATA_DIR/models. */
  WHISPER_MODEL_DIR: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  /**
   * Where recordings are kept: `local` disk under STORAGE_DIR, or an S3-compatible bucket (AWS S3, MinIO, R2…),
   * which lets workers on other machines reach the files without a shared file system (docs/sessions.md).
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** For S3-compatible services; unset means AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's usual credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SERVE_WEB: bool.optional(),
  RUN_WORKER: bool.default(true),
  // Sessions, uploads and jobs (docs/sessions.md).
  /** Analyses run at once per worker process; each holds a speech model (~350 MB), and the local engine already uses every core. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(10240).default(1024),
  MAX_DURATION_MIN: z.coerce.number().int().min(1).max(600).default(90),
  /** tus chunk size the web uses; ≤ 50 MB passes common proxies. */
  /**
   * Storage one account may hold at once: the recordings of its sessions still stored (a video counts as its
   * extracted audio) plus the declared sizes of its unfinished uploads.
   */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
  UPLOAD_CHUNK_MB: z.coerce.number().int().min(1).max(50).default(50),
  /**
   * A worker (registry row) and each running analysis write a heartbeat this often; silent for JOB_STALE_SECONDS
   * (a few missed beats) is a dead worker, whose job the next reconcile (every JOB_RECONCILE_SECONDS, run by every
   * worker) re-queues — within 30 s with the defaults (docs/sessions.md, "Workers").
   */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(300).default(3),
  JOB_STALE_SECONDS: z.coerce.number().min(1).max(3600).default(15),
  JOB_RECONCILE_SECONDS: z.coerce.number().min(0.5).max(3600).default(5),
  /** On SIGTERM a worker stops taking jobs and lets running analyses finish this long; the rest are handed back. */
  SHUTDOWN_GRACE_SEC: z.coerce.number().min(0).max(3600).default(20),
  /**
   * A waiting analysis that no live worker can run (no worker has its language or model, e.g. the only Korean worker
   * died) ends failed and refunded after this long, instead of waiting forever (jobs/unserved.ts).
   */
  JOB_UNSERVED_TIMEOUT_SECONDS: z.coerce.number().min(5).max(86400).default(300),
  /** How often a worker asks the Korean model's host whether it answers (a HEAD request), while the model is missing. */
  MODEL_HOST_CHECK_SECONDS: z.coerce.number().min(5).max(86400).default(300),
  /**
   * Operations listener (docs/operate.md): when set, the process also serves /health/live, /health/ready and
   * /metrics on OPS_HOST:OPS_PORT, without sign-in. The way to probe and scrape a worker-only process.
   */
  OPS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  OPS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Bearer token that opens GET /api/metrics on the public port; unset: that route answers 404 (use OPS_PORT). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Extra attempts after a failed analysis before the session ends failed (and is refunded). */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  /** How often the retention sweep and the dead-worker check run. */
  SWEEP_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(86400).default(60),
  /**
   * Speech engine, passed through to @cuecoach/analysis (its other variables are read there; see .env.example).
   * Checked here so a typo stops the start with one clear line.
   */
  TRANSCRIBER: z.enum(['auto', ...speechEngineIds]).default('auto'),
  // Accounts and mail (docs/accounts.md).
  /** Signs session cookies; at least 32 characters. Required in production (a fixed dev value is used elsewhere). */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** smtp:// or smtps:// URL of the mail server for sign-in codes. Required in production. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('CueCoach <no-reply@cuecoach.local>'),
  /** Comma-separated e-mail addresses that become admins when they sign up or sign in. */
  ADMIN_EMAILS: z.string().optional(),
  /** Sign-in code requests / verifications allowed per IP address in 15 minutes (per-e-mail limits are fixed). */
  AUTH_SEND_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  AUTH_VERIFY_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  /**
   * Social sign-in (docs/accounts.md "Social sign-in"): each provider is offered exactly when both its client id and
   * secret are set. The redirect URI to register with the provider is APP_ORIGIN/api/auth/callback/<google|kakao|naver>.
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Any other OpenID Connect provider (Keycloak, Auth0, a company IdP…), found through its discovery document at
   * OIDC_ISSUER/.well-known/openid-configuration; callback APP_ORIGIN/api/auth/callback/oidc. OIDC_NAME is the
   * button's label.
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default('OpenID Connect'),
  /**
   * Which X-Forwarded-For hops to believe for the client IP (per-IP rate limits, logs), as Fastify's trustProxy:
   * false (default: the socket address), true (every hop — only behind a proxy that overwrites the header),
   * a hop count, or comma-separated proxy addresses/CIDRs.
   */
  /** Live progress streams (GET /api/sessions/:id/events) one user, and the whole process, may hold open at once. */
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(12),
  STREAMS_TOTAL: z.coerce.number().int().min(1).max(100_000).default(2000),
  /**
   * Live microphone checks (docs/live-check.md): open at once per process and per account, started per account per
   * hour, and the seconds of audio a check may run ahead of real time (catching up after a network stall).
   */
  LIVE_CHECK_SLOTS: z.coerce.number().int().min(1).max(1000).default(4),
  LIVE_CHECK_PER_USER: z.coerce.number().int().min(1).max(1000).default(1),
  LIVE_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  LIVE_CHECK_BURST_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /**
   * How long a page of a user's sessions list may be kept in the process, at most: it is dropped sooner, as soon as
   * one of the user's sessions changes (sessions/list-cache.ts). 0 reads every page from the database, for a
   * connection that cannot LISTEN (PgBouncer in transaction mode).
   */
  SESSION_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Peer feedback (docs/reviews.md): how long after the first new comment the e-mail about it goes out, so that
   * the comments of one sitting arrive as one mail.
   */
  REVIEW_MAIL_BATCH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  // First-party analytics (docs/analytics.md).
  /** false: the ingest endpoint accepts batches and stores nothing (the web keeps sending; nothing is kept). */
  ANALYTICS_ENABLED: bool.default(true),
  /** Events older than this many days are deleted by the analytics sweep. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** A self-hosted Plausible (`…/api/event`) or Umami (`…/api/send`) endpoint that also receives each stored event. */
  /** Analytics batches one IP address may send per minute (the web sends one every 10 s and on leaving a page). */
  ANALYTICS_BATCHES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  ANALYTICS_FORWARD_URL: z.url().optional(),
  ANALYTICS_FORWARD_PROTOCOL: z.enum(['plausible', 'umami']).default('plausible'),
  /** Plausible: the site's domain; Umami: the website id. Required with ANALYTICS_FORWARD_URL. */
  ANALYTICS_FORWARD_SITE: z.string().min(1).max(200).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxyValue, 'must be true, false, a hop count or comma-separated IP addresses/CIDRs')
    .default('false'),
});

function isTrustProxyValue(value: string): boolean {
  if (/^(true|false|\d+)$/.test(value)) return true;
  return value.split(',').every((part) => {
    const [address = '', prefix, ...rest] = part.trim().split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1') return true;
  if (h.startsWith('::ffff:')) return isLoopbackHost(h.slice(7));
  return isIP(h) === 4 && h.startsWith('127.');
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY in the form Fastify takes (a hop count n as Fastify itself compiles it: trust the first n hops). */
function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & {
  pgliteDir: string;
  storageDir: string;
  /** Scratch space for running analyses (decoded audio); leftovers of killed workers are swept at start. */
  workDir: string;
  /** whisper.cpp models for Korean: WHISPER_MODEL_DIR or DATA_DIR/models (fetched there on first use). */
  modelsDir: string;
  webDistDir: string;
  serveWeb: boolean;
  appOrigin: string;
  adminEmails: string[];
  authSecret: string;
  trustProxy: TrustProxy;
  /** Sign-in codes go to the in-memory dev outbox (no SMTP_URL, not production). */
  devOutbox: boolean;
  /** Social sign-in providers with complete credentials, in the order the sign-in screens show them. */
  socialProviders: SocialProviderConfig[];
};

export type SocialProviderId = 'google' | 'kakao' | 'naver' | 'oidc';
export interface SocialProviderConfig {
  id: SocialProviderId;
  /** Button label: the provider's own name (OIDC_NAME for the generic one). */
  name: string;
  clientId: string;
  clientSecret: string;
  /** Generic OpenID Connect only. */
  issuer?: string;
}

const namedProviders = [
  { id: 'kakao', name: 'Kakao', idKey: 'KAKAO_CLIENT_ID', secretKey: 'KAKAO_CLIENT_SECRET' },
  { id: 'naver', name: 'Naver', idKey: 'NAVER_CLIENT_ID', secretKey: 'NAVER_CLIENT_SECRET' },
  { id: 'google', name: 'Google', idKey: 'GOOGLE_CLIENT_ID', secretKey: 'GOOGLE_CLIENT_SECRET' },
] as const;

/** A half-configured provider stops the start: a missing secret would otherwise hide its button without a word. */
function readSocialProviders(raw: RawConfig): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  for (const p of namedProviders) {
    const clientId = raw[p.idKey];
    const clientSecret = raw[p.secretKey];
    if (Boolean(clientId) !== Boolean(clientSecret)) {
      throw new ConfigError(
        `Invalid configuration: ${p.idKey} and ${p.secretKey} — set both to offer ${p.name} sign-in, or neither`,
      );
    }
    if (clientId && clientSecret) providers.push({ id: p.id, name: p.name, clientId, clientSecret });
  }
  const oidc = [raw.OIDC_ISSUER, raw.OIDC_CLIENT_ID, raw.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET — set all three to offer OpenID Connect sign-in, or none',
    );
  }
  if (raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET) {
    providers.push({
      id: 'oidc',
      name: raw.OIDC_NAME,
      clientId: raw.OIDC_CLIENT_ID,
      clientSecret: raw.OIDC_CLIENT_SECRET,
      issuer: raw.OIDC_ISSUER.replace(/\/+$/, ''),
    });
  }
  return providers;
}

// Outside production only: lets the app run with zero configuration. Production refuses to start without AUTH_SECRET.
const devAuthSecret = 'cuecoach-development-secret-not-for-production-use';

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const source = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const value = source[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? '' : `="${value}"`} — ${issue?.message ?? 'invalid'}`,
    );
  }
  const raw = parsed.data;
  if (raw.NODE_ENV === 'production') {
    // Sign-in codes must reach real mailboxes, and sessions must not be signed with a public value.
    if (!raw.SMTP_URL) {
      throw new ConfigError(
        'Invalid configuration: SMTP_URL — required in production so sign-in codes can be e-mailed (the dev outbox exists only outside production)',
      );
    }
    if (!raw.AUTH_SECRET) {
      throw new ConfigError(
        'Invalid configuration: AUTH_SECRET — required in production (at least 32 random characters, e.g. `openssl rand -hex 32`)',
      );
    }
  }
  const devOutbox = !raw.SMTP_URL && raw.NODE_ENV !== 'production';
  if (raw.DEV_OUTBOX && raw.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: DEV_OUTBOX — not allowed in production (sign-in codes must be e-mailed: set SMTP_URL)',
    );
  }
  if (devOutbox && !isLoopbackHost(raw.HOST) && raw.DEV_OUTBOX !== true) {
    // Anyone who can reach the server could read every sign-in code at /dev/mailbox and sign in as anyone.
    throw new ConfigError(
      `Invalid configuration: HOST="${raw.HOST}" — without SMTP_URL sign-in codes are shown at /dev/mailbox to anyone who can reach the server. Set SMTP_URL, or DEV_OUTBOX=true if everyone on that network may sign in as anyone, or leave HOST at 127.0.0.1`,
    );
  }
  if (!raw.AUTH_SECRET && !isLoopbackHost(raw.HOST)) {
    // The development secret is public (it is in this repository): anyone could sign session cookies for a server
    // other machines can reach, whatever NODE_ENV says.
    throw new ConfigError(
      `Invalid configuration: AUTH_SECRET — required when HOST="${raw.HOST}" is reachable from other machines (at least 32 random characters, e.g. \`openssl rand -hex 32\`), or leave HOST at 127.0.0.1`,
    );
  }
  if (raw.STORAGE === 's3' && !raw.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET — required when STORAGE=s3');
  }
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY — set both, or neither to use the AWS credential chain',
    );
  }
  if (raw.ANALYTICS_FORWARD_URL && !raw.ANALYTICS_FORWARD_SITE) {
    throw new ConfigError(
      'Invalid configuration: ANALYTICS_FORWARD_SITE — required with ANALYTICS_FORWARD_URL (Plausible: the site domain; Umami: the website id)',
    );
  }
  const dataDir = path.resolve(repoRoot, raw.DATA_DIR);
  return {
    ...raw,
    // memory:// is PGlite's in-memory mode, not a path: resolving it would create a directory named "memory:".
    pgliteDir: raw.PGLITE_DIR?.startsWith('memory://')
      ? raw.PGLITE_DIR
      : path.resolve(repoRoot, raw.PGLITE_DIR ?? path.join(dataDir, 'db')),
    storageDir: path.resolve(repoRoot, raw.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    workDir: path.join(dataDir, 'work'),
    modelsDir: path.resolve(repoRoot, raw.WHISPER_MODEL_DIR ?? path.join(dataDir, 'models')),
    webDistDir: path.resolve(repoRoot, raw.WEB_DIST_DIR ?? 'apps/web/dist'),
    serveWeb: raw.SERVE_WEB ?? raw.NODE_ENV !== 'development',
    appOrigin: raw.APP_ORIGIN ?? `http://localhost:${raw.PORT}`,
    adminEmails: (raw.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    authSecret: raw.AUTH_SECRET ?? devAuthSecret,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    devOutbox,
    socialProviders: readSocialProviders(raw),
  };
}

/** Reads `.env` from the repository root (if present) into process.env without overriding what is set. */
export function loadDotEnv(file = path.join(repoRoot, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

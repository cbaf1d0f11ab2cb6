import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { provisionsKoreanModel, transcriberCapabilities, transcriberConfigFromEnv } from '@cuecoach/analysis';
import type { Config } from './config.ts';
import { usesDevOutbox } from './mail/mailer.ts';

/**
 * The few lines `npm start` prints once the app listens: where to open it, what it stores where, which speech
 * engine is ready, and where sign-in codes go. Everything is read from the configuration the process runs with.
 */
export function startupBanner(
  config: Config,
  address: AddressInfo | string | null,
  env: NodeJS.ProcessEnv = process.env,
): { url: string; lines: string[] } {
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  const loopbackName = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.HOST) ? 'localhost' : config.HOST;
  const url = config.APP_ORIGIN ?? `http://${loopbackName}:${port}`;
  const rel = (p: string) => {
    const r = path.relative(process.cwd(), p);
    return r && !r.startsWith('..') ? r : p;
  };

  const database = config.DATABASE_URL
    ? `PostgreSQL at ${redactUrl(config.DATABASE_URL)}`
    : config.pgliteDir.startsWith('memory://')
      ? 'embedded PGlite, in memory (nothing is kept after exit)'
      : `embedded PGlite in ${rel(config.pgliteDir)}`;
  const storage =
    config.STORAGE === 's3'
      ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`
      : `local disk in ${rel(config.storageDir)}`;

  const speech = transcriberCapabilities(transcriberConfigFromEnv(env));
  // As the worker sees it: with its models folder, Korean's whisper.cpp model can be fetched on first use.
  const withModels = { ...transcriberConfigFromEnv(env), whisperModelDir: config.modelsDir };
  const fetchesKorean =
    provisionsKoreanModel(withModels) && transcriberCapabilities(withModels).languages.includes('ko');
  const languageNames: Record<string, string> = { en: 'English', ko: 'Korean' };
  const speechLine = `${speech.engine} engine — ${speech.languages.map((l) => languageNames[l] ?? l).join(' and ')}`;
  const korean = fetchesKorean
    ? `Korean: model fetched into ${rel(config.modelsDir)} on first use if its host answers (state: /test/hybrid-status)`
    : speech.howToEnableKorean
      ? 'Korean is off: set WHISPER_MODEL_PATH (`npm run models:download -- base`) or OPENAI_API_KEY (docs/analysis.md)'
      : null;

  const codes = usesDevOutbox(config)
    ? `dev outbox at ${url}/dev/mailbox (not e-mailed; also written to this log)`
    : `e-mailed through ${redactUrl(config.SMTP_URL ?? '')}`;

  const row = (label: string, value: string) => `  ${label.padEnd(14)}${value}`;
  const lines = [
    `CueCoach is running at ${url}`,
    row('Database', database),
    row('Recordings', storage),
    row('Speech', speechLine),
    ...(korean ? [row('', korean)] : []),
    row('Sign-in codes', codes),
    row('Worker', config.RUN_WORKER ? 'in this process' : 'off (RUN_WORKER=false): run `npm run worker` elsewhere'),
  ];
  return { url, lines };
}

/** A connection URL without its password. */
function redactUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return raw;
  }
}

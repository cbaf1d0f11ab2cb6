import { isAbsolute, resolve } from 'node:path';

/**
 * Where the CLI and `npm run models:download` keep models when nothing says otherwise: the server's own
 * DATA_DIR/models (DATA_DIR defaults to ./data, relative to the repository), so a model fetched by hand is the
 * one the server finds. WHISPER_MODEL_DIR overrides it.
 */
export function defaultModelDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env.WHISPER_MODEL_DIR?.trim();
  if (explicit) return isAbsolute(explicit) ? explicit : resolve(repoRoot, explicit);
  return resolve(repoRoot, env.DATA_DIR?.trim() || './data', 'models');
}

/** A one-line text progress bar for a terminal: "[#######.............]  35%  52/148 MB". */
export function progressBar(received: number, total: number, width = 24): string {
  const fraction = total > 0 ? Math.min(1, received / total) : 0;
  const filled = Math.round(fraction * width);
  const mb = (n: number) => (n / 1e6).toFixed(n < 10e6 ? 1 : 0);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}%  ${mb(received)}/${mb(total)} MB`;
}

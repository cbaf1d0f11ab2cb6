import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };

/** The package version (changes rarely); the commit is what tells two deployments apart. */
export const appVersion: string = pkg.version;

/**
 * The commit this process runs: CUECOACH_COMMIT when the deployment sets it (an image built without `.git`),
 * otherwise the checkout's HEAD, otherwise "unknown". Read once at start.
 */
function currentCommit(env: NodeJS.ProcessEnv): string {
  const given = env.CUECOACH_COMMIT?.trim();
  if (given) return given.slice(0, 40);
  try {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 3000,
    }).trim();
    return /^[0-9a-f]{7,40}$/.test(head) ? head : 'unknown';
  } catch {
    return 'unknown';
  }
}

export const appCommit: string = currentCommit(process.env);

/** Version and commit as one string ("0.1.0+1a2b3c4d5e6f"): in health, metrics, every log line and the worker registry. */
export const appRelease: string = `${appVersion}+${appCommit}`;

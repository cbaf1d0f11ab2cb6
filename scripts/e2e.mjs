// Browser tests: find a Chromium first and stop at once, with one line saying how to get one, if there is none.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  console.error(
    "Browser tests need Chromium: set CHROMIUM_PATH, or install Debian's `chromium` (apt-get install chromium), or run `npx playwright install chromium` where the internet is reachable.",
  );
  process.exit(1);
}
// Each run builds into its own directory so a rebuild elsewhere (npm start, another run) can't swap the files
// under a browser that is mid-test.
const distDir = process.env.WEB_DIST_DIR ?? mkdtempSync(path.join(tmpdir(), 'cuecoach-e2e-dist-'));
const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
// A port free right now unless E2E_PORT names one: another app (npm start on 3100, another test run) may hold any
// fixed port. playwright.config.ts reads it from the environment.
const port =
  process.env.E2E_PORT ||
  (await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(String(free)));
    });
  }));
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, WEB_DIST_DIR: distDir, E2E_PORT: port },
});
if (!process.env.WEB_DIST_DIR) rmSync(distDir, { recursive: true, force: true });
process.exit(run.status ?? 1);

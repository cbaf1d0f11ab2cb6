// `npm start`: build the web app if it is missing or older than its sources, then run API + worker.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];
const sourceTime = Math.max(
  ...sources
    .map((s) => path.join(root, s))
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
// An API-only process that serves no web app (SERVE_WEB=false) needs no build.
const servesWeb = !/^(false|0)$/.test(process.env.SERVE_WEB ?? '');
if (servesWeb && (!existsSync(distIndex) || statSync(distIndex).mtimeMs < sourceTime)) {
  // On stderr, as all of the build's own output: stdout carries only the app's log lines (JSON in production).
  console.error('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 2, 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Local/embedded mode unless NODE_ENV says otherwise: the built app is served and, without SMTP, sign-in codes go to
// the dev outbox at /dev/mailbox. A deployment sets NODE_ENV=production, which requires SMTP_URL.
process.env.SERVE_WEB ??= 'true';
// The server runs in this very process (package.json starts it with `exec node`), so SIGTERM/SIGINT sent to the
// process the operator started — or forwarded by npm — reaches the app and drains it; no wrapper can be left behind.
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);

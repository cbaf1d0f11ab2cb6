/**
 * npm run bench:web — builds the web app (with its prerendered public pages), serves it with the real server on
 * an in-memory database, runs Lighthouse (mobile preset) in Debian's Chromium on the public pages and prints
 * scores, LCP, TBT, CLS and transferred bytes (BENCH_REPORT_DIR keeps the full reports). Lighthouse is fetched by npx from the npm registry on first use,
 * so the project's install stays light. CHROMIUM_PATH overrides /usr/bin/chromium; BENCH_PAGES picks pages.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/styles,/styles/vinyasa,/sample-report,/terms').split(',');
const run = promisify(execFile);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const work = mkdtempSync(path.join(tmpdir(), 'cuecoach-bench-web-'));
const dist = path.join(work, 'dist');
console.log('building…');
await run(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
  {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_WEB: 'true',
    WEB_DIST_DIR: dist,
    PGLITE_DIR: 'memory://',
    DATA_DIR: path.join(work, 'data'),
    RUN_WORKER: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (i > 120) throw new Error('server did not start');
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 500));
}

interface Audit {
  numericValue?: number;
}
interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}
console.log(`bench:web — Lighthouse mobile preset, ${new Date().toISOString()}`);
console.log(
  'page'.padEnd(18),
  'perf',
  ' a11y',
  '  seo',
  '   bp',
  '  FCP ms',
  '  LCP ms',
  '  TBT ms',
  '   CLS',
  '   KB',
);
try {
  for (const page of pages) {
    const out = path.join(work, 'report.json');
    // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try, then give up.
    const lighthouse = () =>
      run(
        'npx',
        [
          '--yes',
          'lighthouse@13',
          `${base}${page}`,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,seo,best-practices',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
        ],
        { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 },
      );
    await lighthouse().catch((error: { stderr?: string }) => {
      if (!error.stderr?.includes('NO_NAVSTART')) throw error;
      return lighthouse();
    });
    // BENCH_REPORT_DIR keeps each page's full Lighthouse report (long tasks, bootup time per script) to study.
    const keep = process.env.BENCH_REPORT_DIR;
    if (keep) copyFileSync(out, path.join(keep, `lighthouse${page.replaceAll('/', '_') || '_'}.json`));
    const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
    const score = (c: string) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)).padStart(5);
    const ms = (a: string) => String(Math.round(lhr.audits[a]?.numericValue ?? 0)).padStart(8);
    const kb = Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024);
    console.log(
      page.padEnd(18),
      score('performance').slice(1),
      score('accessibility'),
      score('seo'),
      score('best-practices'),
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(6),
      String(kb).padStart(5),
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

// `npm test` preflight: the suites speak test audio with espeak-ng, mix it with sox and drive a real Chromium.
// A missing tool stops the run at once with one line saying how to get it, instead of failing halfway through.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const missing = [];
for (const [tool, pkg] of [
  ['espeak-ng', 'espeak-ng'],
  ['sox', 'sox libsox-fmt-all'],
]) {
  if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).error) missing.push(`${tool} (apt-get install ${pkg})`);
}
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
  .filter(Boolean)
  .find((p) => existsSync(p));
if (!chromium) {
  missing.push(
    'Chromium (set CHROMIUM_PATH, or apt-get install chromium, or `npx playwright install chromium` where the internet is reachable)',
  );
}
if (missing.length > 0) {
  console.error(`npm test needs: ${missing.join('; ')}.`);
  process.exit(1);
}

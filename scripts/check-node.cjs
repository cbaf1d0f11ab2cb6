// Plain CommonJS on purpose: it must run (and explain itself) on Node versions too old for the rest of the code.
//
// The project brings its own runtime: the npm package `node` (an optional dependency) puts a Node 24 binary in
// node_modules/.bin, which npm puts first on PATH for every `npm start|test|run …`. So the Node running this
// check is the one that will run the product; it only fails when that runtime is missing and the machine's own
// Node is too old.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ok = (version) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
};
if (ok(process.versions.node)) process.exit(0);

const root = path.resolve(__dirname, '..');
const bundled = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
const fallback = 'Install Node.js 24 LTS on this machine (e.g. `nvm install 24`) and run the command again.';
let reason;
if (!existsSync(bundled)) {
  reason =
    'The project’s own Node 24 (npm package `node`, installed by `npm install`) is missing: run `npm install` ' +
    '(it needs the npm registry) and try again.';
} else {
  const probe = spawnSync(bundled, ['-v'], { encoding: 'utf8' });
  const version = (probe.stdout ?? '').trim();
  if (probe.status !== 0 || !ok(version)) {
    reason =
      `The project’s own Node (${bundled}) does not run here${version ? ` (reports ${version})` : ''}: ` +
      'delete node_modules and run `npm install` again.';
  } else {
    // It works, but this script was started outside npm (so node_modules/.bin was not on PATH).
    reason = `Start it through npm (\`npm start\`, \`npm test\`, \`npm run …\`), which uses the project’s Node ${version}.`;
  }
}
console.error(`CueCoach needs Node.js 22.12 or newer; this is ${process.version}.\n${reason}\nOtherwise: ${fallback}`);
process.exit(1);

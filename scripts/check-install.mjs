// npm's postinstall: npm's own install checks (engines, peers, platform), again, with the Node this project runs
// on (the `node` package, first in PATH for npm scripts) rather than the possibly older Node that ran npm.
// Prints what they find, nothing otherwise; never fails the install.
import { spawnSync } from 'node:child_process';

const RUNTIME_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < RUNTIME_MAJOR) {
  console.warn(`Floorboard runs on Node ${RUNTIME_MAJOR}, but \`node\` is ${process.version} here: the \`node\` package did not install; run \`npm install\` again.`);
  process.exit(0);
}
const npm = process.env.npm_execpath;
if (!npm) process.exit(0);
const check = spawnSync(process.execPath, [npm, 'install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'], { encoding: 'utf8' });
const warnings = (check.stderr ?? '').split('\n').filter((line) => /\bnpm (warn|error)\b/i.test(line));
if (warnings.length > 0) {
  console.warn(`npm's checks with Node ${process.version}, which runs Floorboard:`);
  console.warn(warnings.join('\n'));
}

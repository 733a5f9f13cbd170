// Issue 19, first run: `npm install` with an older Node running npm prints no engine warnings about packages the
// project's own Node 24 runs, and still reports those it cannot run; `npm start` prints one line (the address and
// the demo users), readable on a terminal and JSON in a pipe, and no line per request.
import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../../server/project-root.ts';
import { serverBundle, startConsoleProcess } from '../helpers/console-process.ts';
import { eventually } from '../helpers/eventually.ts';

/** The system's npm, run by the system's Node (older than 24 on the documented setup) when there is one. */
function systemNpm(): { node: string; cli: string } | null {
  const which = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8', env: { PATH: '/usr/local/bin:/usr/bin:/bin' } });
  if (which.status !== 0) return null;
  const cli = realpathSync(which.stdout.trim());
  const node = ['/usr/local/bin/node', '/usr/bin/node'].find((candidate) => existsSync(candidate)) ?? process.execPath;
  return { node, cli };
}

function localPackage(dir: string, name: string, engines: string): void {
  mkdirSync(join(dir, name));
  writeFileSync(join(dir, name, 'package.json'), JSON.stringify({ name, version: '1.0.0', engines: { node: engines } }));
}

t.test('npm install: engine warnings only for packages the project\'s Node cannot run', async (t) => {
  const npm = systemNpm();
  if (!npm) return t.fail('no npm on this machine');
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-install-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  localPackage(dir, 'needs-node-22', '>=22');
  localPackage(dir, 'needs-node-99', '>=99');
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(join(PROJECT_ROOT, 'scripts/check-install.mjs'), join(dir, 'scripts/check-install.mjs'));
  copyFileSync(join(PROJECT_ROOT, '.npmrc'), join(dir, '.npmrc'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({
    name: 'first-run', version: '1.0.0', private: true,
    scripts: { postinstall: 'node scripts/check-install.mjs' },
    dependencies: { 'needs-node-22': 'file:./needs-node-22', 'needs-node-99': 'file:./needs-node-99' },
  }));
  // As in the project, `node` in npm scripts is Node 24 (the `node` package's binary is first in PATH there).
  const env = { PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, HOME: dir, npm_config_cache: join(dir, '.npm') };
  const run = spawnSync(npm.node, [npm.cli, 'install', '--no-audit', '--no-fund'], { cwd: dir, env, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  t.equal(run.status, 0, 'installed');
  t.notMatch(output, /needs-node-22/, 'a package for Node >= 22: no warning, Node 24 runs it');
  t.match(output, /EBADENGINE[\s\S]*needs-node-99/, 'a package Node 24 cannot run is still reported');
  t.match(output, new RegExp(`npm's checks with Node ${process.version}`), 'by the check made with the project\'s Node');
});

t.test('npm start: one line with the address and the demo users, no line per request', async (t) => {
  const c = await startConsoleProcess(t, {});
  for (const path of ['/login', '/healthz', '/no-such-page']) await fetch(`${c.origin}${path}`);
  const lines = c.output().trim().split('\n');
  t.equal(lines.length, 1, `one line: ${c.output()}`);
  const line = JSON.parse(lines[0]) as { level: number; msg: string };
  t.equal(line.level, 30, 'at info');
  t.equal(line.msg, `Floorboard is ready: open ${c.origin}/ and sign in as tenant@thingsboard.org / tenant, customerA@thingsboard.org / customer, sysadmin@thingsboard.org / sysadmin`);
});

t.test('on a terminal in development, the logs are readable lines (pino-pretty)', { skip: existsSync('/usr/bin/script') ? false : 'util-linux script is missing' }, async (t) => {
  const main = await serverBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-tty-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const command = `exec '${process.execPath}' '${main}'`;
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', EMULATOR_PORT: '0', EMULATOR_TELEMETRY_MS: '0', DATA_DIR: dataDir, TERM: 'dumb' };
  const child = spawn('/usr/bin/script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += String(d); });
  const exited = new Promise((done) => child.once('exit', done));
  t.teardown(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  await eventually(() => /Floorboard is ready/.test(output), 'the start line');
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  t.match(plain, /^\[\d\d:\d\d:\d\d\] INFO: Floorboard is ready: open http:\/\/127\.0\.0\.1:\d+\/ and sign in as tenant@thingsboard\.org \/ tenant/m, 'time, level and message');
  t.notMatch(plain, /"level":/, 'not JSON');
  child.stdin.write('\u0003'); // Ctrl-C on the terminal: SIGINT, a graceful stop
  await exited;
  t.match(output.replace(/\u001b\[[0-9;]*m/g, ''), /INFO: shut down/);
});

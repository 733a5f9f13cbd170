// Issue 19: the image's files, assembled without Docker (tests/deploy/image-assembly.ts): production packages only,
// no build tools, and the console runs from them on a read-only tree, writing only to its data folder.
import t from 'tap';
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/project-root.ts';
import { assembleImage, describe } from './image-assembly.ts';
import { ProxiedClient } from '../helpers/proxied-client.ts';
import { TENANT } from '../helpers/console.ts';
import { eventually } from '../helpers/eventually.ts';

const pkg = JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const assembly = assembleImage();
t.teardown(() => assembly.remove());
t.comment(describe(assembly));

t.test('production packages only, and no build tools', async (t) => {
  const modules = join(assembly.app, 'node_modules');
  for (const name of Object.keys(pkg.devDependencies)) t.notOk(existsSync(join(modules, name)), `no ${name} (a development package)`);
  for (const name of ['esbuild', 'node', 'typescript', '@typescript']) t.notOk(existsSync(join(modules, name)), `no ${name}`);
  for (const name of Object.keys(pkg.dependencies).filter((n) => !['node', 'esbuild'].includes(n))) t.ok(existsSync(join(modules, name)), `${name} is there`);
  t.same(readdirSync(join(modules, '.bin')).filter((bin) => ['node', 'esbuild', 'tsc', 'npm'].includes(bin)), [], 'no build tool in node_modules/.bin');
  for (const sources of ['server', 'views', 'emulator', 'islands', 'tests']) t.notOk(existsSync(join(assembly.app, sources)), `no ${sources}/ sources`);
  t.ok(assembly.total < 120 * 2 ** 20, `what the image adds to its base stays small: ${(assembly.total / 2 ** 20).toFixed(1)} MiB`);
});

t.test('the console runs from the image\'s files read-only, writing only to DATA_DIR', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-image-data-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  // As root, run as nobody, to whom the image's files (root's) are read-only; as anyone else, take the write bits away.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: 65534, gid: 65534 } : {};
  if (asRoot) {
    chownSync(dataDir, 65534, 65534);
    for (let dir = assembly.root; dir !== tmpdir(); dir = join(dir, '..')) chmodSync(dir, 0o755);
  } else {
    spawn('chmod', ['-R', 'a-w', assembly.root]);
  }
  const env = { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', EMULATOR_PORT: '0', EMULATOR_TELEMETRY_MS: '0', DATA_DIR: dataDir, HOME: dataDir };
  const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: assembly.app, env, stdio: ['ignore', 'pipe', 'pipe'], ...user });
  let output = '';
  child.stdout.on('data', (d) => { output += String(d); });
  child.stderr.on('data', (d) => { output += String(d); });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  t.teardown(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  const origin = (await eventually(() => {
    if (child.exitCode !== null) throw new Error(`the console exited: ${output}`);
    return /open (http:\/\/[^\s/]+)/.exec(output)?.[1];
  }, 'the start line'));
  const client = new ProxiedClient(origin);
  t.teardown(() => client.close());
  t.equal((await client.get('/healthz')).status, 200);
  t.equal((await client.signIn('/login', TENANT.username, TENANT.password)).status, 303, 'signed in: the session written to DATA_DIR');
  t.match((await client.get('/devices')).body, /Thermostat T1/);
  t.ok(existsSync(join(dataDir, 'sessions.sqlite')), 'sessions.sqlite in DATA_DIR');
  child.kill('SIGTERM');
  await exited;
  t.match(output, /"msg":"shut down"/, 'stops on SIGTERM');
  t.notMatch(output, /EACCES|EROFS|"level":[56]0/, 'no write refused, no error');
});

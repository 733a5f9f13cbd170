// The production server bundle (npm start, the Docker image): built with esbuild, started by plain node
// without the .tsx hook, with the embedded emulator loaded lazily from its own chunk.
import t from 'tap';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { Metafile } from 'esbuild';
import { buildServer } from '../../server/build-server.ts';
import { PROJECT_ROOT } from '../../server/project-root.ts';
import { eventually } from '../helpers/eventually.ts';

const pkg = JSON.parse(readFileSync(`${PROJECT_ROOT}package.json`, 'utf8')) as { dependencies: Record<string, string> };
const dictionary = (lang: string) => JSON.parse(readFileSync(`${PROJECT_ROOT}locales/${lang}/console.json`, 'utf8')) as { login: { login: string } };

/** A port nothing listens on right now (the server has no "any free port" setting for itself and its emulator). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** `lodash/fp` → lodash, `@scope/pkg/x` → @scope/pkg. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

// A folder of its own inside dist/, as the bundle finds locales/ and static/ by walking up to the project.
mkdirSync(`${PROJECT_ROOT}dist`, { recursive: true });
const outdir = mkdtempSync(join(PROJECT_ROOT, 'dist', 'test-')) + sep;
t.teardown(() => rmSync(outdir, { recursive: true, force: true }));
const metafile: Metafile = await buildServer(outdir);
const mainOutput = Object.keys(metafile.outputs).find((p) => p.endsWith('/server/main.js'));

t.test('bundle: one main entry, the emulator in a chunk loaded lazily, packages left in node_modules', async (t) => {
  if (!mainOutput) return t.fail('server/main.js is built');
  const main = metafile.outputs[mainOutput];
  const mainSources = Object.keys(main.inputs);
  t.ok(mainSources.some((p) => p.startsWith('views/') && p.endsWith('.tsx')), 'the .tsx views are compiled into main.js');
  t.notOk(mainSources.some((p) => p.startsWith('emulator/')), 'main.js itself holds no emulator code');
  const emulatorChunk = Object.entries(metafile.outputs).find(([, o]) => Object.keys(o.inputs).includes('emulator/index.ts'));
  if (!emulatorChunk) return t.fail('emulator/index.ts is in some output');
  const reached = main.imports.filter((i) => i.path === emulatorChunk[0]);
  t.ok(reached.length > 0, 'main.js imports the emulator chunk');
  t.ok(reached.every((i) => i.kind === 'dynamic-import'), 'only through a dynamic import');

  const external = new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)));
  const packages = [...external].filter((p) => !p.startsWith('node:')).map(packageName);
  t.ok(packages.includes('fastify') && packages.includes('react'), 'dependencies are imported, not inlined');
  // pino-pretty: readable logs on a developer's terminal, imported only then (server/logging/log-destination.ts).
  const developmentOnly = ['pino-pretty'];
  t.same(packages.filter((p) => !(p in pkg.dependencies) && !developmentOnly.includes(p)), [], 'every package the bundle imports is a production dependency (kept by npm prune)');
  const imports = Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external && developmentOnly.includes(packageName(i.path))));
  t.ok(imports.length > 0 && imports.every((i) => i.kind === 'dynamic-import'), 'development-only packages are imported only dynamically, when used');
  t.notOk(packages.includes('esbuild'), 'nothing compiles at run time');
  t.same([...external].filter((p) => p.startsWith('.') || p.startsWith('/')), [], 'no import leaves the bundle for a source file');
  t.ok(Object.keys(metafile.outputs).some((p) => p.endsWith('/server/main.js.map')), 'source maps are written');
  // One character beyond ASCII, even in a comment, and V8 holds the whole source as a two-byte string.
  const beyondAscii = Object.keys(metafile.outputs).filter((p) => p.endsWith('.js') && /[^\x00-\x7f]/.test(readFileSync(join(PROJECT_ROOT, p), 'utf8')));
  t.same(beyondAscii, [], 'every JavaScript file of the bundle is plain ASCII');
});

t.test('the bundled snapshot rasterizer draws a PNG in its own process', async (t) => {
  const worker = `${outdir}server/snapshots/raster-worker.js`;
  t.ok(Object.keys(metafile.outputs).some((p) => p.endsWith('/server/snapshots/raster-worker.js')), 'built as an entry of its own');
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // production runs without the .tsx hook
  const child = fork(worker, [], { serialization: 'advanced', env, execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  t.teardown(() => child.kill('SIGKILL'));
  const fonts = [`${PROJECT_ROOT}static/fonts/DejaVuSans.ttf`];
  const answer = await new Promise<{ id: number; png?: Uint8Array; error?: string }>((resolve) => {
    child.once('message', resolve);
    child.send({ id: 1, svg: '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>', fontFiles: fonts, fontFamily: 'DejaVu Sans' });
  });
  t.equal(answer.error, undefined);
  t.same([...Buffer.from(answer.png!).subarray(1, 4)].map((b) => String.fromCharCode(b)).join(''), 'PNG', 'a PNG');
  t.equal(Buffer.from(answer.png!).readUInt32BE(16), 20, 'of the SVG size');
});

t.test('the bundle starts with the embedded emulator, answers /healthz and renders /login in English and German', async (t) => {
  if (!mainOutput) return t.fail('server/main.js is built');
  const port = await freePort();
  const emulatorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'floorboard-bundle-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', EMULATOR_PORT: String(emulatorPort),
    EMULATOR_TELEMETRY_MS: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SESSION_SECRET: 'bundle-test-secret-0123456789abcdef0123456789',
  };
  delete env.PLATFORM_URL;
  delete env.NODE_OPTIONS; // tap passes the .tsx hook through NODE_OPTIONS; production runs without it
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [`${outdir}server/main.js`], { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => { output += String(d); });
  child.stderr!.on('data', (d) => { output += String(d); });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  t.teardown(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const origin = `http://127.0.0.1:${port}`;
  const answered = () => fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
  const healthy = await eventually(async () => child.exitCode !== null || (await answered()), 'the bundle to answer or exit')
    .then(() => child.exitCode === null, () => false);
  if (!healthy) return t.fail(`the bundle did not become healthy:\n${output}`);
  t.pass('/healthz answers 200');

  const english = await fetch(`${origin}/login`);
  t.equal(english.status, 200);
  const englishHtml = await english.text();
  t.match(englishHtml, /<html[^>]*lang="en-US"/, 'English by default');
  t.ok(englishHtml.includes(dictionary('en_US').login.login), 'English text from locales/');
  t.match(englishHtml, /<script[^>]*src="[^"]*\/sign-in-[^"]+\.js"/, 'the hashed sign-in script from static/build/manifest.json');

  const german = await fetch(`${origin}/login`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  t.equal(german.status, 200);
  const germanHtml = await german.text();
  t.match(germanHtml, /<html[^>]*lang="de-DE"/, 'German when the browser asks for it');
  t.ok(germanHtml.includes(dictionary('de_DE').login.login), 'German text from locales/');

  const emulatorAnswer = await fetch(`http://127.0.0.1:${emulatorPort}/api/auth/user`).then((r) => r.status, () => 0);
  t.equal(emulatorAnswer, 401, 'the embedded emulator answers on EMULATOR_PORT');

  child.kill('SIGTERM');
  t.equal(await exited, 0, 'stops cleanly on SIGTERM');
});

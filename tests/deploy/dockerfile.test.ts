// Dockerfile: multi-stage, non-root, healthy, and the runtime stage holds every file the server loads.
import t from 'tap';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, posix } from 'node:path';
import { copiedPaths, envOf, execForm, isCopied, parseDockerfile, splitFlags, stagesOf, workdirOf } from './dockerfile-parse.ts';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const instructions = parseDockerfile(dockerfile);
const stages = stagesOf(instructions);
const final = stages[stages.length - 1];

t.test('is a multi-stage build on Node 24 slim', async (t) => {
  t.ok(stages.length >= 2, 'at least two FROM');
  for (const stage of stages) t.match(stage.from, /^node:24(\.\d+)*-(bookworm-|trixie-)?slim$/, `FROM ${stage.from}`);
  const builders = stages.slice(0, -1).flatMap((s) => s.instructions).filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
  t.match(builders, /npm ci\b/, 'build stage installs from the lockfile');
  t.match(builders, /npm run build\b/, 'build stage bundles static/build');
  t.match(builders, /npm prune --omit=dev\b/, 'dev dependencies are pruned');
  t.notMatch(final.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n'), /npm (ci|install)\b/, 'runtime stage installs nothing');
});

t.test('runtime stage runs as a non-root user', async (t) => {
  const users = final.instructions.filter((i) => i.keyword === 'USER');
  t.ok(users.length > 0, 'USER in the final stage');
  const last = users[users.length - 1]?.args.split(':')[0] ?? 'root';
  t.notOk(['root', '0'].includes(last), `runs as ${last}`);
  const cmdLine = final.instructions.find((i) => i.keyword === 'CMD')?.line ?? Infinity;
  t.ok((users[users.length - 1]?.line ?? Infinity) < cmdLine, 'USER comes before CMD');
});

t.test('environment, port, data volume and stop signal', async (t) => {
  const env = envOf(final);
  t.equal(env.NODE_ENV, 'production');
  t.equal(env.PORT, '8080');
  t.equal(env.HOST, '0.0.0.0');
  t.equal(env.DATA_DIR, '/app/data');
  const exposed = final.instructions.filter((i) => i.keyword === 'EXPOSE').flatMap((i) => i.args.split(/\s+/));
  t.ok(exposed.some((p) => p.replace(/\/tcp$/, '') === env.PORT), 'EXPOSE matches PORT');
  const volumes = final.instructions.filter((i) => i.keyword === 'VOLUME').flatMap((i) => execForm(i.args) ?? i.args.split(/\s+/));
  t.ok(volumes.includes(env.DATA_DIR), 'DATA_DIR is a volume');
  const runs = final.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
  t.match(runs, new RegExp(`chown\\s+(-R\\s+)?node(:node)?\\s+${env.DATA_DIR}`), 'DATA_DIR is writable by the node user');
  t.equal(final.instructions.find((i) => i.keyword === 'STOPSIGNAL')?.args, 'SIGTERM');
});

t.test('CMD runs the server bundle with plain node, and the runtime stage holds what it loads', async (t) => {
  const cmd = execForm(final.instructions.find((i) => i.keyword === 'CMD')?.args ?? '');
  if (!cmd) return t.fail('CMD is in exec (JSON array) form');
  t.equal(cmd[0], 'node', 'the image\'s own node runs the server');
  t.equal(posix.normalize(cmd[cmd.length - 1]), 'dist/server/main.js');
  t.notOk(cmd.some((a) => a.startsWith('--import') || a.startsWith('--loader') || a.startsWith('--experimental')), 'no load hook: nothing is compiled at run time');

  const builds = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.build as string;
  t.match(builds, /server\/build-server\.ts/, '`npm run build` (run by the build stage) bundles the server into dist/');
  const buildRuns = stages.slice(0, -1).flatMap((s) => s.instructions).filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
  t.match(buildRuns, /rm -rf[^&]*node_modules\/esbuild\b/, 'esbuild, needed only to build, is not shipped');

  const workdir = workdirOf(final);
  const copies = copiedPaths(final);
  for (const c of copies) t.ok(c.from, `COPY into ${c.dest} takes the built files from an earlier stage`);
  // The bundle and its chunks (the embedded emulator among them), type "module" for its .js files, and the dependencies.
  for (const path of ['dist/server/main.js', 'dist/chunks', 'package.json', 'node_modules/fastify', 'node_modules/react']) {
    t.ok(isCopied(copies, posix.resolve(workdir, path)), `${path} is in the runtime stage`);
  }
  // Read from disk at run time rather than imported; server/project-root.ts finds them beside package.json.
  for (const dir of ['locales', 'static', 'static/build']) {
    t.ok(isCopied(copies, posix.resolve(workdir, dir)), `${dir}/ is in the runtime stage`);
  }
  for (const sources of ['server', 'views', 'emulator']) {
    t.notOk(isCopied(copies, posix.resolve(workdir, sources, 'x.ts')), `${sources}/ sources are not shipped (the bundle holds them)`);
  }
});

t.test('the image runs node as npm start does, with jemalloc as its allocator', async (t) => {
  const cmd = execForm(final.instructions.find((i) => i.keyword === 'CMD')?.args ?? '') ?? [];
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start as string;
  const startOptions = /\bnode((?:\s+--\S+)*)\s+dist\/server\/main\.js/.exec(start)?.[1].trim().split(/\s+/) ?? [];
  t.same(cmd.slice(1, -1), startOptions, 'the same node options as the start script');
  t.ok(startOptions.some((o) => /^--max-semi-space-size=\d+$/.test(o)), 'a bounded young generation');

  const env = envOf(final);
  const runs = final.instructions.filter((i) => i.keyword === 'RUN');
  const install = runs.find((i) => /apt-get install[^&]*\blibjemalloc2\b/.test(i.args));
  if (!install) return t.fail('the runtime stage installs libjemalloc2');
  t.match(install.args, /rm -rf \/var\/lib\/apt\/lists/, 'without keeping the package lists');
  t.match(install.args, new RegExp(`ln -s [^&]*libjemalloc[^&]* ${env.LD_PRELOAD?.replaceAll('.', '\\.')}$`), 'linked where LD_PRELOAD looks');
  const envLine = final.instructions.find((i) => i.keyword === 'ENV' && i.args.includes('LD_PRELOAD'))!;
  t.ok(install.line < envLine.line, 'installed before it is preloaded');
  t.match(env.MALLOC_CONF, /background_thread:true/, 'freed memory is returned in the background');
  t.match(env.MALLOC_CONF, /dirty_decay_ms:\d+/);
});

t.test('.dockerignore keeps local state out of the build context', async (t) => {
  const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split(/\r?\n/).map((l) => l.trim().replace(/^\/|\/$/g, '')).filter((l) => l && !l.startsWith('#'));
  for (const entry of ['node_modules', 'data', 'static/build', 'dist', 'tests/artifacts', '.git']) t.ok(ignored.includes(entry), `${entry} is ignored`);
  for (const needed of ['package.json', 'package-lock.json', 'server', 'views', 'islands', 'locales', 'static', 'emulator']) {
    t.notOk(ignored.includes(needed), `${needed} stays in the context`);
  }
});

t.test('HEALTHCHECK asks /healthz with node (no curl in slim images)', async (t) => {
  const health = final.instructions.find((i) => i.keyword === 'HEALTHCHECK');
  if (!health) return t.fail('HEALTHCHECK in the final stage');
  const { rest } = splitFlags(health.args);
  t.match(rest, /^CMD\s/, 'HEALTHCHECK CMD');
  const argv = execForm(rest.replace(/^CMD\s+/, ''));
  if (!argv) return t.fail('HEALTHCHECK CMD is in exec form');
  t.equal(argv[0], 'node');
  t.match(argv.join(' '), /127\.0\.0\.1/);
  t.match(argv.join(' '), /\/healthz/);

  // Run the command for real against a stand-in server on PORT: exit 0 when healthy, 1 otherwise.
  let status = 200;
  let hits = 0;
  const server = createServer((req, res) => {
    if (req.url === '/healthz') hits++;
    res.statusCode = req.url === '/healthz' ? status : 404;
    res.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  t.teardown(() => { if (server.listening) server.close(); });
  const port = String((server.address() as AddressInfo).port);
  const check = () => new Promise<number | null>((done) => {
    const child = spawn(process.execPath, argv.slice(1), { env: { ...process.env, ...envOf(final), PORT: port }, stdio: 'ignore' });
    child.on('exit', (code) => done(code));
  });
  t.equal(await check(), 0, 'healthy server: exit 0');
  status = 503;
  t.equal(await check(), 1, 'unhealthy server: exit 1');
  t.equal(hits, 2, 'both checks reached /healthz on PORT');
  await new Promise<void>((done) => server.close(() => done()));
  t.equal(await check(), 1, 'nothing listening: exit 1');
});

// docker-compose.yml: the three services wired together, validated by docker-compose itself when present.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const composeFile = join(root, 'docker-compose.yml');

type Service = {
  image?: string;
  build?: string | { context?: string };
  ports?: (string | number | { target?: number; published?: number | string })[];
  environment?: Record<string, unknown> | string[];
  depends_on?: string[] | Record<string, unknown>;
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  healthcheck?: { test?: string | string[]; start_period?: string };
  restart?: string;
  read_only?: boolean;
  tmpfs?: string | string[];
};
type Compose = { version?: string; services?: Record<string, Service>; volumes?: Record<string, unknown> };

/** A Python 3 that can `import yaml` (Debian's python3-yaml; docker-compose depends on it too). */
function yamlPython(): string | undefined {
  for (const candidate of ['/usr/bin/python3', 'python3']) {
    const probe = spawnSync(candidate, ['-c', 'import yaml'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

function parseYaml(python: string, file: string): Compose {
  const script = 'import json, sys, yaml\nwith open(sys.argv[1]) as f: print(json.dumps(yaml.safe_load(f)))';
  const run = spawnSync(python, ['-c', script, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`cannot parse ${file}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Compose;
}

function envMap(environment: Service['environment']): Record<string, string> {
  if (!environment) return {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(environment.map((entry) => {
      const eq = entry.indexOf('=');
      return eq < 0 ? [entry, ''] : [entry.slice(0, eq), entry.slice(eq + 1)];
    }));
  }
  return Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, v == null ? '' : String(v)]));
}

/** [published, target] pairs; published is undefined when the port is only exposed to the network. */
function portPairs(ports: Service['ports']): [string | undefined, string][] {
  return (ports ?? []).map((p) => {
    if (typeof p === 'object') return [p.published === undefined ? undefined : String(p.published), String(p.target)];
    const parts = String(p).replace(/\/(tcp|udp)$/, '').split(':');
    const target = parts.pop()!;
    return [parts.length ? parts.pop() : undefined, target];
  });
}

function dependencies(dependsOn: Service['depends_on']): string[] {
  if (!dependsOn) return [];
  return Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
}

function volumeMounts(volumes: Service['volumes']): { source?: string; target: string }[] {
  return (volumes ?? []).map((v) => {
    if (typeof v === 'object') return { source: v.source, target: v.target ?? '' };
    const parts = v.split(':');
    return parts.length === 1 ? { target: parts[0] } : { source: parts[0], target: parts[1] };
  });
}

function healthTest(service: Service): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : test ?? '';
}

function hasCommand(name: string): boolean {
  return spawnSync(name, ['version'], { stdio: 'ignore' }).status === 0;
}

const python = yamlPython();
if (!python) {
  // tests/setup/system-deps.sh installs python3-yaml; CI must not pass by skipping.
  if (process.env.CI) t.fail('python3 with PyYAML is missing: run `bash tests/setup/system-deps.sh` as root');
  else t.plan(0, 'python3 with PyYAML is missing: run `bash tests/setup/system-deps.sh` as root');
} else {
  const compose = parseYaml(python, composeFile);
  const services = compose.services ?? {};

  t.test('uses the version-less compose specification with the three services', async (t) => {
    t.equal(compose.version, undefined, 'no obsolete top-level version key');
    t.same(Object.keys(services).sort(), ['console', 'redis', 'thingsboard']);
  });

  t.test('console is built from this repository and published on 8080', async (t) => {
    const app = services.console!;
    const build = app.build;
    t.equal(typeof build === 'object' ? build.context ?? '.' : build, '.', 'build context is the repository');
    t.ok(portPairs(app.ports).some(([published, target]) => published === '8080' && target === '8080'), 'publishes 8080:8080');
    t.equal(app.restart, 'unless-stopped');
    t.match(healthTest(app), /\/healthz/, 'healthcheck hits /healthz');
  });

  t.test('console reaches ThingsBoard and Redis by service name', async (t) => {
    const env = envMap(services.console!.environment);
    const platform = new URL(env.PLATFORM_URL ?? '');
    t.equal(platform.protocol, 'http:');
    t.equal(platform.hostname, 'thingsboard', 'PLATFORM_URL names the thingsboard service');
    const tbEnv = envMap(services.thingsboard!.environment);
    const tbHttpPort = tbEnv.HTTP_BIND_PORT || '9090'; // the tb-postgres image listens on 9090 by default
    t.equal(platform.port, tbHttpPort, 'PLATFORM_URL uses the ThingsBoard HTTP port');
    const tbTargets = portPairs(services.thingsboard!.ports).map(([, target]) => target);
    if (tbTargets.length) t.ok(tbTargets.includes(tbHttpPort), 'the port ThingsBoard publishes is the one the console uses');

    const redis = new URL(env.REDIS_URL ?? '');
    t.equal(redis.protocol, 'redis:');
    t.equal(redis.hostname, 'redis', 'REDIS_URL names the redis service');
    t.equal(redis.port || '6379', '6379');

    t.ok('SESSION_SECRET' in env, 'SESSION_SECRET is passed through');
    t.match(env.SESSION_SECRET, /^\$\{SESSION_SECRET(:?[-?].*)?\}$/, 'SESSION_SECRET comes from the environment, no secret in the file');
    for (const name of ['TRUST_PROXY', 'BASE_PATH', 'PUBLIC_URL', 'MAP_TILE_URL']) {
      t.match(env[name], new RegExp(`^\\$\\{${name}(:?-.*)?\\}$`), `${name} is passed through with a default`);
    }
    t.same(dependencies(services.console!.depends_on).sort(), ['redis', 'thingsboard']);
  });

  t.test('the console starts once Redis and ThingsBoard are healthy', async (t) => {
    const dependsOn = services.console!.depends_on;
    if (!dependsOn || Array.isArray(dependsOn)) return t.fail('depends_on with conditions');
    for (const name of ['redis', 'thingsboard']) {
      t.same(dependsOn[name], { condition: 'service_healthy' }, `${name}: service_healthy`);
      t.ok(healthTest(services[name]!), `${name} has a health check to wait for`);
    }
    t.match(healthTest(services.thingsboard!), /localhost:9090\/api\/noauth\//, 'ThingsBoard is healthy once its REST API answers');
    t.match(services.thingsboard!.healthcheck?.start_period, /^\d+[sm]$/, 'with a start period for the first start\'s database install');
  });

  t.test('the console runs read-only, writing only to its data volume and a tmpfs', async (t) => {
    const app = services.console!;
    t.equal(app.read_only, true, 'read_only: true');
    const tmpfs = Array.isArray(app.tmpfs) ? app.tmpfs : app.tmpfs ? [app.tmpfs] : [];
    t.ok(tmpfs.some((entry) => entry.split(':')[0] === '/tmp'), '/tmp is a tmpfs');
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const dataDir = /DATA_DIR=(\S+)/.exec(dockerfile)?.[1];
    t.ok(dataDir && volumeMounts(app.volumes).some((m) => m.target === dataDir && m.source), `DATA_DIR (${dataDir}) is a volume`);
  });

  t.test('redis is private, checked and persistent', async (t) => {
    const redis = services.redis!;
    t.match(redis.image, /^redis:7(\.\d+)*-alpine$/);
    t.equal(portPairs(redis.ports).filter(([published]) => published !== undefined).length, 0, 'no published port');
    t.match(healthTest(redis), /redis-cli\s+ping/);
    t.ok(volumeMounts(redis.volumes).some((m) => m.target === '/data' && m.source), 'data in a volume');
  });

  t.test('thingsboard runs the 3.4.4 single-instance image with an in-memory queue', async (t) => {
    const tb = services.thingsboard!;
    t.equal(tb.image, 'thingsboard/tb-postgres:3.4.4');
    t.equal(envMap(tb.environment).TB_QUEUE_TYPE, 'in-memory');
    const targets = volumeMounts(tb.volumes).map((m) => m.target);
    t.ok(targets.includes('/data'), 'database and install marker in a volume');
    t.ok(targets.includes('/var/log/thingsboard'), 'logs in a volume');
  });

  t.test('every named volume a service mounts is declared', async (t) => {
    const declared = Object.keys(compose.volumes ?? {});
    for (const [name, service] of Object.entries(services)) {
      for (const { source } of volumeMounts(service.volumes)) {
        if (!source || source.startsWith('.') || source.startsWith('/') || source.startsWith('~')) continue;
        t.ok(declared.includes(source), `${name}: volume ${source} is declared at the bottom`);
      }
    }
  });

  t.test('docker-compose accepts the file', { skip: hasCommand('docker-compose') ? false : 'docker-compose is not installed' }, async (t) => {
    // An empty env file keeps a developer's .env out of the result.
    const dir = mkdtempSync(join(tmpdir(), 'floorboard-compose-'));
    const envFile = join(dir, 'empty.env');
    writeFileSync(envFile, '');
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME ?? dir };
    const run = (extra: NodeJS.ProcessEnv, args: string[]) =>
      spawnSync('docker-compose', ['-f', composeFile, '--env-file', envFile, 'config', ...args], {
        cwd: root,
        env: { ...env, ...extra },
        encoding: 'utf8',
      });

    const quiet = run({}, ['-q']);
    t.equal(quiet.status, 0, `config -q exits 0 with nothing set${quiet.stderr ? `: ${quiet.stderr}` : ''}`);

    const secret = 'x'.repeat(40);
    const full = run({ SESSION_SECRET: secret, BASE_PATH: '/floorboard', TRUST_PROXY: '1' }, []);
    t.equal(full.status, 0, 'config renders');
    const normalized = join(dir, 'normalized.yml');
    writeFileSync(normalized, full.stdout);
    const resolved = parseYaml(python, normalized);
    const env2 = envMap(resolved.services?.console?.environment);
    t.equal(env2.SESSION_SECRET, secret, 'SESSION_SECRET interpolated from the environment');
    t.equal(env2.BASE_PATH, '/floorboard');
    t.equal(env2.TRUST_PROXY, '1');
    t.equal(env2.PLATFORM_URL, 'http://thingsboard:9090');
  });
}

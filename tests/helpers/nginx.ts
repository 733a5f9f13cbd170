// Debian's nginx in front of console replicas, running the README's configuration with this test's addresses:
// a loopback port, a self-signed certificate, its own prefix folder (no system paths), `daemon off`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/project-root.ts';
import { eventually } from './eventually.ts';
import { freePort } from '../bench/processes.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

const NGINX = '/usr/sbin/nginx';

/** The README's example (its first nginx block): an upstream of replicas and a TLS server with the console's locations. */
export function readmeNginxExample(): string {
  const readme = readFileSync(`${PROJECT_ROOT}README.md`, 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md has no nginx example');
  return block[1];
}

export interface NginxOptions {
  /** host:port of each replica, in the upstream's order. */
  upstreams: string[];
  /** The console's BASE_PATH: '/console' as in the README, or '' for the root of the site. */
  basePath: string;
}

/** The example with this test's listen address, certificate and replicas; at the root when basePath is empty. */
export function exampleFor(example: string, options: NginxOptions & { port: number; certificate: string; key: string }): string {
  const servers = options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n');
  let conf = example
    .replace(/^\s*server \d+\.\d+\.\d+\.\d+:\d+[^;]*;\n/gm, '')
    .replace(/(upstream floorboard \{\n(?:\s*#.*\n)*)/, `$1${servers}\n`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${options.port} ssl;`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${options.certificate};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${options.key};`);
  if (options.basePath !== '/console') conf = conf.replaceAll('location /console/', `location ${options.basePath}/`).replaceAll('location /console/live', `location ${options.basePath}/live`);
  return conf;
}

export interface RunningNginx {
  origin: string;
  config: string;
  errorLog(): string;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
function certificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'console.crt');
  const key = join(dir, 'console.key');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return { certificate, key };
}

export async function startNginx(t: Teardown, options: NginxOptions): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = await freePort();
  const { certificate: cert, key } = certificate(dir);
  const server = exampleFor(readmeNginxExample(), { ...options, port, certificate: cert, key });
  // As root, nginx would run its workers as nobody, who cannot enter this private folder.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const config = `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => { stderr += String(d); });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${errorLog()}`);
    return new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  }, 'nginx to listen');
  return { origin: `https://127.0.0.1:${port}`, config, errorLog };
}

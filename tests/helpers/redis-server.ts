import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { RedisConnection } from '../../server/session/redis-connection.ts';
import { eventually } from './eventually.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A real redis-server on a loopback port for the test's lifetime (installed by tests/setup). */
export async function startRedis(t: { teardown(fn: () => unknown): void }): Promise<string> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  t.teardown(() => child.kill('SIGTERM'));
  const url = `redis://127.0.0.1:${port}`;
  const answers = async () => {
    const probe = new RedisConnection(url);
    try {
      return (await probe.command('PING')) === 'PONG';
    } catch {
      return false;
    } finally {
      await probe.close().catch(() => {});
    }
  };
  await eventually(answers, 'redis-server to answer PING');
  return url;
}

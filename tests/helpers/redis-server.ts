import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { RedisConnection } from '../../server/session/redis-connection.ts';

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
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = new RedisConnection(url);
    try {
      if ((await probe.command('PING')) === 'PONG') return url;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await probe.close().catch(() => {});
    }
  }
  throw new Error('redis-server did not start');
}

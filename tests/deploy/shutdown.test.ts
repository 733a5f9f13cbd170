// Issue 19: SIGTERM stops accepting connections, lets the request in flight finish and exits 0; a request that does
// not finish within SHUTDOWN_TIMEOUT_MS is cut and the process exits 1. The console runs as production runs it.
import t from 'tap';
import { connect } from 'node:net';
import { startEmulator } from '../../emulator/index.ts';
import { startFaultProxy } from '../helpers/fault-proxy.ts';
import { startConsoleProcess, type ConsoleProcess } from '../helpers/console-process.ts';
import { ProxiedClient } from '../helpers/proxied-client.ts';
import { eventually } from '../helpers/eventually.ts';
import { TENANT } from '../helpers/console.ts';

const emulator = await startEmulator({ port: 0 });
t.teardown(() => emulator.close());
const proxy = await startFaultProxy(emulator.url);
t.teardown(() => proxy.close());

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** A signed-in client with a device list request held at the platform, in flight on the console. */
async function requestInFlight(t: { teardown(fn: () => unknown): void }, c: ConsoleProcess) {
  const client = new ProxiedClient(c.origin);
  t.teardown(() => client.close());
  t.teardown(() => proxy.release());
  if ((await client.signIn('/login', TENANT.username, TENANT.password)).status !== 303) throw new Error('sign-in failed');
  proxy.fault('GET', '/api/tenant/deviceInfos', { kind: 'hold' }, 1);
  const slow = client.get('/devices').then((res) => res, (err: Error) => err);
  await eventually(() => proxy.held() === 1, 'the device list call to be held at the platform');
  return { slow };
}

t.test('SIGTERM: the request in flight completes, new connections are refused, exit 0', async (t) => {
  const c = await startConsoleProcess(t, { PLATFORM_URL: proxy.url, SHUTDOWN_TIMEOUT_MS: '60000' });
  const { slow } = await requestInFlight(t, c);
  c.child.kill('SIGTERM');
  await eventually(() => refusesConnections(c.port), 'new connections to be refused');
  t.pass('new connections are refused while the request is in flight');
  t.equal(c.child.exitCode, null, 'still running: the request is not finished');
  proxy.release();
  const res = await slow;
  if (res instanceof Error) return t.fail(`the request in flight failed: ${res.message}`);
  t.equal(res.status, 200, 'the request in flight got its answer');
  t.match(res.body, /Thermostat T1/);
  t.equal(await c.exited, 0, 'exit 0: everything finished within the limit');
  t.match(c.output(), /"signal":"SIGTERM".*shutting down/);
  t.match(c.output(), /"msg":"shut down"/);
});

t.test('SIGTERM with a request that does not finish: cut after SHUTDOWN_TIMEOUT_MS, exit 1', async (t) => {
  const c = await startConsoleProcess(t, { PLATFORM_URL: proxy.url, SHUTDOWN_TIMEOUT_MS: '300' });
  const { slow } = await requestInFlight(t, c);
  c.child.kill('SIGTERM');
  t.equal(await c.exited, 1, 'exit 1 once the limit passed, with the platform still holding the call');
  t.ok((await slow) instanceof Error, 'the unfinished request was cut');
  t.match(c.output(), /shutdown timed out/);
});

t.test('SIGINT (Ctrl-C) shuts down the same way', async (t) => {
  const c = await startConsoleProcess(t, { PLATFORM_URL: proxy.url });
  c.child.kill('SIGINT');
  t.equal(await c.exited, 0);
  t.match(c.output(), /"signal":"SIGINT"/);
});

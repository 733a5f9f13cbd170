// Issue 19: request lines at debug, so that the default level (info) logs what needs attention; errors always.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';

async function consoleLoggingAt(test: { teardown(fn: () => unknown): void }, level: string) {
  const lines: Record<string, unknown>[] = [];
  const c = await startConsole(test, { log: (line) => lines.push(line), logLevel: level });
  return { c, lines };
}

t.test('at info: no line per request, but a failed request is logged', async (t) => {
  const { c, lines } = await consoleLoggingAt(t, 'info');
  const client = c.client();
  t.equal((await client.signIn(TENANT.username, TENANT.password)).statusCode, 303);
  t.equal((await client.get('/devices')).statusCode, 200);
  t.equal((await client.get('/no/such/page')).statusCode, 404);
  t.same(lines.filter((l) => /incoming request|request completed|not found/.test(String(l.msg))), [], 'no request lines');
  c.proxy.fault('GET', '/api/tenant/deviceInfos', { kind: 'non-json' });
  t.equal((await client.get('/devices')).statusCode, 502);
  t.ok(lines.some((l) => l.level === 50 && typeof l.reqId === 'string'), 'the failure is logged at error with its request id');
});

t.test('at debug: every request, coming and answered', async (t) => {
  const { c, lines } = await consoleLoggingAt(t, 'debug');
  await c.client().get('/login');
  await c.client().get('/no/such/page');
  const debug = lines.filter((l) => l.level === 20).map((l) => String(l.msg));
  t.equal(debug.filter((m) => m === 'incoming request').length, 2);
  t.equal(debug.filter((m) => m === 'request completed').length, 2);
  t.ok(lines.some((l) => l.msg === 'request completed' && (l.res as { statusCode?: number } | undefined)?.statusCode === 404), 'the unknown address, with its status');
});

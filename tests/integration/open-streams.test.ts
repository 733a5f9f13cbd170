// Issue 19: what the live-data streams get from a replica that shuts down: counted while open, told to reconnect
// (an SSE `retry` and the end of the stream, which EventSource reconnects from, through the proxy to another
// replica), and not waited for, so that the shutdown finishes.
import t from 'tap';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startConsole } from '../helpers/console.ts';
import { eventually } from '../helpers/eventually.ts';
import { endForReconnect, RECONNECT_RETRY_MS } from '../../server/lifecycle/open-streams.ts';

t.test('a replica shutting down ends its streams with a reconnect hint, and the shutdown does not wait for them', async (t) => {
  const c = await startConsole(t);
  // A stream as the realtime module opens one: counted in app.openStreams until it ends.
  c.app.get('/test-stream', { config: { access: 'public' } }, (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'x-accel-buffering': 'no' });
    reply.raw.write(': open\n\n');
    const release = c.app.openStreams.add({ reconnectElsewhere: () => endForReconnect(reply.raw) });
    request.raw.on('close', release);
  });
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = c.app.server.address() as AddressInfo;

  const received: string[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/test-stream' }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
      res.on('end', resolve);
    }).on('error', reject).end();
  });
  await eventually(() => received.join('').includes(': open'), 'the stream to open');
  t.equal(c.app.openStreams.size, 1);
  const metrics = await c.app.inject('/metrics');
  t.match(metrics.body, /^floorboard_sse_streams_open 1$/m, 'counted in the gauge');

  await c.app.close();
  await ended;
  t.match(received.join(''), new RegExp(`retry: ${RECONNECT_RETRY_MS}\\n\\n$`), 'the last thing the stream said: reconnect after a moment');
  t.equal(c.app.openStreams.size, 0, 'released');
  t.ok(c.app.openStreams.draining, 'new streams can see the replica is going away');
});

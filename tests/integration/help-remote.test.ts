import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteHelp, readLocalHelp } from '../../server/help/help-fetcher.ts';

t.test('remote help: found, missing, oversized, unreachable; cached with an expiry', async (t) => {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/ok.md') res.writeHead(200, { 'content-type': 'text/markdown' }).end('# Hallo Ä');
    else if (req.url === '/big.md') res.writeHead(200).end('x'.repeat(600 * 1024));
    else if (req.url === '/redirect.md') res.writeHead(302, { location: '/ok.md' }).end();
    else res.writeHead(404).end('nope');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let now = 1_000_000;
  const remote = new RemoteHelp(() => now);
  t.equal(await remote.fetch(`${base}/ok.md`), '# Hallo Ä', 'UTF-8 markdown');
  t.equal(await remote.fetch(`${base}/missing.md`), null, '404 is no page');
  t.equal(await remote.fetch(`${base}/big.md`), null, 'more than 512 KB is refused');
  t.equal(await remote.fetch(`${base}/redirect.md`), null, 'redirects are not followed');
  t.equal(await remote.fetch('file:///etc/passwd'), null, 'only http(s)');
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x.md`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  t.equal(await remote.fetch(closedUrl), null, 'a server that is down');

  const before = hits.length;
  await remote.fetch(`${base}/ok.md`);
  await remote.fetch(`${base}/missing.md`);
  t.equal(hits.length, before, 'found pages and misses are cached');
  now += 61_000;
  await remote.fetch(`${base}/ok.md`);
  await remote.fetch(`${base}/missing.md`);
  t.same(hits.slice(before), ['/missing.md'], 'a miss is asked again after a minute, a found page is kept');
  now += 10 * 60_000;
  await remote.fetch(`${base}/ok.md`);
  t.same(hits.slice(before), ['/missing.md', '/ok.md'], 'a found page expires after ten minutes');
});

t.test('local help copies', async (t) => {
  t.match(await readLocalHelp('en_US', 'index'), /^# Floorboard help/);
  t.match(await readLocalHelp('en_US', 'partials/getting-around'), /^## Getting around/);
  t.equal(await readLocalHelp('en_US', '../console'), null, 'no way out of the help folder');
  t.equal(await readLocalHelp('../x', 'index'), null, 'the language must look like one');
  t.equal(await readLocalHelp('ko_KR', 'index'), null, 'no Korean copy');
});

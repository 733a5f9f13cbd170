import t from 'tap';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { buildTestApp, ConsoleClient, startConsole, TENANT } from '../helpers/console.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTileServer, tileImage } from '../helpers/tile-server.ts';

function dataDir(t: { teardown(fn: () => unknown): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-tiles-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function cachedBytes(dir: string): number {
  const root = join(dir, 'tiles');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

const maxAge = (header: unknown) => Number(/max-age=(\d+)/.exec(String(header))?.[1] ?? NaN);

t.test('without MAP_TILE_URL the console fetches no tile', async (t) => {
  const tiles = await startTileServer(t);
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const res = await client.get('/tiles/3/1/2.png');
  t.equal(res.statusCode, 404);
  t.equal(tiles.requests.length, 0, 'nothing asked of any provider');
});

t.test('a tile: fetched once with the console as User-Agent, then from the cache; honest cache headers; 304', async (t) => {
  const tiles = await startTileServer(t);
  const clock = new TestClock();
  const c = await startConsole(t, { clock, env: { MAP_TILE_URL: tiles.template } });
  const anonymous = await c.client().get('/tiles/3/1/2.png');
  t.equal(anonymous.statusCode, 401, 'signed out: no tile');
  t.notOk(anonymous.headers.location, 'and no redirect anywhere');
  t.equal(tiles.requests.length, 0);

  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const first = await client.get('/tiles/3/1/2.png');
  t.equal(first.statusCode, 200);
  t.equal(first.headers['content-type'], 'image/png');
  t.same(first.rawPayload, tileImage(3, 1, 2), "the provider's image");
  t.equal(maxAge(first.headers['cache-control']), 3600, "the provider's freshness, no more");
  t.equal(tiles.count('3/1/2'), 1);
  t.match(tiles.requests[0].userAgent, /^Floorboard\/\S+ \(IoT web console, map tile proxy\)$/);

  clock.advance(600_000);
  const second = await client.get('/tiles/3/1/2.png');
  t.same(second.rawPayload, first.rawPayload);
  t.equal(tiles.count('3/1/2'), 1, 'a cache hit asks the provider nothing');
  t.equal(maxAge(second.headers['cache-control']), 3000, 'the freshness left, ten minutes later');
  const etag = String(second.headers.etag);
  t.equal((await client.get('/tiles/3/1/2.png', { 'if-none-match': etag })).statusCode, 304, 'the browser revalidates with the ETag');

  clock.advance(3_000_000 + 1000);
  const stale = await client.get('/tiles/3/1/2.png');
  t.equal(tiles.count('3/1/2'), 2, 'stale: the provider is asked again');
  t.equal(tiles.requests.at(-1)!.ifNoneMatch, '"t-3-1-2"', "with the provider's validator");
  t.same(stale.rawPayload, first.rawPayload, 'not modified: the cached image');
  t.equal(maxAge(stale.headers['cache-control']), 3600, 'fresh again');

  for (const bad of ['/tiles/3/8/0.png', '/tiles/20/0/0.png', '/tiles/3/0/9.png']) t.equal((await client.get(bad)).statusCode, 404, `${bad}: no such tile`);
  t.equal((await client.get('/tiles/a/0/0.png')).statusCode, 404, 'an address that names no tile: not found, as every malformed address part');
  t.equal(tiles.requests.length, 2, 'bad addresses ask the provider nothing');
});

t.test('provider failures: a blank tile, never a 500 or a redirect; a stale tile when one is kept', async (t) => {
  const tiles = await startTileServer(t);
  const clock = new TestClock();
  const c = await startConsole(t, { clock, env: { MAP_TILE_URL: tiles.template } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  tiles.behave('4/1/1', { kind: 'status', status: 500 });
  tiles.behave('4/1/2', { kind: 'status', status: 302, headers: { location: 'https://tile.example.org/4/1/2.png' } });
  tiles.behave('4/1/3', { kind: 'body', body: Buffer.from('<html>quota exceeded</html>'), contentType: 'text/html' });
  for (const tile of ['4/1/1', '4/1/2', '4/1/3']) {
    const res = await client.get(`/tiles/${tile}.png`);
    t.equal(res.statusCode, 200, `${tile}: answered`);
    t.notOk(res.headers.location, `${tile}: not sent to the provider`);
    t.equal(res.headers['cache-control'], 'no-store', `${tile}: the browser asks again next time`);
    const png = PNG.sync.read(res.rawPayload);
    t.same([png.width, png.height, png.data[0], png.data[1], png.data[2]], [256, 256, 0xe5, 0xe5, 0xe5], `${tile}: a blank grey tile`);
  }
  await client.get('/tiles/4/1/1.png');
  t.equal(tiles.count('4/1/1'), 2, 'a blank tile is not cached');

  t.equal((await client.get('/tiles/4/2/2.png')).statusCode, 200);
  clock.advance(3_600_000 + 1000);
  tiles.behave('4/2/2', { kind: 'status', status: 503 });
  const stale = await client.get('/tiles/4/2/2.png');
  t.same(stale.rawPayload, tileImage(4, 2, 2), 'the provider fails: the stale tile');
  t.equal(stale.headers['cache-control'], 'no-cache');
});

t.test('the cache stays within MAP_TILE_CACHE_MB, least recently used out first, and survives a restart', async (t) => {
  const tiles = await startTileServer(t);
  const dir = dataDir(t);
  const env = { MAP_TILE_URL: tiles.template, MAP_TILE_CACHE_MB: '1', DATA_DIR: dir };
  const c = await startConsole(t, { env });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  // Large tiles (300 KiB each): four of them pass the bound of 1 MiB.
  const big = (n: number) => Buffer.concat([tileImage(5, n, 0), Buffer.alloc(300 * 1024, n)]);
  for (let n = 0; n < 4; n++) tiles.behave(`5/${n}/0`, { kind: 'body', body: big(n), contentType: 'image/png', headers: { 'cache-control': 'max-age=86400' } });
  for (const n of [0, 1, 2]) await client.get(`/tiles/5/${n}/0.png`);
  await client.get('/tiles/5/0/0.png');
  t.equal(tiles.count('5/0/0'), 1, 'tile 0 from the cache, now the most recently used');
  await client.get('/tiles/5/3/0.png');
  t.ok(cachedBytes(dir) <= 1024 * 1024, `the cache holds ${cachedBytes(dir)} bytes, within 1 MiB`);
  await client.get('/tiles/5/1/0.png');
  t.equal(tiles.count('5/1/0'), 2, 'the least recently used tile was evicted');
  await client.get('/tiles/5/3/0.png');
  t.equal(tiles.count('5/3/0'), 1, 'the newest stayed');

  const restarted = await buildTestApp(t, c.proxy.url, { env });
  const again = new ConsoleClient(restarted);
  await again.signIn(TENANT.username, TENANT.password);
  const res = await again.get('/tiles/5/3/0.png');
  t.same(res.rawPayload, big(3));
  t.equal(tiles.count('5/3/0'), 1, 'a restarted console answers from the cache on disk');
});

t.test('at most two provider requests at a time per process; the same tile asked twice is fetched once', async (t) => {
  const tiles = await startTileServer(t);
  const c = await startConsole(t, { env: { MAP_TILE_URL: tiles.template } });
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  tiles.hold();
  const asked = [0, 1, 2, 3, 4, 0].map((x) => client.get(`/tiles/6/${x}/7.png`));
  await eventually(() => tiles.held() === 2, 'two requests at the provider');
  tiles.release();
  const answers = await Promise.all(asked);
  t.ok(answers.every((r) => r.statusCode === 200 && r.headers['content-type'] === 'image/png'));
  t.equal(tiles.maxInFlight, 2, 'never more than two at once');
  t.equal(tiles.count('6/0/7'), 1, 'one fetch for the tile asked twice');
  t.equal(tiles.requests.length, 5);
});

import t from 'tap';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, ConsoleClient, startConsole, TENANT } from '../helpers/console.ts';
import { withEmulator } from '../helpers/emulator.ts';

interface HelpPlatform {
  url: string;
  helpRequests: string[];
}

/**
 * A platform whose help base URL points at this same server: /help/<lang>/<page>.md comes from
 * `pages`, /api/uiSettings/helpBaseUrl answers that base, everything else goes to the emulator.
 */
async function platformWithHelp(t: { teardown(fn: () => unknown): void }, target: string, pages: Record<string, string>): Promise<HelpPlatform> {
  const to = new URL(target);
  const helpRequests: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    if (path === '/api/uiSettings/helpBaseUrl') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`${base}/remote-help`);
      return;
    }
    if (path.startsWith('/remote-help/')) {
      helpRequests.push(path);
      const page = pages[path.slice('/remote-help/help/'.length)];
      if (page === undefined) res.writeHead(404).end('missing');
      else res.writeHead(200, { 'content-type': 'text/markdown' }).end(page);
      return;
    }
    const upstream = httpRequest({ host: to.hostname, port: to.port, method: req.method, path, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.teardown(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
  return { url: base, helpRequests };
}

t.test('without PUBLIC_URL or a trusted proxy, the Host header never becomes an address', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const res = await client.get('/help/index', { host: 'evil.example' });
  t.equal(res.statusCode, 200);
  t.notMatch(res.body, /evil\.example/);
  t.match(res.body, /The console's address is \./, '${baseUrl} stays relative');
  const proxied = await buildTestApp(t, c.proxy.url, { env: { TRUST_PROXY: 'true' } });
  const behindProxy = new ConsoleClient(proxied);
  await behindProxy.signIn(TENANT.username, TENANT.password);
  const forwarded = await behindProxy.get('/help/index', { 'x-forwarded-host': 'console.example:8443', 'x-forwarded-proto': 'https' });
  t.match(forwarded.body, /The console's address is https:\/\/console\.example:8443\./, 'the trusted forwarded host');
});

t.test('help pages from the local copy', async (t) => {
  const c = await startConsole(t, { env: { PUBLIC_URL: 'https://console.example' } });
  const client = c.client();

  const anonymous = await client.get('/help/index');
  t.equal(anonymous.statusCode, 303, 'signed-in users only');
  t.equal(anonymous.headers.location, '/login');

  await client.get('/login', { 'accept-language': 'en-US' });
  await client.signIn(TENANT.username, TENANT.password);

  t.test('rendered markdown with includes and variables', async (t) => {
    const res = await client.get('/help/index');
    t.equal(res.statusCode, 200);
    t.match(res.body, /<title>Floorboard \| Floorboard help<\/title>/, 'title from the first heading');
    t.match(res.body, /<article class="help-page"><h1 id="floorboard-help">Floorboard help<\/h1>/);
    t.match(res.body, /<a href="devices">Devices<\/a>/, 'relative links stay relative');
    t.match(res.body, /<h2 id="getting-around">Getting around<\/h2>/, 'the include was expanded');
    t.match(res.body, /The console's address is https:\/\/console\.example\./, '${baseUrl} filled in from PUBLIC_URL');
  });

  t.test('falls back to the default language, marked as such', async (t) => {
    client.jar.store('floorboard_lang=ja_JP; Path=/');
    const index = await client.get('/help/index');
    t.match(index.body, /<article class="help-page"><h1[^>]*>Floorboard ヘルプ<\/h1>/, 'the Japanese copy exists');
    const devices = await client.get('/help/devices');
    t.equal(devices.statusCode, 200);
    t.match(devices.body, /<article class="help-page" lang="en-US" dir="ltr"><h1 id="devices">Devices<\/h1>/, 'English text, labelled English');
    t.match(devices.body, /<html lang="ja-JP"/, 'the shell stays Japanese');
    client.jar.store('floorboard_lang=fa_IR; Path=/');
    const persian = await client.get('/help/devices');
    t.match(persian.body, /<html lang="fa-IR" dir="rtl"/);
    t.match(persian.body, /<article class="help-page" lang="en-US" dir="ltr">/, 'English text inside a Persian page runs left to right');
    client.jar.store('floorboard_lang=en_US; Path=/');
  });

  t.test('unknown and malicious names are a 404 help page', async (t) => {
    for (const path of ['/help/nope', '/help/..%2F..%2Fpackage', '/help/index.md']) {
      const res = await client.get(path);
      t.equal(res.statusCode, 404, path);
      t.match(res.body, /Help page not found/, path);
    }
  });
});

t.test('help pages from the platform help base URL, fetched by the server', async (t) => {
  const emulator = await withEmulator(t);
  const platform = await platformWithHelp(t, emulator.url, {
    'de_DE/devices.md': '# Geräte von fern\n\n<script>alert(1)</script> [x](javascript:alert(1)) ${helpBaseUrl}',
    'en_US/only-remote.md': '# Remote only\n\n{% include partials/getting-around %}',
  });
  const app = await buildTestApp(t, platform.url);
  const client = new ConsoleClient(app);
  await client.get('/login', { 'accept-language': 'de-DE' });
  await client.signIn(TENANT.username, TENANT.password);

  const remote = await client.get('/help/devices');
  t.equal(remote.statusCode, 200);
  t.match(remote.body, /<h1 id="geräte-von-fern">Geräte von fern<\/h1>/, 'the remote page wins over the local copy');
  t.match(remote.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt; x http:\/\/127\.0\.0\.1:\d+\/remote-help/, 'sanitized; ${helpBaseUrl} is the remote base');
  t.notMatch(remote.body, /javascript:/);

  const mixed = await client.get('/help/only-remote');
  t.match(mixed.body, /<h1 id="remote-only">Remote only<\/h1>/, 'German missing remotely and locally: the default language, remotely');
  t.match(mixed.body, /<h2 id="getting-around">Getting around<\/h2>/, 'its include in the language the page was found in, from the local copy');
  t.same(platform.helpRequests.slice(0, 2), ['/remote-help/help/de_DE/devices.md', '/remote-help/help/de_DE/only-remote.md']);

  const before = platform.helpRequests.length;
  await client.get('/help/devices');
  t.equal(platform.helpRequests.length, before, 'remote pages are cached');
});

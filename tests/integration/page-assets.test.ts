// Each page loads the stylesheet of its frame and only the scripts its parts use; built assets are served
// precompressed to clients that accept it, and cached for good.
import t from 'tap';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { BUILD_DIR, readAssetManifest, SCRIPTS, type ScriptName } from '../../server/assets/asset-manifest.ts';
import { startConsole, TENANT } from '../helpers/console.ts';

const manifest = readAssetManifest();

/** The page's scripts by name, in document order. */
function scriptsOf(html: string): ScriptName[] {
  const byFile = new Map(SCRIPTS.map((name) => [manifest[`${name}.js`], name]));
  return [...html.matchAll(/<script[^>]*src="\/static\/build\/([^"]+)"/g)].map((m) => byFile.get(m[1]) ?? (m[1] as ScriptName));
}

function stylesOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="\/static\/build\/([^"]+)"/g)].map((m) => m[1]);
}

t.test('a page loads only the scripts its parts use', async (t) => {
  const c = await startConsole(t);
  const client = c.client();

  const login = await client.get('/login');
  t.same(scriptsOf(login.body), ['sign-in'], 'the sign-in page: its forms, no htmx, no shell');
  t.same(stylesOf(login.body), [manifest['sign-in.css']], 'and the sign-in stylesheet');
  t.notMatch(login.body, /<img\b/, 'no image to load before the page is usable');

  await client.signIn(TENANT.username, TENANT.password);
  const devices = await client.get('/devices');
  t.same(scriptsOf(devices.body), ['htmx', 'shell'], 'a table page: htmx for its table, the shell');
  t.same(stylesOf(devices.body), [manifest['console.css']]);

  const home = await client.get('/home');
  t.same(scriptsOf(home.body), ['shell'], 'home has no htmx parts');

  const id = /details=([0-9a-f-]{36})"/.exec(devices.body)![1];
  const details = await client.get(`/devices/${id}`);
  t.same(scriptsOf(details.body), ['htmx', 'shell', 'copy-buttons'], 'a details page: htmx for its dialogs, the shell, its copy buttons');
  const telemetry = await client.get(`/devices/${id}/latest-telemetry`);
  t.same(scriptsOf(telemetry.body), ['htmx', 'shell', 'copy-buttons', 'live'], 'a tab with live tiles adds the live script');

  const bare = await c.client().postForm('/login', { username: TENANT.username, password: TENANT.password }, { csrf: false });
  t.match(bare.body, /class="bare-page"/, 'a message outside the shell (the expired form of a signed-out visitor)');
  t.same(scriptsOf(bare.body), ['page'], 'gets the basics every page needs');
});

t.test('built assets: brotli or gzip copies for clients that accept them, the file itself otherwise', async (t) => {
  const c = await startConsole(t);
  const path = `/static/build/${manifest['htmx.js']}`;
  const original = readFileSync(`${BUILD_DIR}${manifest['htmx.js']}`);

  const br = await c.app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  t.equal(br.statusCode, 200);
  t.equal(br.headers['content-encoding'], 'br');
  t.ok(br.rawPayload.length < original.length / 2, 'much smaller');
  t.same(brotliDecompressSync(br.rawPayload), original, 'the same script');
  t.match(String(br.headers['content-type']), /javascript/);
  t.match(String(br.headers.vary), /accept-encoding/i);
  t.match(String(br.headers['cache-control']), /max-age=31536000, immutable/);

  const gzip = await c.app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.same(gunzipSync(gzip.rawPayload), original);

  const plain = await c.app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
  t.equal(plain.headers['content-encoding'], undefined);
  t.same(plain.rawPayload, original);
  t.match(String(plain.headers['cache-control']), /immutable/);

  const css = await c.app.inject({ url: `/static/build/${manifest['sign-in.css']}`, headers: { 'accept-encoding': 'br' } });
  t.equal(css.headers['content-encoding'], 'br', 'stylesheets too');
  t.match(String(css.headers['content-type']), /text\/css/);
});

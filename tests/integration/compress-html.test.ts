// Rendered HTML is compressed for clients that accept it, and sent as it is to those that do not.
import t from 'tap';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { startConsole, TENANT } from '../helpers/console.ts';

t.test('pages and fragments in zstd, brotli or gzip when the client accepts them', async (t) => {
  const c = await startConsole(t);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const plain = await client.get('/devices');
  t.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: plain HTML');
  t.match(plain.body, /^<!doctype html>/);
  t.match(String(plain.headers.vary), /HX-Request, Accept-Encoding/, 'caches keep the variants apart');

  const gzip = await client.get('/devices', { 'accept-encoding': 'gzip, deflate' });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.equal(gzip.headers['content-length'], String(gzip.rawPayload.length), 'the length is the compressed one');
  const unzipped = gunzipSync(gzip.rawPayload).toString();
  t.match(unzipped, /^<!doctype html>[\s\S]*Thermostat T1[\s\S]*<\/html>$/, 'the whole page');
  t.ok(gzip.rawPayload.length * 3 < Buffer.byteLength(unzipped), 'a third or less on the wire');

  const zstd = await client.get('/devices', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  t.equal(zstd.headers['content-encoding'], 'zstd', 'zstd preferred (the cheapest to compress, and the smallest)');
  t.match(zstdDecompressSync(zstd.rawPayload).toString(), /^<!doctype html>[\s\S]*Thermostat T1[\s\S]*<\/html>$/);

  const br = await client.get('/devices', { 'accept-encoding': 'gzip, deflate, br' });
  t.equal(br.headers['content-encoding'], 'br', 'then brotli');
  t.match(brotliDecompressSync(br.rawPayload).toString(), /^<!doctype html>[\s\S]*Thermostat T1/);

  const refused = await client.get('/devices', { 'accept-encoding': 'br;q=0, gzip' });
  t.equal(refused.headers['content-encoding'], 'gzip', 'an encoding with q=0 is not used');
  const identity = await client.get('/devices', { 'accept-encoding': 'identity' });
  t.equal(identity.headers['content-encoding'], undefined);

  const fragment = await client.get('/devices?pageSize=20', { 'hx-request': 'true', 'hx-target': 'entity-table', 'accept-encoding': 'gzip' });
  t.equal(fragment.headers['content-encoding'], 'gzip', 'htmx fragments too');
  t.match(gunzipSync(fragment.rawPayload).toString(), /^<div id="entity-table"/);
});

t.test('small answers and non-HTML stay as they are', async (t) => {
  const c = await startConsole(t);
  const redirect = await c.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
  t.equal(redirect.statusCode, 303);
  t.equal(redirect.headers['content-encoding'], undefined, 'a redirect has no body worth compressing');
  const health = await c.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
  t.equal(health.headers['content-encoding'], undefined, 'JSON health answers are tiny');
});

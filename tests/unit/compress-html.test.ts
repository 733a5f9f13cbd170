// The HTML compression hook on a bare Fastify app: any page size and any characters come back byte for byte.
import t from 'tap';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { compressHtml } from '../../server/plugins/compress-html.ts';

const pages: Record<string, string> = {
  large: `<!doctype html><p>${'Ünïcödé – 设备 – 🛰️ '.repeat(40_000)}</p>`, // beyond the reused buffer (about 1.3 MB of UTF-8)
  small: `<!doctype html><p>${'short page – '.repeat(200)}</p>`,
  ascii: `<!doctype html><p>${'plain '.repeat(5_000)}</p>`,
};

t.test('pages of every size, one after the other, decompress to what was rendered', async (t) => {
  const app = Fastify();
  compressHtml(app);
  app.get('/:name', async (request, reply) => reply.type('text/html; charset=utf-8').send(pages[(request.params as { name: string }).name]));
  t.teardown(() => app.close());
  for (const name of ['small', 'large', 'ascii', 'small']) {
    const zstd = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    t.equal(zstd.headers['content-encoding'], 'zstd');
    t.equal(zstdDecompressSync(zstd.rawPayload).toString(), pages[name], `${name} in zstd`);
    const br = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'br' } });
    t.equal(br.headers['content-encoding'], 'br');
    t.equal(brotliDecompressSync(br.rawPayload).toString(), pages[name], `${name} in brotli`);
    const gzip = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'gzip' } });
    t.equal(gunzipSync(gzip.rawPayload).toString(), pages[name], `${name} in gzip`);
  }
});

/** The window a brotli stream asks its decoder for, from the stream's first bits (RFC 7932, 9.1). */
function brotliWindowBits(stream: Buffer): number {
  if ((stream[0] & 1) === 0) return 16;
  const n = (stream[0] >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (stream[0] >> 4) & 7;
  return m === 1 ? 17 : 8 + m;
}

t.test('a page asks the browser for the smallest brotli window that holds it', async (t) => {
  const app = Fastify();
  compressHtml(app);
  app.get('/:name', async (request, reply) => reply.type('text/html; charset=utf-8').send(pages[(request.params as { name: string }).name]));
  t.teardown(() => app.close());
  const small = await app.inject({ url: '/ascii', headers: { 'accept-encoding': 'br' } });
  t.equal(brotliWindowBits(small.rawPayload), 16, 'a 30 KB page: 64 KiB');
  const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br' } });
  t.equal(brotliWindowBits(large.rawPayload), 20, 'a 1.3 MB page: 1 MiB, not the default 4 MiB');
  t.equal(brotliDecompressSync(large.rawPayload).toString(), pages.large);
});

// The HTML compression hook on a bare Fastify app: any page size and any characters come back byte for byte.
import t from 'tap';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
    const br = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'br' } });
    t.equal(br.headers['content-encoding'], 'br');
    t.equal(brotliDecompressSync(br.rawPayload).toString(), pages[name], `${name} in brotli`);
    const gzip = await app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'gzip' } });
    t.equal(gunzipSync(gzip.rawPayload).toString(), pages[name], `${name} in gzip`);
  }
});

// What a list page costs at least with the product's fixed parts and nothing else (`page-floor.ts` starts it): Fastify
// answers one route by asking the platform for the page's devices (an undici pool, read as the console reads it),
// parsing the JSON, and sending a page of the console's size, encoded and compressed as the console does it. No
// session, cookie, CSRF, i18n, hooks, view model or render: what the console spends above this is all of those.
//   FLOOR_PLATFORM=… FLOOR_TOKEN=… FLOOR_PAGE=<file of the page's HTML> FLOOR_PORT=… node floor-server.ts
import { readFileSync } from 'node:fs';
import { constants, zstdCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { Pool } from '../../server/undici-core.ts';
import { requestText } from '../../server/platform/text-request.ts';

const DEVICE_INFOS = '/api/tenant/deviceInfos?pageSize=10&page=0&sortProperty=createdTime&sortOrder=DESC';
const env = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const platform = new Pool(env('FLOOR_PLATFORM'), { connections: 16 });
const authorization = `Bearer ${env('FLOOR_TOKEN')}`;
// A page's markup is new for every request: a string read once would be flat already and skip the copy a built one needs.
const pageParts = readFileSync(env('FLOOR_PAGE'), 'utf8').split('</tr>');
const scratch = Buffer.allocUnsafeSlow(512 * 1024);
const ZSTD = { chunkSize: 4095, params: { [constants.ZSTD_c_compressionLevel]: 1 } };

const app = Fastify({ logger: false });
async function devices(): Promise<{ data: unknown[] }> {
  const answer = await requestText(platform, { path: DEVICE_INFOS, method: 'GET', headers: { 'x-authorization': authorization, accept: 'application/json' } });
  return JSON.parse(answer.text) as { data: unknown[] };
}

// The parts one by one: Fastify's answer alone, with the platform's call, then with the page.
app.get('/bare', async () => ({ devices: 10 }));
app.get('/call', async () => ({ devices: (await devices()).data.length }));
app.get('/floor', async (_request, reply) => {
  const { data } = await devices();
  let html = '';
  for (let i = 0; i < pageParts.length - 1; i++) html += `${pageParts[i]}</tr>`;
  html += pageParts[pageParts.length - 1] + (data.length > 0 ? '' : ' ');
  const written = scratch.write(html);
  return reply.type('text/html; charset=utf-8').header('content-encoding', 'zstd').send(zstdCompressSync(scratch.subarray(0, written), { ...ZSTD, pledgedSrcSize: written }));
});
await app.listen({ port: Number(env('FLOOR_PORT')), host: '127.0.0.1' });
console.log('floor listening');

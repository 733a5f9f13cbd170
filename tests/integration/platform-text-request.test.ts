// Issue 11: the platform's answers are read through undici's dispatcher calls, not request()'s stream (a fifth of a
// call's CPU). What request() and its text() did, this does: the text whole and decoded across chunks, a byte-order
// mark dropped, informational answers passed over, the status kept when the body breaks off, a signal obeyed.
import t from 'tap';
import { createServer, type ServerResponse } from 'node:http';
import { Pool } from '../../server/undici-core.ts';
import { BrokenBody, requestText } from '../../server/platform/text-request.ts';
import { closeServer, listenOnLoopback } from '../helpers/loopback-server.ts';

const answers = new Map<string, (res: ServerResponse) => void>();
const server = createServer((req, res) => answers.get(req.url!)!(res));
const origin = await listenOnLoopback(server);
const pool = new Pool(origin);
t.teardown(async () => {
  await pool.destroy();
  await closeServer(server, () => server.closeAllConnections());
});

const get = (path: string, signal?: AbortSignal) => requestText(pool, { method: 'GET', path }, signal);

t.test('the text whole, decoded across chunks that split a character, its byte-order mark dropped', async (t) => {
  const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"Température ✓"}')]);
  answers.set('/split', (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const cut = bytes.indexOf(0xc3) + 1; // inside "é"
    res.write(bytes.subarray(0, cut));
    setImmediate(() => res.end(bytes.subarray(cut)));
  });
  t.same(await get('/split'), { statusCode: 200, contentType: 'application/json', text: '{"name":"Température ✓"}' });
});

t.test('an informational answer is passed over: the status and type are the final answer\'s', async (t) => {
  answers.set('/hints', (res) => {
    res.writeEarlyHints({ link: '</x.css>; rel=preload' });
    res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
  });
  t.same(await get('/hints'), { statusCode: 404, contentType: 'text/plain', text: 'gone' });
});

t.test('a body that breaks off after its status: BrokenBody, with the status', async (t) => {
  answers.set('/cut', (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"data":[');
    setImmediate(() => res.socket!.destroy());
  });
  const err = await get('/cut').catch((e: unknown) => e);
  t.ok(err instanceof BrokenBody, 'BrokenBody');
  t.equal((err as BrokenBody).statusCode, 200);
});

t.test('no answer at all: the dispatcher\'s own error, its code kept', async (t) => {
  answers.set('/reset', (res) => res.socket!.destroy());
  const err = await get('/reset').catch((e: unknown) => e);
  t.notOk(err instanceof BrokenBody);
  t.match(err, { code: 'UND_ERR_SOCKET' });
});

t.test('a signal aborts a call under way, and one aborted already is never sent', async (t) => {
  let arrived = 0;
  answers.set('/slow', () => { arrived++; });
  const under = new AbortController();
  const slow = get('/slow', under.signal);
  while (arrived === 0) await new Promise((r) => setImmediate(r));
  under.abort(new Error('enough'));
  await t.rejects(slow, { message: 'enough' });
  await t.rejects(get('/slow', AbortSignal.abort(new Error('before'))), { message: 'before' });
  t.equal(arrived, 1, 'the second call never reached the server');
});

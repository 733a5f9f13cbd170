import t from 'tap';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { Signer } from '@fastify/cookie';
import { sessions, SESSION_COOKIE } from '../../server/plugins/sessions.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-session-store.ts';
import { SessionLifetime } from '../../server/session/session-lifetime.ts';
import type { SessionStore, StoredSession } from '../../server/session/session-store.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

/** The SQLite store, counting its writes. */
class CountingStore implements SessionStore {
  readonly #store = new SqliteSessionStore(':memory:');
  writes = 0;
  read(sid: string) {
    return this.#store.read(sid);
  }
  write(sid: string, session: StoredSession, ttlMs: number) {
    this.writes++;
    return this.#store.write(sid, session, ttlMs);
  }
  remove(sid: string) {
    return this.#store.remove(sid);
  }
  ping() {
    return this.#store.ping();
  }
  close() {
    return this.#store.close();
  }
}
const countingStore = () => new CountingStore();

async function appWith(t: { teardown(fn: () => unknown): void }, store: SessionStore) {
  const app = Fastify();
  await app.register(fastifyCookie, { secret: SECRET });
  await app.register(sessions, { secret: SECRET, store, lifetime: new SessionLifetime({ idleMs: 15 * 60_000, absoluteMs: 0, kiosk: false }), cookiePath: '/' });
  app.get('/read', async (request) => ({ id: request.session.sessionId, note: request.session.redirectUrl ?? null }));
  app.get('/write', async (request) => {
    request.session.redirectUrl = String((request.query as { v?: string }).v ?? 'x');
    return { id: request.session.sessionId };
  });
  app.get('/renew', async (request) => {
    await request.session.regenerate(['redirectUrl']);
    return { id: request.session.sessionId };
  });
  app.get('/end', async (request) => {
    await request.session.destroy();
    return { ended: true };
  });
  t.teardown(() => app.close());
  return app;
}

interface SetCookie { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; expires?: Date }
const cookieOf = (res: { cookies: object[] }) => (res.cookies as SetCookie[]).find((c) => c.name === SESSION_COOKIE);

t.test('a session is stored, and its cookie sent, only when a request changed it', async (t) => {
  const store = countingStore();
  const app = await appWith(t, store);
  const first = await app.inject('/read');
  t.equal(cookieOf(first), undefined, 'a visitor who changes nothing gets no cookie');
  t.equal(store.writes, 0, 'and nothing stored');

  const written = await app.inject('/write?v=one');
  const cookie = cookieOf(written)!;
  t.ok(cookie, 'a changed session sends its cookie');
  t.equal(cookie.httpOnly, true);
  t.equal(cookie.sameSite, 'Lax');
  t.equal(cookie.path, '/');
  t.ok(cookie.expires && cookie.expires.getTime() > Date.now() + 15 * 60_000, 'the cookie lives the idle time and the explanation grace');
  t.equal(store.writes, 1);

  const read = await app.inject({ url: '/read', cookies: { [SESSION_COOKIE]: cookie.value } });
  t.same(read.json(), { id: written.json().id, note: 'one' }, 'the next request reads it');
  t.equal(cookieOf(read), undefined, 'an unchanged session sends no cookie again');
  t.equal(store.writes, 1, 'and is not written again');

  const same = await app.inject({ url: '/write?v=one', cookies: { [SESSION_COOKIE]: cookie.value } });
  t.equal(store.writes, 1, 'writing the value it already has is no change');
  t.equal(cookieOf(same), undefined);
  await app.inject({ url: '/write?v=two', cookies: { [SESSION_COOKIE]: cookie.value } });
  t.equal(store.writes, 2, 'another value is');
});

t.test('a cookie that is not signed by this console, or names no stored session, starts a new session', async (t) => {
  const store = countingStore();
  const app = await appWith(t, store);
  const written = await app.inject('/write');
  const { value } = cookieOf(written)!;
  const forged = `${value.slice(0, value.lastIndexOf('.'))}.AAAA`;
  for (const bad of [forged, forged, 'no-signature', new Signer(SECRET).sign('unknown-id')]) {
    const res = await app.inject({ url: '/read', cookies: { [SESSION_COOKIE]: bad } });
    t.not(res.json().id, written.json().id, bad);
    t.equal(res.json().note, null);
  }
});

t.test('sessions stored by @fastify/session read on; an expired one is replaced', async (t) => {
  const store = countingStore();
  const app = await appWith(t, store);
  const signer = new Signer(SECRET);
  const cookie = (expires: Date) => ({ originalMaxAge: 60_000, expires: expires.toISOString(), originalExpires: null, sameSite: 'lax', secure: false, path: '/', httpOnly: true, domain: null });
  await store.write('earlier', { cookie: cookie(new Date(Date.now() + 60_000)), redirectUrl: '/kept' }, 60_000);
  const read = await app.inject({ url: '/read', cookies: { [SESSION_COOKIE]: signer.sign('earlier') } });
  t.same(read.json(), { id: 'earlier', note: '/kept' });

  await store.write('expired', { cookie: cookie(new Date(Date.now() - 1000)), redirectUrl: '/gone' }, 60_000);
  const expired = await app.inject({ url: '/read', cookies: { [SESSION_COOKIE]: signer.sign('expired') } });
  t.not(expired.json().id, 'expired');
  t.equal(expired.json().note, null);
  t.equal(await store.read('expired'), null, 'the expired session is removed');
});

t.test('regenerate: a new id, the old session removed, the kept keys carried over; destroy removes it', async (t) => {
  const store = countingStore();
  const app = await appWith(t, store);
  const written = await app.inject('/write?v=keep');
  const renewed = await app.inject({ url: '/renew', cookies: { [SESSION_COOKIE]: cookieOf(written)!.value } });
  t.not(renewed.json().id, written.json().id);
  t.equal(await store.read(written.json().id), null);
  const next = cookieOf(renewed)!;
  t.ok(next, 'the new id goes out in the cookie');
  const read = await app.inject({ url: '/read', cookies: { [SESSION_COOKIE]: next.value } });
  t.same(read.json(), { id: renewed.json().id, note: 'keep' });

  await app.inject({ url: '/end', cookies: { [SESSION_COOKIE]: next.value } });
  t.equal(await store.read(renewed.json().id), null);
  const after = await app.inject({ url: '/read', cookies: { [SESSION_COOKIE]: next.value } });
  t.not(after.json().id, renewed.json().id);
});

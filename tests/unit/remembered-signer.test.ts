import t from 'tap';
import { Signer } from '@fastify/cookie';
import { rememberingSigner } from '../../server/session/remembered-signer.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

t.test('signs and verifies as @fastify/cookie does, the first time and from memory', async (t) => {
  const plain = new Signer(SECRET, 'sha256');
  const signer = rememberingSigner(SECRET);
  const cookie = plain.sign('session-id-1');
  t.equal(signer.sign('session-id-1'), cookie, 'same signature before anything is remembered');
  t.same(signer.unsign(cookie), { valid: true, renew: false, value: 'session-id-1' });
  t.same(signer.unsign(cookie), { valid: true, renew: false, value: 'session-id-1' }, 'again, from memory');
  t.equal(signer.sign('session-id-1'), cookie, 'the remembered id signs to the same cookie');
});

t.test('a forged or altered cookie stays invalid after the real one was remembered', async (t) => {
  const signer = rememberingSigner(SECRET);
  const cookie = signer.sign('session-id-2');
  t.equal(signer.unsign(cookie).valid, true);
  const [id, signature] = cookie.split('.');
  t.same(signer.unsign(`${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`), { valid: false, renew: false, value: null });
  t.same(signer.unsign(`${id}.`), { valid: false, renew: false, value: null });
  t.same(signer.unsign(id), { valid: false, renew: false, value: null });
  t.same(signer.unsign(new Signer('another-secret-of-thirty-two-characters!', 'sha256').sign(id)), { valid: false, renew: false, value: null }, 'signed with another secret');
});

t.test('keeps a bounded number of sessions: the oldest are verified again, still valid', async (t) => {
  const signer = rememberingSigner(SECRET);
  const cookies = Array.from({ length: 2_100 }, (_, i) => signer.sign(`id-${i}`));
  for (const cookie of cookies) signer.unsign(cookie);
  t.same(signer.unsign(cookies[0]), { valid: true, renew: false, value: 'id-0' }, 'pushed out, verified again');
  t.same(signer.unsign(cookies[2_099]), { valid: true, renew: false, value: 'id-2099' });
});

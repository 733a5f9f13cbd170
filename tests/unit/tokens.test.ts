import t from 'tap';
import { decodeJwt, isTokenFresh } from '../../server/platform/tokens.ts';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

t.test('token freshness uses the 2 second margin', async (t) => {
  const now = 1_700_000_000_000;
  const iat = now / 1000 - 100;
  t.equal(isTokenFresh(jwt({ iat, exp: now / 1000 + 3 }), now), true);
  t.equal(isTokenFresh(jwt({ iat, exp: now / 1000 + 2 }), now), false);
  t.equal(isTokenFresh(jwt({ iat, exp: iat }), now), false, 'no positive lifetime');
  t.equal(isTokenFresh('garbage', now), false);
  t.equal(decodeJwt(jwt({ iat: 1, exp: 2, sub: 'a' }))?.sub, 'a');
});

t.test('a token checked again, and after many others, keeps its freshness', async (t) => {
  const now = 1_700_000_000_000;
  const iat = now / 1000 - 100;
  const token = jwt({ iat, exp: now / 1000 + 60 });
  t.equal(isTokenFresh(token, now), true);
  t.equal(isTokenFresh(token, now + 57_000), true, 'same token later, still before the margin');
  t.equal(isTokenFresh(token, now + 58_000), false, 'same token at the margin: expired');
  for (let i = 0; i < 300; i++) isTokenFresh(jwt({ iat, exp: now / 1000 + i + 10, n: i }), now);
  t.equal(isTokenFresh(token, now), true, 'decoded again after being pushed out');
  t.equal(isTokenFresh('garbage', now), false, 'a token that is no JWT stays not fresh');
  t.equal(isTokenFresh('garbage', now), false);
});

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

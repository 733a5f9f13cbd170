import jwt from 'jsonwebtoken';
import { tokenExpired, unauthorized } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';

export type Claims = Record<string, unknown>;

/** HS512 with the platform's header, `{"alg":"HS512"}` (no `typ`); `iat` is one of the claims given. */
export function signJwt(claims: Claims, key: Buffer): string {
  return jwt.sign(claims, key, { algorithm: 'HS512', header: { alg: 'HS512', typ: undefined } });
}

/**
 * Verifies an HS512 token the way the platform reports failures: anything that is not a signed JWT is
 * 401/10 "Invalid username or password"; a bad signature or an expired token is 401/11 "Token has expired".
 */
export function verifyJwt(token: string, key: Buffer, nowMs: number): Claims {
  const decoded = jwt.decode(token, { complete: true });
  const signed = decoded !== null && token.split('.').length === 3 && decoded.signature !== '';
  if (!signed || !isObject(decoded.payload) || typeof decoded.header.alg !== 'string' || decoded.header.alg === 'none') {
    throw unauthorized('Invalid username or password');
  }
  try {
    // Expiry is checked below, as the platform's parser does it: expired once now is past `exp`.
    jwt.verify(token, key, { algorithms: ['HS512'], ignoreExpiration: true, ignoreNotBefore: true });
  } catch {
    throw tokenExpired();
  }
  const claims = decoded.payload;
  if (typeof claims.exp === 'number' && nowMs > claims.exp * 1000) throw tokenExpired();
  return claims;
}

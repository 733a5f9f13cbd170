import { createHmac, timingSafeEqual } from 'node:crypto';
import { tokenExpired, unauthorized } from '../http/api-error.ts';
import { isObject } from '../lib/json.ts';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS512' })).toString('base64url');

export type Claims = Record<string, unknown>;

function signature(input: string, key: Buffer): Buffer {
  return createHmac('sha512', key).update(input).digest();
}

export function signJwt(claims: Claims, key: Buffer): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${signature(input, key).toString('base64url')}`;
}

function decodePart(part: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Verifies an HS512 token the way the platform reports failures: anything that is not a signed JWT is
 * 401/10 "Invalid username or password"; a bad signature or an expired token is 401/11 "Token has expired".
 */
export function verifyJwt(token: string, key: Buffer, nowMs = Date.now()): Claims {
  const parts = token.split('.');
  const header = parts.length === 3 ? decodePart(parts[0]) : null;
  const claims = parts.length === 3 ? decodePart(parts[1]) : null;
  if (!header || !claims || typeof header.alg !== 'string' || header.alg === 'none' || parts[2] === '') {
    throw unauthorized('Invalid username or password');
  }
  const expected = signature(`${parts[0]}.${parts[1]}`, key);
  const actual = Buffer.from(parts[2], 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw tokenExpired();
  if (typeof claims.exp === 'number' && nowMs > claims.exp * 1000) throw tokenExpired();
  return claims;
}

import { setWithinBound } from '../limits/bounded-map.ts';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface JwtClaims {
  sub: string;
  userId: string;
  scopes: string[];
  sessionId?: string;
  iat: number;
  exp: number;
  tenantId?: string;
  customerId?: string;
  firstName?: string | null;
  lastName?: string | null;
  isPublic?: boolean;
}

/** Reads a JWT's payload without verifying it: the platform verifies, we only need times and scopes. */
export function decodeJwt(token: string): JwtClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number' || claims.exp <= claims.iat) return null;
    return claims;
  } catch {
    return null;
  }
}

/** The spec's 2-second margin: a token that expires sooner is treated as expired already. */
export const TOKEN_VALIDITY_MARGIN_MS = 2000;

/** Enough for the sessions busy at one time; a token pushed out is decoded again. */
const MAX_EXPIRIES = 256;
const expiries = new Map<string, number | null>();

/**
 * A token's expiry in ms (null when it is no JWT of ours), remembered: every platform call checks its token, the same
 * one for many requests of a session, and decoding it (base64 and JSON) each time was a share of every page.
 */
function expiryOf(token: string): number | null {
  let expiry = expiries.get(token);
  if (expiry === undefined) {
    const claims = decodeJwt(token);
    expiry = claims ? claims.exp * 1000 : null;
    setWithinBound(expiries, token, expiry, MAX_EXPIRIES);
  }
  return expiry;
}

export function isTokenFresh(token: string, now: number): boolean {
  const expiry = expiryOf(token);
  return expiry !== null && expiry - now > TOKEN_VALIDITY_MARGIN_MS;
}

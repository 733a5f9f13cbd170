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

export function isTokenFresh(token: string, now: number): boolean {
  const claims = decodeJwt(token);
  return claims !== null && claims.exp * 1000 - now > TOKEN_VALIDITY_MARGIN_MS;
}

import { randomUUID } from 'node:crypto';
import { NULL_UUID } from '../lib/ids.ts';
import type { UserRow } from '../store/users.ts';
import type { Clock } from '../lib/clock.ts';
import { signJwt, verifyJwt, type Claims } from './jwt.ts';

export interface JwtSettings {
  tokenExpirationTime: number;
  refreshTokenExpTime: number;
  tokenIssuer: string;
  tokenSigningKey: string;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** The user data a token describes: the user row plus whether its credentials are enabled. */
export interface TokenSubject {
  user: UserRow;
  enabled: boolean;
}

/** Issues and verifies the platform's tokens; issue and expiry times come from the clock. */
export function createTokenFactory(settings: JwtSettings, clock: Clock) {
  const key = Buffer.from(settings.tokenSigningKey, 'base64');
  const issuedAt = () => Math.floor(clock.now() / 1000);
  return {
    settings,
    /** The claims of a token signed with the current key; 401/10 or 401/11 as the platform answers. */
    verify(token: string): Claims {
      return verifyJwt(token, key, clock.now());
    },
    accessToken({ user, enabled }: TokenSubject, sessionId: string): string {
      const iat = issuedAt();
      return signJwt(
        {
          sub: user.email,
          userId: user.id,
          scopes: [user.authority],
          sessionId,
          iss: settings.tokenIssuer,
          iat,
          exp: iat + settings.tokenExpirationTime,
          firstName: user.first_name,
          lastName: user.last_name,
          enabled,
          isPublic: false,
          tenantId: user.tenant_id,
          customerId: user.customer_id,
        },
        key,
      );
    },
    refreshToken({ user }: TokenSubject, sessionId: string): string {
      const iat = issuedAt();
      return signJwt(
        {
          sub: user.email,
          userId: user.id,
          scopes: ['REFRESH_TOKEN'],
          sessionId,
          isPublic: false,
          jti: randomUUID(),
          iss: settings.tokenIssuer,
          iat,
          exp: iat + settings.refreshTokenExpTime,
        },
        key,
      );
    },
    pair(subject: TokenSubject, sessionId: string = randomUUID()): TokenPair {
      return { token: this.accessToken(subject, sessionId), refreshToken: this.refreshToken(subject, sessionId) };
    },
    /** Tokens of the synthetic customer user of a public login (`sub` = the public customer id). */
    publicPair(customer: { id: string; tenant_id: string }, sessionId: string = randomUUID()): TokenPair {
      const iat = issuedAt();
      const common = { sub: customer.id, userId: NULL_UUID };
      const token = signJwt(
        {
          ...common, scopes: ['CUSTOMER_USER'], sessionId, iss: settings.tokenIssuer, iat,
          exp: iat + settings.tokenExpirationTime, firstName: 'Public', lastName: 'Public', enabled: true,
          isPublic: true, tenantId: customer.tenant_id, customerId: customer.id,
        },
        key,
      );
      const refreshToken = signJwt(
        {
          ...common, scopes: ['REFRESH_TOKEN'], sessionId, isPublic: true, jti: randomUUID(),
          iss: settings.tokenIssuer, iat, exp: iat + settings.refreshTokenExpTime,
        },
        key,
      );
      return { token, refreshToken };
    },
    /** The 2FA pre-verification token: only the three /api/auth/2fa endpoints accept it. */
    preVerificationToken(user: UserRow, lifetimeSec: number, sessionId: string = randomUUID()): string {
      const iat = issuedAt();
      return signJwt(
        {
          sub: user.email, userId: user.id, scopes: ['PRE_VERIFICATION_TOKEN'], sessionId,
          tenantId: user.tenant_id, customerId: user.customer_id, iss: settings.tokenIssuer, iat, exp: iat + lifetimeSec,
        },
        key,
      );
    },
  };
}

export type TokenFactory = ReturnType<typeof createTokenFactory>;

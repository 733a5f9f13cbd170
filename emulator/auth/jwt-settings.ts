import { badRequest } from '../http/api-error.ts';
import { stringField } from '../http/body.ts';
import { integerField } from './bind.ts';
import type { JwtSettings } from './tokens.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// The key the platform ships in its configuration file is accepted even though it is short.
const SHIPPED_KEY = 'thingsboardDefaultSigningKey';

/** Binds and validates `JwtSettings` with the platform's validator messages. */
export function bindJwtSettings(body: Record<string, unknown>): JwtSettings {
  const tokenIssuer = stringField(body, 'tokenIssuer');
  const refresh = integerField(body, 'refreshTokenExpTime') ?? 0;
  const access = integerField(body, 'tokenExpirationTime') ?? 0;
  const key = stringField(body, 'tokenSigningKey');
  if (tokenIssuer === null || tokenIssuer === '') throw badRequest('JWT token issuer should be specified!');
  if (refresh <= 900) throw badRequest('JWT refresh token expiration time should be at least 15 minutes!');
  if (access <= 60) throw badRequest('JWT token expiration time should be at least 1 minute!');
  if (access >= refresh) {
    throw badRequest('JWT token expiration time should greater than JWT refresh token expiration time!');
  }
  if (key === null || key === '') throw badRequest('JWT token signing key should be specified!');
  if (!BASE64.test(key) || key.length % 4 === 1) {
    throw badRequest('JWT token signing key should be valid Base64 encoded string! Illegal base64 character');
  }
  const decoded = Buffer.from(key, 'base64');
  if (decoded.length === 0) throw badRequest('JWT token signing key should be non-empty after Base64 decoding!');
  if (decoded.length * 8 < 256 && key !== SHIPPED_KEY) {
    throw badRequest('JWT token signing key should be a Base64 encoded string representing at least 256 bits of data!');
  }
  return { tokenExpirationTime: access, refreshTokenExpTime: refresh, tokenIssuer, tokenSigningKey: key };
}

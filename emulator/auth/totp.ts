import { Secret, TOTP } from 'otpauth';

// The platform's TOTP: HMAC-SHA1, 30-second steps, six digits (RFC 6238 defaults).
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A base32 secret as the platform generates them (20 random bytes). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function secretOf(base32: string): Secret | null {
  try {
    const secret = Secret.fromBase32(base32.replace(/\s/g, ''));
    return secret.bytes.length > 0 ? secret : null;
  } catch {
    return null;
  }
}

/** The code of a base32 secret at a time. */
export function totpCode(base32: string, atMs: number): string {
  const secret = secretOf(base32);
  if (!secret) throw new Error('not a base32 secret');
  return TOTP.generate({ secret, timestamp: atMs, ...PARAMETERS });
}

/** Accepts the current step and one step either side, for clock drift between phone and server. */
export function verifyTotp(base32: string, code: string, atMs: number): boolean {
  const secret = secretOf(base32);
  return secret !== null && TOTP.validate({ token: code, secret, timestamp: atMs, window: 1, ...PARAMETERS }) !== null;
}

/** The platform's URL: `otpauth://totp/<issuer>:<account>?issuer=<issuer>&secret=<secret>` (no other parameters). */
export function totpAuthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`).replace(/%3A/gi, ':').replace(/%40/g, '@');
  const query = new URLSearchParams({ issuer, secret });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The `secret` parameter of an otpauth URL, or null when the URL is not a usable TOTP URL. */
export function secretOfAuthUrl(authUrl: string): string | null {
  if (!/^otpauth:\/\/totp\/[^?]*\?/.test(authUrl)) return null;
  const secret = new URLSearchParams(authUrl.slice(authUrl.indexOf('?') + 1)).get('secret');
  return secret !== null && secretOf(secret) !== null ? secret : null;
}

import { createHmac, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, padding and spaces ignored); null when a character is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP with HMAC-SHA1 and dynamic truncation to six digits. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** RFC 6238 TOTP for a base32 secret: 30-second steps, six digits. */
export function totpCode(secret: string, atMs = Date.now()): string {
  const key = base32Decode(secret) ?? Buffer.alloc(0);
  return hotp(key, Math.floor(atMs / 1000 / STEP_SECONDS));
}

/** Accepts the current step and one step either side, for clock drift between phone and server. */
export function verifyTotp(secret: string, code: string, atMs = Date.now()): boolean {
  const key = base32Decode(secret);
  if (!key || key.length === 0) return false;
  const step = Math.floor(atMs / 1000 / STEP_SECONDS);
  return [step - 1, step, step + 1].some((counter) => hotp(key, counter) === code);
}

export function totpAuthUrl(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`).replace(/%3A/gi, ':').replace(/%40/g, '@');
  const query = new URLSearchParams({ issuer, secret });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The `secret` parameter of an otpauth URL, or null when the URL is not a usable TOTP URL. */
export function secretOfAuthUrl(authUrl: string): string | null {
  if (!/^otpauth:\/\/totp\/[^?]*\?/.test(authUrl)) return null;
  const secret = new URLSearchParams(authUrl.slice(authUrl.indexOf('?') + 1)).get('secret');
  return secret !== null && secret !== '' && base32Decode(secret) !== null ? secret : null;
}

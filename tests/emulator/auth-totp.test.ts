import t from 'tap';
import { base32Decode, base32Encode, hotp, secretOfAuthUrl, totpAuthUrl, totpCode, verifyTotp } from '../../emulator/auth/totp.ts';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), truncated to the six digits the platform uses.
const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: Array<[number, string]> = [
  [59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'],
];

t.test('base32 round trip and the RFC test secret', async (t) => {
  t.equal(SECRET, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  t.equal(base32Decode(SECRET)?.toString(), '12345678901234567890');
  t.equal(base32Decode('gezdgnbv')?.toString(), '12345', 'case-insensitive');
  t.equal(base32Decode('1NOT-BASE32'), null);
});

t.test('RFC 6238 SHA-1 test vectors', async (t) => {
  for (const [seconds, code] of VECTORS) t.equal(totpCode(SECRET, seconds * 1000), code, `T=${seconds}`);
  t.equal(hotp(Buffer.from('12345678901234567890'), 0), '755224', 'RFC 4226 HOTP counter 0');
});

t.test('verification accepts one step of drift and nothing further', async (t) => {
  const at = 1111111111 * 1000;
  t.ok(verifyTotp(SECRET, totpCode(SECRET, at), at));
  t.ok(verifyTotp(SECRET, totpCode(SECRET, at - 30_000), at));
  t.ok(verifyTotp(SECRET, totpCode(SECRET, at + 30_000), at));
  t.notOk(verifyTotp(SECRET, totpCode(SECRET, at - 90_000), at));
  t.notOk(verifyTotp('', '123456', at));
});

t.test('otpauth URL', async (t) => {
  const url = totpAuthUrl('ThingsBoard', 'tenant@thingsboard.org', SECRET);
  t.equal(url, `otpauth://totp/ThingsBoard:tenant@thingsboard.org?issuer=ThingsBoard&secret=${SECRET}`);
  t.equal(secretOfAuthUrl(url), SECRET);
  t.equal(secretOfAuthUrl('https://example.com/?secret=ABC'), null);
});

import t from 'tap';
import { generateTotpSecret, secretOfAuthUrl, totpAuthUrl, totpCode, verifyTotp } from '../../emulator/auth/totp.ts';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890" in base32), truncated to the six digits the platform uses.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: Array<[number, string]> = [
  [59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'],
];

t.test('generated secrets are 20 bytes of base32', async (t) => {
  const secret = generateTotpSecret();
  t.match(secret, /^[A-Z2-7]{32}$/);
  t.not(secret, generateTotpSecret());
});

t.test('RFC 6238 SHA-1 test vectors', async (t) => {
  for (const [seconds, code] of VECTORS) t.equal(totpCode(SECRET, seconds * 1000), code, `T=${seconds}`);
  t.equal(totpCode(SECRET.toLowerCase(), 59_000), '287082', 'the secret is case-insensitive');
});

t.test('verification accepts one step of drift and nothing further', async (t) => {
  const at = 1111111111 * 1000;
  t.ok(verifyTotp(SECRET, totpCode(SECRET, at), at));
  t.ok(verifyTotp(SECRET, totpCode(SECRET, at - 30_000), at));
  t.ok(verifyTotp(SECRET, totpCode(SECRET, at + 30_000), at));
  t.notOk(verifyTotp(SECRET, totpCode(SECRET, at - 90_000), at));
  t.notOk(verifyTotp('', '123456', at));
  t.notOk(verifyTotp('1NOT-BASE32', '123456', at));
});

t.test('otpauth URL', async (t) => {
  const url = totpAuthUrl('ThingsBoard', 'tenant@thingsboard.org', SECRET);
  t.equal(url, `otpauth://totp/ThingsBoard:tenant@thingsboard.org?issuer=ThingsBoard&secret=${SECRET}`);
  t.equal(secretOfAuthUrl(url), SECRET);
  t.equal(secretOfAuthUrl('https://example.com/?secret=ABC'), null);
  t.equal(secretOfAuthUrl('otpauth://totp/x?secret=1NOT-BASE32'), null);
});

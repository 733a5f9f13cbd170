import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { DEMO, call, decodeJwt, expectError, login, withEmulator } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';
import { enablePlatformTwoFa, enableTotp, totpCode } from '../helpers/two-factor.ts';

t.test('a user disabled during verification cannot finish it', async (t) => {
  // Disabling through the API also outdates the user's earlier tokens (a pre-verification token issued in an earlier
  // second then fails with 401/11 first); the check's own test of the credentials is reached by disabling them in the
  // database, as a disable in the same second would.
  const dbPath = tempDbPath(t, 'two-fa-disabled');
  const { url } = await withEmulator(t, { dbPath });
  await enablePlatformTwoFa(url);
  const secret = await enableTotp(url, DEMO.customerB);
  const preVerification = await login(url, ...DEMO.customerB);
  t.equal(preVerification.scope, 'PRE_VERIFICATION_TOKEN');
  const db = new DatabaseSync(dbPath);
  db.prepare('UPDATE user_credentials SET enabled = 0 WHERE user_id = ?').run(decodeJwt(preVerification.token).payload.userId as string);
  db.close();
  const check = await call(url, `/api/auth/2fa/verification/check?providerType=TOTP&verificationCode=${totpCode(secret)}`, {
    token: preVerification.token, method: 'POST',
  });
  expectError(t, check, 401, 10, 'User is disabled');
});

import t from 'tap';
import { parseAttemptLimit } from '../../server/auth/sign-in-limits.ts';
import { RepeatedSubmits } from '../../server/auth/repeated-submits.ts';
import { defaultFirst, isWellFormedCode } from '../../server/auth/two-factor.ts';
import type { TwoFactorProviderInfo as ProviderInfo } from '../../server/platform/types/two-factor.ts';
import { loadConfig } from '../../server/config.ts';

t.test('attempt limit settings', async (t) => {
  t.same(parseAttemptLimit('10:300'), { max: 10, windowMs: 300_000 });
  t.throws(() => loadConfig({ SIGN_IN_LIMIT_PER_IP: 'ten' }), /SIGN_IN_LIMIT_PER_IP/, 'a bad value names the variable');
  t.equal(loadConfig({}).SIGN_IN_LIMIT_PER_USERNAME, '10:300');
});

t.test('a repeated submission shares the first outcome; a failure is not kept', async (t) => {
  const repeated = new RepeatedSubmits();
  let calls = 0;
  const call = async () => ++calls;
  t.equal(await repeated.run(['reset', 'a@b.c'], call, 0), 1);
  t.equal(await repeated.run(['reset', 'a@b.c'], call, 1000), 1, 'same values: no second call');
  t.equal(await repeated.run(['reset', 'x@b.c'], call, 1000), 2, 'other values: a call of their own');
  t.equal(await repeated.run(['reset', 'a@b.c'], call, 31_000), 3, 'after 30 s the values count as new');

  const failing = async () => {
    calls++;
    throw new Error('no');
  };
  await t.rejects(repeated.run(['fail'], failing, 0));
  await new Promise((resolve) => setImmediate(resolve));
  await t.rejects(repeated.run(['fail'], failing, 1));
  t.equal(calls, 5, 'the failure was tried again');
});

t.test('verification codes and provider order', async (t) => {
  t.ok(isWellFormedCode('TOTP', '012345'));
  t.notOk(isWellFormedCode('SMS', '01234a'));
  t.notOk(isWellFormedCode('EMAIL', '1234567'));
  t.ok(isWellFormedCode('BACKUP_CODE', '0a1b2c3d'));
  t.notOk(isWellFormedCode('BACKUP_CODE', '0A1B2C3D'), 'lowercase only');
  t.notOk(isWellFormedCode('BACKUP_CODE', '012345'));
  const p = (type: ProviderInfo['type'], isDefault: boolean): ProviderInfo => ({ type, default: isDefault, contact: null, minVerificationCodeSendPeriod: 30 });
  t.same(defaultFirst([p('TOTP', false), p('EMAIL', true), p('SMS', false)]).map((x) => x.type), ['EMAIL', 'TOTP', 'SMS']);
});

import t from 'tap';
import { obfuscate } from '../../emulator/auth/two-fa-providers.ts';

// Contract 2.8: within the masked range the first 2 and last 2 characters stay, the rest become `*`; a range of at most
// 4 characters is masked completely.
t.test('contact obfuscation of the 2FA provider list', async (t) => {
  t.equal(obfuscate('tenant'), 'te**nt');
  t.equal(obfuscate('15551234567'), '15*******67');
  t.equal(obfuscate('abcde'), 'ab*de');
  t.equal(obfuscate('abcd'), '****');
  t.equal(obfuscate('ab'), '**');
  t.equal(obfuscate(''), '');
});

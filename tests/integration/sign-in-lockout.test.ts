// Issue 10, item 6: wrong passwords from elsewhere must not lock the owner of an account out.
// Failures count per username and client address; across addresses they only slow sign-in down.
import t from 'tap';
import { CUSTOMER_A, TENANT, startConsole } from '../helpers/console.ts';

t.test('attempts from other addresses while the real user signs in', async (t) => {
  const pauses: number[] = [];
  const c = await startConsole(t, {
    env: { SIGN_IN_LIMIT_PER_USERNAME: '3:300', SIGN_IN_LIMIT_PER_IP: '20:300' },
    // Record the delays instead of waiting them out.
    signInPause: async (ms) => {
      pauses.push(ms);
    },
  });
  const logins = () => c.proxy.count('POST', '/api/auth/login');

  // Ten addresses guess the tenant administrator's password three times each.
  for (let host = 1; host <= 10; host++) {
    const attacker = c.client(`198.51.100.${host}`);
    for (let attempt = 0; attempt < 3; attempt++) t.equal((await attacker.signIn(TENANT.username, `guess-${host}-${attempt}`)).statusCode, 401);
    const before = logins();
    const refused = await attacker.signIn(TENANT.username, 'one more');
    t.equal(refused.statusCode, 429, `address ${host} is refused after its three failures`);
    t.equal(logins(), before, 'and the platform is not asked');
  }
  t.same(pauses.slice(0, 4), [500, 1000, 2000, 4000], 'failures beyond the limit, from anywhere, hold later attempts longer and longer');
  t.ok(pauses.every((ms) => ms <= 10_000), 'up to a bound');

  const owner = c.client('203.0.113.7');
  const res = await owner.signIn(TENANT.username, TENANT.password);
  t.equal(res.statusCode, 303, 'the owner, from an address of their own, still signs in');
  t.equal(res.headers.location, '/home');
  t.equal(pauses.at(-1), 10_000, 'held, not refused');
  t.equal((await owner.get('/devices')).statusCode, 200);

  const other = c.client('198.51.100.1');
  t.equal((await other.signIn(CUSTOMER_A.username, CUSTOMER_A.password)).statusCode, 303, 'an attacking address is refused only for the username it guessed');
});

t.test('the per-address limit still bounds one address across usernames', async (t) => {
  const c = await startConsole(t, { env: { SIGN_IN_LIMIT_PER_IP: '4:300' } });
  const sprayer = c.client('198.51.100.50');
  for (let i = 0; i < 4; i++) t.equal((await sprayer.signIn(`user${i}@example.com`, 'password')).statusCode, 401);
  const refused = await sprayer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
  t.equal(refused.statusCode, 429);
  t.match(refused.body, /Too many sign-in attempts\. Try again in \d+ seconds\./);
  t.equal((await c.client('198.51.100.51').signIn(CUSTOMER_A.username, CUSTOMER_A.password)).statusCode, 303, 'other addresses are not affected');
});

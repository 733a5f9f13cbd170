import t from 'tap';
import { DEMO, expectError, session, withEmulator } from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';

t.test('tenant REST rate limit', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock, tenantRestLimit: '5:1' });
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const sysadmin = await session(url, DEMO.sysadmin);

  const tenant = (await sysadmin.get(`/api/tenant/${admin.claims.tenantId}`)).body;
  const profile = (await sysadmin.get(`/api/tenantProfile/${tenant.tenantProfileId.id}`)).body;
  t.equal(profile.profileData.configuration.tenantServerRestLimitsConfiguration, '5:1', 'stored in the tenant profile');

  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await admin.get('/api/auth/user')).status);
  for (let i = 0; i < 2; i++) statuses.push((await customer.get('/api/auth/user')).status);
  t.same(statuses, [200, 200, 200, 200, 200]);
  expectError(t, await admin.get('/api/auth/user'), 429, 33, 'Too many requests for current tenant!');
  expectError(t, await customer.get('/api/auth/user'), 429, 33, 'Too many requests for current tenant!');
  t.equal((await sysadmin.get('/api/auth/user')).status, 200, 'the system administrator is not limited');
  t.equal((await admin.get('/api/noauth/userPasswordPolicy')).status, 200, 'no-auth calls are not counted');

  clock.advance(150);
  expectError(t, await admin.get('/api/auth/user'), 429, 33, 'Too many requests for current tenant!');
  clock.advance(150);
  t.equal((await admin.get('/api/auth/user')).status, 200, 'tokens refill');
});

t.test('no limit by default', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const statuses = new Set<number>();
  for (let i = 0; i < 30; i++) statuses.add((await admin.get('/api/auth/user')).status);
  t.same([...statuses], [200]);
});

t.test('customer REST rate limit', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const profileId = (await sysadmin.get('/api/tenantProfileInfo/default')).body.id.id;
  const profile = (await sysadmin.get(`/api/tenantProfile/${profileId}`)).body;
  const configuration = { ...profile.profileData.configuration, customerServerRestLimitsConfiguration: '3:60' };
  t.equal((await sysadmin.post('/api/tenantProfile', { ...profile, profileData: { ...profile.profileData, configuration } })).status, 200);
  const customer = await session(url, DEMO.customer);
  const sameCustomer = await session(url, DEMO.customerA);
  const otherCustomer = await session(url, DEMO.customerB);
  const admin = await session(url, DEMO.tenant);

  t.same([(await customer.get('/api/auth/user')).status, (await sameCustomer.get('/api/auth/user')).status,
    (await customer.get('/api/auth/user')).status], [200, 200, 200], 'the customer bucket holds 3');
  expectError(t, await sameCustomer.get('/api/auth/user'), 429, 33, 'Too many requests for current customer!');
  expectError(t, await customer.get('/api/auth/user'), 429, 33, 'Too many requests for current customer!');
  t.equal((await otherCustomer.get('/api/auth/user')).status, 200, 'each customer has its own bucket');
  for (let i = 0; i < 5; i++) t.equal((await admin.get('/api/auth/user')).status, 200, 'tenant administrators are not limited per customer');
});

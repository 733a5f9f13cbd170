import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { DEMO, call, decodeJwt, login, session } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

t.test('a database file keeps data across restarts', async (t) => {
  const dbPath = tempDbPath(t, 'emulator');

  const first = await startEmulator({ port: 0, dbPath, tenantRestLimit: '1000:1' });
  let admin, created, token;
  try {
    admin = await session(first.url, DEMO.tenant);
    created = await admin.post('/api/customer', { title: 'Survivor' });
    token = (await login(first.url, ...DEMO.customerB)).token;
  } finally {
    await first.close();
  }

  const second = await startEmulator({ port: 0, dbPath });
  t.teardown(() => second.close());
  const again = await session(second.url, DEMO.tenant);
  const customers = (await again.get('/api/customers?pageSize=10&page=0&sortProperty=title')).body;
  t.same(customers.data.map((c: { title: string }) => c.title), ['Customer A', 'Customer B', 'Customer C', 'Survivor'], 'demo data not seeded twice');
  t.same(customers.data[3].id, created.body.id);
  t.equal((await again.get('/api/tenant/devices?pageSize=20&page=0')).body.totalElements, 9);
  t.equal((await call(second.url, '/api/auth/user', { token })).status, 200, 'the signing key survives');
  t.equal(decodeJwt(again.tokens.token).payload.tenantId, admin.claims.tenantId);
  const sysadmin = await session(second.url, DEMO.sysadmin);
  const tenant = (await sysadmin.get(`/api/tenant/${admin.claims.tenantId}`)).body;
  const profile = (await sysadmin.get(`/api/tenantProfile/${tenant.tenantProfileId.id}`)).body;
  t.equal(profile.profileData.configuration.tenantServerRestLimitsConfiguration, '1000:1', 'an unset option keeps the stored limit');
});

import t from 'tap';
import { DEMO, customerByTitle, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

// Contract 4.1-4.7 and 4.12: the tenant profile's `max...` limits (> 0) refuse creating one entity more once the tenant
// has that many (here a limit of 1, and the tenant has at least one of each) with 400/31 `Can't create more then N
// <entities>!`; updates of existing entities are not limited.

t.test('tenant profile entity limits', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  const profile = (await sysadmin.get('/api/tenantProfileInfo/default')).body;
  const full = (await sysadmin.get(`/api/tenantProfile/${profile.id.id}`)).body;
  await admin.post('/api/asset', { name: 'The only asset' });
  const limits = { maxDevices: 1, maxAssets: 1, maxCustomers: 1, maxUsers: 1, maxDashboards: 1, maxRuleChains: 1 };
  const saved = await sysadmin.post('/api/tenantProfile', {
    ...full, profileData: { ...full.profileData, configuration: { ...full.profileData.configuration, ...limits } },
  });
  t.equal(saved.status, 200);

  const refusals: Array<[string, string, unknown, string]> = [
    ['devices', '/api/device', { name: 'One device too many' }, '/api/tenant/devices'],
    ['assets', '/api/asset', { name: 'One asset too many' }, '/api/tenant/assets'],
    ['customers', '/api/customer', { title: 'One customer too many' }, '/api/customers'],
    ['users', '/api/user?sendActivationMail=false', { email: 'one.too.many@x.org', authority: 'TENANT_ADMIN' }, '/api/users'],
    ['dashboards', '/api/dashboard', { title: 'One dashboard too many' }, '/api/tenant/dashboards'],
    ['rule chains', '/api/ruleChain', { name: 'One chain too many' }, '/api/ruleChains'],
  ];
  for (const [plural, path, body, list] of refusals) {
    const before = (await admin.get(`${list}?pageSize=1&page=0`)).body.totalElements;
    expectError(t, await admin.post(path, body), 400, 31, `Can't create more then 1 ${plural}!`);
    t.equal((await admin.get(`${list}?pageSize=1&page=0`)).body.totalElements, before, `no ${plural} created`);
  }

  const device = await deviceByName(admin, 'Thermostat T1');
  t.equal((await admin.post('/api/device', { ...device, label: 'still editable' })).status, 200, 'updates are not limited');
  const customer = await customerByTitle(admin, 'Customer A');
  t.equal((await admin.post('/api/customer', { ...customer, city: 'Lviv' })).status, 200);
  const publicAssign = await admin.post(`/api/customer/public/device/${device.id.id}`);
  t.equal(publicAssign.status, 200, 'the Public customer is created on demand whatever the customer limit');

  const validationFirst = await admin.post('/api/customer', { title: '' });
  expectError(t, validationFirst, 400, 31, 'Customer title should be specified!');
});

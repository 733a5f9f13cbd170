import t from 'tap';
import { DEMO, NULL_UUID, customerByTitle, expectError, session, withEmulator } from '../helpers/emulator.ts';

t.test('users', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerA = await customerByTitle(admin, 'Customer A');

  const user = (await admin.get(`/api/user/${admin.userId}`)).body;
  t.same(Object.keys(user), ['id', 'createdTime', 'tenantId', 'customerId', 'email', 'name', 'authority', 'firstName', 'lastName', 'additionalInfo']);
  t.same([user.email, user.name, user.authority, user.firstName, user.lastName], [
    'tenant@thingsboard.org', 'tenant@thingsboard.org', 'TENANT_ADMIN', null, null,
  ]);
  t.equal(user.additionalInfo.userCredentialsEnabled, true);

  const customerC = (await admin.get(`/api/customer/${(await customerByTitle(admin, 'Customer C')).id.id}/users?pageSize=10&page=0`)).body.data[0];
  t.same([customerC.email, customerC.additionalInfo], ['customerC@thingsboard.org', null], 'a user that never logged in has no additionalInfo');

  const ofA = await admin.get(`/api/customer/${customerA.id.id}/users?pageSize=10&page=0&sortProperty=email`);
  t.same(ofA.body.data.map((u: { email: string }) => u.email), ['customer@thingsboard.org', 'customerA@thingsboard.org']);
  t.ok(ofA.body.data.every((u: { authority: string; customerId: { id: string } }) => u.authority === 'CUSTOMER_USER' && u.customerId.id === customerA.id.id));
});

t.test('tenants', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  const tenantId = admin.claims.tenantId as string;

  const tenant = (await admin.get(`/api/tenant/${tenantId}`)).body;
  t.same(Object.keys(tenant), [
    'id', 'createdTime', 'title', 'name', 'region', 'tenantProfileId', 'country', 'state', 'city', 'address', 'address2',
    'zip', 'phone', 'email', 'additionalInfo',
  ]);
  t.same([tenant.title, tenant.name, tenant.region, tenant.additionalInfo], ['Tenant', 'Tenant', 'Global', null]);
  const info = (await admin.get(`/api/tenant/info/${tenantId}`)).body;
  t.equal(info.tenantProfileName, 'Default');

  const infos = (await sysadmin.get('/api/tenantInfos?pageSize=10&page=0')).body;
  t.same([infos.totalElements, infos.data[0].tenantProfileName], [1, 'Default']);
  const tenants = (await sysadmin.get('/api/tenants?pageSize=10&page=0')).body;
  t.equal(tenants.data[0].tenantProfileName, undefined, 'plain list has no profile name');

  const profile = (await sysadmin.get(`/api/tenantProfile/${tenant.tenantProfileId.id}`)).body;
  t.same([profile.name, profile.default, profile.isolatedTbRuleEngine, profile.description], ['Default', true, false, 'Default tenant profile']);
  t.same([profile.profileData.configuration.maxDevices, profile.profileData.queueConfiguration], [0, null]);
  expectError(t, await admin.get(`/api/tenantProfile/${tenant.tenantProfileId.id}`), 403, 20, "You don't have permission to perform this operation!");
  expectError(t, await admin.get(`/api/tenant/${NULL_UUID}`), 404, 32, `Tenant with id [${NULL_UUID}] is not found`);
});

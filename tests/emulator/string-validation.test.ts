import t from 'tap';
import { DEMO, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';

// Contract 0.4: validated string fields of every entity are limited to 255 characters and XSS-checked, both 400/31,
// and a refused save stores nothing.

const SCRIPT = '<script>alert(1)</script>';
const LONG = 'a'.repeat(256);

t.test('length and XSS checks of the string fields of each entity', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  type Case = [string, typeof admin, string, Record<string, unknown>, string, string];
  const cases: Case[] = [
    ['customer', admin, '/api/customer', { title: 'Valid' }, 'city', '/api/customers'],
    ['customer', admin, '/api/customer', {}, 'title', '/api/customers'],
    ['user', admin, '/api/user?sendActivationMail=false', { email: 'valid@example.com', authority: 'TENANT_ADMIN' }, 'firstName', '/api/users'],
    ['user', admin, '/api/user?sendActivationMail=false', { email: 'valid@example.com', authority: 'TENANT_ADMIN' }, 'lastName', '/api/users'],
    ['entity view', admin, '/api/entityView', { type: 'view', entityId: thermostat.id }, 'name', '/api/tenant/entityViews'],
    ['edge', admin, '/api/edge', { type: 'default', routingKey: 'valid-key', secret: 'valid-secret' }, 'name', '/api/tenant/edges'],
    ['device profile', admin, '/api/deviceProfile', { type: 'DEFAULT', transportType: 'DEFAULT' }, 'name', '/api/deviceProfiles'],
    ['asset profile', admin, '/api/assetProfile', {}, 'name', '/api/assetProfiles'],
    ['device', admin, '/api/device', { name: 'Valid device' }, 'label', '/api/tenant/devices'],
    ['device', admin, '/api/device', { name: 'Valid device' }, 'type', '/api/tenant/devices'],
    ['asset', admin, '/api/asset', { name: 'Valid asset' }, 'label', '/api/tenant/assets'],
    ['tenant profile', sysadmin, '/api/tenantProfile', { profileData: { configuration: { type: 'DEFAULT' } } }, 'name', '/api/tenantProfiles'],
    ['tenant', sysadmin, '/api/tenant', { title: 'Valid tenant' }, 'city', '/api/tenants'],
  ];
  for (const [entity, user, path, valid, field, list] of cases) {
    const count = async () => (await user.get(`${list}?pageSize=1&page=0`)).body.totalElements;
    const before = await count();
    expectError(t, await user.post(path, { ...valid, [field]: LONG }), 400, 31, `Validation error: ${field} length must be equal or less than 255`);
    expectError(t, await user.post(path, { ...valid, [field]: SCRIPT }), 400, 31, `Validation error: ${field} is malformed`);
    t.equal(await count(), before, `${entity} ${field}: nothing stored`);
  }
});

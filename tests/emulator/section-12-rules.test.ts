import { createHmac, randomUUID } from 'node:crypto';
import t from 'tap';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, call, customerByTitle, deviceByName, expectError, session, withEmulator,
} from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

// Contract section 12, rule by rule. Rules whose every clause another file already checks are listed here with it;
// the tests below cover the clauses no other file did.
//  1 error body, 401/11 vs 401/10 ............ errors.test.ts, auth.test.ts, security-password-policy.test.ts
//  2 scope in token answers ................... auth.test.ts, auth-activation.test.ts, auth-session.test.ts, auth-two-fa.test.ts
//  3 access token claims ...................... auth.test.ts (+ signing key below)
//  4 sessions and invalidation ................ auth-session.test.ts, auth.test.ts, auth-activation.test.ts, auth-user-accounts.test.ts
//  5 null-UUID ids ............................ devices.test.ts, assets.test.ts, auth.test.ts (+ sysadmin user below)
//  6 boolean names ............................ profiles.test.ts, dashboards.test.ts, customers.test.ts, device-assignment.test.ts,
//                                               version-control.test.ts, admin-settings.test.ts
//  7 device/asset type and profile ............ devices.test.ts, assets.test.ts (+ the tenant default below)
//  8 generated access token ................... devices.test.ts
//  9 uniqueness ............................... devices/assets/entity-views/edges/customers/profiles/auth-user-accounts/dashboards
//                                               tests (+ per-tenant scope and platform-wide e-mails below)
// 10 paging and search ........................ paging.test.ts, search.test.ts, assets.test.ts, queues.test.ts, entity-query.test.ts
// 11 customer delete .......................... customers.test.ts, assets.test.ts, dashboards.test.ts (+ entity views, edges below)
// 12 refused deletes .......................... profiles.test.ts, rule-chains.test.ts, entity-views.test.ts
// 13 telemetry shapes ......................... telemetry.test.ts, telemetry-errors.test.ts
// 14 plain-text errors, attribute scopes ...... telemetry-errors.test.ts, rpc.test.ts
// 15 empty 200 bodies ......................... below (and dashboards.test.ts, alarms.test.ts, auth-two-fa.test.ts)
// 16 alarms ................................... alarms.test.ts
// 17 no-auth redirects ........................ auth-activation.test.ts
// 18 activation mail and link ................. auth-activation.test.ts
// 19 mail password, jwtSettings ............... admin-settings.test.ts
// 20 WebSocket updates ........................ websocket.test.ts, ws-v2.test.ts
// 21 find/keys ................................ entity-query.test.ts
// 22 RPC statuses ............................. rpc.test.ts
// 23 version-control requests ................. version-control.test.ts
// 24 403 vs 404 ............................... permissions.test.ts (+ another tenant's object below)
// 25 customer users ........................... permissions.test.ts (+ assets below)

/** A second tenant with an activated administrator, for the rules about tenant boundaries. */
async function otherTenantAdmin(url: string, sysadmin: Session): Promise<Session> {
  const tenant = (await sysadmin.post('/api/tenant', { title: 'Other tenant' })).body;
  const email = `admin-${randomUUID().slice(0, 8)}@other.example`;
  const user = (await sysadmin.post('/api/user?sendActivationMail=false', {
    email, authority: 'TENANT_ADMIN', tenantId: tenant.id,
  })).body;
  const activateToken = new URL((await sysadmin.get(`/api/user/${user.id.id}/activationLink`)).text).searchParams.get('activateToken');
  const activated = await call(url, '/api/noauth/activate', { method: 'POST', body: { activateToken, password: 'secret42' } });
  if (activated.status !== 200) throw new Error(`activation failed: ${activated.status} ${activated.text}`);
  return session(url, [email, 'secret42']);
}

t.test('12.3 access tokens are HS512-signed with the Base64-decoded signing key', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const key = Buffer.from((await sysadmin.get('/api/admin/jwtSettings')).body.tokenSigningKey, 'base64');
  for (const token of [sysadmin.tokens.token, sysadmin.tokens.refreshToken]) {
    const [header, payload, signature] = token.split('.');
    t.equal(createHmac('sha512', key).update(`${header}.${payload}`).digest('base64url'), signature);
  }
});

t.test('12.5 the system administrator has the null-UUID tenant and customer', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const user = (await sysadmin.get('/api/auth/user')).body;
  t.same([user.tenantId, user.customerId], [{ entityType: 'TENANT', id: NULL_UUID }, { entityType: 'CUSTOMER', id: NULL_UUID }]);
});

t.test('12.7 a device or asset saved with neither type nor profile gets the tenant default profile', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const thermostat = await deviceByName(admin, 'Thermostat T1');
  t.equal((await admin.post(`/api/deviceProfile/${thermostat.deviceProfileId.id}/default`)).status, 200);
  const device = (await admin.post('/api/device', { name: 'Plain device' })).body;
  t.same([device.type, device.deviceProfileId], ['thermostat', thermostat.deviceProfileId], 'the current default, not "default"');
  const site = (await admin.post('/api/assetProfile', { name: 'site' })).body;
  t.equal((await admin.post(`/api/assetProfile/${site.id.id}/default`)).status, 200);
  const asset = (await admin.post('/api/asset', { name: 'Plain asset' })).body;
  t.same([asset.type, asset.assetProfileId], ['site', site.id]);
});

t.test('12.9 names are unique per tenant, user e-mails platform-wide', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  const other = await otherTenantAdmin(url, sysadmin);
  t.equal((await admin.post('/api/asset', { name: 'Depot' })).status, 200);
  expectError(t, await admin.post('/api/asset', { name: 'Depot' }), 400, 31, 'Asset with such name already exists!');
  t.equal((await other.post('/api/asset', { name: 'Depot' })).status, 200, 'asset name of another tenant');
  t.equal((await other.post('/api/device', { name: 'Thermostat T1' })).status, 200, 'device name of another tenant');
  t.equal((await other.post('/api/customer', { title: 'Customer A' })).status, 200, 'customer title of another tenant');
  t.equal((await other.post('/api/deviceProfile', { name: 'thermostat', type: 'DEFAULT', transportType: 'DEFAULT' })).status, 200);
  const taken = await other.post('/api/user?sendActivationMail=false', {
    email: 'customerA@thingsboard.org', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: other.claims.tenantId },
  });
  expectError(t, taken, 400, 31, "User with email 'customerA@thingsboard.org'  already present in database!");
  const sysadminMail = await other.post('/api/user?sendActivationMail=false', {
    email: 'sysadmin@thingsboard.org', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: other.claims.tenantId },
  });
  expectError(t, sysadminMail, 400, 31, "User with email 'sysadmin@thingsboard.org'  already present in database!");
});

t.test('12.11 deleting a customer unassigns its entity views and edges', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = (await admin.post('/api/customer', { title: 'Short-lived' })).body;
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const view = (await admin.post('/api/entityView', { name: 'T1 view', type: 'view', entityId: t1.id, customerId: customer.id })).body;
  const edge = (await admin.post('/api/edge', {
    name: 'Edge 1', type: 'default', routingKey: randomUUID(), secret: 'secret-1', customerId: customer.id,
  })).body;
  t.same([view.customerId.id, edge.customerId.id], [customer.id.id, customer.id.id]);
  t.equal((await admin.delete(`/api/customer/${customer.id.id}`)).status, 200);
  t.same((await admin.get(`/api/entityView/${view.id.id}`)).body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  t.same((await admin.get(`/api/edge/${edge.id.id}`)).body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
});

t.test('12.15 void calls and "null" results are 200 with an empty body', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  const empty = (res: { status: number; text: string }) => [res.status, res.text];
  t.same(empty(await sysadmin.get('/api/dashboard/home')), [200, ''], 'sysadmin home dashboard');
  t.same(empty(await admin.get('/api/dashboard/home')), [200, ''], 'no home dashboard set');
  t.same(empty(await admin.get('/api/2fa/account/settings')), [200, ''], 'no account 2FA settings');
  const quiet = await deviceByName(admin, 'Test Device B1');
  t.same(empty(await admin.get(`/api/alarm/highestSeverity/DEVICE/${quiet.id.id}`)), [200, ''], 'highest severity without alarms');
  const relation = { from: quiet.id, to: (await deviceByName(admin, 'Test Device A1')).id, type: 'Contains', typeGroup: 'COMMON' };
  t.same(empty(await admin.post('/api/relation', relation)), [200, ''], 'saving a relation');
  t.same(empty(await admin.post('/api/auth/logout')), [200, ''], 'logout');
});

t.test('12.24 a valid token and another tenant\'s object is 403/20', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const other = await otherTenantAdmin(url, await session(url, DEMO.sysadmin));
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const customerA = await customerByTitle(admin, 'Customer A');
  expectError(t, await other.get(`/api/device/${t1.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await other.get(`/api/customer/${customerA.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await other.delete(`/api/device/${t1.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await other.post('/api/device', { ...t1, label: 'taken over' }), 403, 20, PERMISSION_DENIED);
  t.equal((await admin.get(`/api/device/${t1.id.id}`)).body.label, t1.label, 'nothing changed');
  const missing = randomUUID();
  expectError(t, await other.get(`/api/asset/${missing}`), 404, 32, `Asset with id [${missing}] is not found`);
});

t.test('12.25 customer users may update, not create or delete, their customer\'s assets', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const own = (await admin.post('/api/asset', { name: 'Pump house', customerId: { entityType: 'CUSTOMER', id: customer.claims.customerId } })).body;
  const foreign = (await admin.post('/api/asset', { name: 'Depot' })).body;
  const updated = await customer.post('/api/asset', { ...own, label: 'north' });
  t.same([updated.status, updated.body.label], [200, 'north']);
  expectError(t, await customer.post('/api/asset', { ...foreign, label: 'x' }), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.post('/api/asset', { name: 'Mine now' }), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.delete(`/api/asset/${own.id.id}`), 403, 20, PERMISSION_DENIED);
});

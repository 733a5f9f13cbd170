import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import {
  DEMO, PERMISSION_DENIED, call, deviceByName, expectError, login, session, withEmulator,
} from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';
import type { Session } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const names = (page: { data: Array<{ name: string }> }) => page.data.map((item) => item.name).sort();

/** A tenant administrator of the given tenant, activated through its link and signed in. */
async function tenantAdmin(url: string, sysadmin: Session, tenantId: string, email: string) {
  const user = (await sysadmin.post('/api/user?sendActivationMail=false', {
    email, authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: tenantId },
  })).body;
  const link = (await sysadmin.get(`/api/user/${user.id.id}/activationLink`)).text;
  const activateToken = new URL(link).searchParams.get('activateToken');
  const activated = await call(url, '/api/noauth/activate', { method: 'POST', body: { activateToken, password: 'secret42' } });
  if (activated.status !== 200) throw new Error(`activation failed: ${activated.status} ${activated.text}`);
  return session(url, [email, 'secret42']);
}

// Kept on purpose: the sysadmin's own audit records name the users it created (by tenant_id they are the
// system's), and the invalidation record is what keeps a deleted user's tokens from working.
const KEPT = new Set(['audit_log.entity_id', 'token_invalidation.subject']);

/** Rows left anywhere in the database that name one of the ids (in an id, *_id or subject column). */
function leftovers(dbPath: string, ids: string[]): string[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const found: string[] = [];
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    for (const { name } of tables) {
      const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all(String(name)).map((c) => String(c.name));
      for (const column of columns.filter((c) => c === 'id' || c.endsWith('_id') || c === 'subject')) {
        const sql = `SELECT count(*) AS n FROM "${String(name)}" WHERE "${column}" IN (SELECT value FROM json_each(?))`;
        const { n } = db.prepare(sql).get(JSON.stringify(ids)) as { n: number };
        if (n > 0 && !KEPT.has(`${String(name)}.${column}`)) found.push(`${String(name)}.${column}: ${n}`);
      }
    }
    return found;
  } finally {
    db.close();
  }
}

t.test('tenants', async (t) => {
  const dbPath = tempDbPath(t, 'tenants');
  const clock = new TestClock();
  const { url } = await withEmulator(t, { dbPath, clock });
  const sysadmin = await session(url, DEMO.sysadmin);
  const admin = await session(url, DEMO.tenant);
  const defaultProfile = (await sysadmin.get('/api/tenantProfileInfo/default')).body;

  t.test('create, read, update', async (t) => {
    const created = await sysadmin.post('/api/tenant', {
      title: 'Acme', region: 'Mars', email: 'ops@acme.example', city: 'Springfield', additionalInfo: { description: 'd' },
    });
    t.equal(created.status, 200);
    const tenant = created.body;
    t.same(Object.keys(tenant), [
      'id', 'createdTime', 'title', 'name', 'region', 'tenantProfileId', 'country', 'state', 'city', 'address', 'address2',
      'zip', 'phone', 'email', 'additionalInfo',
    ]);
    t.same([tenant.title, tenant.name, tenant.region, tenant.city, tenant.email], ['Acme', 'Acme', 'Global', 'Springfield', 'ops@acme.example']);
    t.same(tenant.tenantProfileId, defaultProfile.id, 'no profile given: the default one');
    t.same(tenant.additionalInfo, { description: 'd' });
    t.same((await sysadmin.get(`/api/tenant/${tenant.id.id}`)).body, tenant);
    t.equal((await sysadmin.get(`/api/tenant/info/${tenant.id.id}`)).body.tenantProfileName, 'Default');
    t.equal((await sysadmin.get('/api/tenants?pageSize=10&page=0&textSearch=acm')).body.totalElements, 1);

    const small = (await sysadmin.post('/api/tenantProfile', { name: 'Small', profileData: { configuration: { type: 'DEFAULT' } } })).body;
    const updated = await sysadmin.post('/api/tenant', { ...tenant, title: 'Acme Corp', region: 'Venus', tenantProfileId: small.id });
    t.same([updated.status, updated.body.title, updated.body.region, updated.body.createdTime], [200, 'Acme Corp', 'Global', tenant.createdTime]);
    t.same(updated.body.tenantProfileId, small.id);
    t.equal((await sysadmin.get(`/api/tenant/info/${tenant.id.id}`)).body.tenantProfileName, 'Small');
    const tenants = (await sysadmin.get('/api/tenants?pageSize=10&page=0&sortProperty=title')).body;
    t.same(tenants.data.map((item: { title: string }) => item.title), ['Acme Corp', 'Tenant'], 'an update adds no tenant');
  });

  t.test('a new tenant gets its default content', async (t) => {
    const tenant = (await sysadmin.post('/api/tenant', { title: 'Content Co' })).body;
    const owner = await tenantAdmin(url, sysadmin, tenant.id.id, 'owner@content.example');
    const deviceProfiles = (await owner.get('/api/deviceProfiles?pageSize=10&page=0')).body;
    t.same(deviceProfiles.data.map((p: { name: string; default: boolean }) => [p.name, p.default]), [['default', true]]);
    const assetProfiles = (await owner.get('/api/assetProfiles?pageSize=10&page=0')).body;
    t.same(assetProfiles.data.map((p: { name: string; default: boolean }) => [p.name, p.default]), [['default', true]]);
    const core = (await owner.get('/api/ruleChains?pageSize=10&page=0&type=CORE')).body;
    t.same(core.data.map((c: { name: string; root: boolean }) => [c.name, c.root]), [['Root Rule Chain', true]]);
    const edge = (await owner.get('/api/ruleChains?pageSize=10&page=0&type=EDGE')).body;
    t.same(edge.data.map((c: { name: string; root: boolean }) => [c.name, c.root]), [['Edge Root Rule Chain', true]]);
    const usage = await owner.post('/api/entitiesQuery/count', { entityFilter: { type: 'apiUsageState', customerId: null } });
    t.same([usage.status, usage.body], [200, 1], 'its API usage state');
    const device = await owner.post('/api/device', { name: 'Own pump' });
    t.same([device.status, device.body.type], [200, 'default']);
    t.equal((await owner.get('/api/tenant/devices?pageSize=10&page=0')).body.totalElements, 1, 'sees only its own devices');
    expectError(t, await owner.get(`/api/tenant/${(admin.claims.tenantId as string)}`), 403, 20, PERMISSION_DENIED);
  });

  t.test('delete removes all tenant data', async (t) => {
    const tenant = (await sysadmin.post('/api/tenant', { title: 'Doomed' })).body;
    const owner = await tenantAdmin(url, sysadmin, tenant.id.id, 'owner@doomed.example');
    const customer = (await owner.post('/api/customer', { title: 'Doomed customer' })).body;
    const device = (await owner.post('/api/device', { name: 'Doomed pump' })).body;
    const asset = (await owner.post('/api/asset', { name: 'Doomed site' })).body;
    await owner.post('/api/relation', { from: asset.id, to: device.id, type: 'Contains', typeGroup: 'COMMON' });
    await owner.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/timeseries/ANY`, { temperature: 21 });
    await owner.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/attributes/SERVER_SCOPE`, { floor: 3 });
    await owner.post('/api/dashboard', { title: 'Doomed board' });
    const alarm = await owner.post('/api/alarm', { originator: device.id, type: 'Overheat', severity: 'MAJOR', status: 'ACTIVE_UNACK' });
    const edge = await owner.post('/api/edge', { name: 'Doomed edge', type: 'default', routingKey: randomUUID(), secret: 's' });
    await owner.post(`/api/edge/${edge.body.id.id}/device/${device.id.id}`);
    const view = await owner.post('/api/entityView', { name: 'Doomed view', type: 'v', entityId: device.id });
    t.same([alarm.status, edge.status, view.status], [200, 200, 200]);
    await owner.post(`/api/customer/${customer.id.id}/device/${device.id.id}`);
    const credentials = (await owner.get(`/api/device/${device.id.id}/credentials`)).body;
    const transport = (body: unknown) => call(url, `/api/v1/${credentials.credentialsId}/telemetry`, { method: 'POST', body });
    t.equal((await transport({ t: 1 })).status, 200, 'the device can send telemetry before');
    const ownerId = owner.userId;
    const ids = [tenant.id.id, customer.id.id, device.id.id, asset.id.id, ownerId, alarm.body.id.id, edge.body.id.id, view.body.id.id];
    t.ok(leftovers(dbPath, ids).length > 5, 'the tenant has rows in many tables');
    clock.nextSecond();

    t.same((await sysadmin.delete(`/api/tenant/${tenant.id.id}`)).status, 200);
    expectError(t, await sysadmin.get(`/api/tenant/${tenant.id.id}`), 404, 32, `Tenant with id [${tenant.id.id}] is not found`);
    const stillSignedIn = await owner.get('/api/auth/user');
    t.same([stillSignedIn.status, stillSignedIn.body.errorCode], [401, 11], 'its users\' tokens stop working');
    await t.rejects(login(url, 'owner@doomed.example', 'secret42'), /401/, 'its users can no longer sign in');
    const freed = await sysadmin.post('/api/user?sendActivationMail=false', {
      email: 'owner@doomed.example', authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: admin.claims.tenantId },
    });
    t.equal(freed.status, 200, 'the e-mail address is free again');
    await sysadmin.delete(`/api/user/${freed.body.id.id}`);
    t.equal((await transport({ t: 2 })).status, 401, 'its device credentials are gone');
    t.same(leftovers(dbPath, ids), [], 'no row names the tenant or its entities');

    t.same((await admin.get('/api/tenant/devices?pageSize=100&page=0&textSearch=Doomed')).body.totalElements, 0);
    const demoDevice = await deviceByName(admin, 'Test Device A1');
    t.equal(demoDevice.name, 'Test Device A1', 'other tenants keep their data');
    t.equal((await admin.get('/api/tenant/dashboards?pageSize=100&page=0')).body.totalElements > 0, true);
    t.same((await sysadmin.get('/api/tenants?pageSize=10&page=0&textSearch=doomed')).body.totalElements, 0);
  });

  t.test('validation and bad input', async (t) => {
    expectError(t, await sysadmin.post('/api/tenant', {}), 400, 31, 'Tenant title should be specified!');
    expectError(t, await sysadmin.post('/api/tenant', { title: '' }), 400, 31, 'Tenant title should be specified!');
    expectError(t, await sysadmin.post('/api/tenant', { title: 'Mail', email: 'not-an-address' }), 400, 31,
      "Invalid email address format 'not-an-address'!");
    expectError(t, await sysadmin.post('/api/tenant', { title: 'x'.repeat(256) }), 400, 31,
      'Validation error: title length must be equal or less than 255');
    expectError(t, await sysadmin.post('/api/tenant', { title: '<b>bold</b>' }), 400, 31, 'Validation error: title is malformed');
    const missingProfile = randomUUID();
    expectError(t, await sysadmin.post('/api/tenant', { title: 'Lost', tenantProfileId: { entityType: 'TENANT_PROFILE', id: missingProfile } }),
      400, 31, 'Tenant is referencing non existing tenant profile!');
    const unknown = randomUUID();
    expectError(t, await sysadmin.post('/api/tenant', { id: { entityType: 'TENANT', id: unknown }, title: 'Ghost' }), 404, 32,
      `Tenant with id [${unknown}] is not found`);
    expectError(t, await sysadmin.delete(`/api/tenant/${unknown}`), 404, 32, `Tenant with id [${unknown}] is not found`);
    expectError(t, await sysadmin.delete('/api/tenant/abc'), 400, 31, 'Invalid UUID string: abc');

    const notJson = await call(url, '/api/tenant', { token: sysadmin.tokens.token, method: 'POST', body: '{"title":' });
    t.same([notJson.status, notJson.body.errorCode], [500, 2]);
    t.match(notJson.body.message, /^JSON parse error/);
    const array = await sysadmin.post('/api/tenant', [{ title: 'A' }]);
    t.same([array.status, array.body.errorCode], [500, 2]);
    const badId = await sysadmin.post('/api/tenant', { id: { id: 'nope' }, title: 'Bad' });
    t.same([badId.status, badId.body.errorCode], [500, 2]);
    const objectTitle = await sysadmin.post('/api/tenant', { title: { text: 'A' } });
    t.same([objectTitle.status, objectTitle.body.errorCode], [500, 2]);
    t.same((await sysadmin.get('/api/tenants?pageSize=100&page=0')).body.data.map((x: { title: string }) => x.title).sort(),
      ['Acme Corp', 'Content Co', 'Tenant'], 'nothing was created by the refused requests');
  });

  t.test('only the system administrator manages tenants', async (t) => {
    const tenantId = admin.claims.tenantId as string;
    const own = (await admin.get(`/api/tenant/${tenantId}`)).body;
    const customer = await session(url, DEMO.customer);
    for (const caller of [admin, customer]) {
      expectError(t, await caller.post('/api/tenant', { title: 'Mine' }), 403, 20, PERMISSION_DENIED);
      expectError(t, await caller.post('/api/tenant', { ...own, title: 'Renamed' }), 403, 20, PERMISSION_DENIED);
      expectError(t, await caller.delete(`/api/tenant/${tenantId}`), 403, 20, PERMISSION_DENIED);
    }
    t.equal((await admin.get(`/api/tenant/${tenantId}`)).body.title, 'Tenant');
    t.same(names(await admin.get('/api/tenant/devices?pageSize=1&page=0&textSearch=Test Device A1').then((r) => r.body)), ['Test Device A1']);
    const anonymous = await call(url, '/api/tenant', { method: 'POST', body: { title: 'Anon' } });
    t.same([anonymous.status, anonymous.body.errorCode], [401, 10]);
  });
});

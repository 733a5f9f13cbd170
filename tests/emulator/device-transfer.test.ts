import { randomUUID } from 'node:crypto';
import t from 'tap';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, call, customerByTitle, deviceByName, expectError, session, withEmulator,
} from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

/** A second tenant with an activated administrator. */
async function otherTenant(url: string, sysadmin: Session) {
  const tenant = (await sysadmin.post('/api/tenant', { title: 'Other Tenant' })).body;
  const email = 'other-admin@example.com';
  const user = (await sysadmin.post('/api/user?sendActivationMail=false', {
    email, authority: 'TENANT_ADMIN', tenantId: tenant.id,
  })).body;
  const link = (await sysadmin.get(`/api/user/${user.id.id}/activationLink`)).text;
  const activateToken = new URL(link).searchParams.get('activateToken');
  await call(url, '/api/noauth/activate', { method: 'POST', body: { activateToken, password: 'secret42' } });
  return { tenant, admin: await session(url, [email, 'secret42']) };
}

const transferLogs = async (admin: Session) =>
  (await admin.get('/api/audit/logs?pageSize=10&page=0&actionTypes=ASSIGNED_TO_TENANT&sortProperty=createdTime&sortOrder=DESC')).body;

const relationsOf = (admin: Session, id: string, end: 'from' | 'to') =>
  admin.get(`/api/relations?${end}Id=${id}&${end}Type=DEVICE`);

t.test('transferring a device to another tenant', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const other = await otherTenant(url, sysadmin);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const dht = await deviceByName(admin, 'DHT11 Demo Device');
  const customerA = await customerByTitle(admin, 'Customer A');
  const token = (await admin.get(`/api/device/${t1.id.id}/credentials`)).body.credentialsId;

  await admin.post(`/api/customer/${customerA.id.id}/device/${t1.id.id}`);
  t.equal((await admin.post('/api/relation', { from: dht.id, to: t1.id, type: 'Contains' })).status, 200);
  const edge = (await admin.post('/api/edge', { name: 'Gateway edge', type: 'default', secret: 's', routingKey: 'rk' })).body;
  t.equal((await admin.post(`/api/edge/${edge.id.id}/device/${t1.id.id}`)).status, 200);
  const edgeDevices = () => admin.get(`/api/edge/${edge.id.id}/devices?pageSize=10&page=0`);
  const customerDevices = async () => (await admin.get(`/api/customer/${customerA.id.id}/devices?pageSize=10&page=0`)).body.totalElements;
  t.equal((await relationsOf(admin, t1.id.id, 'to')).body.length, 1, 'a relation to begin with');
  t.equal((await edgeDevices()).body.totalElements, 1, 'and an edge assignment');
  const assignedBefore = await customerDevices();

  const moved = await admin.post(`/api/tenant/${other.tenant.id.id}/device/${t1.id.id}`);
  t.equal(moved.status, 200);
  t.same([moved.body.id, moved.body.name, moved.body.type], [t1.id, 'Thermostat T1', 'thermostat']);
  t.same(moved.body.tenantId, other.tenant.id, 'now owned by the other tenant');
  t.same(moved.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID }, 'no longer assigned to a customer');
  t.not(moved.body.deviceProfileId.id, t1.deviceProfileId.id, 'a profile of the new tenant');

  const profile = (await other.admin.get(`/api/deviceProfile/${moved.body.deviceProfileId.id}`)).body;
  t.same([profile.name, profile.tenantId], ['thermostat', other.tenant.id], 'created in the new tenant under the same name');
  t.same((await other.admin.get(`/api/device/${t1.id.id}`)).body, moved.body, 'the new tenant reads it');
  t.equal((await other.admin.get(`/api/device/${t1.id.id}/credentials`)).body.credentialsId, token, 'credentials stay');
  expectError(t, await admin.get(`/api/device/${t1.id.id}`), 403, 20, PERMISSION_DENIED);
  t.same((await relationsOf(other.admin, t1.id.id, 'to')).body, [], 'relations and edge assignments are gone');
  t.equal((await edgeDevices()).body.totalElements, 0);
  t.equal(await customerDevices(), assignedBefore - 1);

  const log = (await transferLogs(admin)).data[0];
  t.same([log.actionType, log.actionStatus, log.entityId, log.entityName], ['ASSIGNED_TO_TENANT', 'SUCCESS', t1.id, 'Thermostat T1']);
  t.same(log.actionData.entity.tenantId, other.tenant.id, 'the audit record carries the moved device');

  const movedDefault = (await admin.post(`/api/tenant/${other.tenant.id.id}/device/${dht.id.id}`)).body;
  const defaultProfile = (await other.admin.get('/api/deviceProfileInfo/default')).body;
  t.equal(movedDefault.deviceProfileId.id, defaultProfile.id.id, 'a device of the `default` profile joins the new default');
  const profiles = (await other.admin.get('/api/deviceProfiles?pageSize=10&page=0&sortProperty=name')).body;
  t.same(profiles.data.map((p: { name: string }) => p.name), ['default', 'thermostat'], 'existing profiles are reused');
});

t.test('refused transfers change nothing', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const customer = await session(url, DEMO.customer);
  const other = await otherTenant(url, sysadmin);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const target = other.tenant.id.id;

  const unknown = randomUUID();
  expectError(t, await admin.post(`/api/tenant/${unknown}/device/${t1.id.id}`), 400, 31, 'Could not find the specified Tenant!');
  expectError(t, await admin.post(`/api/tenant/${target}/device/${unknown}`), 404, 32, `Device with id [${unknown}] is not found`);
  expectError(t, await admin.post(`/api/tenant/${target}/device/nope`), 400, 31, 'Invalid UUID string: nope');
  expectError(t, await admin.post(`/api/tenant/nope/device/${t1.id.id}`), 400, 31, 'Invalid UUID string: nope');
  for (const caller of [customer, sysadmin]) {
    expectError(t, await caller.post(`/api/tenant/${target}/device/${t1.id.id}`), 403, 20, PERMISSION_DENIED);
  }
  expectError(t, await other.admin.post(`/api/tenant/${target}/device/${t1.id.id}`), 403, 20, PERMISSION_DENIED);
  t.equal((await transferLogs(admin)).totalElements, 0, 'checks before the transfer leave no audit record');

  await admin.post('/api/entityView', { name: 'T1 view', type: 'x', entityId: t1.id });
  expectError(t, await admin.post(`/api/tenant/${target}/device/${t1.id.id}`), 400, 31,
    "Can't assign device that has entity views to another tenant!");
  const failure = (await transferLogs(admin)).data[0];
  t.same([failure.actionType, failure.actionStatus, failure.entityId.id], ['ASSIGNED_TO_TENANT', 'FAILURE', NULL_UUID]);
  t.equal(failure.actionFailureDetails, "Can't assign device that has entity views to another tenant!");

  await other.admin.post('/api/device', { name: 'Thermostat T2', type: 'default' });
  await admin.post('/api/relation', { from: t1.id, to: t2.id, type: 'Contains' });
  expectError(t, await admin.post(`/api/tenant/${target}/device/${t2.id.id}`), 400, 31, 'Device with such name already exists!');
  t.same((await admin.get(`/api/device/${t2.id.id}`)).body, t2, 'still the old tenant\'s device');
  t.equal((await relationsOf(admin, t2.id.id, 'to')).body.length, 1, 'its relations are kept');
  const dht = await deviceByName(admin, 'DHT11 Demo Device');
  const firmware = (await admin.post('/api/otaPackage', { type: 'FIRMWARE', title: 'fw', version: '1', deviceProfileId: dht.deviceProfileId,
    usesUrl: true, url: 'https://example.com/fw.bin' })).body;
  const withFirmware = (await admin.post('/api/device', { ...dht, firmwareId: firmware.id })).body;
  expectError(t, await admin.post(`/api/tenant/${target}/device/${withFirmware.id.id}`), 400, 31, "Can't assign firmware from different tenant!");
  const profiles = (await other.admin.get('/api/deviceProfiles?pageSize=10&page=0')).body;
  t.same(profiles.data.map((p: { name: string }) => p.name), ['default'], 'no profile was left behind');
});

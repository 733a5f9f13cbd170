import { randomUUID } from 'node:crypto';
import t from 'tap';
import { createdTimeOf } from '../../emulator/lib/ids.ts';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, customerByTitle, expectError, session, withEmulator,
} from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';
import type { Session } from '../helpers/emulator.ts';

async function assetByName(admin: Session, name: string): Promise<any> {
  const res = await admin.get(`/api/tenant/assets?assetName=${encodeURIComponent(name)}`);
  if (res.status !== 200) throw new Error(`asset ${name}: ${res.status}`);
  return res.body;
}

t.test('asset save and profiles', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const tenantId = admin.claims.tenantId;
  const defaultProfile = (await admin.get('/api/assetProfileInfo/default')).body;
  t.same(Object.keys(defaultProfile), ['id', 'name', 'image', 'defaultDashboardId']);
  t.same([defaultProfile.id.entityType, defaultProfile.name], ['ASSET_PROFILE', 'default']);
  t.same((await admin.get('/api/tenant/assets?pageSize=10&page=0')).body,
    { data: [], totalPages: 0, totalElements: 0, hasNext: false }, 'no demo assets');

  t.test('a minimal asset', async (t) => {
    const res = await admin.post('/api/asset', { name: 'Building A' });
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), [
      'id', 'createdTime', 'tenantId', 'customerId', 'name', 'type', 'label', 'assetProfileId', 'externalId', 'additionalInfo',
    ]);
    t.equal(res.body.id.entityType, 'ASSET');
    t.equal(res.body.createdTime, createdTimeOf(res.body.id.id));
    t.same(res.body.tenantId, { entityType: 'TENANT', id: tenantId });
    t.same(res.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
    t.same([res.body.type, res.body.label, res.body.additionalInfo], ['default', null, null]);
    t.same(res.body.assetProfileId, defaultProfile.id);
  });

  t.test('type finds or creates a profile; the profile id wins over type', async (t) => {
    const first = await admin.post('/api/asset', { name: 'Floor 1', type: 'floor', label: 'F1' });
    t.equal(first.body.type, 'floor');
    const profile = (await admin.get(`/api/assetProfile/${first.body.assetProfileId.id}`)).body;
    t.same([profile.name, profile.default, profile.description], ['floor', false, 'Default asset profile']);
    const second = await admin.post('/api/asset', { name: 'Floor 2', type: 'floor' });
    t.same(second.body.assetProfileId, first.body.assetProfileId);
    const byId = await admin.post('/api/asset', { name: 'Floor 3', type: 'ignored', assetProfileId: defaultProfile.id });
    t.equal(byId.body.type, 'default');
    expectError(t, await admin.post('/api/asset', { name: 'Floor 4', assetProfileId: { id: randomUUID() } }),
      400, 31, 'Asset is referencing non existing asset profile!');
    const types = (await admin.get('/api/asset/types')).body;
    t.same(types, [
      { tenantId: { entityType: 'TENANT', id: tenantId }, entityType: 'ASSET', type: 'default' },
      { tenantId: { entityType: 'TENANT', id: tenantId }, entityType: 'ASSET', type: 'floor' },
    ]);
  });

  t.test('validation never changes data', async (t) => {
    expectError(t, await admin.post('/api/asset', { name: 'Building A' }), 400, 31, 'Asset with such name already exists!');
    expectError(t, await admin.post('/api/asset', { type: 'floor' }), 400, 31, 'Asset name should be specified!');
    expectError(t, await admin.post('/api/asset', { name: 'x'.repeat(256) }), 400, 31, 'Validation error: name length must be equal or less than 255');
    expectError(t, await admin.post('/api/asset', { name: '<b>x</b>' }), 400, 31, 'Validation error: name is malformed');
    expectError(t, await admin.post('/api/asset', { name: 'Orphan', customerId: { id: randomUUID() } }), 400, 31, "Can't assign asset to non-existent customer!");
    const ghost = randomUUID();
    expectError(t, await admin.post('/api/asset', { id: { id: ghost }, name: 'Ghost' }), 404, 32, `Asset with id [${ghost}] is not found`);
    const bad = await admin.post('/api/asset', '{"name": ');
    t.same([bad.status, bad.body.errorCode], [500, 2], 'malformed JSON');
    expectError(t, await admin.post('/api/asset', { name: 'Dup type', type: 'brand-new' , customerId: { id: randomUUID() } }),
      400, 31, "Can't assign asset to non-existent customer!");
    const profiles = (await admin.get('/api/assetProfileInfos?pageSize=50&page=0')).body;
    t.notOk(profiles.data.some((p: { name: string }) => p.name === 'brand-new'), 'no profile left behind');
    t.equal((await admin.get('/api/tenant/assets?pageSize=50&page=0')).body.totalElements, 4);
    t.equal((await admin.post('/api/asset', { name: 'building a' })).status, 200, 'names are case-sensitive');
  });

  t.test('rename, profile rename rewrites type', async (t) => {
    const asset = await assetByName(admin, 'Floor 1');
    expectError(t, await admin.post('/api/asset', { ...asset, name: 'Floor 2' }), 400, 31, 'Asset with such name already exists!');
    const renamed = await admin.post('/api/asset', { ...asset, name: 'Floor One', additionalInfo: { description: 'x' } });
    t.same([renamed.body.name, renamed.body.createdTime, renamed.body.additionalInfo], ['Floor One', asset.createdTime, { description: 'x' }]);
    const profile = (await admin.get(`/api/assetProfile/${asset.assetProfileId.id}`)).body;
    const saved = await admin.post('/api/assetProfile', { ...profile, name: 'storey' });
    t.equal(saved.body.name, 'storey');
    t.equal((await assetByName(admin, 'Floor One')).type, 'storey');
  });
});

t.test('asset lists, infos, search and sort', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customerA = await customerByTitle(admin, 'Customer A');
  for (const [name, type, label] of [['Alpha', 'site', 'North'], ['Beta', 'room', null], ['Gamma', 'site', 'south wing']]) {
    t.equal((await admin.post('/api/asset', { name, type, label })).status, 200);
  }
  const gamma = await assetByName(admin, 'Gamma');
  await admin.post(`/api/customer/${customerA.id.id}/asset/${gamma.id.id}`);

  const names = (res: any) => res.body.data.map((a: { name: string }) => a.name);
  t.same(names(await admin.get('/api/tenant/assets?pageSize=10&page=0&sortProperty=name&sortOrder=DESC')), ['Gamma', 'Beta', 'Alpha']);
  t.same(names(await admin.get('/api/tenant/assets?pageSize=10&page=0&type=site&sortProperty=name')), ['Alpha', 'Gamma']);
  const paged = await admin.get('/api/tenant/assets?pageSize=2&page=1&sortProperty=createdTime');
  t.same([paged.body.totalPages, paged.body.totalElements, paged.body.hasNext, names(paged)], [2, 3, false, ['Gamma']]);
  t.same(names(await admin.get('/api/tenant/assets?pageSize=10&page=0&textSearch=ALP')), ['Alpha']);
  t.same(names(await admin.get('/api/tenant/assets?pageSize=10&page=0&textSearch=north')), [], 'plain list searches name only');
  t.same(names(await admin.get('/api/tenant/assetInfos?pageSize=10&page=0&textSearch=north')), ['Alpha'], 'infos search label');
  t.same(names(await admin.get('/api/tenant/assetInfos?pageSize=10&page=0&textSearch=room&sortProperty=name')), ['Beta'], 'profile name');
  t.same(names(await admin.get('/api/tenant/assetInfos?pageSize=10&page=0&textSearch=customer a')), ['Gamma'], 'customer title');
  t.same(names(await admin.get('/api/tenant/assetInfos?pageSize=10&page=0&type=site&textSearch=room')), [], 'no profile search with a type');
  const infos = await admin.get('/api/tenant/assetInfos?pageSize=10&page=0&sortProperty=customerTitle');
  t.same(names(infos), ['Gamma', 'Alpha', 'Beta'], 'NULL customer titles last');
  t.same([infos.body.data[0].customerTitle, infos.body.data[0].customerIsPublic, infos.body.data[0].assetProfileName], ['Customer A', false, 'site']);
  const byProfile = await admin.get(`/api/tenant/assetInfos?pageSize=10&page=0&assetProfileId=${gamma.assetProfileId.id}&sortProperty=assetProfileName`);
  t.same(names(byProfile), ['Alpha', 'Gamma']);
  t.same(names(await admin.get(`/api/customer/${customerA.id.id}/assets?pageSize=10&page=0`)), ['Gamma']);
  t.same(names(await admin.get(`/api/customer/${customerA.id.id}/assetInfos?pageSize=10&page=0&textSearch=customer`)), [], 'customer infos search name only');

  const unknownSort = await admin.get('/api/tenant/assets?pageSize=10&page=0&sortProperty=assetProfileName');
  t.same([unknownSort.status, unknownSort.body.errorCode], [500, 2], 'joined sort only on infos');
  expectError(t, await admin.get('/api/tenant/assets?pageSize=0&page=0'), 400, 31, "Incorrect page link page size '0'. Page size must be greater than zero.");
  expectError(t, await admin.get('/api/tenant/assets?pageSize=1&page=0&sortOrder=UP&sortProperty=name'), 400, 31, "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.");
  expectError(t, await admin.get('/api/tenant/assets'), 400, 31,
    'Parameter conditions "pageSize, page" OR "assetName" not met for actual request parameters: ');
  expectError(t, await admin.get('/api/tenant/assets?assetName=nope'), 404, 32, "Requested item wasn't found!");
  const byIds = await admin.get(`/api/assets?assetIds=${gamma.id.id},${randomUUID()}`);
  t.same(byIds.body.map((a: { name: string }) => a.name), ['Gamma']);
  expectError(t, await admin.get('/api/assets?assetIds=zzz'), 400, 31, 'Invalid UUID string: zzz');
});

t.test('asset permissions, assignment and delete', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customer, customerB: userB, sysadmin } =
    await demoSessions(url, 'tenant', 'customer', 'customerB', 'sysadmin');
  const customerA = await customerByTitle(admin, 'Customer A');
  const customerB = await customerByTitle(admin, 'Customer B');
  const mine = (await admin.post('/api/asset', { name: 'Mine', customerId: customerA.id })).body;
  const other = (await admin.post('/api/asset', { name: 'Other' })).body;

  t.equal((await customer.get(`/api/asset/${mine.id.id}`)).status, 200);
  t.equal((await customer.get(`/api/asset/info/${mine.id.id}`)).body.customerTitle, 'Customer A');
  expectError(t, await customer.get(`/api/asset/${other.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await userB.get(`/api/asset/${mine.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.get(`/api/customer/${customerB.id.id}/assets?pageSize=10&page=0`), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.get('/api/tenant/assets?pageSize=10&page=0'), 403, 20, PERMISSION_DENIED);
  t.same((await customer.get(`/api/assets?assetIds=${mine.id.id},${other.id.id}`)).body.map((a: { name: string }) => a.name), ['Mine']);
  const updated = await customer.post('/api/asset', { ...mine, label: 'mine' });
  t.same([updated.status, updated.body.label], [200, 'mine']);
  expectError(t, await customer.post('/api/asset', { name: 'New' }), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.post('/api/asset', { ...other, label: 'x' }), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.delete(`/api/asset/${mine.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await customer.post(`/api/customer/${customerA.id.id}/asset/${other.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await sysadmin.get(`/api/asset/${mine.id.id}`), 403, 20, PERMISSION_DENIED);
  expectError(t, await sysadmin.post('/api/asset', { name: 'S' }), 403, 20, PERMISSION_DENIED);
  const missing = randomUUID();
  expectError(t, await admin.get(`/api/asset/${missing}`), 404, 32, `Asset with id [${missing}] is not found`);
  expectError(t, await admin.get('/api/asset/nope'), 400, 31, 'Invalid UUID string: nope');

  const assigned = await admin.post(`/api/customer/${customerB.id.id}/asset/${other.id.id}`);
  t.same(assigned.body.customerId, customerB.id);
  t.equal((await userB.get(`/api/asset/${other.id.id}`)).status, 200);
  const unassigned = await admin.delete(`/api/customer/asset/${other.id.id}`);
  t.same(unassigned.body.customerId, { entityType: 'CUSTOMER', id: NULL_UUID });
  expectError(t, await admin.delete(`/api/customer/asset/${other.id.id}`), 400, 31, "Asset isn't assigned to any customer!");
  const pub = await admin.post(`/api/customer/public/asset/${other.id.id}`);
  const info = (await admin.get(`/api/asset/info/${other.id.id}`)).body;
  t.same([pub.status, info.customerTitle, info.customerIsPublic], [200, 'Public', true]);

  t.equal((await admin.delete(`/api/customer/${customerA.id.id}`)).status, 200);
  t.same((await admin.get(`/api/asset/${mine.id.id}`)).body.customerId.id, NULL_UUID, 'customer delete unassigns');
  const deleted = await admin.delete(`/api/asset/${mine.id.id}`);
  t.same([deleted.status, deleted.text], [200, '']);
  expectError(t, await admin.get(`/api/asset/${mine.id.id}`), 404, 32, `Asset with id [${mine.id.id}] is not found`);

  const logs = await admin.get(`/api/audit/logs/entity/ASSET/${other.id.id}?pageSize=10&page=0&sortProperty=createdTime`);
  if (logs.status === 200) {
    const succeeded = logs.body.data.filter((l: { actionStatus: string }) => l.actionStatus === 'SUCCESS');
    t.same(succeeded.map((l: { actionType: string }) => l.actionType).sort(),
      ['ADDED', 'ASSIGNED_TO_CUSTOMER', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER'], 'audited');
  }
});

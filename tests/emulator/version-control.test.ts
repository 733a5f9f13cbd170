import { randomUUID } from 'node:crypto';
import t from 'tap';
import { openDatabase } from '../../emulator/db/open.ts';
import { TASK_TTL_MS, lookupTask, startTask } from '../../emulator/vc/tasks.ts';
import { createVcStore } from '../../emulator/vc/vc-store.ts';
import { DEMO, PERMISSION_DENIED, customerByTitle, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

const REPOSITORY = {
  repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD',
  username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false,
};

/** Polls a status endpoint until the task is done, the way the console does. */
async function poll(admin: Session, path: string): Promise<any> {
  return eventually(async () => {
    const res = await admin.get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body.done ? res.body : null;
  }, `${path} to finish`);
}

async function commit(admin: Session, request: unknown): Promise<any> {
  const res = await admin.post('/api/entities/vc/version', request);
  if (res.status !== 200) throw new Error(`commit: ${res.status} ${res.text}`);
  return poll(admin, `/api/entities/vc/version/${res.body}/status`);
}

t.test('repository and auto-commit settings', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  expectError(t, await admin.get('/api/admin/repositorySettings'), 404, 32, "Requested item wasn't found!");
  t.equal((await admin.get('/api/admin/repositorySettings/exists')).body, false);
  t.same((await admin.get('/api/admin/repositorySettings/info')).body, { configured: false, readOnly: false });
  expectError(t, await admin.post('/api/entities/vc/version', { type: 'SINGLE_ENTITY', versionName: 'x', branch: 'main', entityId: { entityType: 'DEVICE', id: randomUUID() } }),
    400, 31, 'Repository settings are not configured!');

  const saved = await admin.post('/api/admin/repositorySettings', REPOSITORY);
  t.equal(saved.status, 200);
  t.same(saved.body, { ...REPOSITORY, password: null, privateKeyFileName: null, privateKey: null, privateKeyPassword: null });
  t.same((await admin.get('/api/admin/repositorySettings')).body.password, null, 'secrets are never returned');
  t.equal((await admin.get('/api/admin/repositorySettings/exists')).body, true);
  t.same((await admin.get('/api/admin/repositorySettings/info')).body, { configured: true, readOnly: false });
  expectError(t, await admin.post('/api/admin/repositorySettings', { ...REPOSITORY, repositoryUri: ' ' }), 400, 31, 'Repository uri should be specified!');
  t.same([(await admin.post('/api/admin/repositorySettings/checkAccess', REPOSITORY)).status], [200]);
  expectError(t, await customer.get('/api/admin/repositorySettings/exists'), 403, 20, PERMISSION_DENIED);

  t.same((await admin.get('/api/admin/autoCommitSettings')).body, {});
  t.equal((await admin.get('/api/admin/autoCommitSettings/exists')).body, false);
  const autoCommit = { DEVICE: { branch: 'main', saveRelations: true, saveAttributes: false, saveCredentials: true, extra: 1 } };
  const stored = await admin.post('/api/admin/autoCommitSettings', autoCommit);
  t.same(stored.body, { DEVICE: { branch: 'main', saveRelations: true, saveAttributes: false, saveCredentials: true } });
  t.same((await admin.get('/api/admin/autoCommitSettings')).body, stored.body);
  t.same((await admin.delete('/api/admin/autoCommitSettings')).status, 200);
  t.equal((await admin.get('/api/admin/autoCommitSettings/exists')).body, false);

  t.equal((await admin.delete('/api/admin/repositorySettings')).status, 200);
  t.equal((await admin.get('/api/admin/repositorySettings/exists')).body, false);
});

t.test('versions', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  await admin.post('/api/admin/repositorySettings', REPOSITORY);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const customerA = await customerByTitle(admin, 'Customer A');

  const request = await admin.post('/api/entities/vc/version', {
    type: 'SINGLE_ENTITY', versionName: 'Thermostat T1', branch: 'main', entityId: t1.id,
    config: { saveRelations: false, saveAttributes: true, saveCredentials: true },
  });
  t.equal(request.status, 200);
  t.match(request.text, /^"[0-9a-f-]{36}"$/, 'a bare JSON string');
  const first = await poll(admin, `/api/entities/vc/version/${request.body}/status`);
  t.same(Object.keys(first), ['version', 'added', 'modified', 'removed', 'error', 'done']);
  t.same([first.added, first.modified, first.removed, first.error], [1, 0, 0, null]);
  t.same(Object.keys(first.version), ['timestamp', 'id', 'name', 'author']);
  t.match(first.version.id, /^[0-9a-f]{40}$/);
  t.same([first.version.name, first.version.author], ['Thermostat T1', 'tenant@thingsboard.org']);

  const nightly = await commit(admin, {
    type: 'COMPLEX', versionName: 'Nightly', branch: 'main', syncStrategy: 'MERGE',
    entityTypes: {
      DEVICE: { syncStrategy: null, allEntities: true, entityIds: [], saveRelations: true, saveAttributes: true, saveCredentials: true },
      CUSTOMER: { syncStrategy: null, allEntities: false, entityIds: [customerA.id.id], saveRelations: false, saveAttributes: false, saveCredentials: false },
    },
  });
  t.same([nightly.added, nightly.modified, nightly.removed], [9, 1, 0], '8 devices and a customer added; T1 now also with its relations');

  await admin.post('/api/device', { ...t1, label: 'Lobby' });
  const overwrite = await commit(admin, {
    type: 'COMPLEX', versionName: 'Only thermostats', branch: 'main', syncStrategy: 'OVERWRITE',
    entityTypes: { DEVICE: { allEntities: false, entityIds: [t1.id.id], saveRelations: false, saveAttributes: true, saveCredentials: true } },
  });
  t.same([overwrite.added, overwrite.modified, overwrite.removed], [0, 1, 8], 'overwrite drops the devices not listed');

  const feature = await commit(admin, {
    type: 'SINGLE_ENTITY', versionName: 'Feature work', branch: 'feature', entityId: customerA.id, config: {},
  });
  t.equal(feature.added, 1, 'a new branch starts empty');

  const list = await admin.get('/api/entities/vc/version?branch=main&pageSize=2&page=0');
  t.same([list.body.totalElements, list.body.totalPages, list.body.hasNext], [3, 2, true]);
  t.same(list.body.data.map((v: any) => v.name), ['Only thermostats', 'Nightly'], 'newest first');
  const searched = await admin.get('/api/entities/vc/version?branch=main&pageSize=10&page=0&textSearch=NIGHT');
  t.same(searched.body.data.map((v: any) => v.name), ['Nightly']);
  const ofT1 = await admin.get(`/api/entities/vc/version/DEVICE/${t1.id.id}?branch=main&pageSize=10&page=0`);
  t.same(ofT1.body.data.map((v: any) => v.name), ['Only thermostats', 'Nightly', 'Thermostat T1'], 'versions that changed T1');
  const unchanged = await commit(admin, {
    type: 'SINGLE_ENTITY', versionName: 'Again', branch: 'feature', entityId: customerA.id, config: {},
  });
  t.same([unchanged.added, unchanged.modified, unchanged.removed], [0, 0, 0], 'nothing changed');
  const ofCustomers = await admin.get('/api/entities/vc/version/CUSTOMER?branch=main&pageSize=10&page=0');
  t.same(ofCustomers.body.data.map((v: any) => v.name), ['Nightly']);
  const noBranch = await admin.get('/api/entities/vc/version?pageSize=10&page=0');
  t.same([noBranch.status, noBranch.body.errorCode], [500, 2]);

  const entities = await admin.get(`/api/entities/vc/entity/${nightly.version.id}`);
  t.equal(entities.body.length, 10);
  t.same(entities.body[0], { externalId: { entityType: 'CUSTOMER', id: customerA.id.id } });
  const devicesOnly = await admin.get(`/api/entities/vc/entity/DEVICE/${overwrite.version.id}`);
  t.same(devicesOnly.body, [{ externalId: t1.id }]);
  const info = await admin.get(`/api/entities/vc/info/${first.version.id}/DEVICE/${t1.id.id}`);
  t.same(info.body, { hasRelations: false, hasAttributes: true, hasCredentials: true }, 'relations were not saved');

  const branches = await admin.get('/api/entities/vc/branches');
  t.same(branches.body, [{ name: 'main', default: true }, { name: 'feature', default: false }]);

  const diff = await admin.get(`/api/entities/vc/diff/DEVICE/${t1.id.id}?versionId=${first.version.id}`);
  t.same(Object.keys(diff.body), ['currentVersion', 'otherVersion']);
  t.equal(diff.body.currentVersion.entity.label, 'Lobby');
  t.equal(diff.body.otherVersion.entity.label, null);

  t.test('status polling errors', async (t) => {
    const unknown = await admin.get(`/api/entities/vc/version/${randomUUID()}/status`);
    t.same([unknown.status, unknown.body.errorCode, unknown.body.message], [404, 32, null]);
    const load = await admin.post('/api/entities/vc/entity', { type: 'ENTITY_TYPE', versionId: first.version.id, entityTypes: {} });
    const wrongKind = await admin.get(`/api/entities/vc/version/${load.body}/status`);
    t.same([wrongKind.status, wrongKind.body.errorCode], [400, 31]);
    const unknownType = await admin.post('/api/entities/vc/version', { type: 'EVERYTHING', versionName: 'x', branch: 'main' });
    t.same([unknownType.status, unknownType.body.errorCode], [500, 2]);
  });

  t.test('loading versions', async (t) => {
    const single = await admin.post('/api/entities/vc/entity', {
      type: 'SINGLE_ENTITY', versionId: first.version.id, externalEntityId: t1.id,
      config: { loadRelations: false, loadAttributes: true, loadCredentials: true },
    });
    t.equal(single.status, 200);
    const restored = await poll(admin, `/api/entities/vc/entity/${single.body}/status`);
    t.same(restored, { result: [{ entityType: 'DEVICE', created: 0, updated: 1, deleted: 0 }], done: true });
    t.equal((await deviceByName(admin, 'Thermostat T1')).label, null, 'the label of the version is back');

    const removed = await admin.delete(`/api/device/${(await deviceByName(admin, 'Test Device B1')).id.id}`);
    t.equal(removed.status, 200);
    const byType = await admin.post('/api/entities/vc/entity', {
      type: 'ENTITY_TYPE', versionId: nightly.version.id,
      entityTypes: { DEVICE: { loadRelations: false, loadAttributes: false, loadCredentials: false, removeOtherEntities: true, findExistingEntityByName: true } },
    });
    const loaded = await poll(admin, `/api/entities/vc/entity/${byType.body}/status`);
    t.same(loaded.result, [{ entityType: 'DEVICE', created: 1, updated: 0, deleted: 0 }], 'the deleted device comes back');
    const recreated = await deviceByName(admin, 'Test Device B1');
    t.equal(recreated.customerId.id, (await customerByTitle(admin, 'Customer B')).id.id);

    await admin.post('/api/device', { name: 'Not versioned' });
    const pruning = await admin.post('/api/entities/vc/entity', {
      type: 'ENTITY_TYPE', versionId: overwrite.version.id,
      entityTypes: { DEVICE: { removeOtherEntities: true, findExistingEntityByName: true } },
    });
    const pruned = await poll(admin, `/api/entities/vc/entity/${pruning.body}/status`);
    t.same(pruned.result, [{ entityType: 'DEVICE', created: 0, updated: 1, deleted: 9 }]);
    const count = await admin.post('/api/entitiesQuery/count', { entityFilter: { type: 'entityType', entityType: 'DEVICE' } });
    t.equal(count.body, 1, 'only the versioned thermostat is left');
    const audit = await admin.get(`/api/audit/logs/entity/DEVICE/${recreated.id.id}?pageSize=10&page=0`);
    t.same(audit.body.data.map((entry: any) => entry.actionType).sort(), ['ADDED', 'DELETED'], 'loads are audited like saves');

    const dashboards = await admin.get('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Firmware');
    const firmware = dashboards.body.data[0];
    const saved = await commit(admin, {
      type: 'SINGLE_ENTITY', versionName: 'Firmware dashboard', branch: 'dashboards', entityId: firmware.id, config: {},
    });
    const full = (await admin.get(`/api/dashboard/${firmware.id.id}`)).body;
    t.equal((await admin.post('/api/dashboard', { ...full, title: 'Firmware (edited)' })).status, 200);
    const back = await admin.post('/api/entities/vc/entity', {
      type: 'SINGLE_ENTITY', versionId: saved.version.id, externalEntityId: firmware.id, config: {},
    });
    t.same((await poll(admin, `/api/entities/vc/entity/${back.body}/status`)).result, [{ entityType: 'DASHBOARD', created: 0, updated: 1, deleted: 0 }]);
    t.equal((await admin.get(`/api/dashboard/${firmware.id.id}`)).body.title, 'Firmware', 'the dashboard of the version is back');

    const missing = await admin.post('/api/entities/vc/entity', {
      type: 'SINGLE_ENTITY', versionId: first.version.id, externalEntityId: { entityType: 'DEVICE', id: randomUUID() }, config: {},
    });
    const failed = await poll(admin, `/api/entities/vc/entity/${missing.body}/status`);
    t.same(Object.keys(failed), ['error', 'done']);
    t.equal(failed.error.type, 'RUNTIME');
  });
});

t.test('task results expire after five minutes', async (t) => {
  const db = openDatabase(':memory:');
  t.teardown(() => db.close());
  const store = createVcStore(db);
  const tenantId = randomUUID();
  const start = Date.now();
  const id = startTask(store, tenantId, 'CREATE', { done: false }, () => ({ done: true }), start);
  t.same(lookupTask(store, tenantId, id, 'CREATE', start), { found: 'task', result: { done: false } }, 'pending before the work ran');
  await new Promise((resolve) => setImmediate(resolve));
  t.same(lookupTask(store, tenantId, id, 'CREATE', start + TASK_TTL_MS), { found: 'task', result: { done: true } });
  t.same(lookupTask(store, tenantId, id, 'LOAD', start), { found: 'other-kind' });
  t.same(lookupTask(store, randomUUID(), id, 'CREATE', start), { found: 'none' }, 'another tenant');
  t.same(lookupTask(store, tenantId, id, 'CREATE', start + TASK_TTL_MS + 1), { found: 'none' }, 'expired');
});

t.test('auto-commit: saving an entity of a configured type creates a version', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const versions = async (branch: string) => (await admin.get(`/api/entities/vc/version?branch=${branch}&pageSize=50&page=0`)).body.data;
  await admin.post('/api/admin/autoCommitSettings', {
    DEVICE: { branch: 'auto', saveRelations: false, saveAttributes: true, saveCredentials: false },
    ASSET: { branch: '', saveRelations: false, saveAttributes: false, saveCredentials: false },
  });
  const early = await admin.post('/api/device', { name: 'Before the repository', type: 'default' });
  t.equal(early.status, 200);

  await admin.post('/api/admin/repositorySettings', REPOSITORY);
  const device = await admin.post('/api/device', { name: 'Auto committed', type: 'default' });
  const [created, ...older] = await versions('auto');
  t.same(older, [], 'nothing was committed without repository settings');
  t.match(created, { name: /^auto-commit at \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, author: DEMO.tenant[0] });
  const entities = await admin.get(`/api/entities/vc/entity/DEVICE/${created.id}`);
  t.same(entities.body.map((entry: any) => entry.externalId.id), [device.body.id.id], 'the saved device is in the version');

  await admin.post('/api/device', { ...device.body, label: 'changed' });
  t.equal((await versions('auto')).length, 2, 'every save commits');
  const asset = await admin.post('/api/asset', { name: 'Auto asset', type: 'default' });
  const [assetVersion] = await versions('main');
  t.ok(assetVersion, 'a blank branch falls back to the default branch');
  const assetEntities = await admin.get(`/api/entities/vc/entity/ASSET/${assetVersion.id}`);
  t.same(assetEntities.body.map((entry: any) => entry.externalId.id), [asset.body.id.id]);
  await admin.post('/api/customer', { title: 'Not auto-committed' });
  t.equal((await versions('main')).length, 1, 'types without settings are not committed');
  await admin.delete(`/api/device/${device.body.id.id}`);
  t.equal((await versions('auto')).length, 2, 'deletes are not committed');
});

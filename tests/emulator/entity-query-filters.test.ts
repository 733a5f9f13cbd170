import t from 'tap';
import { DEMO, deviceByName, session, withEmulator } from '../helpers/emulator.ts';

// Contract 7.2 / 7.3: the entity view and edge filters, and DATE_TIME key filters.

const field = (key: string) => ({ type: 'ENTITY_FIELD', key });

t.test('entity view and edge filters', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const a1 = await deviceByName(admin, 'Test Device A1');
  const view = (await admin.post('/api/entityView', { name: 'View One', type: 'viewtype', entityId: a1.id })).body;
  await admin.post('/api/entityView', { name: 'Other view', type: 'othertype', entityId: a1.id });
  const edge = (await admin.post('/api/edge', { name: 'Edge One', type: 'edgetype', secret: 's1', routingKey: 'r1' })).body;
  await admin.post('/api/edge', { name: 'Edge Two', type: 'othertype', secret: 's2', routingKey: 'r2' });
  for (const to of [view.id, edge.id]) {
    t.equal((await admin.post('/api/relation', { from: a1.id, to, type: 'Contains', typeGroup: 'COMMON' })).status, 200);
  }
  const find = async (entityFilter: unknown) => {
    const res = await admin.post('/api/entitiesQuery/find', {
      entityFilter, pageLink: { page: 0, pageSize: 10 }, entityFields: [field('name'), field('type')], latestValues: [], keyFilters: [],
    });
    t.equal(res.status, 200);
    return res.body.data.map((row: any) => [row.entityId.entityType, row.latest.ENTITY_FIELD.name.value, row.latest.ENTITY_FIELD.type?.value ?? null]);
  };
  const search = { rootEntity: a1.id, relationType: 'Contains', direction: 'FROM', maxLevel: 1, fetchLastLevelOnly: false };

  t.same(await find({ type: 'entityViewType', entityViewType: 'viewtype', entityViewNameFilter: 'view' }), [['ENTITY_VIEW', 'View One', 'viewtype']],
    'entity view type with a case-insensitive name prefix');
  t.same(await find({ type: 'entityViewType', entityViewType: 'viewtype', entityViewNameFilter: 'one' }), [], 'a prefix, not a substring');
  t.same(await find({ type: 'edgeType', edgeType: 'edgetype', edgeNameFilter: 'EDGE' }), [['EDGE', 'Edge One', null]],
    'edge type; edges have no type entity field');
  t.same(await find({ type: 'entityViewSearchQuery', ...search, entityViewTypes: ['viewtype'] }), [['ENTITY_VIEW', 'View One', 'viewtype']]);
  t.same(await find({ type: 'entityViewSearchQuery', ...search, entityViewTypes: ['othertype'] }), [], 'the related view only');
  t.same(await find({ type: 'edgeSearchQuery', ...search, edgeTypes: ['edgetype'] }), [['EDGE', 'Edge One', null]]);
  t.same(await find({ type: 'edgeSearchQuery', ...search, direction: 'TO', edgeTypes: ['edgetype'] }), [], 'the direction counts');
});

t.test('DATE_TIME key filters compare epoch milliseconds', async (t) => {
  const { url } = await withEmulator(t, { telemetryIntervalMs: 0 });
  const admin = await session(url, DEMO.tenant);
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const query = (operation: string, defaultValue: number) => admin.post('/api/entitiesQuery/find', {
    entityFilter: { type: 'entityType', entityType: 'DEVICE' },
    pageLink: { page: 0, pageSize: 20, sortOrder: { key: field('name'), direction: 'ASC' } },
    entityFields: [field('name')], latestValues: [],
    keyFilters: [{ key: field('createdTime'), valueType: 'DATE_TIME', predicate: { type: 'NUMERIC', operation, value: { defaultValue } } }],
  });
  const names = async (operation: string, value: number) => (await query(operation, value)).body.data.map((row: any) => row.latest.ENTITY_FIELD.name.value);
  t.same(await names('GREATER_OR_EQUAL', t2.createdTime), ['Thermostat T2'], 'the newest demo device');
  t.equal((await names('LESS', t2.createdTime)).length, 8);
  t.same(await names('EQUAL', t2.createdTime), ['Thermostat T2']);
});

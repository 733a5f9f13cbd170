import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { alias, configuration, saveDashboard, tenantSession, widgetTexts, type TestWidget } from '../helpers/dashboards.ts';

// Each alias type of upstream's entity alias dialog, resolved on the server through the entity data query and shown
// by an entities table; the demo tenant plus an asset that contains Thermostat T1 and an entity view of it.
t.test('entity aliases resolve to the entities of each filter type', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const building = (await admin.post('/api/asset', { name: 'Building A', type: 'building' })).body;
  t.equal((await admin.post('/api/relation', { from: building.id, to: t1.id, type: 'Contains', typeGroup: 'COMMON' })).status, 200);
  t.equal((await admin.post('/api/entityView', { name: 'T1 view', type: 'thermostat-view', entityId: t1.id })).status, 200);

  const cases: Record<string, Record<string, unknown>> = {
    single: { type: 'singleEntity', singleEntity: t1.id },
    list: { type: 'entityList', entityType: 'DEVICE', entityList: [t1.id.id, t2.id.id], resolveMultiple: true },
    byName: { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'thermo', resolveMultiple: true },
    state: { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: null },
    stateDefault: { type: 'stateEntity', stateEntityParamName: 'other', defaultStateEntity: t1.id },
    deviceType: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: true },
    assetType: { type: 'assetType', assetType: 'building', assetNameFilter: '', resolveMultiple: true },
    viewType: { type: 'entityViewType', entityViewType: 'thermostat-view', entityViewNameFilter: '', resolveMultiple: true },
    relations: { type: 'relationsQuery', rootEntity: building.id, direction: 'FROM', maxLevel: 1, fetchLastLevelOnly: false, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }], resolveMultiple: true },
    relationsOfState: { type: 'relationsQuery', rootStateEntity: true, direction: 'TO', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: ['ASSET'] }], resolveMultiple: true },
    deviceSearch: { type: 'deviceSearchQuery', rootEntity: building.id, relationType: 'Contains', direction: 'FROM', maxLevel: 1, deviceTypes: ['thermostat'], resolveMultiple: true },
    assetSearch: { type: 'assetSearchQuery', rootEntity: t1.id, relationType: 'Contains', direction: 'TO', maxLevel: 1, assetTypes: ['building'], resolveMultiple: true },
    usage: { type: 'apiUsageState', resolveMultiple: false },
    tenant: { type: 'singleEntity', singleEntity: { entityType: 'CURRENT_TENANT', id: '13814000-1dd2-11b2-8080-808080808080' } },
  };
  const aliases = Object.fromEntries(Object.entries(cases).flatMap(([id, filter]) => Object.entries(alias(id, filter))));
  const widgets: TestWidget[] = Object.keys(cases).map((id) => ({
    type: 'cards.entities_table', kind: 'latest', title: id,
    config: { datasources: [{ type: 'entity', entityAliasId: id, dataKeys: [] }], settings: { displayEntityName: true, displayEntityType: false, defaultSortOrder: 'entityName', entitiesTitle: '' } },
  }));
  // A filter on one more table: only the devices whose name starts with "Test Device".
  widgets.push({
    type: 'cards.entities_table', kind: 'latest', title: 'filtered',
    config: { datasources: [{ type: 'entity', entityAliasId: 'deviceType-all', filterId: 'names', dataKeys: [] }], settings: { displayEntityType: false } },
  });
  Object.assign(aliases, alias('deviceType-all', { type: 'entityType', entityType: 'DEVICE', resolveMultiple: true }));
  const { configuration: config } = configuration(widgets, aliases, {
    filters: { names: { id: 'names', filter: 'names', keyFilters: [{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicates: [
      { keyFilterPredicate: { type: 'STRING', operation: 'STARTS_WITH', value: { defaultValue: 'Test Device' }, ignoreCase: false }, userInfo: { editable: true } },
    ] }] } },
  });
  const id = await saveDashboard(admin, 'Aliases', config);

  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const page = await client.get(`/dashboards/${id}`);
  t.equal(page.statusCode, 200);
  t.notMatch(page.body, /class="wproblem"/, 'no widget failed to load');
  const texts = widgetTexts(page.body);
  const names = (title: string) => (texts.get(title) ?? '').match(/Thermostat T\d|Building A|T1 view|Tenant|Test Device \w+/g) ?? [];
  t.same(names('single'), ['Thermostat T1'], 'single entity');
  t.same(names('list'), ['Thermostat T1', 'Thermostat T2'], 'entity list');
  t.same(names('byName'), ['Thermostat T1', 'Thermostat T2'], 'entity name prefix, any case');
  t.same(names('state'), [], 'state entity without a state parameter: nothing');
  t.same(names('stateDefault'), ['Thermostat T1'], "state entity: the alias's default entity");
  t.same(names('deviceType'), ['Thermostat T1', 'Thermostat T2'], 'device type');
  t.same(names('assetType'), ['Building A'], 'asset type');
  t.same(names('viewType'), ['T1 view'], 'entity view type');
  t.same(names('relations'), ['Thermostat T1'], 'relations query from a fixed root');
  t.same(names('deviceSearch'), ['Thermostat T1'], 'device search query');
  t.same(names('assetSearch'), ['Building A'], 'asset search query');
  t.equal(texts.get('usage')?.includes('No entities found'), false, 'API usage state: one entity');
  t.same(names('tenant'), ['Tenant'], 'the current tenant pseudo entity');
  t.same(names('filtered'), ['Test Device A1', 'Test Device A2', 'Test Device A3', 'Test Device B1', 'Test Device C1'], 'a dashboard filter narrows the alias');

  // The state entity from the address: upstream's encoded state with T2, and a relations query rooted at it.
  const state = Buffer.from(JSON.stringify([{ id: 'default', params: { entityId: t1.id, entityName: 'Thermostat T1' } }])).toString('base64');
  const withState = widgetTexts((await client.get(`/dashboards/${id}?state=${encodeURIComponent(state)}`)).body);
  t.same(withState.get('state')?.match(/Thermostat T\d/g), ['Thermostat T1'], 'state entity from ?state=');
  t.same(withState.get('relationsOfState')?.match(/Building A/g), ['Building A'], 'relations query rooted at the state entity');
});

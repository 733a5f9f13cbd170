import t from 'tap';
import {
  DEMO, PERMISSION_DENIED, customerByTitle, deviceByName, expectError, withEmulator,
} from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

const field = (key: string) => ({ type: 'ENTITY_FIELD', key });
const byName = { key: field('name'), direction: 'ASC' };

function query(entityFilter: unknown, extra: Record<string, unknown> = {}) {
  return {
    entityFilter,
    pageLink: { page: 0, pageSize: 100, textSearch: null, sortOrder: byName },
    entityFields: [field('name')],
    latestValues: [],
    keyFilters: [],
    ...extra,
  };
}

const names = (body: any) => body.data.map((row: any) => row.latest.ENTITY_FIELD.name.value);

t.test('entity data query', async (t) => {
  const { url } = await withEmulator(t);
  const { tenant: admin, customerA, sysadmin } = await demoSessions(url, 'tenant', 'customerA', 'sysadmin');
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const a1 = await deviceByName(admin, 'Test Device A1');

  t.test('entity type filter, fields, sort and paging', async (t) => {
    const res = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      entityFields: [field('name'), field('type'), field('label'), field('createdTime'), field('additionalInfo'), field('email')],
      pageLink: { page: 1, pageSize: 4, sortOrder: byName },
    }));
    t.equal(res.status, 200);
    t.same([res.body.totalElements, res.body.totalPages, res.body.hasNext], [9, 3, true]);
    t.same(names(res.body), ['Test Device A3', 'Test Device B1', 'Test Device C1', 'Thermostat T1']);
    const row = res.body.data[0];
    t.same(Object.keys(row), ['entityId', 'latest', 'timeseries', 'aggLatest']);
    t.equal(row.entityId.entityType, 'DEVICE');
    const fields = row.latest.ENTITY_FIELD;
    t.same(Object.keys(fields), ['name', 'type', 'label', 'createdTime', 'additionalInfo'], 'unknown fields are left out');
    t.same([fields.type.value, fields.label.value], ['default', ''], 'null fields are empty strings');
    t.match(fields.createdTime.value, /^\d{13}$/);
    t.ok(Math.abs(fields.name.ts - Date.now()) < 10000, 'entity fields carry the server time');
    const thermostat = await admin.post('/api/entitiesQuery/find', query({ type: 'singleEntity', singleEntity: t1.id }, {
      entityFields: [field('additionalInfo')],
    }));
    t.same(JSON.parse(thermostat.body.data[0].latest.ENTITY_FIELD.additionalInfo.value), { description: 'Demo device for Thermostats dashboard' });

    const desc = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      pageLink: { page: 0, pageSize: 2, sortOrder: { key: field('name'), direction: 'DESC' } },
    }));
    t.same(names(desc.body), ['Thermostat T2', 'Thermostat T1']);
    const all = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      pageLink: { page: 0, pageSize: 0, sortOrder: byName },
    }));
    t.same([all.body.data.length, all.body.totalPages, all.body.hasNext], [9, 1, false], 'pageSize 0 means no limit');
  });

  t.test('filters', async (t) => {
    const find = async (filter: unknown) => names((await admin.post('/api/entitiesQuery/find', query(filter))).body);
    t.same(await find({ type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'test device a' }),
      ['Test Device A1', 'Test Device A2', 'Test Device A3'], 'name filter is a case-insensitive prefix');
    t.same(await find({ type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'Device' }), [], 'not a substring');
    t.same(await find({ type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' }), ['Thermostat T1', 'Thermostat T2']);
    t.same(await find({ type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: 'thermostat t2' }), ['Thermostat T2']);
    t.same(await find({ type: 'entityList', entityType: 'DEVICE', entityList: [t2.id.id, a1.id.id] }), ['Test Device A1', 'Thermostat T2']);
    t.same(await find({ type: 'singleEntity', singleEntity: t1.id }), ['Thermostat T1']);
    t.same(await find({ type: 'entityType', entityType: 'CUSTOMER' }), ['Customer A', 'Customer B', 'Customer C']);
    t.same(await find({ type: 'entityName', entityType: 'USER', entityNameFilter: 'customerb' }), ['customerB@thingsboard.org']);
    t.same(await find({ type: 'entityType', entityType: 'TENANT' }), ['Tenant']);
    t.same(await find({ type: 'assetType', assetType: 'building', assetNameFilter: '' }), [], 'no demo assets');
    t.same(await find({ type: 'apiUsageState' }), ['Tenant'], 'the usage state is named after its tenant');
  });

  t.test('customer users see only their customer', async (t) => {
    const devices = await customerA.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }));
    t.same(names(devices.body), ['Test Device A1', 'Test Device A2', 'Test Device A3']);
    const other = await customerA.post('/api/entitiesQuery/find', query({ type: 'singleEntity', singleEntity: t1.id }));
    t.same(other.body.data, [], 'another owner\'s device is simply absent');
    const customers = await customerA.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'CUSTOMER' }));
    t.same(names(customers.body), ['Customer A']);
    const tenants = await customerA.post('/api/entitiesQuery/count', { entityFilter: { type: 'entityType', entityType: 'TENANT' } });
    t.equal(tenants.body, 0);
    expectError(t, await sysadmin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' })), 403, 20, PERMISSION_DENIED);
  });

  t.test('count', async (t) => {
    const res = await admin.post('/api/entitiesQuery/count', { entityFilter: { type: 'deviceType', deviceType: 'default' }, keyFilters: [] });
    t.equal(res.status, 200);
    t.equal(res.text, '7');
    const filtered = await admin.post('/api/entitiesQuery/count', {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      keyFilters: [{
        key: field('name'), valueType: 'STRING',
        predicate: { type: 'STRING', operation: 'ENDS_WITH', value: { defaultValue: '1', userValue: null, dynamicValue: null }, ignoreCase: false },
      }],
    });
    t.equal(filtered.body, 4, 'A1, B1, C1, T1');
  });

  t.test('text search and key filters on entity fields', async (t) => {
    const searched = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      entityFields: [field('name'), field('type')],
      pageLink: { page: 0, pageSize: 10, textSearch: 'STAT', sortOrder: byName },
    }));
    t.same(names(searched.body), ['Thermostat T1', 'Thermostat T2']);
    const joined = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      entityFields: [field('name'), field('type')],
      pageLink: { page: 0, pageSize: 10, textSearch: 't2thermo', sortOrder: byName },
    }));
    t.same(names(joined.body), ['Thermostat T2'], 'values are concatenated without a separator');
    const complex = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      keyFilters: [{
        key: field('name'), valueType: 'STRING',
        predicate: {
          type: 'COMPLEX', operation: 'OR', predicates: [
            { type: 'STRING', operation: 'IN', value: { defaultValue: 'Test Device B1,Test Device C1', userValue: null, dynamicValue: null }, ignoreCase: false },
            { type: 'STRING', operation: 'CONTAINS', value: { defaultValue: 'x', userValue: 'PI DEMO', dynamicValue: null }, ignoreCase: true },
          ],
        },
      }],
    }));
    t.same(names(complex.body), ['Raspberry Pi Demo Device', 'Test Device B1', 'Test Device C1'], 'userValue wins over defaultValue');
    const filtered = async (key: unknown, valueType: string, predicate: unknown) =>
      names((await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
        keyFilters: [{ key, valueType, predicate }],
      }))).body);
    const value = (defaultValue: unknown) => ({ defaultValue, userValue: null, dynamicValue: null });
    t.same(await filtered({ type: 'SERVER_ATTRIBUTE', key: 'temperatureAlarmFlag' }, 'BOOLEAN', { type: 'BOOLEAN', operation: 'EQUAL', value: value(true) }),
      ['Thermostat T1', 'Thermostat T2'], 'seeded boolean attributes');
    t.same(await filtered({ type: 'SERVER_ATTRIBUTE', key: 'temperatureAlarmThreshold' }, 'NUMERIC', { type: 'NUMERIC', operation: 'LESS_OR_EQUAL', value: value(20) }),
      ['Thermostat T1']);
    t.same(await filtered(field('type'), 'STRING', { type: 'STRING', operation: 'NOT_IN', value: value('default, thermostat'), ignoreCase: false }), []);
    t.same(await filtered(field('name'), 'STRING', { type: 'STRING', operation: 'STARTS_WITH', value: value('THERMO'), ignoreCase: true }),
      ['Thermostat T1', 'Thermostat T2']);
    t.same(await filtered(field('name'), 'STRING', { type: 'STRING', operation: 'STARTS_WITH', value: value('THERMO'), ignoreCase: false }), [], 'case matters without ignoreCase');
  });

  t.test('latest values, key filters and sorting on telemetry', async (t) => {
    const save = async (device: any, body: unknown, path: string) => {
      const res = await admin.post(`/api/plugins/telemetry/DEVICE/${device.id.id}/${path}`, body);
      t.equal(res.status, 200, `saved ${path}`);
    };
    await save(t1, { temperature: 24.5, humidity: 48 }, 'timeseries/ANY');
    await save(t2, { temperature: 19 }, 'timeseries/ANY');
    await save(t1, { mode: 'eco', floor: 3 }, 'attributes/SERVER_SCOPE');
    await save(t2, { mode: 'comfort' }, 'attributes/SHARED_SCOPE');
    const res = await admin.post('/api/entitiesQuery/find', query({ type: 'deviceType', deviceType: 'thermostat' }, {
      latestValues: [
        { type: 'TIME_SERIES', key: 'temperature' }, { type: 'TIME_SERIES', key: 'pressure' },
        { type: 'ATTRIBUTE', key: 'mode' }, { type: 'SERVER_ATTRIBUTE', key: 'mode' },
      ],
      pageLink: { page: 0, pageSize: 10, sortOrder: { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'ASC' } },
    }));
    t.same(names(res.body), ['Thermostat T2', 'Thermostat T1'], 'sorted numerically by latest temperature');
    const [second, first] = res.body.data;
    t.equal(first.latest.TIME_SERIES.temperature.value, '24.5');
    t.equal(second.latest.TIME_SERIES.temperature.value, '19');
    t.same(first.latest.TIME_SERIES.pressure, { ts: 0, value: '' }, 'a key without data');
    t.same([first.latest.ATTRIBUTE.mode.value, first.latest.SERVER_ATTRIBUTE.mode.value], ['eco', 'eco']);
    t.same([second.latest.ATTRIBUTE.mode.value, second.latest.SERVER_ATTRIBUTE.mode], ['comfort', { ts: 0, value: '' }], 'scope is respected');

    const hot = await admin.post('/api/entitiesQuery/count', {
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      keyFilters: [{
        key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
        predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 20, userValue: null, dynamicValue: null } },
      }],
    });
    t.equal(hot.body, 1);
    const flagged = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, {
      keyFilters: [{
        key: { type: 'SERVER_ATTRIBUTE', key: 'mode' }, valueType: 'STRING',
        predicate: { type: 'STRING', operation: 'NOT_EQUAL', value: { defaultValue: 'comfort', userValue: null, dynamicValue: null }, ignoreCase: false },
      }],
    }));
    t.same(names(flagged.body), ['Thermostat T1'], 'entities without the key never match');

    const threshold = await admin.post(`/api/plugins/telemetry/USER/${admin.userId}/attributes/SERVER_SCOPE`, { comfortLimit: 24 });
    t.equal(threshold.status, 200);
    const dynamicFilter = (sourceType: string) => ({
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      keyFilters: [{
        key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
        predicate: {
          type: 'NUMERIC', operation: 'GREATER_OR_EQUAL',
          value: { defaultValue: 0, userValue: null, dynamicValue: { sourceType, sourceAttribute: 'comfortLimit', inherit: false } },
        },
      }],
    });
    t.equal((await admin.post('/api/entitiesQuery/count', dynamicFilter('CURRENT_USER'))).body, 1, 'the user attribute is the threshold');
    t.equal((await admin.post('/api/entitiesQuery/count', dynamicFilter('CURRENT_TENANT'))).body, 2, 'no tenant attribute: the default value');

    const keys = await admin.post('/api/entitiesQuery/find/keys?timeseries=true&attributes=true', query({ type: 'deviceType', deviceType: 'thermostat' }));
    t.same(Object.keys(keys.body), ['entityTypes', 'timeseries', 'attribute']);
    t.same(keys.body.entityTypes, ['DEVICE']);
    t.same(keys.body.timeseries, ['humidity', 'temperature']);
    t.ok(keys.body.attribute.includes('mode') && keys.body.attribute.includes('floor'));
    const none = await admin.post('/api/entitiesQuery/find/keys?timeseries=false&attributes=false', query({ type: 'deviceType', deviceType: 'thermostat' }));
    t.same(none.body, { entityTypes: [], timeseries: [], attribute: [] });
  });

  t.test('relation filters', async (t) => {
    const building = (await admin.post('/api/asset', { name: 'Building 1', type: 'building' })).body;
    const floor = (await admin.post('/api/asset', { name: 'Floor 1', type: 'floor' })).body;
    const relate = async (from: any, to: any, type = 'Contains') => {
      const res = await admin.post('/api/relation', { from, to, type, typeGroup: 'COMMON' });
      t.equal(res.status, 200, `${type} relation saved`);
    };
    await relate(building.id, floor.id);
    await relate(floor.id, t1.id);
    await relate(floor.id, t2.id, 'Manages');
    await relate(building.id, a1.id);
    const find = async (filter: unknown) => names((await admin.post('/api/entitiesQuery/find', query(filter))).body);
    const down = { type: 'relationsQuery', rootEntity: building.id, direction: 'FROM', maxLevel: 1, fetchLastLevelOnly: false, filters: [] };
    t.same(await find(down), ['Floor 1', 'Test Device A1']);
    t.same(await find({ ...down, maxLevel: 2 }), ['Floor 1', 'Test Device A1', 'Thermostat T1', 'Thermostat T2']);
    t.same(await find({ ...down, maxLevel: 2, fetchLastLevelOnly: true }), ['Thermostat T1', 'Thermostat T2']);
    t.same(await find({ ...down, maxLevel: 0, filters: [{ relationType: 'Contains', entityTypes: ['DEVICE'] }] }),
      ['Test Device A1', 'Thermostat T1'], 'relation type and entity type filters');
    t.same(await find({ type: 'relationsQuery', rootEntity: t2.id, direction: 'TO', maxLevel: 2, filters: [] }), ['Building 1', 'Floor 1']);
    t.same(await find({ type: 'deviceSearchQuery', rootEntity: building.id, direction: 'FROM', maxLevel: 3, relationType: 'Contains', deviceTypes: ['thermostat'] }),
      ['Thermostat T1']);
    t.same(await find({ type: 'assetSearchQuery', rootEntity: building.id, direction: 'FROM', maxLevel: 3, assetTypes: ['floor'] }), ['Floor 1']);
    const seenByCustomer = await customerA.post('/api/entitiesQuery/find', query({ ...down, maxLevel: 3 }));
    t.same(names(seenByCustomer.body), ['Test Device A1'], 'customer users only see their own entities');
  });

  t.test('bad input', async (t) => {
    const keysWithoutParams = await admin.post('/api/entitiesQuery/find/keys', query({ type: 'entityType', entityType: 'DEVICE' }));
    t.same([keysWithoutParams.status, keysWithoutParams.body.errorCode], [400, 31]);
    const unknownFilter = await admin.post('/api/entitiesQuery/find', query({ type: 'everything' }));
    t.same([unknownFilter.status, unknownFilter.body.errorCode], [500, 2]);
    t.match(unknownFilter.body.message, /^JSON parse error: Could not resolve type id 'everything'/);
    const notJson = await admin.post('/api/entitiesQuery/count', '{"entityFilter":');
    t.same([notJson.status, notJson.body.errorCode], [500, 2]);
    const badKeyType = await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, { entityFields: [{ type: 'NAME', key: 'x' }] }));
    t.same([badKeyType.status, badKeyType.body.errorCode], [500, 2]);
    expectError(t, await admin.post('/api/entitiesQuery/find', query({ type: 'entityType', entityType: 'DEVICE' }, { pageLink: { page: 0, pageSize: -1 } })),
      400, 31, "Incorrect page link page size '-1'. Page size must be greater than zero.");
    const customer = await customerByTitle(admin, 'Customer B');
    const unknownType = await admin.post('/api/entitiesQuery/count', { entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'WIDGET_TYPE', id: customer.id.id } } });
    t.equal(unknownType.body, 0);
  });
});

t.test('text search over device fields matches the concatenated values on a large tenant', async (t) => {
  const { url } = await withEmulator(t, { scale: 400 });
  const { tenant: admin, customerA } = await demoSessions(url, 'tenant', 'customerA');
  const fields = [field('name'), field('label'), field('type'), field('createdTime'), field('additionalInfo')];
  const everything = async (session: typeof admin, entityFilter: unknown) => (await session.post('/api/entitiesQuery/find', query(entityFilter, {
    entityFields: fields, pageLink: { page: 0, pageSize: 0, sortOrder: null },
  }))).body.data;
  const value = (row: any, key: string) => row.latest.ENTITY_FIELD[key].value;
  const text = (row: any) => ['name', 'label', 'type', 'createdTime'].map((key) => value(row, key)).join('').toLowerCase();
  const compare = (key: string, direction: string) => (a: any, b: any) => {
    const [x, y] = [value(a, key), value(b, key)];
    if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1; // labels: null is reported as "" and sorts last
    const order = key === 'createdTime' ? Number(x) - Number(y) : x.toLowerCase() < y.toLowerCase() ? -1 : x.toLowerCase() > y.toLowerCase() ? 1 : 0;
    return (direction === 'DESC' ? -order : order) || (a.entityId.id < b.entityId.id ? -1 : 1);
  };
  const cases: Array<[string, typeof admin, unknown, string, string | null, string]> = [
    ['by name', admin, { type: 'entityType', entityType: 'DEVICE' }, 'FLOOR 3', 'name', 'ASC'],
    ['by label, descending', admin, { type: 'entityType', entityType: 'DEVICE' }, 'floor 1', 'label', 'DESC'],
    ['by created time', admin, { type: 'entityType', entityType: 'DEVICE' }, '0001', 'createdTime', 'DESC'],
    ['by type', admin, { type: 'entityType', entityType: 'DEVICE' }, 'scale-', 'type', 'ASC'],
    ['across fields (label or name end + type)', admin, { type: 'entityType', entityType: 'DEVICE' }, '3scale', null, 'ASC'],
    ['device type filter', admin, { type: 'deviceType', deviceType: 'scale-meter', deviceNameFilter: 'Meter 0' }, 'floor', 'name', 'DESC'],
    ['name filter', admin, { type: 'entityName', entityType: 'DEVICE', entityNameFilter: 'sensor' }, 'floor 2', 'name', 'ASC'],
    ['customer user (other customers have Test Devices too)', customerA, { type: 'entityType', entityType: 'DEVICE' }, 'TEST device', 'name', 'ASC'],
  ];
  for (const [name, session, entityFilter, search, sortKey, direction] of cases) {
    const all = await everything(session, entityFilter);
    const expected = all.filter((row: any) => text(row).includes(search.toLowerCase()));
    if (sortKey) expected.sort(compare(sortKey, direction));
    else expected.sort((a: any, b: any) => (a.entityId.id < b.entityId.id ? -1 : 1));
    const sortOrder = sortKey ? { key: field(sortKey), direction } : null;
    t.ok(expected.length >= 3, `${name}: the search selects some devices`);
    const pageSize = Math.floor(expected.length / 3);
    const page = await session.post('/api/entitiesQuery/find', query(entityFilter, {
      entityFields: fields, pageLink: { page: 1, pageSize, textSearch: search, sortOrder },
    }));
    t.same([page.body.totalElements, page.body.hasNext], [expected.length, true], `${name}: totals`);
    t.same(page.body.data.map((row: any) => row.entityId.id), expected.slice(pageSize, 2 * pageSize).map((row: any) => row.entityId.id), `${name}: page`);
    const withoutTs = (row: any) => ({ ...row, latest: Object.fromEntries(Object.entries(row.latest.ENTITY_FIELD).map(([key, v]: [string, any]) => [key, v.value])) });
    t.same(withoutTs(page.body.data[0]), withoutTs(expected[pageSize]), `${name}: rows carry every requested field`);
  }
});

// Latest values of up to 1000 entities are looked up by id, of more by one pass over the key (query/latest-values.ts).
for (const scale of [300, 1100]) t.test(`text search over device fields and latest values on a tenant of ${scale} more devices`, async (t) => {
  const { url } = await withEmulator(t, { scale });
  const { tenant: admin } = await demoSessions(url, 'tenant');
  const devices = { type: 'entityType', entityType: 'DEVICE' };
  const entityFields = [field('name'), field('createdTime')];
  const latestValues = [{ type: 'SERVER_ATTRIBUTE', key: 'zone' }, { type: 'ATTRIBUTE', key: 'active' }, { type: 'TIME_SERIES', key: 'temperature' }];
  const listed = (await admin.post('/api/entitiesQuery/find', query(devices, { pageLink: { page: 0, pageSize: 0, sortOrder: null } }))).body.data;
  for (const [index, row] of listed.slice(20, 26).entries()) {
    await admin.post(`/api/plugins/telemetry/DEVICE/${row.entityId.id}/attributes/SERVER_SCOPE`, { zone: `North ${index}` });
    await admin.post(`/api/plugins/telemetry/DEVICE/${row.entityId.id}/timeseries/ANY`, { temperature: index * 1.5 });
  }
  const all = (await admin.post('/api/entitiesQuery/find', query(devices, {
    entityFields, latestValues, pageLink: { page: 0, pageSize: 0, sortOrder: null },
  }))).body.data;
  // The platform searches the concatenated values of the `latest` map, in its order.
  const text = (row: any) => Object.values(row.latest).flatMap((group: any) => Object.values(group).map((v: any) => v.value)).join('').toLowerCase();
  const temperature = (row: any) => row.latest.TIME_SERIES.temperature.value;
  const byTemperatureDesc = (a: any, b: any) => {
    const [x, y] = [temperature(a), temperature(b)];
    if (x === '' || y === '') return x === y ? (a.entityId.id < b.entityId.id ? -1 : 1) : x === '' ? 1 : -1;
    return Number(y) - Number(x) || (a.entityId.id < b.entityId.id ? -1 : 1);
  };
  const zoned = all.find((row: any) => row.latest.SERVER_ATTRIBUTE.zone.value === 'North 0');
  const cases: Array<[string, string, any]> = [
    ['an attribute value only', 'nORth', { key: { type: 'TIME_SERIES', key: 'temperature' }, direction: 'DESC' }],
    ['across groups (created time, then the first attribute)', `${zoned.latest.ENTITY_FIELD.createdTime.value.slice(-2)}north`, null],
    ['across groups (created time, then active)', '1false', { key: field('name'), direction: 'ASC' }],
  ];
  for (const [name, search, sortOrder] of cases) {
    const expected = all.filter((row: any) => text(row).includes(search.toLowerCase()));
    if (sortOrder?.key.type === 'TIME_SERIES') expected.sort(byTemperatureDesc);
    else if (sortOrder) expected.sort((a: any, b: any) => (a.latest.ENTITY_FIELD.name.value.toLowerCase() < b.latest.ENTITY_FIELD.name.value.toLowerCase() ? -1 : 1));
    else expected.sort((a: any, b: any) => (a.entityId.id < b.entityId.id ? -1 : 1));
    t.ok(expected.length >= 1 && expected.length < all.length, `${name}: the search selects some devices`);
    const pageSize = Math.max(1, expected.length - 1);
    const page = await admin.post('/api/entitiesQuery/find', query(devices, {
      entityFields, latestValues, pageLink: { page: 0, pageSize, textSearch: search, sortOrder },
    }));
    t.same([page.body.totalElements, page.body.hasNext], [expected.length, expected.length > pageSize], `${name}: totals`);
    t.same(page.body.data.map((row: any) => row.entityId.id), expected.slice(0, pageSize).map((row: any) => row.entityId.id), `${name}: page`);
    t.same(page.body.data[0].latest.SERVER_ATTRIBUTE, expected[0].latest.SERVER_ATTRIBUTE, `${name}: latest values`);
  }
});

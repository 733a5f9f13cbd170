// Key filter predicates and the relations query's filters are edited as forms, not JSON: operations by name, a
// complex predicate with nested ones added and removed without JavaScript, values typed by the key's value type.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';

t.test('a complex key filter and relation filters edited as forms', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes' }], {});
  const id = await saveDashboard(admin, 'Filtered', config);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const base = `/dashboards/${id}/edit`;

  let res = await client.postForm(`${base}/filters`, { state: 'default', _do: 'add', name: 'Mild' });
  const filterId = /\/edit\/filters\/([0-9a-f-]{36})\?/.exec(res.headers.location as string)![1];
  const ft = `configuration.filters.${filterId}`;
  const kf = `${ft}.keyFilters.0`;
  const p = `${kf}.predicate`;
  const form = {
    state: 'default', [`${ft}.filter`]: 'Mild', [`${ft}.keyFilters.length`]: '1', [`${kf}.key.type`]: 'TIME_SERIES', [`${kf}.key.key`]: 'temperature', [`${kf}.valueType`]: 'NUMERIC',
    [`${p}.type`]: 'COMPLEX', [`${p}.operation`]: 'AND', [`${p}.predicates.length`]: '0',
  };
  // Two nested predicates added by the form's own buttons, the first then removed.
  res = await client.postForm(`${base}/filters/${filterId}`, { ...form, _schema_add: `${p}.predicates` });
  t.equal(res.statusCode, 200, 'the form again with a nested predicate');
  t.match(res.body, new RegExp(`<select[^>]*name="${p.replace(/\./g, '\\.')}\\.predicates\\.0\\.operation"[^>]*>[\\s\\S]*?<option value="GREATER">greater than</option>`), 'operations by name');
  t.match(res.body, /<option value="AND" selected="">and<\/option>/, 'the complex operation');
  t.notMatch(res.body, new RegExp(`<textarea[^>]*name="${p.replace(/\./g, '\\.')}"`), 'no JSON text for the predicate');
  const nested = (i: number, op: string, value: string) => ({ [`${p}.predicates.${i}.type`]: 'NUMERIC', [`${p}.predicates.${i}.operation`]: op, [`${p}.predicates.${i}.value.defaultValue`]: value });
  res = await client.postForm(`${base}/filters/${filterId}`, { ...form, [`${p}.predicates.length`]: '2', [`${p}.predicates.0._from`]: '', [`${p}.predicates.1._from`]: '', ...nested(0, 'LESS', '0'), ...nested(1, 'GREATER', '18'), _schema_remove: `${p}.predicates.0` });
  t.match(res.body, new RegExp(`name="${p.replace(/\./g, '\\.')}\\.predicates\\.0\\.value\\.defaultValue"[^>]*value="18"`), 'the second moved up');
  res = await client.postForm(`${base}/filters/${filterId}`, { ...form, [`${p}.predicates.length`]: '2', ...nested(0, 'GREATER', '18'), ...nested(1, 'LESS_OR_EQUAL', '26.5') });
  t.equal(res.statusCode, 303);

  res = await client.postForm(`${base}/aliases`, { state: 'default', _do: 'add', name: 'Related', type: 'relationsQuery' });
  const aliasId = /\/edit\/aliases\/([0-9a-f-]{36})\?/.exec(res.headers.location as string)![1];
  const at = `configuration.entityAliases.${aliasId}.filter`;
  res = await client.get(res.headers.location as string);
  t.match(res.body, new RegExp(`name="${at.replace(/\./g, '\\.')}\\.filters\\.length"`), 'relation filters as a list of forms');
  res = await client.postForm(`${base}/aliases/${aliasId}`, {
    state: 'default', type: 'relationsQuery', [`configuration.entityAliases.${aliasId}.alias`]: 'Related', [`${at}.direction`]: 'FROM', [`${at}.rootEntity.entityType`]: 'DEVICE',
    [`${at}.filters.length`]: '1', [`${at}.filters.0.relationType`]: 'Contains', [`${at}.filters.0.entityTypes.length`]: '2', [`${at}.filters.0.entityTypes.0`]: 'DEVICE', [`${at}.filters.0.entityTypes.1`]: 'ASSET',
  });
  t.equal(res.statusCode, 303);

  await client.postForm(`${base}/save`, { state: 'default' });
  const saved = (await admin.get(`/api/dashboard/${id}`)).body.configuration;
  t.same(saved.filters[filterId].keyFilters[0].predicate, {
    type: 'COMPLEX', operation: 'AND',
    predicates: [
      { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 18 } },
      { type: 'NUMERIC', operation: 'LESS_OR_EQUAL', value: { defaultValue: 26.5 } },
    ],
  }, 'the platform stores upstream\'s predicate shape, numbers as numbers');
  t.same(saved.entityAliases[aliasId].filter.filters, [{ relationType: 'Contains', entityTypes: ['DEVICE', 'ASSET'] }]);
});

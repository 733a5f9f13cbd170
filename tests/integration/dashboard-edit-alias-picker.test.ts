// Alias entity ids are picked, not typed: a single-entity alias offers the entities of the type chosen beside it
// (devices first), its search narrows them without JavaScript, and the chosen entity is what the dashboard saves; an
// entity list's entries are picked the same way.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';

const optionsOf = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => ({ value, label }));
};

t.test('a single-entity alias picks its entity from the platform\'s entities', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes' }], {});
  const id = await saveDashboard(admin, 'Picked', config);
  const thermostat = await deviceByName(admin, 'Thermostat T2');
  const building = (await admin.post('/api/asset', { name: 'Picker building', type: 'building' })).body;
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const base = `/dashboards/${id}/edit`;

  let res = await client.postForm(`${base}/aliases`, { state: 'default', _do: 'add', name: 'One thermostat', type: 'singleEntity' });
  const aliasId = /\/edit\/aliases\/([0-9a-f-]{36})\?/.exec(res.headers.location as string)![1];
  const at = `configuration.entityAliases.${aliasId}`;
  const idField = `${at}.filter.singleEntity.id`;
  res = await client.get(res.headers.location as string);
  t.match(res.body, new RegExp(`<label for="field-${idField.replace(/[^A-Za-z0-9_-]/g, '-')}">Entity</label>`), 'a labelled picker, not a text field');
  t.ok(optionsOf(res.body, idField).some((o) => o.value === thermostat.id.id && o.label === 'Thermostat T2'), 'the tenant\'s devices offered');
  t.match(res.body, new RegExp(`<select[^>]*id="field-${`${at}.filter.singleEntity.entityType`.replace(/[^A-Za-z0-9_-]/g, '-')}"`), 'the type select the type-ahead sends along');

  // Without JavaScript: another type and a search, sent by the picker's search button.
  res = await client.postForm(`${base}/aliases/${aliasId}`, { state: 'default', type: 'singleEntity', [`${at}.alias`]: 'One building', [`${at}.filter.singleEntity.entityType`]: 'ASSET', [idField]: '', [`${idField}.search`]: 'Picker', _search: idField });
  t.equal(res.statusCode, 200);
  t.same(optionsOf(res.body, idField).filter((o) => o.value).map((o) => o.label), ['Picker building'], 'the assets narrowed by the search');
  t.match(res.body, /value="One building"/, 'what was typed kept');

  res = await client.postForm(`${base}/aliases/${aliasId}`, { state: 'default', type: 'singleEntity', [`${at}.alias`]: 'One building', [`${at}.filter.singleEntity.entityType`]: 'ASSET', [idField]: building.id.id });
  t.equal(res.statusCode, 303);
  res = await client.get(`${base}/aliases/${aliasId}?state=default`);
  t.match(optionsOf(res.body, idField).find((o) => o.value === building.id.id), { label: 'Picker building' }, 'shown by its name again');
  t.match(res.body, new RegExp(`<option value="${building.id.id}" selected="">`), 'and chosen');

  // An entity list: each of its entries picked from the entities of the list's type.
  res = await client.postForm(`${base}/aliases`, { state: 'default', _do: 'add', name: 'Thermostats', type: 'entityList' });
  const listId = /\/edit\/aliases\/([0-9a-f-]{36})\?/.exec(res.headers.location as string)![1];
  const lt = `configuration.entityAliases.${listId}`;
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const listForm = { state: 'default', type: 'entityList', [`${lt}.alias`]: 'Thermostats', [`${lt}.filter.entityType`]: 'DEVICE', [`${lt}.filter.entityList.length`]: '1', [`${lt}.filter.entityList.0`]: t1.id.id };
  res = await client.postForm(`${base}/aliases/${listId}`, { ...listForm, _schema_add: `${lt}.filter.entityList` });
  t.equal(res.statusCode, 200);
  t.match(optionsOf(res.body, `${lt}.filter.entityList.0`).find((o) => o.value === t1.id.id), { label: 'Thermostat T1' }, 'the first entry a picker showing its device');
  t.ok(optionsOf(res.body, `${lt}.filter.entityList.1`).some((o) => o.label === 'Thermostat T2'), 'the added entry a picker of devices too');
  res = await client.postForm(`${base}/aliases/${listId}`, { ...listForm, [`${lt}.filter.entityList.length`]: '2', [`${lt}.filter.entityList.1`]: thermostat.id.id });
  t.equal(res.statusCode, 303);
  await client.postForm(`${base}/save`, { state: 'default' });
  t.same((await admin.get(`/api/dashboard/${id}`)).body.configuration.entityAliases[listId].filter.entityList, [t1.id.id, thermostat.id.id], 'the list saved as picked');
  const saved = (await admin.get(`/api/dashboard/${id}`)).body.configuration.entityAliases[aliasId];
  t.same(saved.filter, { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'ASSET', id: building.id.id } });
});

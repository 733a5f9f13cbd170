// The toolbar's entity select and filters: a single-entity alias offers its entities and the chosen one (alias.<id>
// in the address) is what its widgets show; an editable filter predicate takes the viewer's value
// (filter.<id>.<key>.<n>); a value not of its type is named, kept and not applied; the page's links and live tiles
// carry the choices.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { alias, configuration, key, saveDashboard, tenantSession, widgetTexts } from '../helpers/dashboards.ts';
import { deviceByName } from '../helpers/emulator.ts';

const table = (aliasId: string, filterId?: string) => ({
  datasources: [{ type: 'entity', entityAliasId: aliasId, filterId, dataKeys: [key('temperature', 'timeseries')] }],
  settings: { displayEntityName: true, displayEntityType: false, defaultSortOrder: 'entityName', entitiesTitle: '' },
});
const predicate = (type: string, operation: string, value: unknown, editable: boolean) =>
  ({ keyFilterPredicate: { type, operation, value: { defaultValue: value }, ignoreCase: false }, userInfo: { editable } });

t.test('the entity select and the filters of the toolbar', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const t2 = await deviceByName(admin, 'Thermostat T2');
  const aliases = {
    ...alias('one', { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: false }),
    ...alias('all', { type: 'entityType', entityType: 'DEVICE', resolveMultiple: true }),
    ...alias('state', { type: 'stateEntity', stateEntityParamName: null, defaultStateEntity: t1.id }),
  };
  const { configuration: config } = configuration([
    { type: 'cards.entities_table', kind: 'latest', title: 'chosen', config: table('one') },
    { type: 'cards.entities_table', kind: 'latest', title: 'filtered', config: table('all', 'names') },
    { type: 'cards.entities_table', kind: 'latest', title: 'of the state', config: table('state') },
  ], aliases, {
    filters: {
      names: { id: 'names', filter: 'Names', keyFilters: [{ key: { type: 'ENTITY_FIELD', key: 'name' }, valueType: 'STRING', predicates: [predicate('STRING', 'STARTS_WITH', 'Thermostat', true)] }] },
      warm: { id: 'warm', filter: 'Warm', keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC', predicates: [predicate('NUMERIC', 'GREATER', 20, true), predicate('NUMERIC', 'LESS', 90, false)] }] },
    },
  });
  const id = await saveDashboard(admin, 'Choices', config);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  const page = (await client.get(`/dashboards/${id}`)).body;
  const select = /<select name="alias\.one"[^>]*>([\s\S]*?)<\/select>/.exec(page);
  t.ok(select, 'the single-entity alias is offered');
  t.same([...select![1].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]).sort(), [t1.id.id, t2.id.id].sort(), 'with both thermostats');
  t.notMatch(page, /name="alias\.(all|state)"/, 'not the alias of several entities, nor the state entity\'s');
  const shownFirst = widgetTexts(page).get('chosen')!;
  const other = shownFirst.includes('Thermostat T1') ? t2 : t1;
  const otherName = other === t1 ? 'Thermostat T1' : 'Thermostat T2';

  const chosen = (await client.get(`/dashboards/${id}?alias.one=${other.id.id}`)).body;
  t.match(widgetTexts(chosen).get('chosen'), otherName, 'the chosen entity is the one shown');
  t.match(chosen, new RegExp(`<option value="${other.id.id}" selected="">`), 'and the one selected');
  t.match(chosen, new RegExp(`data-live-tile="dashboard-widget:${id}:[^:"]+:\\d+:::[A-Za-z0-9_-]+"[^>]*data-widget-type="cards.entities_table"`), 'live tiles carry the choice');
  t.match(chosen, new RegExp(`<input type="hidden" name="alias\\.one" value="${other.id.id}"/>`), 'the other toolbar forms keep it');
  const foreign = (await client.get(`/dashboards/${id}?alias.one=5a9c7e40-0000-0000-0000-000000000000`)).body;
  t.equal(widgetTexts(foreign).get('chosen'), shownFirst, 'an entity that is not the alias\'s is not taken');

  t.match(page, /<input id="dashboard-filter-\d+" type="text" name="filter\.names\.0\.0" value="Thermostat"\/>/, 'the editable predicate with its value');
  t.match(page, /Names: name starts with/, 'labelled by its filter, key and operation');
  t.notMatch(page, /name="filter\.warm\.0\.1"/, 'a predicate not marked editable is not offered');
  const filtered = widgetTexts(page).get('filtered')!;
  t.match(filtered, /Thermostat T1/);
  t.notMatch(filtered, /Test Device/);
  const changed = (await client.get(`/dashboards/${id}?filter.names.0.0=Test%20Device`)).body;
  t.match(widgetTexts(changed).get('filtered'), /Test Device/, 'the viewer\'s value applies');
  t.notMatch(widgetTexts(changed).get('filtered'), /Thermostat/);

  const refused = await client.get(`/dashboards/${id}?filter.warm.0.0=warmish`);
  t.equal(refused.statusCode, 200, 'a value not of its type: the page, not an error page');
  t.match(refused.body, /<details class="alias-select dashboard-filters" open="">/, 'the filters open');
  const input = /<input id="dashboard-filter-\d+"[^>]*name="filter\.warm\.0\.0"[^>]*>/.exec(refused.body)?.[0] ?? '';
  t.match(input, /value="warmish"/, 'the value kept');
  t.match(input, /aria-invalid="true"/, 'marked');
  t.match(refused.body, /Enter a number\./, 'and named');
});

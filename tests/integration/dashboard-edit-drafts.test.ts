// Drafts per dashboard: editing a second dashboard keeps the first one's unsaved changes; saving or discarding one
// ends only its own draft.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';

const place = (id: string, col: string) => ({
  state: 'default',
  ...Object.fromEntries(Object.entries({ col, row: '0', sizeX: '8', sizeY: '4', mobileOrder: '', mobileHeight: '' }).map(([k, v]) => [`configuration.states.default.layouts.main.widgets.${id}.${k}`, v])),
});

t.test('each dashboard keeps its own draft', async (t) => {
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const made = async (title: string) => {
    const { ids, configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes' }], {});
    return { id: await saveDashboard(admin, title, config), widget: ids[0] };
  };
  const first = await made('First');
  const second = await made('Second');
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);

  await client.postForm(`/dashboards/${first.id}/edit/place`, place(first.widget, '5'));
  await client.postForm(`/dashboards/${second.id}/edit/place`, place(second.widget, '7'));
  await client.postForm(`/dashboards/${second.id}/edit/place`, place(second.widget, '9'));
  let res = await client.get(`/dashboards/${first.id}/edit`);
  t.match(res.body, /Unsaved changes: 1/, 'the first dashboard\'s draft survived editing the second');
  t.match(res.body, new RegExp(`widgets.${first.widget}.col" value="5"`));
  res = await client.get(`/dashboards/${second.id}/edit`);
  t.match(res.body, /Unsaved changes: 2/, 'the second has its own');

  res = await client.postForm(`/dashboards/${second.id}/edit/undo`, { state: 'default' });
  res = await client.get(`/dashboards/${second.id}/edit`);
  t.match(res.body, new RegExp(`widgets.${second.widget}.col" value="7"`), 'undo takes back the second\'s own last change');

  res = await client.postForm(`/dashboards/${second.id}/edit/discard`, { state: 'default' });
  t.equal(res.statusCode, 303);
  res = await client.get(`/dashboards/${first.id}/edit`);
  t.match(res.body, /Unsaved changes: 1/, 'discarding the second leaves the first\'s draft');
  res = await client.postForm(`/dashboards/${first.id}/edit/save`, { state: 'default' });
  t.equal(res.statusCode, 303);
  const saved = (await admin.get(`/api/dashboard/${first.id}`)).body;
  t.equal(saved.configuration.states.default.layouts.main.widgets[first.widget].col, 5, 'the first saved with its change');
  t.equal((await admin.get(`/api/dashboard/${second.id}`)).body.configuration.states.default.layouts.main.widgets[second.widget].col, 0, 'the second as it was');
});

// The colour and icon fields of the edit-widget dialog open their picker dialogs at the dialog's own address, without
// JavaScript: the opener posts the dialog's form (its unsaved input kept), the picker shows at `?picker=<field>`,
// a choice comes back to the edit-widget dialog with the field set and the rest as typed; Cancel changes nothing.
import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { configuration, entitySource, key, saveDashboard, tenantSession } from '../helpers/dashboards.ts';

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

t.test('picker dialogs of the edit-widget dialog', async (t) => {
  // Checks on whole pages, reported without the page.
  const has = (body: string, pattern: RegExp | string, message: string) => t.ok(typeof pattern === 'string' ? body.includes(pattern) : pattern.test(body), message);
  const c = await startConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { ids, configuration: config } = configuration(
    [{ type: 'cards.simple_card', kind: 'latest', title: 'Temperature', config: { datasources: [entitySource('thermo', [key('temperature', 'timeseries')])], actions: { headerButton: [{ id: 'a1', name: 'Open', icon: 'more_horiz', type: 'custom' }] } } }],
    { thermo: { id: 'thermo', alias: 'Thermostat', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } } },
  );
  const id = await saveDashboard(admin, 'Pickers', config);
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const dialog = `/dashboards/${id}/edit/widgets/${ids[0]}`;
  const prefix = `configuration.widgets.${ids[0]}.config`;
  const colour = `${prefix}.datasources.0.dataKeys.0.color`;
  const colourId = `sf-${colour.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const icon = `${prefix}.actions.headerButton.0.icon`;

  const edit = await client.get(`${dialog}?state=default`);
  const opener = new RegExp(`<button type="submit" class="icon-button" id="${colourId}-picker" value="([^"]+)" formNoValidate="" title="Open color picker" aria-label="Open color picker" aria-haspopup="dialog" name="picker">`).exec(edit.body);
  t.equal(opener?.[1], colour, 'the colour field\'s opener posts the dialog\'s form with picker=<field>');
  has(edit.body, new RegExp(`value="${esc(icon)}" formNoValidate="" title="Select icon"[^>]*name="picker"`), 'the action icon is an icon field with its picker');

  // The form as typed: a new title not applied yet, and the opener pressed.
  const typed = { state: 'default', [`${prefix}.title`]: 'Typed, not applied', [`${prefix}.datasources.length`]: '1', [`${prefix}.datasources.0.type`]: 'entity', [`${prefix}.datasources.0.entityAliasId`]: 'thermo',
    [`${prefix}.datasources.0.dataKeys.length`]: '1', [`${prefix}.datasources.0.dataKeys.0.name`]: 'temperature', [`${prefix}.datasources.0.dataKeys.0.type`]: 'timeseries', [colour]: '#2196f3',
    [`${prefix}.actions.headerButton.length`]: '1', [`${prefix}.actions.headerButton.0.name`]: 'Open', [icon]: 'more_horiz', [`${prefix}.actions.headerButton.0.type`]: 'custom' };
  const opened = await client.postForm(dialog, { ...typed, picker: colour });
  t.equal(opened.statusCode, 303);
  const pickerAddress = `${dialog}?${new URLSearchParams({ state: 'default', picker: colour })}`;
  t.equal(opened.headers.location, pickerAddress, 'the picker dialog at the edit-widget dialog\'s address with picker=<field>');
  const picker = await client.get(pickerAddress);
  t.equal(picker.statusCode, 200);
  has(picker.body, /<dialog id="colour-dialog" class="dialog" open=""/, 'the colour picker dialog');
  t.notMatch(picker.body, /id="edit-widget"/, 'only the picker dialog shows');
  const choose = `${dialog}/picker?${new URLSearchParams({ state: 'default', picker: colour })}`;
  has(picker.body, `action="${choose.replace(/&/g, '&amp;')}"`, 'Select posts the choice');
  const back = `${dialog}?${new URLSearchParams({ state: 'default', returned: colour })}#${colourId}-picker`;
  has(picker.body, `<a class="button" href="${back.replace(/&/g, '&amp;')}">Cancel</a>`, 'Cancel leads back to the edit-widget dialog');
  has(picker.body, /id="colour-dialog-text"[^>]*value="#2196f3"/, 'the field\'s colour');

  const refused = await client.postForm(choose, { color: 'not a colour', '_colour.initial': '#2196f3' });
  t.equal(refused.statusCode, 400);
  has(refused.body, /This is not a valid color\./, 'refused in the dialog');
  has(refused.body, /id="colour-dialog-text"[^>]*value="not a colour"/, 'the input kept');

  const chosen = await client.postForm(choose, { color: '#2196f3', '_colour.initial': '#2196f3', '_colour.preset': '#4caf50' });
  t.equal(chosen.statusCode, 303);
  t.equal(chosen.headers.location, back, 'back to the edit-widget dialog, at the opener');
  const returned = await client.get(back.split('#')[0]);
  has(returned.body, /<dialog id="edit-widget" class="dialog" open=""/, 'the edit-widget dialog again');
  has(returned.body, new RegExp(`name="${esc(colour)}" value="#4caf50"`), 'the chosen colour set');
  has(returned.body, /value="Typed, not applied"/, 'the unsaved title kept');
  has(returned.body, new RegExp(`id="${colourId}-picker"[^>]*autofocus=""`), 'the opener takes the focus');

  // The icon picker: its search is a GET at the same address; a choice sets the icon.
  await client.postForm(dialog, { ...typed, [`${prefix}.title`]: 'Still typed', picker: icon });
  const icons = await client.get(`${dialog}?${new URLSearchParams({ state: 'default', picker: icon, q: 'alarm', all: 'true' })}`);
  has(icons.body, /<dialog id="icon-dialog" class="dialog" open=""/, 'the icon picker dialog');
  has(icons.body, /aria-label="alarm_on"/, 'searched among all icons');
  has(icons.body, /<input type="hidden" name="picker" value="configuration\.widgets\.[^"]+\.actions\.headerButton\.0\.icon"\/>/, 'the search keeps the picker open');
  const iconChosen = await client.postForm(`${dialog}/picker?${new URLSearchParams({ state: 'default', picker: icon })}`, { icon: 'alarm_on' });
  t.equal(iconChosen.statusCode, 303);
  const afterIcon = await client.get(`${dialog}?${new URLSearchParams({ state: 'default', returned: icon })}`);
  has(afterIcon.body, new RegExp(`name="${esc(icon)}" value="alarm_on"`), 'the chosen icon set');
  has(afterIcon.body, /value="Still typed"/, 'the title typed before kept');

  t.equal((await client.get(`${dialog}?${new URLSearchParams({ state: 'default', picker: `${prefix}.title` })}`)).body.includes('id="edit-widget"'), true, 'a field without a picker: the edit-widget dialog');
  const plain = await client.get(`${dialog}?state=default`);
  has(plain.body, /value="Temperature"/, 'opened afresh: the widget as the draft has it');
});

// The edit-widget dialog's colour picker in Chromium, keyboard only: the opener posts the dialog's form and the
// picker shows modal at its own address; a preset chosen comes back to the edit-widget dialog with the colour set,
// the unsaved title kept and the focus on the opener; Apply keeps it in the draft. axe clean with the picker open.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { configuration, entitySource, key, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import { axeFindings, focusedId, tabTo, valueOf } from '../helpers/gallery-browser.ts';

const WAIT = { timeout: 60_000 };

t.test('the edit-widget dialog\'s colour picker, keyboard only', async (t) => {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { ids, configuration: config } = configuration(
    [{ type: 'cards.simple_card', kind: 'latest', title: 'Temperature', config: { datasources: [entitySource('thermo', [key('temperature', 'timeseries')])] } }],
    { thermo: { id: 'thermo', alias: 'Thermostat', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true } } },
  );
  const id = await saveDashboard(admin, 'Pickers', config);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  const prefix = `configuration.widgets.${ids[0]}.config`;
  const fieldId = `sf-${`${prefix}.datasources.0.dataKeys.0.color`.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const titleId = `sf-${`${prefix}.title`.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  await page.goto(`${c.origin}/dashboards/${id}/edit/widgets/${ids[0]}?state=default`);
  await page.waitForSelector('dialog#edit-widget[open]', WAIT);
  await page.focus(`#${titleId}`);
  await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control');
  await page.keyboard.type('Typed, not applied');
  await page.focus(`#${fieldId}`);
  t.ok(await tabTo(page, () => document.activeElement?.id.endsWith('-color-picker') ?? false, 3), 'Tab reaches the colour picker\'s opener');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  t.match(page.url(), /[?&]picker=configuration\.widgets\.[^&]+\.dataKeys\.0\.color/, 'the picker at the edit-widget dialog\'s address');
  await page.waitForSelector('#colour-dialog fb-island[hydrated]', WAIT);
  t.equal(await page.$eval('#colour-dialog', (d) => d.matches(':modal')), true, 'modal');
  t.same(await axeFindings(page), [], 'axe with the picker open');
  await screenshot(page, 'dashboard-edit-colour-picker-1280', false);

  t.ok(await tabTo(page, () => document.activeElement?.getAttribute('aria-label') === '#4caf50'), 'Tab reaches the green preset');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.waitForSelector('dialog#edit-widget[open]', WAIT);
  t.equal(await valueOf(page, `#${fieldId}`), '#4caf50', 'the colour set');
  t.equal(await valueOf(page, `#${titleId}`), 'Typed, not applied', 'the unsaved title kept');
  t.equal(await focusedId(page), `${fieldId}-picker`, 'the focus back on the opener');

  await page.focus('#edit-widget .dialog-actions button.primary');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.goto(`${c.origin}/dashboards/${id}/edit/widgets/${ids[0]}?state=default`);
  t.equal(await valueOf(page, `#${fieldId}`), '#4caf50', 'applied: the draft has the colour');
  t.equal(await valueOf(page, `#${titleId}`), 'Typed, not applied', 'and the title');
});

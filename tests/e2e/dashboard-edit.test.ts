// The dashboard editor in Chromium: a widget added from a bundle, moved and saved survives a reload, with
// JavaScript (the island moves it from the keyboard and posts its form in the background) and without it (the
// same forms posted by their buttons).
import t, { type Test } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn, type ServedConsole } from '../helpers/browser.ts';
import { configuration, saveDashboard, tenantSession } from '../helpers/dashboards.ts';
import type { Session } from '../helpers/emulator.ts';

const WAIT = { timeout: 60_000 };

async function setUp(t: Test) {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { ids, configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes', config: { settings: { markdownTextPattern: '# Notes' } } }]);
  const id = await saveDashboard(admin, 'Editable', config);
  const bundles = (await admin.get('/api/widgetsBundles')).body as { id: { id: string }; alias: string }[];
  const cards = bundles.find((b) => b.alias === 'cards')!.id.id;
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return { c, admin, id, existing: ids[0], cards, page };
}

async function addHtmlCard(page: Page, cards: string): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click('.edit-dialogs a[href*="/edit/add"]')]);
  await page.waitForSelector('dialog#add-widget[open]', WAIT);
  await page.select('#add-widget-bundle', cards);
  await Promise.all([page.waitForNavigation(), page.click('.bundle-select button')]);
  await screenshot(page, 'dashboard-edit-add-widget-1280', false);
  await Promise.all([page.waitForNavigation(), page.click('form.widget-type-choice:has(input[name="typeAlias"][value="html_card"]) button[type="submit"]')]);
}

/** The added widget's id: the position form's widget that is not the one the dashboard had. */
async function addedId(page: Page, existing: string): Promise<string> {
  const names = await page.$$eval('form.widget-place input[data-member="col"]', (inputs) => inputs.map((i) => (i as HTMLInputElement).name));
  const id = names.map((n) => n.split('.')[6]).find((w) => w !== existing);
  if (!id) throw new Error('no added widget');
  return id;
}

async function savedPlace(admin: Session, id: string, widgetId: string) {
  return (await admin.get(`/api/dashboard/${id}`)).body.configuration.states.default.layouts.main.widgets[widgetId];
}

async function reloadShows(t: Test, c: ServedConsole, page: Page, id: string, widgetId: string, col: number) {
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.reload();
  t.equal(await page.$$eval('[data-widget-type="cards.html_card"]', (s) => s.length), 1, 'the added widget is on the dashboard after a reload');
  const gridColumn = await page.$eval('[data-widget-type="cards.html_card"]', (s) => getComputedStyle(s).gridColumnStart);
  t.equal(gridColumn, String(col + 1), 'where it was moved');
  const edit = await page.goto(`${c.origin}/dashboards/${id}/edit`);
  t.equal(edit?.status(), 200);
  t.equal(await page.$eval(`input[name="configuration.states.default.layouts.main.widgets.${widgetId}.col"]`, (i) => (i as HTMLInputElement).value), String(col));
}

t.test('with JavaScript: added, moved with the keyboard, saved, still there after a reload', async (t) => {
  const { c, admin, id, existing, cards, page } = await setUp(t);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Edit dashboard"]')]);
  t.equal(new URL(page.url()).pathname, `/dashboards/${id}/edit`);
  await addHtmlCard(page, cards);
  const widgetId = await addedId(page, existing);
  await page.waitForSelector('fb-island[name="dashboard-edit"][hydrated]', WAIT);
  const form = `form.widget-place:has(input[name$="${widgetId}.col"])`;
  const index = await page.$eval(form, (f) => (f as HTMLFormElement).dataset.widgetIndex);
  await page.focus(`#widget-${index}`);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`${form}[data-state="saved"]`, WAIT);
  await page.$eval(form, (f) => delete (f as HTMLFormElement).dataset.state);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(`${form}[data-state="saved"]`, WAIT);
  await page.$eval(form, (f) => delete (f as HTMLFormElement).dataset.state);
  await page.keyboard.down('Shift');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.up('Shift');
  await page.waitForSelector(`${form}[data-state="saved"]`, WAIT);
  t.equal(await page.$eval(`#widget-${index}`, (s) => getComputedStyle(s).gridColumnStart), '3', 'moved on the grid as it went');
  await page.waitForFunction(() => document.querySelector('.edit-changes')?.textContent === 'Unsaved changes: 4', WAIT);

  // Dragged by its body one column to the right and back, then from its corner two columns wider and back again.
  const cell = await page.$eval(`#widget-${index}`, (s) => s.parentElement!.clientWidth / 24);
  const drag = async (from: { x: number; y: number }, dx: number) => {
    await page.$eval(form, (f) => delete (f as HTMLFormElement).dataset.state);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx / 2, from.y, { steps: 4 });
    await page.mouse.move(from.x + dx, from.y, { steps: 4 });
    await page.mouse.up();
    await page.waitForSelector(`${form}[data-state="saved"]`, WAIT);
  };
  let box = (await (await page.$(`#widget-${index}`))!.boundingBox())!;
  await drag({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, cell);
  t.equal(await page.$eval(`${form} input[data-member="col"]`, (i) => (i as HTMLInputElement).value), '3', 'dragged one column right');
  await drag({ x: box.x + cell + box.width / 2, y: box.y + box.height / 2 }, -cell);
  box = (await (await page.$(`#widget-${index}`))!.boundingBox())!;
  const sizeX = await page.$eval(`${form} input[data-member="sizeX"]`, (i) => Number((i as HTMLInputElement).value));
  await drag({ x: box.x + box.width - 4, y: box.y + box.height - 4 }, 2 * cell);
  t.equal(await page.$eval(`${form} input[data-member="sizeX"]`, (i) => Number((i as HTMLInputElement).value)), sizeX + 2, 'resized from its corner');
  box = (await (await page.$(`#widget-${index}`))!.boundingBox())!;
  await drag({ x: box.x + box.width - 4, y: box.y + box.height - 4 }, -2 * cell);
  t.equal(await page.$eval(`${form} input[data-member="sizeX"]`, (i) => Number((i as HTMLInputElement).value)), sizeX, 'and back');
  await screenshot(page, 'dashboard-edit-1280');
  t.same(await savedPlace(admin, id, widgetId), undefined, 'nothing saved before Save');
  await Promise.all([page.waitForNavigation(), page.click('.dashboard-edit-toolbar button.primary')]);
  t.equal(new URL(page.url()).pathname, `/dashboards/${id}`);
  const place = await savedPlace(admin, id, widgetId);
  t.match(place, { col: 2, row: 6 }, 'saved where it was moved');
  t.equal(place.sizeY, (await admin.get(`/api/dashboard/${id}`)).body.configuration.widgets[widgetId].sizeY + 1, 'and one row taller');
  await reloadShows(t, c, page, id, widgetId, 2);
});

t.test('without JavaScript: the same with the position form', async (t) => {
  const { c, admin, id, existing, cards, page } = await setUp(t);
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.setJavaScriptEnabled(false);
  await page.goto(`${c.origin}/dashboards/${id}`);
  await Promise.all([page.waitForNavigation(), page.click('a[aria-label="Edit dashboard"]')]);
  await addHtmlCard(page, cards);
  const widgetId = await addedId(page, existing);
  const col = `input[name="configuration.states.default.layouts.main.widgets.${widgetId}.col"]`;
  await page.$eval(col, (i) => ((i as HTMLInputElement).value = ''));
  await page.type(col, '5');
  await Promise.all([page.waitForNavigation(), page.click(`form.widget-place:has(${col}) button[type="submit"]`)]);
  t.equal(await page.$eval(col, (i) => (i as HTMLInputElement).value), '5', 'the draft has the move');
  await page.$eval(col, (i) => ((i as HTMLInputElement).value = ''));
  await page.type(col, '99');
  await Promise.all([page.waitForNavigation(), page.click(`form.widget-place:has(${col}) button[type="submit"]`)]);
  t.equal(await page.$eval(col, (i) => (i as HTMLInputElement).value), '99', 'refused input kept');
  t.match(await page.$eval('.edit-positions', (s) => s.textContent), /The value must be at most 23\./);
  await Promise.all([page.waitForNavigation(), page.click('.dashboard-edit-toolbar button.primary')]);
  t.match(await savedPlace(admin, id, widgetId), { col: 5, row: 6 });
  await reloadShows(t, c, page, id, widgetId, 5);
});

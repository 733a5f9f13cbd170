import t from 'tap';
import type { Page } from 'puppeteer-core';
import { DEMO, session } from '../helpers/emulator.ts';
import { tenantDesktopPage } from './desktop-page.ts';
import { shots } from './page-shots.ts';
import { seriousViolations } from './shell-checks.ts';

const SCRIPT = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
const SAVE_TS = 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode';

/** Follows a link or a submit button to the page it leads to. */
async function follow(page: Page, selector: string) {
  await Promise.all([page.waitForNavigation(), page.click(selector)]);
}

async function addNode(page: Page, component: string, name: string) {
  await follow(page, `.node-library a[data-component="${component}"]`);
  await page.waitForSelector('#editor-dialog[open] #editor-name');
  await page.type('#editor-name', name);
  await follow(page, '#editor-dialog button.primary');
}

/** Focuses a node's link in the picture (an SVG element: puppeteer's focus takes HTML elements only). */
const focusNode = (page: Page, index: number) => page.$eval(`.chain-picture a.node-link[data-node="${index}"]`, (e: Element) => (e as SVGElement).focus());

/** What the picture shows: node names and connection labels. */
const picture = (page: Page) =>
  page.evaluate(() => ({
    nodes: [...document.querySelectorAll('.chain-picture a.node-link .node-name')].map((e) => e.textContent),
    labels: [...document.querySelectorAll('.chain-picture .connection-label')].map((e) => e.textContent),
  }));

t.test('a tenant builds a two-node chain, connects it, saves, reloads the same graph and tests the script node', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/ruleChains');
  // Generous limits: the machine may be busy; nothing here measures time.
  page.setDefaultTimeout(120_000);
  const platform = await session(c.emulator.url, DEMO.tenant);
  const chain = await platform.post('/api/ruleChain', { name: 'Built in the browser', type: 'CORE', debugMode: false, configuration: null, additionalInfo: null });
  const editor = `${c.origin}/ruleChains/${chain.body.id.id}`;
  await page.goto(editor);
  await page.waitForSelector('.node-library');
  await shots(t, page, 'rule-chain-editor-empty');

  await page.type('#library-search', 'script');
  await follow(page, '.library-search button');
  t.ok(await page.$(`.node-library a[data-component="${SCRIPT}"]`), 'the search finds the script filter');
  t.equal(await page.$(`.node-library a[data-component="${SAVE_TS}"]`), null);
  await page.goto(editor);

  await follow(page, `.node-library a[data-component="${SCRIPT}"]`);
  await page.waitForSelector('#editor-dialog[open]');
  await shots(t, page, 'rule-chain-editor-add-node');
  await page.type('#editor-name', 'Hot?');
  await follow(page, '#editor-dialog button.primary');
  await addNode(page, SAVE_TS, 'Store');
  t.same((await picture(page)).nodes, ['Hot?', 'Store']);

  await follow(page, 'tr[data-node="0"] a[href*="dialog=connect"]');
  await page.select('#editor-to', '1');
  await page.click('input[name="labels"][value="True"]');
  await follow(page, '#editor-dialog button.primary');
  t.same((await picture(page)).labels, ['True']);
  t.ok(await page.$('.editor-unsaved'), 'the changes are not saved yet');

  await follow(page, '.editor-actions button[value="save"]');
  await page.reload({ waitUntil: 'load' });
  t.same(await picture(page), { nodes: ['Hot?', 'Store'], labels: ['True'] }, 'the saved graph comes back');
  t.equal(await page.$('.editor-unsaved'), null);
  const stored = (await platform.get(`/api/ruleChain/${chain.body.id.id}/metadata`)).body;
  t.same(stored.connections, [{ fromIndex: 0, toIndex: 1, type: 'True' }]);
  await shots(t, page, 'rule-chain-editor');

  // The script node: its dialog from the picture, then the test dialog; Test runs the script on the platform.
  await follow(page, '.chain-picture a.node-link[data-node="0"]');
  await page.waitForSelector('#editor-dialog[open] #editor-name');
  await shots(t, page, 'rule-chain-editor-node');
  await follow(page, '#editor-dialog button[formaction*="dialog=test-script"]');
  await page.waitForSelector('#script-test-dialog[open]');
  await follow(page, '#script-test-dialog button[value="test"]');
  t.equal(await page.$eval('.script-output pre', (e) => e.textContent), 'true', 'the sample message is hot');
  await page.waitForSelector('#script-test-panes [role="separator"]', { timeout: 60_000 });
  t.equal(await page.$$eval('#script-test-panes [role="separator"]', (all) => all.length), 2, 'input, script and output side by side, a separator between each two');
  await shots(t, page, 'rule-chain-editor-script-test');

  // The chain's own settings: a dialog from the toolbar.
  await page.goto(editor);
  await follow(page, '.editor-toolbar a[href*="dialog=settings"]');
  await page.waitForSelector('#editor-dialog[open] input[name="name"]');
  await shots(t, page, 'rule-chain-editor-settings');

  // The island: drag a node, keyboard moves, a link started with C, Delete asks to delete.
  await page.goto(editor);
  await page.waitForSelector('fb-island[name="rule-chain-editor"][hydrated]');
  const storeX = () => platformX(page);
  const before = await storeX();
  const box = (await (await page.$('.chain-picture a.node-link[data-node="1"] rect'))!.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 40, { steps: 5 });
  await page.mouse.move(box.x + 100, box.y + 60, { steps: 5 });
  await page.mouse.up();
  await page.waitForSelector('.editor-unsaved');
  const dragged = await storeX();
  t.ok(dragged > before, 'the dragged node moved right in the draft');

  await focusNode(page, 1);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((x) => {
    const text = document.querySelector('.chain-picture a.node-link[data-node="1"] rect')?.getAttribute('x');
    return text !== null && text !== undefined && Number(text) !== x;
  }, {}, await page.$eval('.chain-picture a.node-link[data-node="1"] rect', (r) => Number(r.getAttribute('x'))));
  t.equal(await storeX(), dragged + 10, 'an arrow key moves the node by 10');
  t.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.node), '1', 'the node keeps the focus');

  await focusNode(page, 1);
  await page.keyboard.press('c');
  await page.waitForFunction(() => document.querySelector('.editor-status')?.textContent !== '');
  await focusNode(page, 0);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  t.match(page.url(), /dialog=connect&node=1&to=0/, 'C then Enter on another node opens the link dialog with both ends');
  t.equal(await page.$eval('#editor-to', (e) => (e as HTMLSelectElement).value), '0');

  await page.goto(editor);
  await page.waitForSelector('fb-island[name="rule-chain-editor"][hydrated]');
  await focusNode(page, 0);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Delete')]);
  t.match(page.url(), /dialog=delete-node&node=0/);

  // Last, as axe's script needs the page's CSP bypassed: the script test dialog.
  await page.setBypassCSP(true);
  await page.goto(`${editor}?dialog=test-script&node=0&field=configuration.tbelScript`);
  t.same(await seriousViolations(page), [], 'axe: the script test dialog');
  await page.goto(`${editor}?dialog=settings`);
  t.same(await seriousViolations(page), [], 'axe: the settings dialog');
});

/** The second node's horizontal place in the editor's move dialog (the draft's value), read without leaving the page. */
async function platformX(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch(`${location.pathname}?dialog=move&node=1`);
    const html = await res.text();
    return Number(/name="additionalInfo.layoutX" value="(\d+)"/.exec(html)?.[1]);
  });
}

import t from 'tap';
import type { Page } from 'puppeteer-core';
import { DEMO, session } from '../helpers/emulator.ts';
import { tenantDesktopPage } from './desktop-page.ts';
import { shots } from './page-shots.ts';

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
  await follow(page, '#editor-dialog a[href*="dialog=test-script"]');
  await page.waitForSelector('#script-test-dialog[open]');
  await follow(page, '#script-test-dialog button[value="test"]');
  t.equal(await page.$eval('.script-output pre', (e) => e.textContent), 'true', 'the sample message is hot');
  await shots(t, page, 'rule-chain-editor-script-test');
});

// In Chromium: the message type filter's message types are chips (the chip-list behaviour): Enter turns the typed type
// into a chip, a chip's button removes it, and the node keeps the list as the chips showed it; axe finds nothing
// serious in the dialog. Condition waits with generous limits, no timing asserts.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { DEMO, session } from '../helpers/emulator.ts';
import { tenantDesktopPage } from './desktop-page.ts';
import { seriousViolations } from './shell-checks.ts';

const TYPE_FILTER = 'org.thingsboard.rule.engine.filter.TbMsgTypeFilterNode';
const INPUT = '#node-configuration-messageTypes';

const chips = (page: Page) => page.$$eval('#editor-dialog .chip input[type="checkbox"]', (boxes) => boxes.map((b) => (b as HTMLInputElement).value));

t.test('the message type filter: message types added and removed as chips, kept by the node', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/ruleChains');
  page.setDefaultTimeout(120_000);
  // axe is added as a script of the page's own.
  await page.setBypassCSP(true);
  const platform = await session(c.emulator.url, DEMO.tenant);
  const chain = await platform.post('/api/ruleChain', { name: 'Message types', type: 'CORE', debugMode: false, configuration: null, additionalInfo: null });
  const editor = `${c.origin}/ruleChains/${chain.body.id.id}`;
  await page.goto(`${editor}?dialog=add-node&component=${TYPE_FILTER}`);
  await page.waitForSelector(`#editor-dialog[open] ${INPUT}`);
  t.same(await chips(page), ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'], 'the defaults as chips');

  await page.type('#editor-name', 'Types');
  await page.type(INPUT, 'MY_TYPE');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#editor-dialog .chip input[value="MY_TYPE"]') !== null);
  t.equal(await page.$eval(INPUT, (e) => (e as HTMLInputElement).value), '', 'the field emptied');
  await page.click('#editor-dialog .chip:has(input[value="POST_ATTRIBUTES_REQUEST"]) button[data-chip-remove]');
  await page.waitForFunction(() => document.querySelector('#editor-dialog .chip input[value="POST_ATTRIBUTES_REQUEST"]') === null);
  t.same(await seriousViolations(page), [], 'axe: the add node dialog');

  await Promise.all([page.waitForNavigation(), page.click('#editor-dialog button.primary')]);
  await page.goto(`${editor}?dialog=node&node=0`);
  await page.waitForSelector(`#editor-dialog[open] ${INPUT}`);
  t.same(await chips(page), ['POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST', 'MY_TYPE'], 'the node keeps the list as the chips showed it');
});

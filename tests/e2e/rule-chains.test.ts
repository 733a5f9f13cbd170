import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, serveConsole } from '../helpers/browser.ts';
import { shots } from './page-shots.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';
import { tenantDesktopPage } from './desktop-page.ts';

t.test('export a rule chain, import it again from the file and open it', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/ruleChains');
  // Generous limits: the machine may be busy; nothing here measures time.
  page.setDefaultTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-rule-chain-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await page.waitForSelector('#entity-page table tbody tr');
  await shots(t, page, 'rule-chains');

  // Export: the row's link answers the file the browser would save.
  const href = await page.$eval('tbody tr:has(a[href*="details="]) a[title="Export rule chain"]', (a) => (a as HTMLAnchorElement).href);
  const exported = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { type: res.headers.get('content-disposition'), text: await res.text() };
  }, href);
  t.match(exported.type, /attachment/);
  const file = JSON.parse(exported.text) as { ruleChain: { name: string }; metadata: { nodes: unknown[] } };
  const path = join(dir, 'chain.json');
  writeFileSync(path, exported.text);

  // Import from the add menu: the dialog opens over the list, the file goes up, the import page shows the chain.
  await page.click('summary[title="Add rule chain"]');
  await page.click('details.add-menu a[href*="dialog=import"]');
  await page.waitForSelector('#dialog-import input[type="file"]');
  await shots(t, page, 'rule-chains-import-dialog');
  const input = await page.$('#dialog-import input[type="file"]');
  await input!.uploadFile(path);
  await Promise.all([page.waitForNavigation(), page.click('#dialog-import button.primary[type="submit"]')]);
  t.match(page.url(), /\/ruleChains\/ruleChain\/import$/);
  t.equal(await page.$eval('input[name="name"]', (e) => (e as HTMLInputElement).value), file.ruleChain.name);
  t.equal(await page.$$eval('.chain-picture g.rule-node:not(.node-input)', (nodes) => nodes.length), file.metadata.nodes.length);
  await shots(t, page, 'rule-chain-import-page');

  await page.$eval('input[name="name"]', (e) => ((e as HTMLInputElement).value = ''));
  await page.type('input[name="name"]', 'Imported in the browser');
  await Promise.all([page.waitForNavigation(), page.click('.import-form button[type="submit"]')]);
  t.match(page.url(), /\/ruleChains\/[0-9a-f-]{36}$/, 'the saved chain opens in the editor');
  t.equal(await page.$eval('.rule-chain-editor h2', (e) => e.textContent?.trim()), 'Imported in the browser');
  t.equal(await page.$$eval('.chain-picture g.rule-node:not(.node-input)', (nodes) => nodes.length), file.metadata.nodes.length);
  t.equal(await page.$$eval('.node-table tbody tr', (rows) => rows.length), file.metadata.nodes.length);
  await shots(t, page, 'rule-chain-page');

  const listed = await page.goto(`${c.origin}/ruleChains?textSearch=Imported`);
  t.equal(listed?.status(), 200);
  t.equal(await page.$$eval('#entity-page tbody tr', (rows) => rows.length), 1, 'exactly one chain imported');
});

t.test('axe finds no serious violation on the rule chain pages, wide and narrow', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const page = await signedInPage(browser, c.origin, 'tenant');
  page.setDefaultTimeout(120_000);
  await page.goto(`${c.origin}/ruleChains`);
  const root = await page.$eval('tbody a[href*="details="]', (a) => new URL((a as HTMLAnchorElement).href).searchParams.get('details'));
  await page.goto(`${c.origin}/ruleChains/${root}`);
  const nodeEvents = await page.$eval('a[href*="/nodes/"]', (a) => new URL((a as HTMLAnchorElement).href).pathname);
  const editor = [`/ruleChains/${root}?dialog=node&node=0`, `/ruleChains/${root}?dialog=connect&node=0`, `/ruleChains/${root}?dialog=add-node&component=org.thingsboard.rule.engine.filter.TbJsFilterNode`, nodeEvents];
  const paths = ['/ruleChains', `/ruleChains?details=${root}`, `/ruleChains/${root}`, ...editor, '/ruleChains?dialog=import', '/ruleChains?dialog=add', `/ruleChains?dialog=set-root&ids=${root}`, '/edgeManagement/ruleChains'];
  for (const width of [1280, 375]) {
    await page.setViewport({ width, height: 800 });
    for (const path of paths) {
      await page.goto(`${c.origin}${path}`);
      t.same(await seriousViolations(page), [], `${path} at ${width} px`);
    }
  }
});

// In Chromium: the edge downlinks tab lists what was queued for the edge, with its status, and opens each event's data
// in a dialog at its own address (condition waits, no timing asserts); screenshots at 1280 and 400 px, checked by axe.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

const LIMIT = { timeout: 30_000 };

t.test('the edge downlinks tab: queued events with their status, each one\'s data in a dialog; wide and narrow, axe', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const edge = await f.edge('Plant edge');
  const hall = await f.asset('Hall');
  await f.api.post(`/api/edge/${edge}/asset/${hall}`);
  const page = await signedInPage(await launchBrowser(t), c.origin, 'tenant');
  await page.goto(`${c.origin}/edgeInstances/${edge}/downlinks`);
  const listed = () => page.$eval('.downlinks-tab tbody', (b) => b.textContent ?? '');
  t.match(await listed(), new RegExp(`Asset.*Assigned to edge.*${hall}.*Pending`));
  await page.click('.downlinks-tab tbody a[aria-label="Data"]');
  await page.waitForFunction(() => document.querySelector('dialog#dialog-downlink-data')?.matches(':modal'), LIMIT);
  t.match(await page.$eval('dialog#dialog-downlink-data pre', (e) => e.textContent ?? ''), /"name": "Hall"/, 'the asset the event names');
  t.match(page.url(), /dialog=downlink-data/, 'the dialog at its own address');
  await page.click('dialog#dialog-downlink-data .dialog-actions a.button');
  await page.waitForFunction(() => !document.querySelector('dialog#dialog-downlink-data'), LIMIT);
  t.pass('closed');

  const downlink = ((await f.api.get(`/api/edge/${edge}/events?pageSize=1&page=0`)).body as { data: { id: { id: string } }[] }).data[0].id.id;
  for (const [name, path, dialog] of [['downlinks', `/edgeInstances/${edge}/downlinks`], ['downlinks-data', `/edgeInstances/${edge}/downlinks?dialog=downlink-data&event=${downlink}`, 'downlink-data']]) {
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      const res = await page.goto(`${c.origin}${path}`);
      t.equal(res?.status(), 200, `${name} at ${width} px`);
      if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), LIMIT, dialog);
      await screenshot(page, `tabs-${name}-${width}`, !dialog);
      t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
      t.same(await seriousViolations(page), [], `${name} at ${width} px: axe`);
    }
  }
});

import t, { type Test as Tap } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

// Screenshots of the device pages, every dialog and every step of the add-device wizard at 1280 and 400 px
// (tests/artifacts/devices-*.png), each checked by axe for serious and critical violations.

const WIDTHS = [1280, 400] as const;

t.test('every device page, dialog and wizard step, wide and narrow: screenshots, and axe finds nothing serious', async (t) => {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const byName = async (name: string) => ((await f.api.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`)).body as { id: { id: string } }).id.id;
  const plain = await byName('Thermostat T1');
  const other = await byName('Thermostat T2');
  const assigned = await byName('Test Device A1');
  const shared = await byName('DHT11 Demo Device');
  await f.api.post(`/api/customer/public/device/${shared}`);
  const edge = await f.edge('Edge North');
  await f.api.post(`/api/edge/${edge}/device/${plain}`);
  const profileId = ((await f.api.get('/api/deviceProfileInfo/default')).body as { id: { id: string } }).id.id;
  const browser = await launchBrowser(t);

  const look = async (t: Tap, page: Page, name: string, width: number, dialog?: string) => {
    if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), { timeout: 20_000 }, dialog);
    await screenshot(page, `devices-${name}-${width}`, !dialog);
    t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
    t.same(await seriousViolations(page), [], `${name} at ${width} px`);
  };
  const check = async (t: Tap, page: Page, name: string, path: string, dialog?: string) => {
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 800 });
      const res = await page.goto(`${c.origin}${path}`);
      t.equal(res?.status(), 200, `${path} at ${width} px`);
      await look(t, page, name, width, dialog);
    }
  };

  t.test('tenant administrator', async (t) => {
    const page = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => page.browserContext().close());
    const pages: [string, string, string?][] = [
      ['list', '/devices'],
      ['list-filtered', `/devices?deviceProfileId=${profileId}&textSearch=e`],
      ['panel', `/devices?details=${plain}`],
      ['panel-edit', `/devices?details=${plain}&edit=true`],
      ['details-page', `/devices/${shared}`],
      ['details-page-edit', `/devices/${plain}?edit=true`],
      ['dialog-import', '/devices?dialog=import', 'import'],
      ['dialog-credentials', `/devices/${plain}?dialog=credentials&ids=${plain}`, 'credentials'],
      ['dialog-assign', `/devices?dialog=assign&ids=${plain}`, 'assign'],
      ['dialog-assign-many', `/devices?dialog=assign&ids=${plain},${other}`, 'assign'],
      ['dialog-make-public', `/devices?dialog=make-public&ids=${plain}`, 'make-public'],
      ['dialog-make-private', `/devices/${shared}?dialog=make-private&ids=${shared}`, 'make-private'],
      ['dialog-delete', `/devices/${plain}?dialog=delete&ids=${plain}`, 'delete'],
      ['dialog-delete-many', `/devices?dialog=delete&ids=${plain},${other}`, 'delete'],
      ['customer-list', `/customers/${f.customerA}/devices`],
      ['dialog-unassign', `/customers/${f.customerA}/devices?dialog=unassign&ids=${assigned}`, 'unassign'],
      ['dialog-add-to-customer', `/customers/${f.customerA}/devices?dialog=add-to-customer`, 'add-to-customer'],
      ['edge-list', `/edgeInstances/${edge}/devices`],
      ['dialog-unassign-edge', `/edgeInstances/${edge}/devices?dialog=unassign-edge&ids=${plain}`, 'unassign-edge'],
      ['dialog-add-to-edge', `/edgeInstances/${edge}/devices?dialog=add-to-edge`, 'add-to-edge'],
    ];
    for (const [name, path, dialog] of pages) await check(t, page, name, path, dialog);

    // The wizard's later steps carry the earlier ones' answers in the form: reached by going through them.
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 800 });
      await page.goto(`${c.origin}/devices?dialog=add`);
      await look(t, page, 'wizard-1-details', width, 'add');
      await page.type('dialog#dialog-add input[name="name"]', `Look ${width}`);
      await page.select('dialog#dialog-add select[name="addProfileType"]', '1');
      await page.type('dialog#dialog-add input[name="profile.name"]', `Look profile ${width}`);
      for (const [n, step] of [[2, 'transport'], [3, 'alarms'], [4, 'provisioning'], [5, 'credentials'], [6, 'customer']] as const) {
        await page.click('dialog#dialog-add .dialog-actions button.primary[type="submit"]');
        await page.waitForFunction((s) => document.querySelector('dialog#dialog-add .dialog-title')?.textContent?.includes(s), { timeout: 20_000 }, `step ${n} of 6`);
        await look(t, page, `wizard-${n}-${step}`, width, 'add');
        if (step === 'credentials') {
          await page.click('dialog#dialog-add input[name="setCredential"]');
          await page.type('dialog#dialog-add input[name="credentials.credentialsId"]', `LOOK_${width}`);
        }
      }
    }
  });

  t.test('customer user: read-only list, details page and the credentials they may view', async (t) => {
    const page = await signedInPage(browser, c.origin, 'customer');
    t.teardown(() => page.browserContext().close());
    await check(t, page, 'customer-user-list', '/devices');
    await check(t, page, 'customer-user-details-page', `/devices/${assigned}`);
    await check(t, page, 'customer-user-dialog-credentials', `/devices/${assigned}?dialog=credentials&ids=${assigned}`, 'credentials');
  });
});

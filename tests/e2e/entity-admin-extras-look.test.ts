import t, { type Test as Tap } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, serveConsole } from '../helpers/browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { checkLook, signedInPage } from './shell-checks.ts';

// The tenant form's home dashboard and the LwM2M attributes (links on the profile's details, their dialog) at 1280
// and 400 px (tests/artifacts/extras-*.png), each checked by axe for serious and critical violations.

t.test('the tenant home dashboard and the LwM2M attributes dialog, wide and narrow', async (t) => {
  const c = await serveConsole(t);
  const sys = await session(c.emulator.url, DEMO.sysadmin);
  const api = await session(c.emulator.url, DEMO.tenant);
  const tenantId = (await api.get('/api/auth/user')).body.tenantId.id as string;
  const profile = (
    await api.post('/api/deviceProfile', {
      name: 'LwM2M look',
      type: 'DEFAULT',
      transportType: 'LWM2M',
      provisionType: 'DISABLED',
      profileData: {
        configuration: { type: 'DEFAULT' },
        provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
        transportConfiguration: {
          type: 'LWM2M',
          bootstrapServerUpdateEnable: false,
          bootstrap: [],
          clientLwM2mSettings: { clientOnlyObserveAfterConnect: 1, fwUpdateStrategy: 1, swUpdateStrategy: 1, powerMode: 'DRX', compositeOperationsSupport: false },
          observeAttr: { observe: ['/3_1.2/0/9'], attribute: [], telemetry: ['/3_1.2/0/9'], keyName: { '/3_1.2/0/9': 'batteryLevel' }, attributeLwm2m: { '/3_1.2/0/9': { pmin: 10, pmax: 60 } } },
        },
      },
    })
  ).body.id.id as string;
  const browser = await launchBrowser(t);

  const check = (t: Tap, page: Page, name: string, path: string, dialog?: string) => checkLook(t, page, { origin: c.origin, prefix: 'extras' }, name, path, dialog);


  t.test('system administrator: the tenant form with its home dashboard', async (t) => {
    t.ok((await sys.get(`/api/tenant/info/${tenantId}`)).body.title);
    const page = await signedInPage(browser, c.origin, 'sysadmin');
    t.teardown(() => page.browserContext().close());
    await check(t, page, 'tenant-edit', `/tenants/${tenantId}?edit=true`);
    t.ok(await page.$('select[name="additionalInfo.homeDashboardId"]'), 'the home dashboard picker');
  });

  t.test('tenant administrator: the LwM2M objects with their attributes, and the attributes dialog', async (t) => {
    const page = await signedInPage(browser, c.origin, 'tenant');
    t.teardown(() => page.browserContext().close());
    await check(t, page, 'lwm2m-profile', `/profiles/deviceProfiles/${profile}`);
    const shown = await page.$$eval('.lwm2m-resource .lwm2m-attributes', (es) => es.map((e) => e.textContent));
    t.ok(shown.includes('pmin=10, pmax=60'), 'the resource shows its attributes');
    await check(t, page, 'lwm2m-attributes-dialog', `/profiles/deviceProfiles/${profile}?dialog=observe-attributes&target=${encodeURIComponent('/3_1.2/0/9')}`, 'observe-attributes');
    // Saved from the browser without JavaScript's help: the form posts and the page comes back with the toast.
    await page.setViewport({ width: 1280, height: 800 });
    await page.$eval('dialog#dialog-observe-attributes input[name="pmax"]', (e) => ((e as HTMLInputElement).value = ''));
    await page.type('dialog#dialog-observe-attributes input[name="pmax"]', '120');
    await page.click('dialog#dialog-observe-attributes .dialog-actions button.primary');
    await page.waitForFunction(() => !document.querySelector('dialog#dialog-observe-attributes'), { timeout: 20_000 });
    const stored = (await api.get(`/api/deviceProfile/${profile}`)).body.profileData.transportConfiguration.observeAttr.attributeLwm2m;
    t.same(stored, { '/3_1.2/0/9': { pmin: 10, pmax: 120 } });
  });
});

import t, { type Test as Tap } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { session } from '../helpers/emulator.ts';
import { SYSADMIN, TENANT } from '../helpers/console.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

// Screenshots of the widget library, the widget editor, their dialogs and the OAuth2 settings at 1280 and 400 px
// (tests/artifacts/widgets-*.png), each without sideways scrolling and checked by axe for serious violations.

const WIDTHS = [1280, 400] as const;

t.test('widget library, editor and OAuth2 settings: how they look', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const platform = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const bundle = (await platform.post('/api/widgetsBundle', { title: 'Floor widgets' })).body;
  const template = (await platform.get('/api/widgetType?isSystem=true&bundleAlias=cards&alias=html_card')).body;
  const type = (await platform.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Big value', descriptor: template.descriptor })).body;
  const library = `/widgets-bundles/${bundle.id.id}/widgetTypes`;
  // A saved OAuth2 configuration: the page shows its form filled and the domains' redirect URIs.
  const system = await session(c.emulator.url, [SYSADMIN.username, SYSADMIN.password]);
  const google = (await system.get('/api/oauth2/config/template')).body.find((x: { name: string }) => x.name === 'Google');
  await system.post('/api/oauth2/config', {
    enabled: true,
    oauth2ParamsInfos: [{ domainInfos: [{ scheme: 'MIXED', name: 'iot.example.com' }], mobileInfos: [], clientRegistrations: [{ ...google, id: undefined, additionalInfo: { providerName: 'Google' }, platforms: [], clientId: 'client', clientSecret: 'secret' }] }],
  });
  const editor = `${library}/${type.id.id}`;

    const tenant = await signedInPage(browser, c.origin, 'tenant');
    const sysadmin = await signedInPage(browser, c.origin, 'sysadmin');
    t.teardown(() => Promise.all([tenant.browserContext().close(), sysadmin.browserContext().close()]));
    const pages: [string, Page, string, string?][] = [
      ['library', tenant, library],
      ['library-import', tenant, `${library}?dialog=import`, 'import'],
      ['library-delete', tenant, `${library}?dialog=delete&widgetTypeId=${type.id.id}`, 'delete'],
      ['editor', tenant, editor],
      ['editor-new', tenant, `${library}/add/timeseries`],
      ['oauth2', sysadmin, '/settings/oauth2'],
    ];
    const check = async (t: Tap, name: string, page: Page, path: string, dialog?: string) => {
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: 800 });
        const res = await page.goto(`${c.origin}${path}`);
        t.equal(res?.status(), 200, `${path} at ${width} px`);
        if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), { timeout: 20_000 }, dialog);
        await screenshot(page, `widgets-${name}-${width}`, !dialog);
        t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
        t.same(await seriousViolations(page), [], `${name} at ${width} px`);
      }
    };
    for (const [name, page, path, dialog] of pages) await check(t, name, page, path, dialog);
    // The OAuth2 page with domain settings open, as an administrator sees it while adding them.
    for (const width of WIDTHS) {
      await sysadmin.setViewport({ width, height: 800 });
      await sysadmin.goto(`${c.origin}/settings/oauth2`);
      await Promise.all([sysadmin.waitForNavigation(), sysadmin.click('button[name="_op"][value="add-row:oauth2ParamsInfos"]')]);
      t.ok(await sysadmin.$('input[name="oauth2ParamsInfos.0.domainInfos.0.name"]'), `domain settings added without saving at ${width} px`);
      await screenshot(sysadmin, `widgets-oauth2-editing-${width}`);
      t.ok((await sysadmin.evaluate(() => document.documentElement.scrollWidth)) <= width, `oauth2 editing at ${width} px: no sideways scroll`);
    }
    t.same(await seriousViolations(sysadmin), [], 'oauth2 editing');
});

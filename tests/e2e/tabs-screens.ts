// Each details tab and its dialogs at one width: a screenshot (tests/artifacts/tabs-*.png), no sideways scroll, and axe
// finds nothing serious. Run per width by tabs-screens-wide.test.ts and tabs-screens-narrow.test.ts (each within the
// per-file limit on a loaded machine).
import type { Test } from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole } from '../helpers/browser.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { seriousViolations, signedInPage } from './shell-checks.ts';

const LIMIT = { timeout: 30_000 };
const REPOSITORY = { repositoryUri: 'https://git.example.com/tenant/config.git', authMethod: 'USERNAME_PASSWORD', username: 'bot', password: 'secret', defaultBranch: 'main', readOnly: false, showMergeCommits: false };

export async function tabScreens(t: Test, width: number): Promise<void> {
  const c = await serveConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const hall = await f.asset('Hall');
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/SERVER_SCOPE`, { active: true, threshold: 20.5, config: { mode: 'eco' }, name: 'north hall' });
  await f.api.post(`/api/plugins/telemetry/ASSET/${hall}/timeseries/ANY`, { temperature: 21.5, humidity: 40 });
  const alarm = ((await f.api.post('/api/alarm', { type: 'Overheat', severity: 'CRITICAL', status: 'ACTIVE_UNACK', originator: { entityType: 'ASSET', id: hall }, details: { temperature: 91 } })).body as { id: { id: string } }).id.id;
  await f.api.post('/api/alarm', { type: 'Door open', severity: 'WARNING', status: 'ACTIVE_UNACK', originator: { entityType: 'ASSET', id: hall } });
  await f.api.post('/api/relation', { from: { entityType: 'ASSET', id: hall }, to: { entityType: 'ASSET', id: await f.asset('Floor 1') }, type: 'Contains' });
  await f.api.post('/api/admin/repositorySettings', REPOSITORY);
  const browser = await launchBrowser(t);
  const page: Page = await signedInPage(browser, c.origin, 'tenant');
  const pages: [string, string, string?][] = [
    ['attributes', `/assets/${hall}/attributes`],
    ['attributes-add', `/assets/${hall}/attributes?dialog=add-attribute`, 'attribute'],
    ['attributes-edit-json', `/assets/${hall}/attributes?dialog=edit-attribute&key=config`, 'attribute'],
    ['attributes-delete', `/assets/${hall}/attributes?dialog=delete-attributes&keys=active`, 'delete-keys'],
    ['latest-telemetry', `/assets/${hall}/latest-telemetry`],
    ['alarms', `/assets/${hall}/alarms`],
    ['alarms-details', `/assets/${hall}/alarms?dialog=alarm-details&alarm=${alarm}`, 'alarm-details'],
    ['relations', `/assets/${hall}/relations`],
    ['relations-add', `/assets/${hall}/relations?dialog=add-relation`, 'relation'],
    ['events', `/assets/${hall}/events`],
    ['events-filter', `/assets/${hall}/events?dialog=events-filter`, 'events-filter'],
    ['audit-logs', `/assets/${hall}/audit-logs`],
    ['audit-logs-page', '/auditLogs'],
    ['version-control', `/assets/${hall}/version-control`],
    ['version-control-create', `/assets/${hall}/version-control?dialog=create-version`, 'create-version'],
    ['latest-telemetry-delete', `/assets/${hall}/latest-telemetry?dialog=delete-telemetry&keys=humidity`, 'delete-keys'],
  ];
  await page.setViewport({ width, height: 800 });
  for (const [name, path, dialog] of pages) {
    const res = await page.goto(`${c.origin}${path}`);
    t.equal(res?.status(), 200, `${path} at ${width} px`);
    if (dialog) await page.waitForFunction((d) => document.querySelector(`dialog#dialog-${d}`)?.matches(':modal'), LIMIT, dialog);
    await screenshot(page, `tabs-${name}-${width}`, !dialog);
    t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name} at ${width} px: no sideways scroll`);
    t.same(await seriousViolations(page), [], `${name} at ${width} px`);
  }
}

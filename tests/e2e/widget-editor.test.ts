import t from 'tap';
import type { Frame, Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { deviceByName, session } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';
import { alias, configuration, entitySource, key, saveDashboard } from '../helpers/dashboards.ts';
import { TENANT } from '../helpers/console.ts';

// The widget editor in a browser, under the console's real policies (no CSP bypass): a custom widget type runs in
// the sandboxed preview frame on sample data; its HTML and JavaScript changed, the preview shows the change; an
// error of the widget's code is reported beside the preview. On a dashboard the same type runs in its own frame with
// the widget's data, and follows a live update in the same frame. (Screenshots: widgets-look.test.ts.)

const DESCRIPTOR = {
  type: 'latest', sizeX: 5, sizeY: 3, resources: [],
  templateHtml: '<div class="value"></div>',
  templateCss: '.value { font-size: 32px; }',
  controllerScript: 'self.onInit = function () {};\nself.onDataUpdated = function () {\n  var series = self.ctx.data[0].data;\n  self.ctx.container.querySelector(".value").textContent = "value " + series[series.length - 1][1];\n};',
  settingsSchema: '{}', dataKeySettingsSchema: '{}',
  defaultConfig: '{"datasources":[{"type":"function","name":"f","dataKeys":[{"name":"Sin","label":"Sin","type":"function"}]}],"settings":{}}',
};

/** The sandboxed preview frame (puppeteer reaches it through the browser's debugging protocol, whatever its origin). */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-widget-preview]', { timeout: 30_000 });
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** Replaces a code editor's text as typing would, so that the page sees an input event. */
async function setCode(page: Page, name: string, text: string): Promise<void> {
  await page.$eval(`textarea[name="${name}"]`, (e, value) => {
    (e as HTMLTextAreaElement).value = value as string;
    e.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

t.test('widget editor in the browser', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  const platform = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const bundle = (await platform.post('/api/widgetsBundle', { title: 'Floor widgets' })).body;
  const type = (await platform.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Big value', descriptor: DESCRIPTOR })).body;
  const library = `/widgets-bundles/${bundle.id.id}/widgetTypes`;
  const editor = `${library}/${type.id.id}`;

  t.test('a custom widget type runs in the sandboxed preview, and the preview follows its HTML and JavaScript', async (t) => {
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, c.origin, TENANT.username, TENANT.password);
    await page.goto(`${c.origin}${editor}`);
    const frame = await previewFrame(page);
    await frame.waitForFunction(() => /^value -?\d/.test(document.querySelector('.value')?.textContent ?? ''), { timeout: 60_000 });
    t.equal(await frame.evaluate(() => window.origin), 'null', 'the widget runs in an opaque origin');
    t.equal(await frame.evaluate(() => { try { return document.cookie; } catch { return 'no access'; } }), 'no access', 'no cookie within reach');

    await setCode(page, 'descriptor.templateHtml', '<p class="changed"></p>');
    await setCode(page, 'descriptor.controllerScript', 'self.onDataUpdated = function () {\n  var series = self.ctx.data[0].data;\n  self.ctx.container.querySelector(".changed").textContent = "changed " + self.ctx.data[0].dataKey.label + " " + series.length;\n};');
    await page.click('[data-widget-run]');
    await frame.waitForFunction(() => document.querySelector('.changed')?.textContent === 'changed Sin 30', { timeout: 60_000 });
    t.notOk(await frame.$('.value'), 'the old HTML is gone');
    t.equal(await page.$eval('[data-widget-status]', (e) => e.textContent), '', 'no error');
    await screenshot(page, 'widgets-editor-preview-1280');

    await setCode(page, 'descriptor.controllerScript', 'self.onInit = function () { throw new Error("boom"); };');
    await page.click('[data-widget-run]');
    await page.waitForFunction(() => document.querySelector('[data-widget-status]')?.textContent === 'The widget failed: onInit: Error: boom', { timeout: 60_000 });
    t.pass('the widget\'s error is shown beside the preview');

    // Leaving with unsaved changes asks first; staying keeps the page and the changes.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.type()); void dialog.dismiss(); }));
    await page.click('a.button[href$="/widgetTypes"]');
    t.equal(await asked, 'beforeunload', 'asked before leaving');
    t.equal(await page.$eval('textarea[name="descriptor.controllerScript"]', (e) => (e as HTMLTextAreaElement).value), 'self.onInit = function () { throw new Error("boom"); };');
    // Saving them does not ask.
    let prompted = false;
    page.on('dialog', (dialog) => {
      prompted = true;
      void dialog.accept();
    });
    await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click('button[name="_command"][value="save"]')]);
    t.notOk(prompted, 'saving does not ask');
    t.equal(await page.$eval('.toast-message', (e) => e.textContent), 'Widget type saved');
    t.match((await platform.get(`/api/widgetType/${type.id.id}`)).body.descriptor, { templateHtml: '<p class="changed"></p>' });
  });

  t.test('an upstream-style widget type written with jQuery ($, self.ctx.$container) runs in the preview', async (t) => {
    const jq = {
      ...DESCRIPTOR,
      templateHtml: '<div class="jq"></div>',
      controllerScript: 'self.onInit = function () {\n  self.ctx.$container.find(".jq").append($("<span class=\\"made\\">").text("made by jQuery " + $.fn.jquery));\n};\n' +
        'self.onDataUpdated = function () {\n  self.ctx.$container.find(".made").attr("data-points", self.ctx.data[0].data.length);\n};',
    };
    const jqType = (await platform.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'jQuery card', descriptor: jq })).body;
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, c.origin, TENANT.username, TENANT.password);
    await page.goto(`${c.origin}${library}/${jqType.id.id}`);
    const frame = await previewFrame(page);
    await frame.waitForFunction(() => document.querySelector('.jq .made')?.getAttribute('data-points') === '30', { timeout: 60_000 });
    t.match(await frame.$eval('.jq .made', (e) => e.textContent), /^made by jQuery 3\.\d+\.\d+$/, 'the self-hosted jQuery 3 ran the widget\'s code');
    t.equal(await page.$eval('[data-widget-status]', (e) => e.textContent), '', 'no error');
    t.equal(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery), 'undefined', 'the console\'s own page has no jQuery');
  });

  t.test('on a dashboard the tenant widget type runs in its frame with the live data', async (t) => {
    const t1 = await deviceByName(platform, 'Thermostat T1');
    await platform.post(`/api/plugins/telemetry/DEVICE/${t1.id.id}/attributes/SERVER_SCOPE`, { floor: 3 });
    const code = { ...DESCRIPTOR, templateHtml: '<div class="floor"></div>', controllerScript: 'self.onDataUpdated = function () { self.ctx.container.querySelector(".floor").textContent = "floor " + self.ctx.data[0].data[0][1]; };' };
    const floorType = (await platform.post('/api/widgetType', { bundleAlias: bundle.alias, name: 'Floor card', descriptor: code })).body;
    const { ids, configuration: config } = configuration(
      [{ type: `${bundle.alias}.${floorType.alias}`, kind: 'latest', title: 'Floor', config: { datasources: [entitySource('t1', [key('floor', 'attribute')])] } }],
      alias('t1', { type: 'singleEntity', singleEntity: t1.id }),
    );
    (config.widgets as Record<string, { isSystemType: boolean }>)[ids[0]].isSystemType = false;
    const dashboard = await saveDashboard(platform, 'Own widget', config);
    const context = await browser.createBrowserContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await signIn(page, c.origin, TENANT.username, TENANT.password);
    await page.goto(`${c.origin}/dashboards/${dashboard}`);
    // The frame's text, read through the debugging protocol.
    const floor = async () => {
      const frame = await (await page.$('iframe.custom-widget-frame'))?.contentFrame();
      return frame ? frame.evaluate(() => document.querySelector('.floor')?.textContent ?? '').catch(() => '') : '';
    };
    const until = (text: string) => eventually(async () => (await floor()) === text, `the frame to show ${text}`);
    await until('floor 3');
    t.pass('the widget shows its data');
    // Marks on the frame element and in the document it holds: a frame drawn again, or reloaded, loses them.
    await page.evaluate(() => ((window as unknown as { keptFrame: Element | null }).keptFrame = document.querySelector('iframe.custom-widget-frame')));
    const inside = await (await page.$('iframe.custom-widget-frame'))!.contentFrame();
    await inside!.evaluate(() => ((window as unknown as { mark: string }).mark = 'before the update'));
    await platform.post(`/api/plugins/telemetry/DEVICE/${t1.id.id}/attributes/SERVER_SCOPE`, { floor: 4 });
    await until('floor 4');
    t.pass('and follows a live update');
    t.ok(await page.evaluate(() => {
      const kept = (window as unknown as { keptFrame: Element | null }).keptFrame;
      return !!kept && kept.isConnected && kept === document.querySelector('iframe.custom-widget-frame');
    }), 'the frame element survives the update');
    t.equal(await inside!.evaluate(() => (window as unknown as { mark?: string }).mark), 'before the update', 'and its document was not loaded again');
    await screenshot(page, 'widgets-dashboard-custom-1280');
  });
});

// The widget dialog in Chromium without JavaScript: a data key removed takes its hidden members (settings, post-
// processing) with it; the keys after it keep their own, and a key added gets none of the stored ones.
import t from 'tap';
import { launchBrowser, serveConsole, signIn } from '../helpers/browser.ts';
import { alias, configuration, entitySource, key, saveDashboard, tenantSession } from '../helpers/dashboards.ts';

t.test('removing a data key does not shift the hidden members of the keys after it', async (t) => {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const keys = ['temperature', 'humidity', 'pressure'].map((name, i) =>
    key(name, 'timeseries', { settings: { lineWidth: i + 1 }, usePostProcessing: i === 1, postFuncBody: `return value * ${i + 1};` }));
  const { ids, configuration: config } = configuration(
    [{ type: 'charts.basic_timeseries', kind: 'timeseries', title: 'Climate', config: { datasources: [entitySource('room', keys)] } }],
    alias('room', { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: true }),
  );
  const id = await saveDashboard(admin, 'Keys', config);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/dashboards/${id}/edit/widgets/${ids[0]}?state=default`);
  const prefix = `configuration.widgets.${ids[0]}.config.datasources.0.dataKeys`;

  await Promise.all([page.waitForNavigation(), page.click(`button[name="_schema_remove"][value="${prefix}.0"]`)]);
  t.equal(await page.$eval(`input[name="${prefix}.0.name"]`, (e) => (e as HTMLInputElement).value), 'humidity', 'the second key moved up');
  await Promise.all([page.waitForNavigation(), page.click(`button[name="_schema_add"][value="${prefix}"]`)]);
  await page.type(`input[name="${prefix}.2.name"]`, 'co2');
  await page.select(`select[name="${prefix}.2.type"]`, 'timeseries');
  await Promise.all([page.waitForNavigation(), page.click('#edit-widget button.primary[type="submit"]')]);
  await Promise.all([page.waitForNavigation(), page.click(`form[action$="/edit/save"] button[type="submit"]`)]);

  const saved = (await admin.get(`/api/dashboard/${id}`)).body.configuration.widgets[ids[0]].config.datasources[0].dataKeys;
  t.same(saved.map((k: { name: string }) => k.name), ['humidity', 'pressure', 'co2']);
  t.match(saved[0], { settings: { lineWidth: 2 }, usePostProcessing: true, postFuncBody: 'return value * 2;' }, 'humidity keeps its own hidden members');
  t.match(saved[1], { settings: { lineWidth: 3 }, usePostProcessing: false, postFuncBody: 'return value * 3;' }, 'and pressure its own');
  t.notOk('settings' in saved[2] || 'postFuncBody' in saved[2], 'the added key has none of the stored ones');
});

// In Chromium: the Thermostats dashboard's alarms table shows an alarm raised on the platform without a reload
// (its alarm data subscription through the page's one event stream), and acknowledges it from the swapped row.
import t from 'tap';
import { tenantDashboardPage } from '../helpers/dashboard-browser.ts';
import { deviceByName } from '../helpers/emulator.ts';
import { eventually } from '../helpers/eventually.ts';

t.test('an alarm raised shows in the Thermostats alarms table without a reload, and is acknowledged from it', async (t) => {
  const { c, admin, id, page } = await tenantDashboardPage(t, 'Thermostats');
  const device = await deviceByName(admin, 'Thermostat T2');
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await eventually(() => c.app.live.answeredTopics >= 2, 'the widgets\' subscriptions answered');
  const loaded = page.url();
  const alarm = (await admin.post('/api/alarm', { originator: device.id, type: 'Filter clogged', severity: 'CRITICAL', status: 'ACTIVE_UNACK' })).body;
  const table = '[data-widget-type="alarm_widgets.alarms_table"]';
  await page.waitForFunction((s) => document.querySelector(s)?.textContent?.includes('Filter clogged'), { timeout: 30_000 }, table);
  t.equal(page.url(), loaded, 'no navigation');
  const ack = `${table} form[action$="/alarms/${alarm.id.id}/ack"] button`;
  t.equal(await page.$eval(ack, (b) => b.getAttribute('aria-label')), 'Acknowledge', 'the swapped row offers its acknowledgement');
  await Promise.all([page.waitForNavigation(), page.click(ack)]);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent?.includes('Active, acknowledged'), { timeout: 30_000 }, table);
  t.equal((await admin.get(`/api/alarm/info/${alarm.id.id}`)).body.status, 'ACTIVE_ACK', 'acknowledged on the platform');
  t.equal(new URL(page.url()).pathname, `/dashboards/${id}`, 'back on the dashboard');
});

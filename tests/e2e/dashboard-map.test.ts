import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { dashboardByTitle, tenantSession } from '../helpers/dashboards.ts';
import { startTileServer } from '../helpers/tile-server.ts';

t.test('Thermostats map state in Chromium: both thermostats as markers over tiles from the console, desktop and phone', async (t) => {
  const tiles = await startTileServer(t);
  const c = await serveConsole(t, { env: { MAP_TILE_URL: tiles.template } });
  const { id } = await dashboardByTitle(await tenantSession(c.emulator.url), 'Thermostats');
  const browser = await launchBrowser(t);
  for (const width of [1280, 400]) {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const tileAnswers: { url: string; status: number; type: string }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/tiles/')) tileAnswers.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' });
    });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.setViewport({ width, height: 800 });
    if (width === 1280) await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
    await page.goto(`${c.origin}/dashboards/${id}?state=map`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    const map = '[data-widget-type="input_widgets.markers_placement_openstreetmap"]';
    const box = await page.$eval(`${map} .map-box`, (e) => e.getBoundingClientRect().toJSON() as DOMRect);
    const markers = await page.$$eval(`${map} .map-marker`, (ms) => ms.map((m) => ({ label: m.getAttribute('aria-label') ?? '', box: m.getBoundingClientRect().toJSON() as DOMRect })));
    t.same(markers.map((m) => m.label.split('\n')[0]).sort(), ['Thermostat T1', 'Thermostat T2'], `${width} px: both thermostats`);
    for (const m of markers) {
      t.ok(m.box.left >= box.left && m.box.right <= box.right && m.box.top >= box.top && m.box.bottom <= box.bottom, `${width} px: ${m.label.split('\n')[0]} inside the map`);
    }
    t.ok(box.width > 0.9 * (width - 48) || width > 900, `${width} px: the map as wide as its tile`);
    t.ok(tileAnswers.length >= 4, `${width} px: ${tileAnswers.length} tiles loaded`);
    t.ok(tileAnswers.every((a) => a.status === 200 && a.type === 'image/png' && a.url.startsWith(`${c.origin}/tiles/`)), `${width} px: every tile from the console`);
    t.ok(tiles.requests.length > 0, 'the console fetched them from the local provider');
    t.same(refused, [], `${width} px: the CSP refused nothing`);
    await screenshot(page, `dashboard-thermostats-map-${width}`);
    await page.close();
  }
});

// The history playback of a dashboard's window in Chromium: the jumps and play redraw the chart from the server for
// each step, without a reload, and the page is data-ready after each step; without JavaScript the same control is a
// stepping form, and a playing page loads its next step by itself.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { tenantSession } from '../helpers/dashboards.ts';
import { windowDashboard } from '../helpers/window-dashboard.ts';

/** The chart of the dashboard's window: how many buckets it draws (its window is two hours in 10-minute buckets). */
const points = (page: Page) =>
  page.evaluate(() => {
    const widget = [...document.querySelectorAll('section.widget')].find((s) => s.querySelector('h2.wt')?.textContent === 'Follows the dashboard');
    return Number(widget?.querySelector('[data-points]')?.getAttribute('data-points') ?? -1);
  });
const position = (page: Page) => page.$eval('#dashboard-playback .playback-step-count', (e) => e.textContent);

/** Records the chart's bucket count each time <html data-ready> is set again. */
function watchSteps() {
  const w = window as unknown as { readySteps: number[]; marker: string };
  w.readySteps = [];
  w.marker = 'loaded once';
  new MutationObserver(() => {
    if (document.documentElement.dataset.ready !== 'true') return;
    const widget = [...document.querySelectorAll('section.widget')].find((s) => s.querySelector('h2.wt')?.textContent === 'Follows the dashboard');
    w.readySteps.push(Number(widget?.querySelector('[data-points]')?.getAttribute('data-points') ?? -1));
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
}

async function setUp(t: Parameters<typeof serveConsole>[0], javaScript: boolean) {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { id } = await windowDashboard(admin);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  return { c, id, page };
}

t.test('playback steps and plays the chart from the server without a reload, data-ready after each step', async (t) => {
  const { c, id, page } = await setUp(t, true);
  await page.goto(`${c.origin}/dashboards/${id}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60_000 });
  await page.waitForSelector('#dashboard-playback', { timeout: 30_000 });
  t.equal(await points(page), 12, 'the whole window at first');
  t.equal(await position(page), 'Step 12 of 12', 'the control stands at the end');
  await page.evaluate(watchSteps);
  await page.waitForSelector('fb-island[name="playback"][hydrated]', { timeout: 30_000 });

  const step = async (label: string, expected: string) => {
    await page.click(`#dashboard-playback button[aria-label="${label}"]`);
    await page.waitForFunction((e) => document.querySelector('#dashboard-playback .playback-step-count')?.textContent === e && document.documentElement.dataset.ready === 'true', { timeout: 30_000 }, expected);
  };
  await step('Go to the start', 'Step 1 of 12');
  t.equal(await points(page), 1, 'the first step: the window\'s first bucket');
  t.match(page.url(), /playback=0/, 'the address says the step');
  await step('Next step', 'Step 2 of 12');
  t.equal(await points(page), 2, 'the next step: two buckets');
  t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Next step', 'the pressed button keeps the focus');
  await step('Previous step', 'Step 1 of 12');
  t.equal(await points(page), 1, 'back by one');

  await page.select('#dashboard-playback-speed', '25');
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#dashboard-playback-speed')?.value === '25' && document.documentElement.dataset.ready === 'true', { timeout: 30_000 });
  await page.click('#dashboard-playback button[aria-label="Play"]');
  await page.waitForFunction(() => document.querySelector('#dashboard-playback .playback-step-count')?.textContent === 'Step 12 of 12'
    && document.querySelector<HTMLFormElement>('#dashboard-playback')?.dataset.playing === 'false' && document.documentElement.dataset.ready === 'true', { timeout: 60_000 });
  t.equal(await points(page), 12, 'played to the end, where it stops');
  const readySteps = await page.evaluate(() => (window as unknown as { readySteps: number[] }).readySteps);
  const played = readySteps.slice(readySteps.lastIndexOf(1));
  t.same(played, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'data-ready after every step, the chart one bucket longer each time');
  t.equal(await page.evaluate(() => (window as unknown as { marker: string }).marker), 'loaded once', 'no reload');
  t.ok(await page.$('#dashboard-playback button[aria-label="Play"]'), 'stopped: play is offered again');
  await screenshot(page, 'dashboard-playback');
});

t.test('without JavaScript the playback is a stepping form, and a playing page loads its next step', async (t) => {
  const { c, id, page } = await setUp(t, false);
  await page.goto(`${c.origin}/dashboards/${id}?playFrom=3`);
  t.equal(await points(page), 4, 'the fourth step from the address');
  await Promise.all([page.waitForNavigation(), page.click('#dashboard-playback button[aria-label="Next step"]')]);
  t.equal(await points(page), 5, 'the next step, by loading its page');
  t.equal(await position(page), 'Step 5 of 12');
  await page.select('#dashboard-playback-speed', '25');
  await Promise.all([page.waitForNavigation(), page.click('#dashboard-playback button[aria-label="Go to the end"]')]);
  t.equal(await position(page), 'Step 12 of 12', 'the end');
  t.match(page.url(), /playSpeed=25/, 'the speed kept');
  // Play from the end starts again from the first step; each page asks for the next one until the last.
  // The page shows the last step already: wait for the pages the play loads, not for the last step's text.
  const loaded: string[] = [];
  const PAGES_PLAYED = 12;
  const allLoaded = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the play loaded ${loaded.length} pages in 60 s: ${loaded.join(', ')}`)), 60_000);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      loaded.push(new URL(frame.url()).searchParams.get('playFrom') ?? new URL(frame.url()).searchParams.get('playback') ?? '');
      if (loaded.length === PAGES_PLAYED) {
        clearTimeout(timer);
        done();
      }
    });
  });
  await page.click('#dashboard-playback button[aria-label="Play"]');
  await allLoaded;
  await page.waitForFunction(() => document.readyState === 'complete' && document.querySelector('#dashboard-playback .playback-step-count')?.textContent === 'Step 12 of 12', { timeout: 60_000 }).catch(async (error: Error) => {
    const shown = await page.evaluate(() => `${document.readyState}, ${document.querySelector('#dashboard-playback .playback-step-count')?.textContent}, ${document.title}`).catch((e: Error) => e.message);
    throw new Error(`${error.message}: the last step never showed; pages loaded ${loaded.join(', ')}; now at ${page.url()} (${shown})`);
  });
  t.same(loaded, ['11', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'], 'play from the end starts at the first step, each page loading the next');
  t.equal(await points(page), 12, 'played to the end by the pages themselves');
  t.ok(await page.$('#dashboard-playback button[aria-label="Play"]'), 'and stopped there');
});

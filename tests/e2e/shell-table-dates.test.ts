import t from 'tap';
import { launchBrowser, serveConsole } from '../helpers/browser.ts';
import { call, login } from '../helpers/emulator.ts';
import { WIDTHS, signedInPage } from './shell-checks.ts';

// Languages whose date-time text is long or uses other digits and scripts.
const LANGUAGES = ['en-US', 'de-DE', 'el-GR', 'fa-IR', 'ja-JP', 'ka-GE', 'ko-KR', 'lv-LV', 'zh-TW'];

t.test('the created-time column shows whole dates in every language and width', async (t) => {
  const c = await serveConsole(t);
  const browser = await launchBrowser(t);
  // Newest first, so this long name is in the first row and must give way to the date.
  const { token } = await login(c.emulator.url, 'tenant@thingsboard.org', 'tenant');
  const longName = `Boiler room sensor ${'with a very long name '.repeat(8)}`;
  t.equal((await call(c.emulator.url, '/api/device', { token, method: 'POST', body: { name: longName, type: 'default' } })).status, 200);
  for (const lang of LANGUAGES) {
    t.test(lang, async (t) => {
      const page = await signedInPage(browser, c.origin, 'tenant', { 'accept-language': lang });
      t.teardown(() => page.browserContext().close());
      await page.goto(`${c.origin}/devices`);
      // Resizing re-lays out the same page; no reload needed per width.
      for (const width of WIDTHS) {
        await page.setViewport({ width, height: 900 });
        const cells = await page.$$eval('.entity-table td:has(> time)', (tds) =>
          tds.map((td) => ({ text: td.textContent ?? '', cut: td.scrollWidth > td.clientWidth, textWidth: td.querySelector('time')!.getBoundingClientRect().width, cellWidth: td.clientWidth })),
        );
        t.ok(cells.length > 0, `${width}px: dates listed`);
        const cut = cells.filter((c) => c.cut || c.textWidth > c.cellWidth);
        t.same(cut, [], `${width}px: no date is cut off (${cells[0]?.text})`);
        if (width >= 960) {
          const spill = await page.$eval('.table-scroll', (s) => s.scrollWidth - s.clientWidth);
          t.equal(spill, 0, `${width}px: the table fits without scrolling sideways`);
          const name = await page.$eval('.entity-table tbody tr:first-child td:nth-child(3)', (td) => ({ text: td.textContent, cut: td.scrollWidth > td.clientWidth }));
          t.same(name, { text: longName, cut: true }, `${width}px: the long name ends in an ellipsis instead`);
        }
      }
    });
  }
});

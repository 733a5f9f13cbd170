// The shell's parts in the gallery (views/gallery/shell-sections.tsx), drawn by the shell's own components, in
// Chromium under the console's CSP: breadcrumb bar, user menu, cheat sheet, toasts, copy button, password toggle,
// dashboard select, script language toggle and the widgets-bundle search box; keyboard only, axe clean,
// screenshots of every state at 1280 and 400 px.
import t from 'tap';
import { axeFindings, galleryAddress, openGallery, overflowOf, shootStates, tabTo, valueOf } from '../helpers/gallery-browser.ts';

const SHOTS = {
  breadcrumbs: ['filled', 'empty'],
  'user-menu': ['filled'],
  shortcuts: ['filled'],
  toast: ['filled', 'invalid'],
  'copy-button': ['filled'],
  'password-toggle': ['empty', 'invalid'],
  'dashboard-select': ['filled', 'empty'],
  'script-lang': ['filled', 'disabled'],
  'widgets-bundle-search': ['filled'],
  dialogs: ['filled'],
} as const;

const visible = (selector: string) => (document.querySelector(selector) as HTMLElement | null)?.checkVisibility() ?? false;

t.test('the shell parts in the gallery', async (t) => {
  const { c, page, problems, address } = await openGallery(t, { parts: Object.keys(SHOTS) });
  const shellParts = Object.keys(SHOTS);

  t.test('every part at its fragment in its states, axe clean, screenshots at 1280 and 400 px', async (t) => {
    await page.goto(address('#breadcrumbs'));
    for (const part of shellParts) t.ok(await page.$(`nav.gallery-index a[href="#${part}"]`), `#${part} in the index`);
    t.same(await axeFindings(page, shellParts), [], 'axe at 1280 px');
    t.same(await shootStates(page, SHOTS), [], 'every state shown at 1280 px');
    await page.setViewport({ width: 400, height: 800 });
    t.teardown(() => page.setViewport({ width: 1280, height: 800 }));
    await page.goto(address('#breadcrumbs'));
    t.same(await axeFindings(page, shellParts), [], 'axe at 400 px');
    t.same(await shootStates(page, SHOTS), [], 'every state shown at 400 px');
    t.same(await page.$$eval('#breadcrumbs-filled .crumb', (crumbs) => crumbs.map((c) => (c as HTMLElement).checkVisibility())), [false, false, true], 'small screens: only the last crumb');
    t.equal(await page.evaluate(visible, '#gallery-dashboard'), false, 'small screens: no select in place');
    await page.focus('#dashboard-select-filled summary');
    await page.keyboard.press('Enter');
    t.equal(await page.evaluate(visible, '#gallery-dashboard-panel'), true, 'the icon button opens the panel with the select');
    const panel = await page.$eval('.dashboard-select-panel', (p) => ({ width: p.getBoundingClientRect().width, max: getComputedStyle(p).maxHeight }));
    t.ok(panel.width >= 300 && panel.width <= 320, `panel 300-320 px wide (${panel.width})`);
    t.equal(panel.max, '250px', 'at most 250 px tall in a window at least 350 px high');
  });

  // The one load of the whole gallery (each other test asks for its own sections only).
  t.test('the whole gallery: every part of the index drawn, axe clean over all, nothing wider than the window at 1280 and 400 px', async (t) => {
    t.teardown(() => page.setViewport({ width: 1280, height: 800 }));
    for (const width of [1280, 400]) {
      await page.setViewport({ width, height: 800 });
      await page.goto(galleryAddress(c.origin, undefined));
      const index = await page.$$eval('nav.gallery-index a', (all) => all.map((a) => a.getAttribute('href')!.slice(1)));
      const drawn = await page.$$eval('section.gallery-section', (all) => all.map((s) => s.id));
      t.ok(index.length > 60, `the index lists every part (${index.length})`);
      t.same([...drawn].sort(), [...index].sort(), 'each part of the index drawn at its fragment');
      t.same(await axeFindings(page), [], `axe over the whole gallery at ${width} px`);
      t.ok(await overflowOf(page) <= 0, `nothing wider than the window at ${width} px`);
    }
  });

  t.test('breadcrumb bar: links, then the last crumb as plain heading text', async (t) => {
    await page.goto(address('#breadcrumbs'));
    t.same(await page.$$eval('#breadcrumbs-filled .crumb', (crumbs) => crumbs.map((c) => [c.querySelector('a')?.getAttribute('href') ?? null, c.textContent])),
      [['/home', 'Home'], ['/devices', 'Devices'], [null, 'Thermostat A']]);
    t.equal(await page.$eval('#breadcrumbs-filled .crumb-last h1', (h) => h.getAttribute('aria-current')), 'page');
    t.same(await page.$$eval('#breadcrumbs-empty .crumb', (crumbs) => crumbs.map((c) => c.textContent)), ['Home'], 'one crumb: the home heading');
  });

  t.test('user menu, keyboard only: Profile, Security, Log out', async (t) => {
    await page.goto(address('#user-menu'));
    await page.focus('#breadcrumbs-empty');
    t.ok(await tabTo(page, () => !!document.activeElement?.closest('#user-menu-filled summary')), 'Tab reaches the menu button');
    await page.keyboard.press('Enter');
    const items = await page.$$eval('#user-menu-filled [role="menuitem"]', (els) => els.filter((e) => (e as HTMLElement).checkVisibility()).map((e) => e.textContent));
    t.same(items, ['Profile', 'Security', 'Log out'], 'its items shown');
    t.equal(await page.$eval('#user-menu-filled .user-role', (e) => e.textContent), 'Tenant administrator', 'the role label');
    await page.keyboard.press('Escape');
  });

  t.test('cheat sheet: the list, and the opener showing the shell\'s own sheet; Escape closes it, the focus back', async (t) => {
    await page.goto(address('#shortcuts'));
    t.same(await page.$$eval('#shortcuts-filled .shortcut dd', (dds) => dds.length), 7, 'every shortcut listed');
    t.equal(await page.$eval('#shortcuts-filled .shortcut dt', (e) => e.textContent), '?');
    await page.focus('#user-menu-filled summary');
    t.ok(await tabTo(page, () => document.activeElement?.getAttribute('commandfor') === 'cheat-sheet'), 'Tab reaches the opener');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#cheat-sheet')?.matches(':modal'), { timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(document.querySelector('#cheat-sheet') as HTMLDialogElement).open, { timeout: 30_000 });
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('commandfor')), 'cheat-sheet', 'the focus back on the opener');
  });

  t.test('toasts: success as a status, error as an alert with its details; Close by keyboard', async (t) => {
    await page.goto(address('#toast'));
    t.equal(await page.$eval('#toast-filled .toast', (e) => `${e.className} ${e.getAttribute('role')}`), 'toast toast-success status');
    t.equal(await page.$eval('#toast-invalid .toast', (e) => `${e.className} ${e.getAttribute('role')}`), 'toast toast-error alert');
    t.equal(await page.$eval('#toast-invalid .toast-details', (e) => e.textContent), 'POST /api/device 400');
    await page.focus('#gallery-toast-error');
    await page.keyboard.press('Space');
    t.equal(await page.evaluate(visible, '#toast-invalid .toast'), false, 'closed');
  });

  t.test('alert, confirm and coming soon dialogs, keyboard only: modal, closed by their buttons or Escape, the focus back', async (t) => {
    await page.goto(address('#dialogs'));
    const open = async (id: string) => {
      await page.focus(`#dialogs-filled button[commandfor="${id}"]`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((d) => document.getElementById(d)?.matches(':modal'), { timeout: 30_000 }, id);
    };
    /** Closes the dialog with `key`; whether the focus came back to its opener. */
    const close = async (id: string, key: 'Enter' | 'Escape') => {
      await page.keyboard.press(key);
      await page.waitForFunction((d) => !(document.getElementById(d) as HTMLDialogElement).open, { timeout: 30_000 }, id);
      return (await page.evaluate(() => document.activeElement?.getAttribute('commandfor'))) === id;
    };

    await open('gallery-alert');
    t.equal(await page.$eval('#gallery-alert', (d) => d.getAttribute('role')), 'alertdialog');
    t.same(await axeFindings(page), [], 'axe with the alert open');
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'OK', 5), 'Tab reaches OK');
    t.ok(await close('gallery-alert', 'Enter'), 'OK closes it, the focus back on its opener');

    await open('gallery-confirm');
    t.equal(await page.$eval('#gallery-confirm-title', (h) => h.textContent), "Delete the device 'Thermostat A'?");
    t.same(await page.$$eval('#gallery-confirm .dialog-actions .button', (bs) => bs.map((b) => b.textContent)), ['Cancel', 'Delete'], 'Cancel and the confirming action');
    t.ok(await close('gallery-confirm', 'Escape'), 'Escape closes it, the focus back');

    await open('gallery-coming-soon');
    t.equal(await page.$eval('#gallery-coming-soon-title', (h) => h.textContent), 'Coming soon');
    t.ok(await close('gallery-coming-soon', 'Escape'), 'closed, the focus back');
  });

  t.test('copy button: the text on the clipboard, the done icon and "Copied"', async (t) => {
    await page.browserContext().overridePermissions(c.origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await page.goto(address('#copy-button'));
    await page.focus('#copy-button-filled button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#copy-button-filled button.copied', { timeout: 30_000 });
    t.equal(await page.$eval('#copy-button-filled .tooltip', (e) => e.textContent), 'Copied');
    t.equal(await page.evaluate(() => navigator.clipboard.readText()), '784f394c-42b6-435a-983c-b7beff2784f9');
    t.equal(await page.evaluate(visible, '#copy-button-filled .copy-done'), true, 'the done icon');
  });

  t.test('password toggle, keyboard only: shows and hides the typed password', async (t) => {
    await page.goto(address('#password-toggle'));
    await page.focus('#field-password');
    await page.keyboard.type('s3cret!');
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).dataset.passwordToggle), 'field-password', 'Tab reaches the toggle');
    const type = () => page.$eval('#field-password', (e) => (e as HTMLInputElement).type);
    await page.keyboard.press('Space');
    t.equal(await type(), 'text', 'shown');
    await page.keyboard.press('Space');
    t.equal(await type(), 'password', 'hidden again');
    t.equal(await page.$eval('#passwordAgain-error', (e) => e.textContent), 'The passwords you entered do not match.', 'the invalid state\'s error');
  });

  t.test('dashboard select, keyboard only: a GET form opening the chosen dashboard', async (t) => {
    await page.goto(address('#dashboard-select'));
    t.equal(await page.evaluate(visible, '#dashboard-select-filled summary'), false, 'large screens: no icon button');
    const options = await page.$$eval('#gallery-dashboard option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    t.ok(options.length >= 2, 'the tenant\'s dashboards');
    await page.focus('#gallery-dashboard');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(new URL(page.url()).searchParams.get('dashboard'), options[1], 'the choice in the address');
    t.equal(await valueOf(page, '#gallery-dashboard'), options[1], 'and chosen');
    t.equal(await page.$eval('#dashboard-select-empty', (e) => e.textContent?.includes('No dashboards found')), true, 'no dashboards: says so');
  });

  t.test('script language toggle, keyboard only: arrows switch, the form posts the language', async (t) => {
    await page.goto(address('#script-lang'));
    const checked = () => page.$eval('#gallery-script-lang input:checked', (e) => (e as HTMLInputElement).value);
    t.equal(await checked(), 'TBEL');
    await page.focus('#gallery-script-lang input:checked');
    await page.keyboard.press('ArrowRight');
    t.equal(await checked(), 'JS', 'the arrow key chooses JavaScript');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(await page.$eval('#script-lang-filled [role="status"]', (e) => e.textContent), 'The server received: JS');
    t.equal(await checked(), 'JS', 'kept');
    t.equal(await page.$eval('#gallery-script-lang-off', (e) => (e as HTMLFieldSetElement).disabled), true, 'the disabled state');
  });

  t.test('widgets-bundle search box: Enter sends the text', async (t) => {
    await page.goto(address('#widgets-bundle-search'));
    t.equal(await page.$eval('#widgets-bundle-search-filled input[type="search"]', (e) => e.getAttribute('aria-label')), 'Search widgets bundles');
    await page.focus('#widgets-bundle-search-filled input[type="search"]');
    await page.keyboard.type('charts');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.equal(new URL(page.url()).searchParams.get('textSearch'), 'charts');
    t.equal(await page.$eval('#widgets-bundle-search-filled [role="status"]', (e) => e.textContent), 'The server received: charts');
  });

  t.test('no script errors, no CSP refusals', async (t) => {
    t.same(problems, []);
  });
});

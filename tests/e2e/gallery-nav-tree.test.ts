// The navigation tree in the gallery, in Chromium under the console's CSP: the island's keyboard walk (the WAI-ARIA
// tree pattern) with a node's children opened in place from the children route, selection, search, create + rename +
// delete + disable through their dialogs and forms with the focus back on the node, the names' rule with the input
// kept; then the same without JavaScript (links and forms at their own addresses); axe, screenshots at 1280 and 400.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, openGallery, overflowOf, screenshotStates, tabTo } from '../helpers/gallery-browser.ts';

const TREE = '#gallery-nav-tree-filled';
/** A node's item id in a selector (node ids hold dots and colons). */
const esc = (id: string) => id.replace(/[.:]/g, (c) => `\\${c}`);
const ISLAND = `fb-island:has(> ${TREE})`;
const names = (page: Page, selector = `${TREE} [role="treeitem"]`) =>
  page.$$eval(selector, (all) => all.filter((e) => !e.closest('[hidden]')).map((e) => e.querySelector('.nav-tree-name')?.textContent ?? ''));
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.querySelector(':scope > .nav-tree-name')?.textContent ?? '');
const itemOf = (page: Page, name: string) => page.$$eval(`${TREE} [role="treeitem"]`, (all, wanted) => all.find((e) => e.querySelector(':scope > .nav-tree-name')?.textContent === wanted)?.id ?? '', name);
const attr = (page: Page, id: string, name: string) => page.$eval(`#${esc(id)}`, (e, n) => e.getAttribute(n), name);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const settle = (page: Page) => page.waitForSelector(`${ISLAND}[hydrated]`, { timeout: 60_000 });
const fieldValue = (page: Page) => page.$eval('#gallery-nav-tree-filled-dialog-name', (e) => (e as HTMLInputElement).value);

t.test('the navigation tree in the gallery', async (t) => {
  const { c, page, problems, requests, newPage, address } = await openGallery(t, { parts: ['nav-tree'] });

  t.test('keyboard only: walk, lazy open in place, typeahead, select', async (t) => {
    await page.goto(address('#nav-tree'));
    await page.$eval('#nav-tree', (e) => e.scrollIntoView());
    await settle(page);
    t.same(await names(page), ['Customer A', 'Customer B', 'Customer C'], 'the roots: the tenant\'s customers, closed');
    t.equal(await page.$$eval(`${TREE} [role="group"]`, (all) => all.length), 0, 'no child read before a node is opened');
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    t.ok(await tabTo(page, () => document.activeElement?.closest('#gallery-nav-tree-filled [role="tree"]') !== null), 'Tab reaches the tree');
    t.equal(await focusedName(page), 'Customer A', 'the first item holds the Tab stop');
    t.equal(await page.$$eval(`${TREE} [role="tree"] [tabindex="0"]`, (all) => all.length), 1, 'one Tab stop in the tree');
    await page.keyboard.press('ArrowDown');
    t.equal(await focusedName(page), 'Customer B');
    await page.keyboard.press('End');
    t.equal(await focusedName(page), 'Customer C');
    await page.keyboard.press('ArrowUp');
    t.equal(await focusedName(page), 'Customer B');
    await page.keyboard.press('Home');
    const customerA = await focused(page);
    t.equal(await attr(page, customerA, 'aria-expanded'), 'false');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`#${esc(customerA)}-group [role="treeitem"]`, { timeout: 60_000 });
    t.ok(requests.some((u) => u.includes('/gallery/nav-tree/children/filled')), 'the children read from the children route');
    t.same(await names(page), ['Customer A', 'Test Device A1', 'Test Device A2', 'Test Device A3', 'Customer B', 'Customer C'], 'opened in place');
    t.equal(await focusedName(page), 'Customer A', 'the focus stays on the opened node');
    await page.keyboard.press('ArrowRight');
    t.equal(await focusedName(page), 'Test Device A1', 'Right moves into an open node');
    t.equal(await attr(page, await focused(page), 'aria-level'), '2');
    await page.keyboard.press('ArrowDown');
    t.equal(await focusedName(page), 'Test Device A2');
    await page.keyboard.press('ArrowLeft');
    t.equal(await focusedName(page), 'Customer A', 'Left on a leaf moves to its parent');
    await page.keyboard.press('ArrowLeft');
    t.equal(await attr(page, customerA, 'aria-expanded'), 'false', 'Left closes an open node');
    t.same(await names(page), ['Customer A', 'Customer B', 'Customer C']);
    await page.keyboard.press('c');
    t.equal(await focusedName(page), 'Customer B', 'typeahead: the next name starting with the letter');
    await page.keyboard.press('Home');
    // Typed in one go, well within the half second the prefix lasts: its space is part of the name, not a selection.
    await page.keyboard.type('customer c');
    t.equal(await focusedName(page), 'Customer C', 'typeahead: the letters typed in a row, past the names that no longer fit');
    t.ok(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'all of it without loading the page');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`#${esc(customerA)}[aria-expanded="true"]`, { timeout: 60_000 });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    const url = new URL(page.url());
    t.equal(url.searchParams.get('open'), customerA.replace('gallery-nav-tree-filled-', ''), 'the address holds the node opened in place');
    const a2 = await focused(page);
    t.equal(url.searchParams.get('selected'), a2.replace('gallery-nav-tree-filled-', ''), 'and the selection');
    t.equal(await focusedName(page), 'Test Device A2', 'the focus on the selected node');
    t.equal(await attr(page, a2, 'aria-selected'), 'true');
    t.equal(await page.$$eval(`${TREE} [aria-selected="true"]`, (all) => all.length), 1, 'single selection');
  });

  t.test('search: only matches and their ancestors, case-insensitive, not fuzzy', async (t) => {
    await page.focus('#gallery-nav-tree-filled-search');
    await page.keyboard.type('DEVICE a2');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    t.same(await names(page), ['Customer A', 'Test Device A2'], 'the match under its ancestor');
    t.equal(await page.$eval(`${TREE} mark`, (e) => e.textContent), 'Device A2', 'the matched text marked');
    await page.$eval('#gallery-nav-tree-filled-search', (e) => { (e as HTMLInputElement).value = 'dvice'; });
    await Promise.all([page.waitForNavigation(), page.$eval('#gallery-nav-tree-filled-search', (e) => (e as HTMLInputElement).form!.requestSubmit())]);
    t.equal(await page.$(`${TREE} [role="tree"]`), null, 'no fuzzy matches');
    t.match(await page.$eval(`${TREE} .nav-tree-empty`, (e) => e.textContent), 'No nodes match \'dvice\'');
    t.same(await names(page, '#gallery-nav-tree-searched [role="treeitem"]'), ['Customer A', 'Test Device A1', 'Test Device A2', 'Test Device A3'], 'the searched state');
  });

  t.test('rename, create, disable and delete through their dialogs, the focus back on the node', async (t) => {
    await page.goto(address('#nav-tree'));
    await settle(page);
    const customerB = await itemOf(page, 'Customer B');
    await Promise.all([page.waitForNavigation(), page.click(`#${esc(customerB)}-name`)]);
    await settle(page);
    t.equal(await focused(page), customerB, 'selected and focused');
    await page.focus(`${TREE} [data-nav-operation="rename"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    const dialogUrl = new URL(page.url());
    t.equal(dialogUrl.searchParams.get('dialog'), 'nav-tree-rename', 'the dialog at its own address');
    t.equal(await page.$eval('#gallery-nav-tree-filled-dialog', (d) => d.matches(':modal')), true, 'modal');
    t.equal(await fieldValue(page), 'Customer B');
    t.same(await axeFindings(page, ['nav-tree']), [], 'axe with the dialog open');
    await page.$eval('#gallery-nav-tree-filled-dialog-name', (e) => { (e as HTMLInputElement).value = ''; });
    await page.focus('#gallery-nav-tree-filled-dialog-name');
    await page.keyboard.type('   ');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.match(await page.$eval('#gallery-nav-tree-filled-dialog-name-error', (e) => e.textContent), 'Name is required.', 'an empty name refused');
    t.equal(await fieldValue(page), '   ', 'the input kept');
    const long = 'x'.repeat(256);
    await page.$eval('#gallery-nav-tree-filled-dialog-name', (e, v) => { (e as HTMLInputElement).removeAttribute('maxlength'); (e as HTMLInputElement).value = v; }, long);
    await Promise.all([page.waitForNavigation(), page.$eval('#gallery-nav-tree-filled-dialog-form', (f) => (f as HTMLFormElement).requestSubmit())]);
    t.match(await page.$eval('#gallery-nav-tree-filled-dialog-name-error', (e) => e.textContent), 'at most 255 characters', 'a 256-character name refused');
    t.equal(await fieldValue(page), long, 'the input kept');
    await page.$eval('#gallery-nav-tree-filled-dialog-name', (e) => { (e as HTMLInputElement).value = ''; });
    await page.focus('#gallery-nav-tree-filled-dialog-name');
    await page.keyboard.type('Customer Bee');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    t.equal(await page.$('#gallery-nav-tree-filled-dialog'), null, 'saved: the dialog is gone');
    t.equal(await focusedName(page), 'Customer Bee', 'renamed, the focus back on the node');

    await page.focus(`${TREE} [data-nav-operation="create"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.match(await page.$eval('#gallery-nav-tree-filled-dialog-title', (e) => e.textContent), 'Create a node under \'Customer Bee\'');
    await page.focus('#gallery-nav-tree-filled-dialog-name');
    await page.keyboard.type('Bee child');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    t.equal(await focusedName(page), 'Bee child', 'created, selected and focused');
    t.same(await names(page), ['Customer A', 'Customer Bee', 'Test Device B1', 'Bee child', 'Customer C'], 'under its parent, opened');
    const child = await focused(page);

    await page.focus(`${TREE} [data-nav-operation="disable"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    t.equal(await page.$eval(`#${esc(child)} .nav-tree-badge`, (e) => e.textContent), 'Disabled', 'disabled');
    t.equal(await page.$eval(`${TREE} [data-nav-operation="disable"]`, (e) => e.getAttribute('aria-label')), 'Enable node');
    t.equal(await focused(page), child, 'the focus back on the node');

    await page.focus(`${TREE} [data-nav-operation="delete"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.match(await page.$eval('#gallery-nav-tree-filled-dialog-title', (e) => e.textContent), 'Delete node \'Bee child\'?');
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Cancel', 6), 'Tab reaches Cancel');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    t.equal(await focused(page), child, 'cancelled: the focus back on the node');
    await page.focus(`${TREE} [data-nav-operation="rename"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#gallery-nav-tree-filled-dialog[open]'), { timeout: 60_000 });
    t.equal(await focused(page), child, 'closed with Escape: the focus back on the node');
    t.equal(new URL(page.url()).searchParams.get('dialog'), null, 'and the address without the dialog');
    await page.focus(`${TREE} [data-nav-operation="delete"]`);
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    t.ok(await tabTo(page, () => document.activeElement?.textContent === 'Delete', 6), 'Tab reaches Delete');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await settle(page);
    t.same(await names(page), ['Customer A', 'Customer Bee', 'Test Device B1', 'Customer C'], 'deleted');
    t.equal(await focusedName(page), 'Customer Bee', 'the parent selected and focused');
  });

  t.test('the other states: empty, operations disabled, read-only', async (t) => {
    t.match(await page.$eval('#gallery-nav-tree-empty', (e) => e.textContent), 'No nodes');
    const disabled = await page.$$eval('#gallery-nav-tree-disabled [role="toolbar"] .icon-button', (all) => all.map((b) => (b as HTMLButtonElement).disabled));
    t.ok(disabled.length === 5 && disabled.every(Boolean), 'every operation shown disabled');
    t.equal(await page.$('#gallery-nav-tree-read-only [role="toolbar"]'), null, 'read-only: no operations');
    t.same(await names(page, '#gallery-nav-tree-read-only [role="treeitem"]'), ['Customer A', 'Customer Bee', 'Customer C']);
  });

  t.test('axe and screenshots at 1280 and 400 px, the full width below 768 px', async (t) => {
    t.same(await axeFindings(page, ['nav-tree']), [], 'axe');
    await screenshotStates(t, page, { 'nav-tree': ['empty', 'filled', 'searched', 'disabled', 'read-only'] });
    await page.setViewport({ width: 400, height: 800 });
    await page.goto(address('#nav-tree'));
    await settle(page);
    const widths = await page.$eval(TREE, (e) => {
      const box = e.closest('.gallery-state')!;
      const style = getComputedStyle(box);
      return [Math.round(e.getBoundingClientRect().width), Math.round(box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight))];
    });
    t.equal(widths[0], widths[1], 'the tree as wide as its container');
    t.ok(await overflowOf(page) <= 0, 'nothing sticks out');
    t.same(await axeFindings(page, ['nav-tree']), [], 'axe at 400 px');
    await screenshotStates(t, page, { 'nav-tree': ['filled', 'searched', 'read-only'] });
    await page.setViewport({ width: 1280, height: 800 });
    t.same(problems, [], 'no script errors');
  });

  t.test('without JavaScript: open, select, search and the operations as links and forms', async (t) => {
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(address('#nav-tree'));
    const customerC = await itemOf(plain, 'Customer C');
    await Promise.all([plain.waitForNavigation(), plain.click(`#${esc(customerC)} .nav-tree-toggle`)]);
    t.equal(new URL(plain.url()).searchParams.get('open'), customerC.replace('gallery-nav-tree-filled-', ''), 'the open set in the address');
    t.same(await names(plain), ['Customer A', 'Customer Bee', 'Customer C', 'Test Device C1'], 'its children read');
    t.equal(await attr(plain, customerC, 'aria-expanded'), 'true');
    const c1 = await itemOf(plain, 'Test Device C1');
    await Promise.all([plain.waitForNavigation(), plain.click(`#${esc(c1)}-name`)]);
    t.equal(await attr(plain, c1, 'aria-selected'), 'true', 'selected by its link');
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} [data-nav-operation="rename"]`)]);
    await plain.$eval('#gallery-nav-tree-filled-dialog-name', (e) => { (e as HTMLInputElement).value = ''; });
    await Promise.all([plain.waitForNavigation(), plain.click('#gallery-nav-tree-filled-dialog button[type="submit"]')]);
    t.match(await plain.$eval('#gallery-nav-tree-filled-dialog-name-error', (e) => e.textContent), 'Name is required.');
    await plain.type('#gallery-nav-tree-filled-dialog-name', 'Device C one');
    await Promise.all([plain.waitForNavigation(), plain.click('#gallery-nav-tree-filled-dialog button[type="submit"]')]);
    t.same(await names(plain), ['Customer A', 'Customer Bee', 'Customer C', 'Device C one'], 'renamed, its parent still open');
    t.equal(new URL(plain.url()).hash, `#${c1}`, 'back at the node');
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} [data-nav-operation="disable"]`)]);
    t.equal(await plain.$eval(`#${esc(c1)} .nav-tree-badge`, (e) => e.textContent), 'Disabled', 'disabled by its form');
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} [data-nav-operation="disable"]`)]);
    t.equal(await plain.$(`#${esc(c1)} .nav-tree-badge`), null, 'enabled again');
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} [data-nav-operation="create"]`)]);
    await plain.type('#gallery-nav-tree-filled-dialog-name', 'Plain child');
    await Promise.all([plain.waitForNavigation(), plain.click('#gallery-nav-tree-filled-dialog button[type="submit"]')]);
    t.same(await names(plain), ['Customer A', 'Customer Bee', 'Customer C', 'Device C one', 'Plain child'], 'created under it');
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} [data-nav-operation="delete"]`)]);
    await Promise.all([plain.waitForNavigation(), plain.click('#gallery-nav-tree-filled-dialog form[method="post"] button')]);
    t.same(await names(plain), ['Customer A', 'Customer Bee', 'Customer C', 'Device C one'], 'deleted with the confirm dialog');
    t.equal(await plain.$eval(`${TREE} [aria-selected="true"] .nav-tree-name`, (e) => e.textContent), 'Device C one', 'its parent selected');
    await plain.type('#gallery-nav-tree-filled-search', 'c one');
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} .nav-tree-search button`)]);
    t.same(await names(plain), ['Customer C', 'Device C one'], 'searched');
  });

  t.test('refresh reads the selected node\'s children again, in place', async (t) => {
    // The island's page in front: a background tab's islands wait until they are seen.
    await page.bringToFront();
    await page.goto(address('#nav-tree'));
    const customerC = await itemOf(page, 'Customer C');
    const node = customerC.replace('gallery-nav-tree-filled-', '');
    const opened = address(`?open=${node}&selected=${node}#${customerC}`);
    await page.goto(opened);
    await settle(page);
    t.same(await names(page), ['Customer A', 'Customer Bee', 'Customer C', 'Device C one']);
    const plain = await newPage();
    t.teardown(() => plain.close());
    await plain.setJavaScriptEnabled(false);
    await plain.goto(opened);
    await Promise.all([plain.waitForNavigation(), plain.click(`${TREE} [data-nav-operation="create"]`)]);
    await plain.type('#gallery-nav-tree-filled-dialog-name', 'Made elsewhere');
    await Promise.all([plain.waitForNavigation(), plain.click('#gallery-nav-tree-filled-dialog button[type="submit"]')]);
    await page.bringToFront();
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    await page.focus(`${TREE} [data-nav-operation="refresh"]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.getElementById(`${id}-group`)?.textContent?.includes('Made elsewhere'), { timeout: 60_000 }, customerC);
    t.same(await names(page), ['Customer A', 'Customer Bee', 'Customer C', 'Device C one', 'Made elsewhere'], 'the new child read');
    t.ok(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'without loading the page');
    t.equal(await focused(page), customerC, 'the focus on the refreshed node');
    t.same(problems, [], 'no script errors');
  });
});

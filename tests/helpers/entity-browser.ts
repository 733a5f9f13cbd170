import type { ElementHandle, Page } from 'puppeteer-core';

/** Browser-test steps on the entity pages (server/tables): the table's rows and the dialogs over it. */

/** The names in the entity table, in order. */
export const tableNames = (page: Page) => page.$$eval('#entity-table tbody td a[href*="details="]', (as) => as.map((a) => a.textContent ?? ''));

/** The table row of the entity named so, once it shows. */
export async function tableRow(page: Page, name: string): Promise<ElementHandle<HTMLTableRowElement>> {
  const handle = await page.waitForFunction(
    (n) => [...document.querySelectorAll('#entity-table tbody tr')].find((tr) => tr.querySelector('a[href*="details="]')?.textContent === n),
    { timeout: 20_000 },
    name,
  );
  return handle as ElementHandle<HTMLTableRowElement>;
}

/** With htmx: the dialog swapped in and made modal. */
export const dialogOpen = (page: Page, name: string) => page.waitForFunction((n) => document.querySelector(`dialog#dialog-${n}`)?.matches(':modal'), { timeout: 20_000 }, name);

/** A dialog's submit button (in its actions, outside its form). */
export const dialogSubmit = (name: string) => `dialog#dialog-${name} .dialog-actions button.primary[type="submit"]`;

export const dialogGone = (page: Page) => page.waitForFunction(() => !document.querySelector('#entity-dialog dialog'), { timeout: 20_000 });

/** The CSV import's step the dialog shows now, once it shows `name`. */
export const importStep = (page: Page, name: string) =>
  page.waitForFunction((n) => document.querySelector('dialog#dialog-import li[aria-current="step"]')?.textContent === n, { timeout: 20_000 }, name);

/**
 * Imports a CSV file through the list's add menu, step by step with each step's defaults; `atColumns` looks at the
 * column types step. Leaves the dialog at its last step (the results).
 */
export async function importThroughSteps(page: Page, file: string, atColumns: () => Promise<void> = async () => {}): Promise<void> {
  await page.click('details.add-menu summary');
  await page.click('details.add-menu a[href*="dialog=import"]');
  await dialogOpen(page, 'import');
  await ((await page.$('dialog#dialog-import input[type="file"]')) as ElementHandle<HTMLInputElement>).uploadFile(file);
  await page.click(dialogSubmit('import'));
  await importStep(page, 'Configuration');
  await page.click(dialogSubmit('import'));
  await importStep(page, 'Column types');
  await atColumns();
  await page.click(dialogSubmit('import'));
  await importStep(page, 'Create entities');
  await page.click(dialogSubmit('import'));
  await importStep(page, 'Done');
}

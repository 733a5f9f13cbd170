// The dashboard's mobile image in a browser, with htmx: a file chosen in the details panel's form is uploaded with
// the form, shown, and stored as a data URL; a file that is no image gets its message beside the field.
import t from 'tap';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { screenshot } from '../helpers/browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import { tenantDesktopPage } from './desktop-page.ts';

const LIMIT = { timeout: 20_000 };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452', 'hex'), Buffer.alloc(32, 5)]);

t.test('uploading a dashboard image from its details panel', async (t) => {
  const { c, page } = await tenantDesktopPage(t, '/dashboards');
  const api = await session(c.emulator.url, DEMO.tenant);
  const made = (await api.post('/api/dashboard', { title: 'Pictured in browser', configuration: {} })).body;
  const png = join(tmpdir(), `floorboard-dashboard-${process.pid}.png`);
  const text = join(tmpdir(), `floorboard-dashboard-${process.pid}.txt`);
  writeFileSync(png, PNG);
  writeFileSync(text, 'not an image');
  t.teardown(() => {
    rmSync(png, { force: true });
    rmSync(text, { force: true });
  });
  await page.goto(`${c.origin}/dashboards?details=${made.id.id}&edit=true`);
  await page.waitForSelector('#entity-panel input[type="file"][name="image.file"]', LIMIT);

  const file = await page.$('#entity-panel input[type="file"][name="image.file"]');
  await (file as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(text);
  await page.click('#entity-panel .form-actions button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('#entity-panel .field-error')?.textContent?.includes('Not an image'), LIMIT);
  t.pass('a file that is no image: its message beside the field');
  t.equal((await api.get(`/api/dashboard/${made.id.id}`)).body.image ?? null, null, 'nothing saved');

  const again = await page.$('#entity-panel input[type="file"][name="image.file"]');
  await (again as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(png);
  await page.click('#entity-panel .form-actions button[type="submit"]');
  const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#entity-panel img.image-preview')?.src.startsWith('data:image/png'), LIMIT);
  t.equal((await api.get(`/api/dashboard/${made.id.id}`)).body.image, dataUrl, 'stored as a data URL');
  await screenshot(page, 'dashboard-image-1280');
});

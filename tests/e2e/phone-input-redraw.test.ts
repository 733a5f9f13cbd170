// Brief fix11, item 2: choosing the phone input's country draws its number field again (htmx, the country's example
// as placeholder). What is typed while that answer is on its way stays: the answer is held back in the browser
// (request interception) while the test types, with the focus in the field and with the focus gone from it.
import t from 'tap';
import type { Page } from 'puppeteer-core';
import { axeFindings, focusedId, openGallery, valueOf } from '../helpers/gallery-browser.ts';
import { holdRequests } from '../helpers/held-requests.ts';

const LIMIT = { timeout: 60_000 };
const SECTION = '#phone-input-empty';
const NUMBER = `${SECTION} input[type="tel"]`;
const COUNTRY = `${SECTION} select`;

const placeholder = (page: Page) => page.$eval(NUMBER, (e) => (e as HTMLInputElement).placeholder);

t.test('the phone input keeps what is typed while its country redraw is on the way', async (t) => {
  const { c, page, problems } = await openGallery(t);
  const redraws = await holdRequests(page, '/search/phone-number');
  await page.goto(`${c.origin}/gallery#phone-input`);
  await page.waitForFunction(() => 'htmx' in window, LIMIT);
  const numberId = await page.$eval(NUMBER, (e) => e.id);

  t.test('typed on in the field, then the focus moved on, before the answer', async (t) => {
    await page.click(NUMBER);
    await page.keyboard.type('030');
    await page.select(COUNTRY, 'DE');
    const redraw = await redraws.next();
    t.match(redraw.url(), /phoneNumber=030/, 'the redraw was asked with what the field held then');
    await page.click(NUMBER);
    await page.keyboard.press('End');
    await page.keyboard.type(' 901820');
    await page.focus(COUNTRY);
    await redraw.continue();
    await page.waitForFunction((s) => document.querySelector<HTMLInputElement>(s)?.placeholder.startsWith('+49'), LIMIT, NUMBER);
    t.equal(await placeholder(page), '+4915123456789', "the placeholder is the new country's example");
    t.equal(await valueOf(page, NUMBER), '030 901820', 'nothing typed during the round trip lost');
  });

  t.test('typing on in the field while the answer arrives: the text, the focus and the caret stay', async (t) => {
    await page.select(COUNTRY, 'FR');
    const redraw = await redraws.next();
    await page.click(NUMBER);
    await page.keyboard.press('End');
    await page.keyboard.type('1');
    await redraw.continue();
    await page.waitForFunction((s) => document.querySelector<HTMLInputElement>(s)?.placeholder.startsWith('+33'), LIMIT, NUMBER);
    t.equal(await focusedId(page), numberId, 'the same field has the focus');
    await page.keyboard.type('2');
    t.equal(await valueOf(page, NUMBER), '030 90182012', 'typing goes on at the caret');
  });

  t.test('axe clean, no script or CSP problems', async (t) => {
    t.same(await axeFindings(page, ['phone-input']), []);
    t.same(problems, []);
  });
});

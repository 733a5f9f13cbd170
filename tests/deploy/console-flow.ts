// What a user does in Chromium against a deployed console (behind nginx, maybe under a sub-path), step by step,
// recording which replica answered each page and htmx request.
import type { Page } from 'puppeteer-core';

export interface Answer {
  url: string;
  status: number;
  replica: string | undefined;
}

/**
 * Every answer to a page or an htmx request of the console, as it arrives (`answers`), and every request of the
 * page, static files included, that failed or went outside the sub-path (`failures`).
 */
export function recordAnswers(page: Page, origin: string, basePath: string): { answers: Answer[]; failures: string[] } {
  const answers: Answer[] = [];
  const failures: string[] = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(`${origin}${basePath}/`)) failures.push(`outside ${basePath}/: ${url}`);
    else if (res.status() >= 400) failures.push(`${res.status()} ${url}`);
    if (['document', 'xhr', 'fetch'].includes(res.request().resourceType())) answers.push({ url, status: res.status(), replica: res.headers()['x-served-by'] });
  });
  page.on('requestfailed', (req) => failures.push(`failed ${req.url()}`));
  return { answers, failures };
}

const deviceNames = (page: Page) => page.$$eval('#entity-table tbody td:nth-child(3) a', (as) => as.map((a) => a.textContent ?? ''));

export class ConsoleFlow {
  readonly page: Page;
  readonly base: string;

  constructor(page: Page, origin: string, basePath: string) {
    this.page = page;
    this.base = `${origin}${basePath}`;
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.goto(`${this.base}/login`);
    await this.page.type('input[name="username"]', username);
    await this.page.type('input[name="password"]', password);
    await Promise.all([this.page.waitForNavigation(), this.page.click('button[type="submit"]')]);
  }

  async devices(query = ''): Promise<string[]> {
    await this.page.goto(`${this.base}/devices${query}`);
    return deviceNames(this.page);
  }

  /** Types into the list's search field (htmx swaps the rows) and waits for `rows` rows. */
  async search(text: string, rows: number): Promise<string[]> {
    await this.page.$eval('input[name="textSearch"]', (e) => ((e as HTMLInputElement).value = ''));
    await this.page.type('input[name="textSearch"]', text);
    await this.page.waitForFunction((q) => new URLSearchParams(location.search).get('textSearch') === q, {}, text);
    await this.page.waitForFunction((n) => document.querySelectorAll('#entity-table tbody tr').length === n, {}, rows);
    return deviceNames(this.page);
  }

  /** The next page of the list (an htmx swap), waiting until the address says so. */
  async nextPage(): Promise<string[]> {
    const before = new URL(this.page.url()).searchParams.get('page') ?? '0';
    await this.page.click('a[title="Next page"]');
    await this.page.waitForFunction((p) => new URLSearchParams(location.search).get('page') === String(Number(p) + 1), {}, before);
    return deviceNames(this.page);
  }

  /** Opens the first device of the list; answers the name its details page shows. */
  async openFirstDevice(): Promise<string> {
    // The name opens the details panel (htmx); its first button opens the device's details page.
    await this.page.click('#entity-table tbody td:nth-child(3) a');
    const open = '#entity-panel .details-buttons a:not([hx-get])';
    await this.page.waitForSelector(open);
    await Promise.all([this.page.waitForNavigation(), this.page.click(open)]);
    return this.page.$eval('h1, h2', (e) => e.textContent ?? '');
  }

  /** The profile page; answers the e-mail its form shows. */
  async profile(): Promise<string> {
    await this.page.goto(`${this.base}/profile`);
    return this.page.$eval('input[name="email"]', (e) => (e as HTMLInputElement).value);
  }

  /** Signs out through the user menu's form. */
  async signOut(): Promise<void> {
    await this.page.click('.user-menu summary');
    await Promise.all([this.page.waitForNavigation(), this.page.click('.user-menu form button[type="submit"]')]);
  }
}

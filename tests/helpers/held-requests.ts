import type { HTTPRequest, Page } from 'puppeteer-core';

/**
 * Holds the page's requests whose address holds `part` until the test lets each go (`continue()`), as a slow network
 * would; every other request goes through. `release()` ends the holding: what is held and what comes later goes on.
 */
export async function holdRequests(page: Page, part: string) {
  const held: HTTPRequest[] = [];
  let arrived: (() => void) | null = null;
  let holding = true;
  await page.setRequestInterception(true);
  const onRequest = (request: HTTPRequest) => {
    if (!holding || !request.url().includes(part)) return void request.continue();
    held.push(request);
    arrived?.();
  };
  page.on('request', onRequest);
  return {
    /** The next held request, once the browser has sent it. */
    next: () => new Promise<HTTPRequest>((resolve) => {
      const take = () => { arrived = null; resolve(held.shift()!); };
      if (held.length) take();
      else arrived = take;
    }),
    async release() {
      holding = false;
      for (const request of held.splice(0)) await request.continue();
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    },
  };
}

import type { Page } from 'puppeteer-core';
import { launchBrowser, serveConsole, signIn } from './browser.ts';
import { dashboardByTitle, tenantSession } from './dashboards.ts';

/** A console, the demo tenant's admin, a dashboard's id, and a Chromium page signed in as the tenant (1280x900). */
export async function tenantDashboardPage(t: Parameters<typeof serveConsole>[0], title: string) {
  const c = await serveConsole(t);
  const admin = await tenantSession(c.emulator.url);
  const { id } = await dashboardByTitle(admin, title);
  const browser = await launchBrowser(t);
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  return { c, admin, id, page };
}

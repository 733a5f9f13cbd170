// axe-core in a browser test's page: the one helper for every test's accessibility check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical findings as `<rule>: <targets>`, axe evaluated through the DevTools protocol (the page's
 * CSP stays on); within the given parts' sections only (`#<part>`) when named, else the whole page.
 */
export async function axeFindings(page: Page, parts?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: object): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(include ? { include } : document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, parts?.map((part) => [`#${part}`]));
}

// Reading the entity pages' HTML in integration tests (any kind: these name nothing of assets).

/** Text as the page shows it (React escapes quotes and ampersands). */
export function unescape(html: string): string {
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The names in an asset table's rows, in order. */
export function rowNames(html: string): string[] {
  return [...html.matchAll(/<a href="[^"]*(?:\?|&amp;)details=[0-9a-f-]{36}"[^>]*>([^<]*)<\/a>/g)].map((m) => unescape(m[1]));
}

/** The dialog rendered open in a page or fragment: its title, or null. */
export function dialogTitle(html: string): string | null {
  const match = /<dialog id="dialog-[a-z-]+"[^>]*open=""[^>]*>[\s\S]*?<h2 class="dialog-title"[^>]*>([^<]*)<\/h2>/.exec(html);
  return match ? unescape(match[1]) : null;
}

/** The open dialog's markup alone (not the page behind it). */
export function dialogHtml(html: string): string {
  const start = html.search(/<dialog id="dialog-/);
  return start < 0 ? '' : html.slice(start, html.indexOf('</dialog>', start));
}

/** The message beside a field (by the field's JSON path), or null. */
export function fieldError(html: string, path: string): string | null {
  const id = `field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}-error`;
  const match = new RegExp(`<span id="${id}" class="field-error">([^<]*)</span>`).exec(html);
  return match ? unescape(match[1]) : null;
}

/** The message for the whole form (a platform refusal), or null. */
export function formError(html: string): string | null {
  const match = /<p class="form-error" role="alert">([^<]*)<\/p>/.exec(html);
  return match ? unescape(match[1]) : null;
}

export const HTMX = (target: string) => ({ 'hx-request': 'true', 'hx-request-type': 'partial', 'hx-target': `div#${target}` });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first opening tag `<name ...>` with all these attributes (values as they appear in the HTML), in any order; or null. */
export function element(html: string, name: string, attributes: Record<string, string>): string | null {
  const checks = Object.entries(attributes).map(([attr, value]) => `(?=[^>]*\\s${escapeRegExp(attr)}="${escapeRegExp(value)}")`).join('');
  return new RegExp(`<${name}${checks}[^>]*>`).exec(html)?.[0] ?? null;
}

/** The toast's message in a page, or ''. */
export function toast(html: string): string {
  return unescape(/<p class="toast-message">([^<]*)<\/p>/.exec(html)?.[1] ?? '');
}

/** The hidden fields a form carries (but the CSRF token), as its next post sends them back (a wizard's earlier answers). */
export function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].filter((m) => m[1] !== '_csrf').map((m) => [m[1], unescape(m[2])]));
}

import { customerByTitle, DEMO, session, type Session } from './emulator.ts';

/** What the asset tests set up on the platform directly (the demo tenant has no assets and no edges). */
export interface AssetFixtures {
  api: Session;
  profileId: string;
  customerA: string;
  customerB: string;
  /** Makes an asset of the default profile (or `profileId`); its id. */
  asset(name: string, options?: { label?: string; profileId?: string; customerId?: string }): Promise<string>;
  profile(name: string): Promise<string>;
  edge(name: string): Promise<string>;
}

export async function assetFixtures(platformUrl: string): Promise<AssetFixtures> {
  const api = await session(platformUrl, DEMO.tenant);
  const profileId = ((await api.get('/api/assetProfileInfo/default')).body as { id: { id: string } }).id.id;
  const customerA = (await customerByTitle(api, 'Customer A')).id.id as string;
  const customerB = (await customerByTitle(api, 'Customer B')).id.id as string;
  const created = (res: { status: number; text: string; body: unknown }, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
    return (res.body as { id: { id: string } }).id.id;
  };
  return {
    api,
    profileId,
    customerA,
    customerB,
    async asset(name, options = {}) {
      const body = { name, label: options.label ?? null, assetProfileId: { entityType: 'ASSET_PROFILE', id: options.profileId ?? profileId } };
      const id = created(await api.post('/api/asset', body), `asset ${name}`);
      if (options.customerId) created(await api.post(`/api/customer/${options.customerId}/asset/${id}`), `assign ${name}`);
      return id;
    },
    async profile(name) {
      return created(await api.post('/api/assetProfile', { name }), `asset profile ${name}`);
    },
    async edge(name) {
      return created(await api.post('/api/edge', { name, type: 'default', routingKey: `rk-${name}`, secret: `secret-${name}` }), `edge ${name}`);
    },
  };
}

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

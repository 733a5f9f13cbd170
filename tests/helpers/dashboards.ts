import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startConsole, TENANT } from './console.ts';
import { DEMO, session, type Session } from './emulator.ts';

/** A widget of a test dashboard: its type, kind and configuration members. */
export interface TestWidget {
  type: string;
  kind: 'timeseries' | 'latest' | 'rpc' | 'alarm' | 'static';
  title?: string;
  config?: Record<string, unknown>;
  size?: [number, number];
}

export const key = (name: string, type: string, extra: Record<string, unknown> = {}) => ({ name, type, label: name, color: '#2196f3', settings: {}, ...extra });
export const entitySource = (aliasId: string, keys: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'entity', entityAliasId: aliasId, dataKeys: keys, ...extra });

/**
 * A dashboard configuration in upstream's shape: widgets by id in one root state (or the given states), laid out
 * one under the other, with the given aliases and filters.
 */
export function configuration(widgets: TestWidget[], aliases: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const byId: Record<string, unknown> = {};
  const layout: Record<string, unknown> = {};
  const ids: string[] = [];
  let row = 0;
  for (const w of widgets) {
    const id = randomUUID();
    ids.push(id);
    const [bundleAlias, typeAlias] = w.type.split('.');
    const [sizeX, sizeY] = w.size ?? [12, 6];
    byId[id] = { id, bundleAlias, typeAlias, type: w.kind, isSystemType: true, sizeX, sizeY, row, col: 0, config: { title: w.title ?? w.type, showTitle: true, datasources: [], settings: {}, ...w.config } };
    layout[id] = { sizeX, sizeY, row, col: 0 };
    row += sizeY;
  }
  const states = extra.states ?? { default: { name: 'Default', root: true, layouts: { main: { widgets: layout, gridSettings: { columns: 24, margin: 10 } } } } };
  return { ids, configuration: { description: '', widgets: byId, states, entityAliases: aliases, filters: {}, timewindow: null, settings: {}, ...extra } };
}

export function alias(id: string, filter: Record<string, unknown>) {
  return { [id]: { id, alias: id, filter } };
}

export async function tenantSession(url: string): Promise<Session> {
  return session(url, DEMO.tenant);
}

export async function saveDashboard(admin: Session, title: string, config: unknown): Promise<string> {
  const res = await admin.post('/api/dashboard', { title, configuration: config });
  if (res.status !== 200) throw new Error(`saving dashboard ${title}: ${res.status} ${res.text}`);
  return res.body.id.id as string;
}

export async function dashboardByTitle(admin: Session, title: string): Promise<{ id: string; configuration: any }> {
  const list = await admin.get(`/api/tenant/dashboards?pageSize=100&page=0&textSearch=${encodeURIComponent(title)}`);
  const info = list.body.data.find((d: { title: string }) => d.title === title);
  if (!info) throw new Error(`no dashboard ${title}`);
  const full = await admin.get(`/api/dashboard/${info.id.id}`);
  return { id: info.id.id, configuration: full.body.configuration };
}

export async function entityId(admin: Session, path: string): Promise<string> {
  const res = await admin.get(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body.id.id as string;
}

/** The text of the widget sections of a dashboard page, by widget title, tags stripped. */
export function widgetTexts(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<section class="widget[^"]*"[^>]*>([\s\S]*?)<\/section>/g)) {
    const title = /<h2 class="wt"[^>]*>([\s\S]*?)<\/h2>/.exec(m[1])?.[1].replace(/<[^>]+>/g, '') ?? /aria-label="([^"]*)"/.exec(m[0])?.[1] ?? '';
    out.set(title, m[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
  }
  return out;
}

/** A listening console with a signed-in tenant, an API session of the tenant and the demo Thermostats dashboard. */
export async function liveThermostats(t: Parameters<typeof startConsole>[0]) {
  const c = await startConsole(t);
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;
  const client = c.client();
  await client.signIn(TENANT.username, TENANT.password);
  const admin = await tenantSession(c.emulator.url);
  const thermostats = await dashboardByTitle(admin, 'Thermostats');
  return { c, base, client, admin, thermostats };
}

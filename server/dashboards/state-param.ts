import type { DashboardConfig, Json } from '../domain/dashboard/dashboard-config.ts';
import { record, text } from './json-read.ts';
import { rootStateId } from './read-dashboard.ts';

/** One level of the state stack: a state id and its parameters (entityId, entityName, entityLabel, named entities). */
export interface StateEntry {
  id: string;
  params: Json;
}

/**
 * upstream's `?state=`: base64 of the UTF-8 JSON of the state stack, `[{"id": "chart", "params": {...}}]`.
 * A query parser reads an unescaped `+` as a space; base64url is accepted too.
 */
function decodeUpstream(raw: string): unknown {
  const b64 = raw.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+=*$/.test(b64)) return null;
  try {
    return JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The state stack a `?state=` value asks for: a state id of the dashboard, or upstream's encoded stack.
 * Unknown states are dropped; an empty result is the root state, as upstream's state controllers do.
 */
export function parseStateParam(raw: unknown, config: DashboardConfig): StateEntry[] {
  const known = new Set(config.states.map((s) => s.id));
  const root = rootStateId(config);
  if (typeof raw !== 'string' || raw === '') return [{ id: root, params: {} }];
  if (known.has(raw)) return [{ id: raw, params: {} }];
  const decoded = decodeUpstream(raw);
  const entries = (Array.isArray(decoded) ? decoded : []).map((e) => ({ id: text(record(e).id), params: record(record(e).params) }));
  if (!entries.length) return [{ id: root, params: {} }];
  // As upstream: a first level without a known state is the root state, keeping its parameters.
  if (!known.has(entries[0].id)) entries[0].id = root;
  return entries.filter((e) => known.has(e.id));
}

/** `?state=` for a stack: the bare id for a root-level state without parameters, else upstream's encoding. */
export function encodeStateParam(stack: StateEntry[]): string {
  if (stack.length === 1 && Object.keys(stack[0].params).length === 0) return stack[0].id;
  return Buffer.from(JSON.stringify(stack), 'utf8').toString('base64');
}

import { setWithinBound } from '../limits/bounded-map.ts';

/**
 * A short per-tenant cache of lists every page of a kind shows again: each kind's sub-types (widgets spec §4: dropped
 * when an entity of that kind is saved, fetched again on next use) and the list pages' profile filters' choices.
 * Entries also expire, since other consoles and the platform's own clients add to them too.
 */
const TTL_MS = 15_000;
/** Enough for the tenants one console serves at once; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 2_000;

const entries = new Map<string, { at: number; list: Promise<unknown> }>();
const keyOf = (tenantId: string, list: string) => `${tenantId}/${list}`;

/** The tenant's list named `list`: the cached one while it is fresh, else `load`'s (a failed load is not kept). */
export function cachedForTenant<T>(tenantId: string, list: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const key = keyOf(tenantId, list);
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.list as Promise<T>;
  entries.delete(key);
  const loaded = load();
  setWithinBound(entries, key, { at: now, list: loaded }, MAX_ENTRIES);
  loaded.catch(() => {
    if (entries.get(key)?.list === loaded) entries.delete(key);
  });
  return loaded;
}

/** Forgets the tenant's list named `list` (an entity it lists was saved). */
export function dropForTenant(tenantId: string, list: string): void {
  entries.delete(keyOf(tenantId, list));
}

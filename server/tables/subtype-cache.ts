import type { SubtypeKind } from '../domain/pickers/type-pickers.ts';

/**
 * A short per-tenant cache of each kind's sub-types (widgets spec §4: dropped when an entity of that kind is saved,
 * fetched again on next use). Entries also expire, since other consoles and the platform's own clients add types too.
 */
const TTL_MS = 15_000;
/** Enough for the tenants one console serves at once; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 2_000;

const entries = new Map<string, { at: number; types: Promise<string[]> }>();
const keyOf = (tenantId: string, kind: SubtypeKind) => `${tenantId}/${kind}`;

/** The tenant's sub-types of a kind: the cached list while it is fresh, else `load`'s (a failed load is not kept). */
export function cachedSubtypes(tenantId: string, kind: SubtypeKind, load: () => Promise<string[]>, now = Date.now()): Promise<string[]> {
  const key = keyOf(tenantId, kind);
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.types;
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  const types = load();
  entries.set(key, { at: now, types });
  types.catch(() => {
    if (entries.get(key)?.types === types) entries.delete(key);
  });
  return types;
}

/** Forgets the tenant's sub-types of a kind (an entity of that kind was saved). */
export function dropSubtypes(tenantId: string, kind: SubtypeKind): void {
  entries.delete(keyOf(tenantId, kind));
}

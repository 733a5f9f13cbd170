import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../auth/caller.ts';
import { snapshotOf } from '../store/device-search.ts';
import type { Snapshot } from '../store/device-search.ts';
import { latestColumn } from './latest-key-cache.ts';
import type { KeyColumn } from './latest-key-cache.ts';
import type { EntityDataQuery, EntityKey } from './query-types.ts';

// Entity data queries with a text search over devices, answered from the device list's in-memory snapshot
// (store/device-search.ts) plus the requested latest keys' values over the tenant (query/latest-key-cache.ts): reading
// every device row from SQLite to build the searched text costs far more than the search itself on a large tenant.
// Only the page's rows are read whole.

type RowText = (row: number) => string;
type RowSortValue = (row: number) => string | number | null;

/** Each searchable device field as the lower-cased text the platform concatenates (null fields as ""). */
function fieldText(snapshot: Snapshot, key: string): RowText | null {
  switch (key) {
    case 'name':
    case 'title': return (row) => snapshot.nameValues[row];
    case 'label': return (row) => snapshot.labelValues[row] ?? '';
    case 'type': {
      const lower = snapshot.types.values.map((type) => type.toLowerCase());
      return (row) => lower[snapshot.types.codes[row]];
    }
    case 'createdTime': return (row) => String(snapshot.createdTimes[row]);
    case 'entityType': return () => 'device';
    default: return null;
  }
}

/** Sort values with the engine's semantics (paging.ts): text case-insensitive, numbers numeric, null last. */
function sortValue(snapshot: Snapshot, key: string): RowSortValue | null {
  if (key === 'createdTime') return (row) => snapshot.createdTimes[row];
  if (key === 'label') return (row) => snapshot.labelValues[row];
  return fieldText(snapshot, key);
}

/** The rows the entity filter and the caller's scope select, or null when the snapshot cannot tell. */
function scopeOf(snapshot: Snapshot, caller: Caller, query: EntityDataQuery): ((row: number) => boolean) | null {
  const filter = query.entityFilter;
  let prefix = '';
  let types: Uint8Array | null = null;
  if (filter.type === 'entityName' && filter.entityType === 'DEVICE') prefix = filter.entityNameFilter.toLowerCase();
  else if (filter.type === 'typed' && filter.entityType === 'DEVICE') {
    prefix = filter.nameFilter.toLowerCase();
    if (filter.subTypes.length > 0) types = Uint8Array.from(snapshot.types.values, (type) => (filter.subTypes.includes(type) ? 1 : 0));
  } else if (filter.type !== 'entityType' || filter.entityType !== 'DEVICE') return null;
  let customer = -1;
  if (caller.authority === 'CUSTOMER_USER') customer = snapshot.customers.values.indexOf(caller.customerId);
  else if (caller.authority !== 'TENANT_ADMIN') return null;
  const customerUser = caller.authority === 'CUSTOMER_USER';
  return (row) =>
    (!customerUser || snapshot.customers.codes[row] === customer) &&
    (types === null || types[snapshot.types.codes[row]] === 1) &&
    (prefix === '' || snapshot.nameValues[row].startsWith(prefix));
}

/** A latest value as search text ("" when missing) and as sort value (numbers stay numbers, text lower-cased). */
const latestText = (column: KeyColumn): RowText => (row) => column.texts[row];
const latestSortValue = (snapshot: Snapshot, column: KeyColumn): RowSortValue => (row) => {
  const value = column.found.get(snapshot.ids[row]);
  if (!value || value.value === null || value.value === undefined) return null;
  return typeof value.value === 'number' ? value.value : value.text.toLowerCase();
};

/**
 * The ids of the page, in page order, and the number of matches; null when the query is not one this path
 * answers (other filters or entity types, key filters, keys other than device fields and latest values).
 */
export function searchDeviceEntities(
  db: DatabaseSync, caller: Caller, query: EntityDataQuery,
): { ids: string[]; total: number } | null {
  const search = (query.pageLink.textSearch ?? '').toLowerCase();
  if (search === '' || query.keyFilters.length > 0) return null;
  const sort = query.pageLink.sortOrder;
  // additionalInfo is not in the snapshot; fields a device lacks sort as missing values (by id).
  if (sort && sort.key.type === 'ENTITY_FIELD' && sort.key.key === 'additionalInfo') return null;
  if (query.latestValues.some((key) => key.type === 'ENTITY_FIELD' || key.type === 'ALARM_FIELD')) return null;
  const snapshot = snapshotOf(db, caller.tenantId);
  const inScope = scopeOf(snapshot, caller, query);
  if (!inScope) return null;
  const rows: number[] = [];
  for (let row = 0; row < snapshot.ids.length; row++) if (inScope(row)) rows.push(row);

  const latest = new Map<string, KeyColumn>();
  const latestKeys = [...query.latestValues, ...(sort && sort.key.type !== 'ENTITY_FIELD' ? [sort.key] : [])];
  for (const key of latestKeys) {
    const name = `${key.type}\u0000${key.key}`;
    if (latest.has(name)) continue;
    const column = latestColumn(db, snapshot, key);
    if (!column) return null;
    latest.set(name, column);
  }
  const latestOf = (key: EntityKey) => latest.get(`${key.type}\u0000${key.key}`) as KeyColumn;

  // The text is the `latest` map's values in its order: grouped by key type, each key once; fields a device does
  // not have add nothing (as in the general path, entity-data.ts).
  const groups = new Map<string, Map<string, RowText | null>>();
  for (const key of [...query.entityFields, ...query.latestValues]) {
    let group = groups.get(key.type);
    if (!group) groups.set(key.type, (group = new Map()));
    if (group.has(key.key)) continue;
    group.set(key.key, key.type === 'ENTITY_FIELD' ? fieldText(snapshot, key.key) : latestText(latestOf(key)));
  }
  const pieces = [...groups.values()]
    .flatMap((group) => [...group].filter(([name]) => name !== 'additionalInfo').map(([, text]) => text))
    .filter((text): text is RowText => text !== null);
  const found: number[] = [];
  for (const row of rows) {
    let text = '';
    for (const piece of pieces) text += piece(row);
    if (text.includes(search)) found.push(row);
  }
  if (sort) {
    const sortBy = sort.key.type === 'ENTITY_FIELD' ? sortValue(snapshot, sort.key.key) : latestSortValue(snapshot, latestOf(sort.key));
    if (sortBy) orderRows(found, sortBy, sort.direction === 'DESC' ? -1 : 1);
  }
  const { page, pageSize } = query.pageLink;
  const slice = pageSize === 0 ? found : found.slice(page * pageSize, (page + 1) * pageSize);
  return { ids: slice.map((row) => snapshot.ids[row]), total: found.length };
}

/** Sorts snapshot rows by value, null last in both directions, ties by id (= snapshot position). */
function orderRows(rows: number[], value: RowSortValue, sign: number): void {
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  keyed.sort((x, y) => {
    const a = x.key;
    const b = y.key;
    let order: number;
    if (a === null || b === null) order = a === b ? 0 : a === null ? 1 : -1;
    else if (typeof a === 'number' && typeof b === 'number') order = sign * (a - b);
    else if (typeof a !== typeof b) order = sign * (typeof a === 'number' ? -1 : 1);
    else order = a < b ? -sign : a > b ? sign : 0;
    return order || x.row - y.row;
  });
  for (let i = 0; i < keyed.length; i++) rows[i] = keyed[i].row;
}

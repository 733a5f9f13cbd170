import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageData, PageLink } from '../http/page-link.ts';

// Text search over a tenant's devices from an in-memory snapshot of the search columns. A LIKE '%text%'
// scan of 100,000 rows in SQLite costs tens of milliseconds per query (and a page costs two: count and
// rows, plus a sort of every match); scanning and sorting the same values in JavaScript costs a few. The
// snapshot is reloaded whenever the device table changed (device_change_counter, bumped by triggers).

/** One searchable column of every device, joined into one string so a search is a few indexOf calls. */
export interface Column {
  text: string;
  /** starts[i] = offset of row i in text; one extra entry marks the end. */
  starts: Int32Array;
  nulls: Uint8Array | null;
}

export interface Snapshot {
  version: number;
  ids: string[];
  createdTimes: Float64Array;
  names: Column;
  labels: Column;
  nameValues: string[];
  labelValues: Array<string | null>;
  /** Owner customer, profile and type of each row as codes into the distinct values below. */
  customers: Codes;
  profiles: Codes;
  types: Codes;
}

/** A low-cardinality column stored as small integers, so the per-row loop compares numbers. */
export interface Codes {
  values: string[];
  codes: Int32Array;
}

function encode(values: string[]): Codes {
  const index = new Map<string, number>();
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let code = index.get(values[i]);
    if (code === undefined) index.set(values[i], (code = index.size));
    codes[i] = code;
  }
  return { values: [...index.keys()], codes };
}

/** Which codes of a column are selected; an absent filter selects all, a value not present selects none. */
function selection(codes: Codes, wanted: (value: string) => boolean): Uint8Array {
  return Uint8Array.from(codes.values, (value) => (wanted(value) ? 1 : 0));
}

export type SearchField = 'name' | 'label' | 'profile' | 'customer';

export interface SearchFilter {
  tenantId: string;
  customerId?: string;
  type?: string;
  deviceProfileId?: string;
}

// Separates rows inside a column string; a search text never spans it.
const SEPARATOR = '\u0000';

const snapshots = new WeakMap<DatabaseSync, Map<string, Snapshot>>();

function column(values: Array<string | null>, nullable: boolean): Column {
  const starts = new Int32Array(values.length + 1);
  const nulls = nullable ? new Uint8Array(values.length) : null;
  let offset = 0;
  for (let i = 0; i < values.length; i++) {
    starts[i] = offset;
    const value = values[i];
    if (value === null && nulls) nulls[i] = 1;
    offset += (value ?? '').length + 1;
  }
  starts[values.length] = offset;
  return { text: values.map((value) => value ?? '').join(SEPARATOR) + SEPARATOR, starts, nulls };
}

function currentVersion(db: DatabaseSync): number {
  const row = prepareCached(db, 'SELECT version FROM device_change_counter WHERE id = 1').get();
  return Number(row?.version ?? 0);
}

export function snapshotOf(db: DatabaseSync, tenantId: string): Snapshot {
  let byTenant = snapshots.get(db);
  if (!byTenant) snapshots.set(db, (byTenant = new Map()));
  const version = currentVersion(db);
  const cached = byTenant.get(tenantId);
  if (cached && cached.version === version) return cached;
  if (cached) byTenant.clear(); // the table changed: every tenant's snapshot is stale
  const rows = prepareCached(
    db,
    'SELECT id, created_time, name_lc, label_lc, customer_id, device_profile_id, type FROM device WHERE tenant_id = ? ORDER BY id',
  ).all(tenantId);
  const nameValues = rows.map((row) => String(row.name_lc));
  const labelValues = rows.map((row) => (row.label_lc === null ? null : String(row.label_lc)));
  const snapshot: Snapshot = {
    version,
    ids: rows.map((row) => String(row.id)),
    createdTimes: Float64Array.from(rows, (row) => Number(row.created_time)),
    names: column(nameValues, false),
    labels: column(labelValues, true),
    nameValues,
    labelValues,
    customers: encode(rows.map((row) => String(row.customer_id))),
    profiles: encode(rows.map((row) => String(row.device_profile_id))),
    types: encode(rows.map((row) => String(row.type))),
  };
  byTenant.set(tenantId, snapshot);
  return snapshot;
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/;

/** The row whose slice of the column string holds this offset. */
function rowAt(starts: Int32Array, offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Marks the rows whose value matches SQL `LIKE '%text%'` (lower-cased on both sides): a substring test,
 * with `%` (any run) and `_` (one character) as wildcards. NULL values never match.
 */
function markLike(col: Column, text: string, marks: Uint8Array): void {
  const needle = text.toLowerCase();
  const mark = (offset: number): number => {
    const row = rowAt(col.starts, offset);
    if (!col.nulls || col.nulls[row] === 0) marks[row] = 1;
    return col.starts[row + 1];
  };
  if (!/[%_]/.test(needle)) {
    let at = col.text.indexOf(needle);
    while (at !== -1) at = col.text.indexOf(needle, mark(at));
    return;
  }
  if (/^%+$/.test(needle)) {
    for (let row = 0; row < marks.length; row++) if (!col.nulls || col.nulls[row] === 0) marks[row] = 1;
    return;
  }
  // With a literal or `_` in it the pattern consumes at least one character, so matches are never empty.
  const source = [...needle]
    .map((ch) => (ch === '%' ? '[^\\u0000]*' : ch === '_' ? '[^\\u0000]' : REGEX_SPECIAL.test(ch) ? `\\${ch}` : ch))
    .join('');
  const pattern = new RegExp(source, 'gu');
  for (let found = pattern.exec(col.text); found !== null; found = pattern.exec(col.text)) {
    pattern.lastIndex = mark(found.index);
  }
}

function matchingIds(db: DatabaseSync, sql: string, tenantId: string, text: string): Set<string> {
  const rows = prepareCached(db, sql).all(tenantId, `%${text.toLowerCase()}%`);
  return new Set(rows.map((row) => String(row.id)));
}

/** Snapshot positions (in id order) of the devices that pass the filter and match the text in any field. */
function matches(db: DatabaseSync, snapshot: Snapshot, filter: SearchFilter, text: string, fields: SearchField[]): number[] {
  const marks = new Uint8Array(snapshot.ids.length);
  markLike(snapshot.names, text, marks);
  if (fields.includes('label')) markLike(snapshot.labels, text, marks);
  const profiles = fields.includes('profile')
    ? matchingIds(db, 'SELECT id FROM device_profile WHERE tenant_id = ? AND name_lc LIKE ?', filter.tenantId, text)
    : new Set<string>();
  const customers = fields.includes('customer')
    ? matchingIds(db, 'SELECT id FROM customer WHERE tenant_id = ? AND title_lc LIKE ?', filter.tenantId, text)
    : new Set<string>();
  const allowed = {
    customer: selection(snapshot.customers, (id) => filter.customerId === undefined || id === filter.customerId),
    profile: selection(snapshot.profiles, (id) => filter.deviceProfileId === undefined || id === filter.deviceProfileId),
    type: selection(snapshot.types, (type) => filter.type === undefined || type === filter.type),
  };
  const byCustomer = selection(snapshot.customers, (id) => customers.has(id));
  const byProfile = selection(snapshot.profiles, (id) => profiles.has(id));
  const owner = snapshot.customers.codes;
  const kind = snapshot.profiles.codes;
  const type = snapshot.types.codes;
  const out: number[] = [];
  for (let i = 0; i < marks.length; i++) {
    if (allowed.customer[owner[i]] === 0 || allowed.profile[kind[i]] === 0 || allowed.type[type[i]] === 0) continue;
    if (marks[i] === 1 || byProfile[kind[i]] === 1 || byCustomer[owner[i]] === 1) out.push(i);
  }
  return out;
}

type SortKey = (row: number) => string | number | null;

// SQLite's NOCASE folds ASCII letters only.
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());

/** Lower-cased names of a tenant's profiles or customers, by id. */
function namesById(db: DatabaseSync, sql: string, tenantId: string): Map<string, string> {
  return new Map(prepareCached(db, sql).all(tenantId).map((row) => [String(row.id), String(row.name)]));
}

/**
 * The value each row sorts by, mirroring the SQL sort columns of the device lists (`name_lc`, `label_lc`,
 * `type COLLATE NOCASE`, the joined profile name and customer title); null sorts last.
 */
function sortKeyOf(db: DatabaseSync, snapshot: Snapshot, tenantId: string, property: string): SortKey {
  switch (property) {
    case 'createdTime': return (row) => snapshot.createdTimes[row];
    case 'name': return (row) => snapshot.nameValues[row];
    case 'label': return (row) => snapshot.labelValues[row];
    case 'type': {
      const keys = snapshot.types.values.map(asciiLower);
      return (row) => keys[snapshot.types.codes[row]];
    }
    case 'deviceProfileName': {
      const names = namesById(db, 'SELECT id, name_lc AS name FROM device_profile WHERE tenant_id = ?', tenantId);
      const keys = snapshot.profiles.values.map((id) => names.get(id) ?? null);
      return (row) => keys[snapshot.profiles.codes[row]];
    }
    case 'customerTitle': {
      const titles = namesById(db, 'SELECT id, title_lc AS name FROM customer WHERE tenant_id = ?', tenantId);
      const keys = snapshot.customers.values.map((id) => titles.get(id) ?? null);
      return (row) => keys[snapshot.customers.codes[row]];
    }
    default: throw new Error(`no snapshot sort for ${property}`);
  }
}

/** Rows ordered by key (nulls last in both directions), ties by id ascending (= snapshot position). */
function sortRows(rows: number[], key: SortKey, descending: boolean): number[] {
  const keys = rows.map(key);
  const direction = descending ? -1 : 1;
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === kb) return rows[a] - rows[b];
    if (ka === null) return 1;
    if (kb === null) return -1;
    return (ka < kb ? -1 : 1) * direction;
  });
  return order.map((i) => rows[i]);
}

const PLAIN_SORTS = new Set(['id', 'createdTime', 'name', 'label', 'type']);
const INFO_SORTS = new Set([...PLAIN_SORTS, 'deviceProfileName', 'customerTitle']);

/** Whether this path orders the list itself; other (unknown) sort properties go to SQL, which rejects them. */
export function handlesSort(link: PageLink, info: boolean): boolean {
  return link.sortProperty === null || (info ? INFO_SORTS : PLAIN_SORTS).has(link.sortProperty);
}

/**
 * One page of a searched device list. `load` reads the page's rows by id (any order). Call only when
 * handlesSort(link, info) is true; other orders go through SQL.
 */
export function searchDevicePage<T>(
  db: DatabaseSync,
  filter: SearchFilter,
  link: PageLink,
  fields: SearchField[],
  load: (ids: string[]) => Array<{ id: string } & Record<string, unknown>>,
  map: (row: Record<string, unknown>) => T,
): PageData<T> {
  const snapshot = snapshotOf(db, filter.tenantId);
  let found = matches(db, snapshot, filter, link.textSearch, fields);
  const descending = link.sortOrder === 'DESC';
  if (link.sortProperty === 'id') {
    if (descending) found.reverse();
  } else if (link.sortProperty !== null) {
    found = sortRows(found, sortKeyOf(db, snapshot, filter.tenantId, link.sortProperty), descending);
  }
  const totalElements = found.length;
  const offset = link.page * link.pageSize;
  const pageIds = found.slice(offset, offset + link.pageSize).map((i) => snapshot.ids[i]);
  const rows = pageIds.length > 0 ? load(pageIds) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const data = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [map(row)] : [];
  });
  const totalPages = Math.ceil(totalElements / link.pageSize);
  return { data, totalPages, totalElements, hasNext: link.page + 1 < totalPages };
}

import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { Snapshot } from '../store/device-search.ts';
import { latestValuesOf } from './latest-values.ts';
import type { AttributeScope, StoredValue } from './latest-values.ts';
import type { EntityKey } from './query-types.ts';

// A text search over latest values concatenates one value per device: on a large tenant reading a key's values
// costs a pass over as many rows as there are devices. They are kept per device snapshot and key until a write
// of that key bumps its version (latest_key_version, kept by triggers) or the devices change (a new snapshot).

/** One key's latest value of every snapshot row: by device id, and as lower-cased search text by row. */
export interface KeyColumn {
  found: Map<string, StoredValue>;
  texts: string[];
}

const ATTRIBUTE_SCOPES: Partial<Record<EntityKey['type'], AttributeScope | null>> = {
  ATTRIBUTE: null, CLIENT_ATTRIBUTE: 'CLIENT_SCOPE', SHARED_ATTRIBUTE: 'SHARED_SCOPE', SERVER_ATTRIBUTE: 'SERVER_SCOPE',
};

const columns = new WeakMap<Snapshot, Map<string, { version: number; column: KeyColumn }>>();

function keyVersion(db: DatabaseSync, table: string, key: string): number {
  const row = prepareCached(db, 'SELECT version FROM latest_key_version WHERE tbl = ? AND key = ?').get(table, key);
  return Number(row?.version ?? 0);
}

/** The key's values over the snapshot's devices; null for key types that are not latest values. */
export function latestColumn(db: DatabaseSync, snapshot: Snapshot, key: EntityKey): KeyColumn | null {
  const isAttribute = Object.hasOwn(ATTRIBUTE_SCOPES, key.type);
  if (key.type !== 'TIME_SERIES' && !isAttribute) return null;
  const table = isAttribute ? 'attribute_kv' : 'ts_kv_latest';
  const version = keyVersion(db, table, key.key);
  let byKey = columns.get(snapshot);
  if (!byKey) columns.set(snapshot, (byKey = new Map()));
  const name = `${key.type}\u0000${key.key}`;
  const cached = byKey.get(name);
  if (cached && cached.version === version) return cached.column;
  const values = latestValuesOf(db);
  const found = isAttribute
    ? values.attributeOfMany(snapshot.ids, ATTRIBUTE_SCOPES[key.type] ?? null, key.key)
    : values.timeseriesOfMany(snapshot.ids, key.key);
  const column = { found, texts: snapshot.ids.map((id) => found.get(id)?.text.toLowerCase() ?? '') };
  byKey.set(name, { version, column });
  return column;
}

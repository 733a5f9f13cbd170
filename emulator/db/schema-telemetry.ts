// Attribute, time-series and alarm tables. Values keep their platform type: exactly one of the typed
// columns is set (bool_v 0/1, long_v, dbl_v, str_v, json_v text), like ThingsBoard's SQL storage.

/** After every insert, update and delete of a latest value: its key's version in latest_key_version goes up. */
function keyVersionTriggers(table: string): string {
  return (['INSERT', 'UPDATE', 'DELETE'] as const).map((operation) => {
    const row = operation === 'DELETE' ? 'old' : 'new';
    return `CREATE TRIGGER IF NOT EXISTS ${table}_key_${operation.toLowerCase()} AFTER ${operation} ON ${table} BEGIN
  INSERT INTO latest_key_version (tbl, key, version) VALUES ('${table}', ${row}.key, 1)
    ON CONFLICT (tbl, key) DO UPDATE SET version = version + 1;
END;`;
  }).join('\n');
}

export const TELEMETRY_SCHEMA = `
CREATE TABLE IF NOT EXISTS attribute_kv (
  entity_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  bool_v INTEGER, long_v INTEGER, dbl_v REAL, str_v TEXT, json_v TEXT,
  last_update_ts INTEGER NOT NULL,
  PRIMARY KEY (entity_id, scope, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ts_kv (
  entity_id TEXT NOT NULL,
  key TEXT NOT NULL,
  ts INTEGER NOT NULL,
  bool_v INTEGER, long_v INTEGER, dbl_v REAL, str_v TEXT, json_v TEXT,
  PRIMARY KEY (entity_id, key, ts)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ts_kv_latest (
  entity_id TEXT NOT NULL,
  key TEXT NOT NULL,
  ts INTEGER NOT NULL,
  bool_v INTEGER, long_v INTEGER, dbl_v REAL, str_v TEXT, json_v TEXT,
  PRIMARY KEY (entity_id, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS alarm (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  type TEXT NOT NULL,
  originator_type TEXT NOT NULL,
  originator_id TEXT NOT NULL,
  severity TEXT NOT NULL,
  status TEXT NOT NULL,
  start_ts INTEGER NOT NULL,
  end_ts INTEGER NOT NULL,
  ack_ts INTEGER NOT NULL,
  clear_ts INTEGER NOT NULL,
  details TEXT,
  propagate INTEGER NOT NULL,
  propagate_to_owner INTEGER NOT NULL,
  propagate_to_tenant INTEGER NOT NULL,
  propagate_relation_types TEXT
);
CREATE INDEX IF NOT EXISTS idx_alarm_tenant_created ON alarm (tenant_id, created_time);
CREATE INDEX IF NOT EXISTS idx_alarm_originator ON alarm (originator_id, type, created_time);
CREATE INDEX IF NOT EXISTS idx_alarm_customer ON alarm (customer_id, created_time);
CREATE INDEX IF NOT EXISTS idx_attribute_key ON attribute_kv (key, scope, bool_v);
-- Bumped on every device change: the in-memory device search snapshot (store/device-search.ts) reloads then.
CREATE TABLE IF NOT EXISTS device_change_counter (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
INSERT OR IGNORE INTO device_change_counter (id, version) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS device_changed_insert AFTER INSERT ON device BEGIN
  UPDATE device_change_counter SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER IF NOT EXISTS device_changed_delete AFTER DELETE ON device BEGIN
  UPDATE device_change_counter SET version = version + 1 WHERE id = 1;
  DELETE FROM attribute_kv WHERE entity_id = old.id;
  DELETE FROM ts_kv_latest WHERE entity_id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS device_changed_update AFTER UPDATE ON device BEGIN
  UPDATE device_change_counter SET version = version + 1 WHERE id = 1;
END;
-- Bumped per key on every write of a latest value: entity queries keep a key's values over a large tenant in
-- memory until then (query/latest-key-cache.ts).
CREATE TABLE IF NOT EXISTS latest_key_version (
  tbl TEXT NOT NULL, key TEXT NOT NULL, version INTEGER NOT NULL, PRIMARY KEY (tbl, key)
) WITHOUT ROWID;
${keyVersionTriggers('attribute_kv')}
${keyVersionTriggers('ts_kv_latest')}
`;

// Tables of the content areas: dashboards, rule chains, widgets, OTA packages, queues and the audit log.
export const CONTENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS audit_log (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  entity_type TEXT,
  entity_id TEXT,
  entity_name TEXT,
  entity_name_lc TEXT,
  user_id TEXT NOT NULL,
  user_name TEXT,
  user_name_lc TEXT,
  action_type TEXT NOT NULL,
  action_data TEXT,
  action_status TEXT NOT NULL,
  action_failure_details TEXT
);
CREATE INDEX IF NOT EXISTS idx_audit_log_tenant_created ON audit_log (tenant_id, created_time);
CREATE INDEX IF NOT EXISTS idx_audit_log_tenant_entity ON audit_log (tenant_id, entity_type, entity_id);
CREATE INDEX IF NOT EXISTS idx_audit_log_tenant_user ON audit_log (tenant_id, user_id);
CREATE INDEX IF NOT EXISTS idx_audit_log_tenant_customer ON audit_log (tenant_id, customer_id);
CREATE TABLE IF NOT EXISTS dashboard (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  title TEXT,
  title_lc TEXT,
  image TEXT,
  -- 0 until the dashboard is first assigned: assignedCustomers is null before, an array after.
  ever_assigned INTEGER NOT NULL DEFAULT 0,
  mobile_hide INTEGER NOT NULL DEFAULT 0,
  mobile_order INTEGER,
  configuration TEXT,
  external_id TEXT
);
CREATE INDEX IF NOT EXISTS idx_dashboard_tenant ON dashboard (tenant_id, title_lc);
CREATE TABLE IF NOT EXISTS dashboard_customer (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  dashboard_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  UNIQUE (dashboard_id, customer_id)
);
CREATE INDEX IF NOT EXISTS idx_dashboard_customer_customer ON dashboard_customer (customer_id);
CREATE TABLE IF NOT EXISTS rule_chain (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  type TEXT NOT NULL,
  first_rule_node_id TEXT,
  root INTEGER NOT NULL DEFAULT 0,
  debug_mode INTEGER NOT NULL DEFAULT 0,
  configuration TEXT,
  external_id TEXT,
  additional_info TEXT,
  connections TEXT,
  rule_chain_connections TEXT,
  -- Edge rule chains that new edges receive automatically.
  auto_assign_to_edge INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS idx_rule_chain_tenant ON rule_chain (tenant_id, type);
CREATE TABLE IF NOT EXISTS rule_node (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  rule_chain_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  debug_mode INTEGER NOT NULL DEFAULT 0,
  configuration TEXT,
  additional_info TEXT
);
CREATE INDEX IF NOT EXISTS idx_rule_node_chain ON rule_node (rule_chain_id, position);
CREATE TABLE IF NOT EXISTS widgets_bundle (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  alias TEXT NOT NULL,
  title TEXT NOT NULL,
  title_lc TEXT NOT NULL,
  image TEXT,
  description TEXT,
  external_id TEXT,
  UNIQUE (tenant_id, alias)
);
CREATE TABLE IF NOT EXISTS widget_type (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  bundle_alias TEXT NOT NULL,
  alias TEXT NOT NULL,
  name TEXT NOT NULL,
  image TEXT,
  description TEXT,
  descriptor TEXT NOT NULL,
  UNIQUE (tenant_id, bundle_alias, alias)
);
CREATE TABLE IF NOT EXISTS ota_package (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  device_profile_id TEXT NOT NULL,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  title_lc TEXT NOT NULL,
  version TEXT NOT NULL,
  tag TEXT,
  url TEXT,
  file_name TEXT,
  content_type TEXT,
  checksum_algorithm TEXT,
  checksum TEXT,
  data BLOB,
  data_size INTEGER,
  additional_info TEXT,
  UNIQUE (tenant_id, title, version)
);
CREATE INDEX IF NOT EXISTS idx_ota_package_profile ON ota_package (tenant_id, device_profile_id, type);
CREATE TABLE IF NOT EXISTS queue (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  topic TEXT NOT NULL,
  poll_interval INTEGER NOT NULL,
  partitions INTEGER NOT NULL,
  consumer_per_partition INTEGER NOT NULL,
  pack_processing_timeout INTEGER NOT NULL,
  submit_strategy TEXT,
  processing_strategy TEXT,
  additional_info TEXT,
  UNIQUE (tenant_id, name)
);
`;

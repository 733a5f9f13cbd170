// Assets, asset profiles, entity views, edges, relations and API usage states.
// Names are unique per tenant (exact case), as the platform's constraints are; *_lc columns feed text search.
export const ENTITIES_SCHEMA = `
CREATE TABLE IF NOT EXISTS asset_profile (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  description TEXT,
  image TEXT,
  is_default INTEGER NOT NULL,
  default_rule_chain_id TEXT,
  default_dashboard_id TEXT,
  default_queue_name TEXT,
  external_id TEXT,
  UNIQUE (tenant_id, name)
);
CREATE TABLE IF NOT EXISTS asset (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  type TEXT NOT NULL,
  label TEXT,
  label_lc TEXT,
  asset_profile_id TEXT NOT NULL,
  external_id TEXT,
  additional_info TEXT,
  UNIQUE (tenant_id, name)
);
CREATE INDEX IF NOT EXISTS idx_asset_tenant_customer ON asset (tenant_id, customer_id);
CREATE INDEX IF NOT EXISTS idx_asset_profile ON asset (asset_profile_id);
CREATE TABLE IF NOT EXISTS entity_view (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  type TEXT NOT NULL,
  keys TEXT,
  start_ts INTEGER NOT NULL,
  end_ts INTEGER NOT NULL,
  external_id TEXT,
  additional_info TEXT,
  UNIQUE (tenant_id, name)
);
CREATE INDEX IF NOT EXISTS idx_entity_view_tenant_customer ON entity_view (tenant_id, customer_id);
CREATE INDEX IF NOT EXISTS idx_entity_view_entity ON entity_view (entity_id);
CREATE TABLE IF NOT EXISTS edge (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  root_rule_chain_id TEXT,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  type TEXT NOT NULL,
  label TEXT,
  label_lc TEXT,
  routing_key TEXT NOT NULL UNIQUE,
  secret TEXT NOT NULL,
  additional_info TEXT,
  UNIQUE (tenant_id, name)
);
CREATE INDEX IF NOT EXISTS idx_edge_tenant_customer ON edge (tenant_id, customer_id);
-- Also holds edge assignments: EDGE --Contains/EDGE--> assigned entity, as the platform stores them.
CREATE TABLE IF NOT EXISTS relation (
  from_id TEXT NOT NULL,
  from_type TEXT NOT NULL,
  to_id TEXT NOT NULL,
  to_type TEXT NOT NULL,
  relation_type_group TEXT NOT NULL,
  relation_type TEXT NOT NULL,
  additional_info TEXT,
  PRIMARY KEY (from_id, from_type, relation_type_group, relation_type, to_id, to_type)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_relation_to ON relation (to_id, to_type, relation_type_group, relation_type);
CREATE TABLE IF NOT EXISTS api_usage_state (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL UNIQUE,
  transport_state TEXT NOT NULL,
  db_storage_state TEXT NOT NULL,
  re_exec_state TEXT NOT NULL,
  js_exec_state TEXT NOT NULL,
  email_exec_state TEXT NOT NULL,
  sms_exec_state TEXT NOT NULL,
  alarm_exec_state TEXT NOT NULL
);
`;

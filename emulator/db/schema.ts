// Search columns (*_lc) hold text lower-cased by JavaScript: SQLite's lower() and LIKE fold ASCII only,
// while the platform's LOWER(x) LIKE matches any script case-insensitively.
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS admin_settings (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  key TEXT NOT NULL UNIQUE,
  json_value TEXT
);
CREATE TABLE IF NOT EXISTS tenant_profile (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  name TEXT NOT NULL UNIQUE,
  name_lc TEXT NOT NULL,
  description TEXT,
  is_default INTEGER NOT NULL,
  isolated_tb_rule_engine INTEGER NOT NULL,
  profile_data TEXT
);
CREATE TABLE IF NOT EXISTS tenant (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  title TEXT NOT NULL,
  title_lc TEXT NOT NULL,
  region TEXT,
  tenant_profile_id TEXT NOT NULL,
  country TEXT, state TEXT, city TEXT, address TEXT, address2 TEXT, zip TEXT, phone TEXT, email TEXT,
  additional_info TEXT
);
CREATE TABLE IF NOT EXISTS customer (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  title TEXT NOT NULL,
  title_lc TEXT NOT NULL,
  is_public INTEGER NOT NULL DEFAULT 0,
  country TEXT, state TEXT, city TEXT, address TEXT, address2 TEXT, zip TEXT, phone TEXT, email TEXT,
  external_id TEXT,
  additional_info TEXT,
  UNIQUE (tenant_id, title)
);
CREATE INDEX IF NOT EXISTS idx_customer_tenant_created ON customer (tenant_id, created_time);
CREATE TABLE IF NOT EXISTS tb_user (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  email_lc TEXT NOT NULL,
  authority TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  additional_info TEXT
);
CREATE INDEX IF NOT EXISTS idx_user_tenant_customer ON tb_user (tenant_id, customer_id);
CREATE TABLE IF NOT EXISTS user_credentials (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  user_id TEXT NOT NULL UNIQUE,
  enabled INTEGER NOT NULL,
  password TEXT,
  activate_token TEXT,
  reset_token TEXT
);
CREATE TABLE IF NOT EXISTS device_profile (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  description TEXT,
  image TEXT,
  is_default INTEGER NOT NULL,
  type TEXT NOT NULL,
  transport_type TEXT NOT NULL,
  provision_type TEXT NOT NULL,
  default_rule_chain_id TEXT,
  default_dashboard_id TEXT,
  default_queue_name TEXT,
  provision_device_key TEXT UNIQUE,
  firmware_id TEXT,
  software_id TEXT,
  external_id TEXT,
  profile_data TEXT,
  UNIQUE (tenant_id, name)
);
CREATE TABLE IF NOT EXISTS device (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  type TEXT NOT NULL,
  label TEXT,
  label_lc TEXT,
  device_profile_id TEXT NOT NULL,
  device_data TEXT,
  firmware_id TEXT,
  software_id TEXT,
  external_id TEXT,
  additional_info TEXT,
  UNIQUE (tenant_id, name)
);
-- Covers the default id order and the text-search columns, so paging and counting read only the index.
CREATE INDEX IF NOT EXISTS idx_device_tenant_search
  ON device (tenant_id, id, name_lc, label_lc, customer_id, device_profile_id, type);
-- Name order with its id tie-break (the lists' sort by name), read from the index without sorting.
CREATE INDEX IF NOT EXISTS idx_device_tenant_name_order ON device (tenant_id, name_lc, id);
CREATE INDEX IF NOT EXISTS idx_device_tenant_created ON device (tenant_id, created_time);
CREATE INDEX IF NOT EXISTS idx_device_tenant_customer ON device (tenant_id, customer_id);
CREATE INDEX IF NOT EXISTS idx_device_tenant_type ON device (tenant_id, type);
CREATE INDEX IF NOT EXISTS idx_device_profile ON device (device_profile_id);
CREATE TABLE IF NOT EXISTS device_credentials (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  device_id TEXT NOT NULL UNIQUE,
  credentials_type TEXT NOT NULL,
  credentials_id TEXT NOT NULL UNIQUE,
  credentials_value TEXT
);
CREATE TABLE IF NOT EXISTS token_invalidation (
  subject TEXT PRIMARY KEY,
  invalidated_at INTEGER NOT NULL
);
`;

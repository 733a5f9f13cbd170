// Rule engine events, resources (LwM2M models, key stores) and the OAuth2 configuration (contract 11.3).
export const SYSTEM_SCHEMA = `
CREATE TABLE IF NOT EXISTS event (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  event_uid TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_event_entity ON event (tenant_id, entity_id, event_type, created_time);
CREATE TABLE IF NOT EXISTS resource (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  title TEXT NOT NULL,
  title_lc TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_key TEXT NOT NULL,
  file_name TEXT NOT NULL,
  data TEXT NOT NULL,
  UNIQUE (tenant_id, resource_type, resource_key)
);
CREATE TABLE IF NOT EXISTS oauth2_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  json_value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS oauth2_template (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  provider_id TEXT NOT NULL UNIQUE,
  json_value TEXT NOT NULL
);
`;

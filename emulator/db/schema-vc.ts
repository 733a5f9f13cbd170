// Version control (contract 9) without git: every version stores a full snapshot of the branch.
export const VC_SCHEMA = `
CREATE TABLE IF NOT EXISTS vc_settings (
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  json_value TEXT NOT NULL,
  PRIMARY KEY (tenant_id, kind)
);
CREATE TABLE IF NOT EXISTS vc_version (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  tenant_id TEXT NOT NULL,
  branch TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  name TEXT NOT NULL,
  name_lc TEXT NOT NULL,
  author TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_vc_version_branch ON vc_version (tenant_id, branch, seq);
-- One row per entity of the snapshot (data set), plus rows with data NULL for entities the version removed.
-- change is ADDED / MODIFIED / REMOVED for what this version touched, NULL for entities carried over.
CREATE TABLE IF NOT EXISTS vc_version_entity (
  version_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  external_id TEXT NOT NULL,
  data TEXT,
  change TEXT,
  PRIMARY KEY (version_id, entity_type, external_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_vc_version_entity_touch ON vc_version_entity (entity_type, external_id, change);
CREATE TABLE IF NOT EXISTS vc_task (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  result TEXT NOT NULL
);
`;

// What the platform queues for an edge (its downlinks): written when something is assigned to or unassigned from an
// edge, read by the edge's time-paged event list. seq_id orders events written in one millisecond, as the platform's
// sequence does.
export const EDGE_EVENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS edge_event (
  seq_id INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  edge_id TEXT NOT NULL,
  edge_event_type TEXT NOT NULL,
  edge_event_action TEXT NOT NULL,
  edge_event_uid TEXT,
  entity_id TEXT,
  entity_body TEXT
);
CREATE INDEX IF NOT EXISTS idx_edge_event_edge_created ON edge_event (tenant_id, edge_id, created_time);
`;

// Persistent server-side RPC requests (`Rpc` entities, contract 8).
export const RPC_SCHEMA = `
CREATE TABLE IF NOT EXISTS rpc (
  id TEXT PRIMARY KEY,
  created_time INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  request_id INTEGER NOT NULL,
  expiration_time INTEGER NOT NULL,
  request TEXT NOT NULL,
  response TEXT,
  status TEXT NOT NULL,
  -- What the simulated device will end in once the request expires (TIMEOUT or EXPIRED), null when settled.
  outcome_at_expiry TEXT,
  additional_info TEXT
);
CREATE INDEX IF NOT EXISTS idx_rpc_device ON rpc (tenant_id, device_id, created_time);
CREATE INDEX IF NOT EXISTS idx_rpc_pending ON rpc (outcome_at_expiry, expiration_time);
`;

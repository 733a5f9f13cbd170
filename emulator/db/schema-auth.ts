/** Tables of the auth area: the outbox of "sent" mail and SMS, and each user's 2FA account settings. */
export const AUTH_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_time INTEGER NOT NULL,
  channel TEXT NOT NULL,
  template TEXT NOT NULL,
  sender TEXT,
  recipient TEXT NOT NULL,
  recipient_lc TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_outbox_recipient ON outbox (recipient_lc, id);
CREATE TABLE IF NOT EXISTS user_two_fa_settings (
  user_id TEXT PRIMARY KEY,
  configs TEXT NOT NULL
);
`;

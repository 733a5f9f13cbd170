// The entities an alarm was propagated to through relations (the platform's entity_alarm rows), fixed
// when the alarm is raised or updated, so later relation changes do not move existing alarms.
export const ALARM_PROPAGATION_SCHEMA = `
CREATE TABLE IF NOT EXISTS alarm_propagation (
  alarm_id TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  PRIMARY KEY (entity_id, alarm_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idx_alarm_propagation_alarm ON alarm_propagation (alarm_id);
`;

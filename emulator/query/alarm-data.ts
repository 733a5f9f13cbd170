import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../auth/caller.ts';
import { prepareCached } from '../db/statements.ts';
import type { PageData } from '../http/page-link.ts';
import type { AlarmRow, AlarmSearchStatus } from '../alarms/alarm-store.ts';
import { SEARCH_STATUSES, SEVERITIES, statusesOf, toAlarmInfo } from '../alarms/alarm-store.ts';
import { relationAncestors } from '../alarms/alarm-propagation.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { latestOf, matchingEntities } from './entity-data.ts';
import type { EntityData } from './entity-data.ts';
import { pageOf, sortRows } from './paging.ts';
import type { SortValue, Sortable } from './paging.ts';
import type { FoundEntity } from './entity-filters.ts';
import { entityTable } from './entity-tables.ts';
import type { Row } from './entity-tables.ts';
import type { ValueReader } from './entity-values.ts';
import type { AlarmDataQuery, AlarmPageLink, EntityKey } from './query-types.ts';

function timeRange(link: AlarmPageLink, now: number): [number, number] {
  if (link.timeWindow > 0) return [now - link.timeWindow, Number.MAX_SAFE_INTEGER];
  return [link.startTs > 0 ? link.startTs : 0, link.endTs > 0 ? link.endTs : Number.MAX_SAFE_INTEGER];
}

/** The stored statuses the search statuses (`ANY`, `ACTIVE`, `CLEARED`, `ACK`, `UNACK`) cover; null: all. */
function wantedStatuses(statusList: string[]): Set<string> | null {
  if (statusList.length === 0 || statusList.includes('ANY')) return null;
  const known = statusList.filter((status): status is AlarmSearchStatus => (SEARCH_STATUSES as readonly string[]).includes(status));
  return new Set(known.flatMap((status) => statusesOf(status, null) ?? []));
}

function tenantAlarms(db: DatabaseSync, tenantId: string): AlarmRow[] {
  const sql = 'SELECT * FROM alarm WHERE tenant_id = ? ORDER BY created_time DESC, id';
  return prepareCached(db, sql).all(tenantId) as unknown as AlarmRow[];
}

/** The matched entity an alarm is reported through: its originator, else (when asked) an entity it propagates to. */
function foundThrough(db: DatabaseSync, alarm: AlarmRow, byId: Map<string, FoundEntity>, propagated: boolean): FoundEntity | undefined {
  const originator = byId.get(alarm.originator_id);
  if (originator || !propagated) return originator;
  if (alarm.propagate_to_owner === 1) {
    const owner = alarm.customer_id !== NULL_UUID ? alarm.customer_id : alarm.tenant_id;
    if (byId.has(owner)) return byId.get(owner);
  }
  if (alarm.propagate_to_tenant === 1 && byId.has(alarm.tenant_id)) return byId.get(alarm.tenant_id);
  if (alarm.propagate === 1) {
    for (const ancestor of relationAncestors(db, alarm.originator_id, alarm.propagate_relation_types).keys()) {
      if (byId.has(ancestor)) return byId.get(ancestor);
    }
  }
  return undefined;
}

const numberValue = (value: number): SortValue => ({ value, text: String(value) });
const textValue = (value: string): SortValue => ({ value, text: value });

/** The sort value of an alarm: alarm fields from the alarm, other keys from the entity it was found through. */
function sortValue(row: AlarmRow, originatorName: string, key: EntityKey, entity: FoundEntity, reader: ValueReader): SortValue {
  if (key.type !== 'ALARM_FIELD') return reader.stored(entity, key);
  switch (key.key) {
    case 'createdTime': return numberValue(row.created_time);
    case 'startTs': return numberValue(row.start_ts);
    case 'endTs': return numberValue(row.end_ts);
    case 'ackTs': return numberValue(row.ack_ts);
    case 'clearTs': return numberValue(row.clear_ts);
    case 'type': return textValue(row.type);
    case 'status': return textValue(row.status);
    // Most severe first in ascending order.
    case 'severity': return numberValue((SEVERITIES as readonly string[]).indexOf(row.severity));
    case 'originator':
    case 'originatorName': return textValue(originatorName);
    default: return undefined;
  }
}

function originatorNameOf(db: DatabaseSync, alarm: AlarmRow, byId: Map<string, FoundEntity>): string {
  const found = byId.get(alarm.originator_id);
  const table = found?.table ?? entityTable(db, alarm.originator_type);
  const row = found?.row ?? (table && prepareCached(db, `SELECT * FROM ${table.table} WHERE id = ?`).get(alarm.originator_id));
  const name = table && row ? table.fields.name?.(row as Row) : null;
  return name === null || name === undefined ? '' : String(name);
}

/** `POST /api/alarmsQuery/find` (contract 7.5): alarms of the matched entities, each with that entity's values. */
export function findAlarmData(db: DatabaseSync, caller: Caller, query: AlarmDataQuery, now = Date.now()): PageData<unknown> {
  const { entities, reader } = matchingEntities(db, caller, query, now);
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const link = query.pageLink;
  const [from, to] = timeRange(link, now);
  const statuses = wantedStatuses(link.statusList);
  const search = (link.textSearch ?? '').toLowerCase();
  const requested = [...query.entityFields, ...query.latestValues];
  const rows: Sortable<unknown>[] = [];
  for (const row of byId.size === 0 ? [] : tenantAlarms(db, caller.tenantId)) {
    if (row.created_time < from || row.created_time > to) continue;
    if (link.typeList.length > 0 && !link.typeList.includes(row.type)) continue;
    if (link.severityList.length > 0 && !link.severityList.includes(row.severity)) continue;
    if (statuses && !statuses.has(row.status)) continue;
    const entity = foundThrough(db, row, byId, link.searchPropagatedAlarms);
    if (!entity) continue;
    const originatorName = originatorNameOf(db, row, byId);
    if (search !== '' && ![row.type, row.severity, row.status, originatorName].some((text) => text.toLowerCase().includes(search))) {
      continue;
    }
    const latest: EntityData['latest'] = latestOf(entity, requested, reader);
    const item = { ...toAlarmInfo(row, originatorName), entityId: { entityType: entity.table.entityType, id: entity.id }, latest };
    const sort = link.sortOrder;
    rows.push({ item, id: row.id, sortValue: sort ? sortValue(row, originatorName, sort.key, entity, reader) : undefined });
  }
  const page = pageOf(sortRows(rows, link.sortOrder), link);
  return { ...page, data: page.data.map((row) => row.item) };
}

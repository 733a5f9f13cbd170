import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageData, PageLink } from '../http/page-link.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { findPage } from '../store/page-query.ts';
import type { ListQuery } from '../store/page-query.ts';
import { relationAncestors } from './alarm-propagation.ts';

export const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
export const STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
export const SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
export type AlarmSeverity = (typeof SEVERITIES)[number];
export type AlarmStatus = (typeof STATUSES)[number];
export type AlarmSearchStatus = (typeof SEARCH_STATUSES)[number];

export interface AlarmRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  type: string;
  originator_type: string;
  originator_id: string;
  severity: string;
  status: string;
  start_ts: number;
  end_ts: number;
  ack_ts: number;
  clear_ts: number;
  details: string | null;
  propagate: number;
  propagate_to_owner: number;
  propagate_to_tenant: number;
  propagate_relation_types: string | null;
}

const COLUMNS: Array<keyof AlarmRow> = [
  'id', 'created_time', 'tenant_id', 'customer_id', 'type', 'originator_type', 'originator_id', 'severity', 'status',
  'start_ts', 'end_ts', 'ack_ts', 'clear_ts', 'details', 'propagate', 'propagate_to_owner', 'propagate_to_tenant',
  'propagate_relation_types',
];

export function toAlarm(row: AlarmRow) {
  return {
    id: { entityType: 'ALARM', id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    customerId: { entityType: 'CUSTOMER', id: row.customer_id },
    type: row.type,
    originator: { entityType: row.originator_type, id: row.originator_id },
    severity: row.severity,
    status: row.status,
    startTs: row.start_ts,
    endTs: row.end_ts,
    ackTs: row.ack_ts,
    clearTs: row.clear_ts,
    details: readJson(row.details),
    propagate: row.propagate === 1,
    propagateToOwner: row.propagate_to_owner === 1,
    propagateToTenant: row.propagate_to_tenant === 1,
    propagateRelationTypes: readJson(row.propagate_relation_types),
    name: row.type,
  };
}

export function toAlarmInfo(row: AlarmRow, originatorName: string | null) {
  return { ...toAlarm(row), originatorName };
}

/** Search statuses (and exact statuses) as the set of stored statuses they select. */
export function statusesOf(search: AlarmSearchStatus | null, status: AlarmStatus | null): AlarmStatus[] | null {
  if (status !== null) return [status];
  switch (search) {
    case 'ACTIVE': return ['ACTIVE_UNACK', 'ACTIVE_ACK'];
    case 'CLEARED': return ['CLEARED_UNACK', 'CLEARED_ACK'];
    case 'ACK': return ['ACTIVE_ACK', 'CLEARED_ACK'];
    case 'UNACK': return ['ACTIVE_UNACK', 'CLEARED_UNACK'];
    default: return null;
  }
}

export interface AlarmFilter {
  tenantId: string;
  /** Customer users see their customer's alarms only. */
  customerId?: string;
  /** Alarms originated by, or propagated to (owner / tenant), this entity. */
  entityId?: string;
  statuses: AlarmStatus[] | null;
  startTime?: number;
  endTime?: number;
}

const SORTABLE: ListQuery['sortable'] = {
  id: { sql: 'a.id' },
  createdTime: { sql: 'a.created_time' },
  startTs: { sql: 'a.start_ts' },
  endTs: { sql: 'a.end_ts' },
  type: { sql: 'a.type' },
  ackTs: { sql: 'a.ack_ts' },
  clearTs: { sql: 'a.clear_ts' },
  severity: { sql: 'a.severity' },
  status: { sql: 'a.status' },
};

// The originator, the owner / tenant it propagates to, or an entity it was propagated to through relations.
const ENTITY_CONDITION =
  `(a.originator_id = ? OR (a.propagate_to_owner = 1 AND (a.customer_id = ? OR (a.customer_id = '${NULL_UUID}' AND a.tenant_id = ?)))` +
  ' OR (a.propagate_to_tenant = 1 AND a.tenant_id = ?)' +
  ' OR a.id IN (SELECT alarm_id FROM alarm_propagation WHERE entity_id = ?))';

function filterWhere(filter: AlarmFilter): { where: string[]; params: SQLInputValue[] } {
  const where = ['a.tenant_id = ?'];
  const params: SQLInputValue[] = [filter.tenantId];
  if (filter.customerId !== undefined) {
    where.push('a.customer_id = ?');
    params.push(filter.customerId);
  }
  if (filter.entityId !== undefined) {
    where.push(ENTITY_CONDITION);
    params.push(filter.entityId, filter.entityId, filter.entityId, filter.entityId, filter.entityId);
  }
  if (filter.statuses !== null) {
    where.push('a.status IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.statuses));
  }
  if (filter.startTime !== undefined) {
    where.push('a.created_time >= ?');
    params.push(filter.startTime);
  }
  if (filter.endTime !== undefined) {
    where.push('a.created_time <= ?');
    params.push(filter.endTime);
  }
  return { where, params };
}

export function createAlarmStore(db: DatabaseSync) {
  const updates = COLUMNS.slice(1).map((column) => `${column} = excluded.${column}`).join(', ');
  return {
    save(row: AlarmRow): void {
      prepareCached(
        db,
        `INSERT INTO alarm (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})
         ON CONFLICT (id) DO UPDATE SET ${updates}`,
      ).run(...COLUMNS.map((column) => row[column]));
    },
    findById(id: string): AlarmRow | undefined {
      return prepareCached(db, 'SELECT * FROM alarm WHERE id = ?').get(id) as AlarmRow | undefined;
    },
    /** The newest alarm of that type on the originator that is not cleared yet. */
    findActive(originatorId: string, type: string): AlarmRow | undefined {
      return prepareCached(
        db,
        `SELECT * FROM alarm WHERE originator_id = ? AND type = ? AND status IN ('ACTIVE_UNACK', 'ACTIVE_ACK')
         ORDER BY created_time DESC LIMIT 1`,
      ).get(originatorId, type) as AlarmRow | undefined;
    },
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM alarm WHERE id = ?').run(id);
      prepareCached(db, 'DELETE FROM alarm_propagation WHERE alarm_id = ?').run(id);
    },
    /** Records the relation ancestors a propagating alarm reaches now; entities reached before stay. */
    propagate(row: AlarmRow): void {
      if (row.propagate !== 1) return;
      const insert = prepareCached(db, 'INSERT OR IGNORE INTO alarm_propagation (alarm_id, entity_id, entity_type) VALUES (?, ?, ?)');
      for (const [entityId, entityType] of relationAncestors(db, row.originator_id, row.propagate_relation_types)) {
        insert.run(row.id, entityId, entityType);
      }
    },
    findPage(filter: AlarmFilter, link: PageLink): PageData<AlarmRow> {
      const query: ListQuery = {
        table: 'alarm a', key: 'a.id', columns: 'a.*', ...filterWhere(filter),
        search: ['lower(a.type) LIKE ?', 'lower(a.severity) LIKE ?', 'lower(a.status) LIKE ?'],
        sortable: SORTABLE, entityClass: 'AlarmEntity',
      };
      return findPage(db, query, link, (row) => row as unknown as AlarmRow);
    },
    highestSeverity(filter: AlarmFilter): AlarmSeverity | null {
      const { where, params } = filterWhere(filter);
      const rows = prepareCached(db, `SELECT DISTINCT a.severity FROM alarm a WHERE ${where.join(' AND ')}`).all(...params);
      const present = new Set(rows.map((row) => String(row.severity)));
      return SEVERITIES.find((severity) => present.has(severity)) ?? null;
    },
  };
}

export type AlarmStore = ReturnType<typeof createAlarmStore>;

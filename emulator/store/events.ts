import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageData, PageLink } from '../http/page-link.ts';
import { createdTimeOf, timeUuid } from '../lib/ids.ts';
import { isObject, readJson } from '../lib/json.ts';
import { findPage } from './page-query.ts';

export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface EventRow {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: string;
  entity_id: string;
  event_type: EventType;
  event_uid: string;
  body: string;
}

export function toEventInfo(row: EventRow) {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    type: row.event_type,
    uid: row.event_uid,
    entityId: { entityType: row.entity_type, id: row.entity_id },
    body: readJson(row.body),
  };
}

export interface EventQuery {
  tenantId: string;
  entityId: string;
  eventType: EventType | null;
  startTime: number | null;
  endTime: number | null;
  /** Members of an `EventFilter` body other than eventType: each must occur in the event body's member. */
  match: Record<string, string>;
}

function conditions(query: EventQuery) {
  const where = ['e.tenant_id = ?', 'e.entity_id = ?'];
  const params: (string | number)[] = [query.tenantId, query.entityId];
  if (query.eventType) {
    where.push('e.event_type = ?');
    params.push(query.eventType);
  }
  if (query.startTime !== null) {
    where.push('e.created_time >= ?');
    params.push(query.startTime);
  }
  if (query.endTime !== null) {
    where.push('e.created_time <= ?');
    params.push(query.endTime);
  }
  for (const [member, text] of Object.entries(query.match)) {
    where.push(`lower(CAST(json_extract(e.body, '$.' || ?) AS TEXT)) LIKE ?`);
    params.push(member, `%${text.toLowerCase()}%`);
  }
  return { where, params };
}

/** Filter members that narrow an event search: non-empty strings, numbers and booleans. */
export function filterMembers(filter: unknown): Record<string, string> {
  const match: Record<string, string> = {};
  if (!isObject(filter)) return match;
  for (const [member, value] of Object.entries(filter)) {
    if (member === 'eventType' || !/^\w+$/.test(member)) continue;
    if (typeof value === 'string' && value.trim() !== '') match[member] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') match[member] = String(value);
  }
  return match;
}

export function createEventStore(db: DatabaseSync) {
  return {
    /** For areas that produce rule-engine events (lifecycle, errors, debug output). */
    record(tenantId: string, entity: { entityType: string; id: string }, eventType: EventType, body: unknown): void {
      const id = timeUuid();
      prepareCached(
        db,
        'INSERT INTO event (id, created_time, tenant_id, entity_type, entity_id, event_type, event_uid, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(id, createdTimeOf(id), tenantId, entity.entityType, entity.id, eventType, id, JSON.stringify(body));
    },
    findPage(query: EventQuery, link: PageLink): PageData<unknown> {
      const { where, params } = conditions(query);
      const ordered: PageLink = link.sortProperty ? link : { ...link, sortProperty: 'createdTime', sortOrder: 'DESC' };
      return findPage(
        db,
        {
          table: 'event e', key: 'e.id', columns: 'e.*', where, params,
          search: ['lower(e.body) LIKE ?'],
          sortable: { id: { sql: 'e.id' }, createdTime: { sql: 'e.created_time' }, type: { sql: 'e.event_type' } },
          entityClass: 'EventEntity',
        },
        ordered,
        (row) => toEventInfo(row as unknown as EventRow),
      );
    },
    clear(query: EventQuery): void {
      const { where, params } = conditions(query);
      prepareCached(db, `DELETE FROM event WHERE id IN (SELECT e.id FROM event e WHERE ${where.join(' AND ')})`).run(...params);
    },
  };
}

export type EventStore = ReturnType<typeof createEventStore>;

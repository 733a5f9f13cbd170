import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { timeUuid, createdTimeOf } from '../lib/ids.ts';
import { findPage } from './page-query.ts';
import { createdTimeConditions, tenantConditions } from './list-conditions.ts';

export interface EdgeEventRow {
  seq_id: number;
  id: string;
  created_time: number;
  tenant_id: string;
  edge_id: string;
  edge_event_type: string;
  edge_event_action: string;
  edge_event_uid: string | null;
  entity_id: string | null;
  entity_body: string | null;
}

/** An edge event as the platform's JSON has it (`entityId` is a bare UUID, `body` any JSON). */
export function toEdgeEvent(row: EdgeEventRow) {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    seqId: row.seq_id,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    edgeId: { entityType: 'EDGE', id: row.edge_id },
    action: row.edge_event_action,
    entityId: row.entity_id,
    uid: row.edge_event_uid,
    type: row.edge_event_type,
    body: readJson(row.entity_body),
  };
}

export interface NewEdgeEvent {
  tenantId: string;
  edgeId: string;
  type: string;
  action: string;
  entityId: string | null;
  body: unknown;
}

export function createEdgeEventStore(db: DatabaseSync) {
  return {
    insert(event: NewEdgeEvent): void {
      const id = timeUuid();
      prepareCached(
        db,
        'INSERT INTO edge_event (id, created_time, tenant_id, edge_id, edge_event_type, edge_event_action, entity_id, entity_body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(id, createdTimeOf(id), event.tenantId, event.edgeId, event.type, event.action, event.entityId, event.body === null ? null : JSON.stringify(event.body));
    },
    findPage(filter: { tenantId: string; edgeId: string; startTime?: number; endTime?: number }, link: PageLink) {
      const { where, params } = tenantConditions('e', filter.tenantId, [['e.edge_id = ?', filter.edgeId], ...createdTimeConditions('e', filter)]);
      return findPage(
        db,
        {
          table: 'edge_event e', key: 'e.seq_id', columns: 'e.*', where, params,
          search: ['lower(e.edge_event_type) LIKE ?', 'lower(e.edge_event_action) LIKE ?'],
          sortable: {
            id: { sql: 'e.id' },
            seqId: { sql: 'e.seq_id' },
            createdTime: { sql: 'e.created_time' },
            ts: { sql: 'e.created_time' },
            tenantId: { sql: 'e.tenant_id' },
            edgeId: { sql: 'e.edge_id' },
            edgeEventType: { sql: 'e.edge_event_type' },
            edgeEventUid: { sql: 'e.edge_event_uid', nullable: true },
            entityId: { sql: 'e.entity_id', nullable: true },
            edgeEventAction: { sql: 'e.edge_event_action' },
            entityBody: { sql: 'e.entity_body', nullable: true },
          },
          entityClass: 'EdgeEventEntity',
        },
        link,
        (row) => toEdgeEvent(row as unknown as EdgeEventRow),
      );
    },
    /** Events of edges that no longer exist go with them. */
    deleteByEdge(edgeId: string): void {
      prepareCached(db, 'DELETE FROM edge_event WHERE edge_id = ?').run(edgeId);
    },
  };
}

export type EdgeEventStore = ReturnType<typeof createEdgeEventStore>;

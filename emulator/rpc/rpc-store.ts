import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageData, PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { findPage } from '../store/page-query.ts';
import { columnValues, insertSql } from '../store/table-rows.ts';

export const RPC_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'SUCCESSFUL', 'TIMEOUT', 'EXPIRED', 'FAILED', 'DELETED'] as const;
export type RpcStatus = (typeof RPC_STATUSES)[number];

export interface RpcRow {
  id: string;
  created_time: number;
  tenant_id: string;
  device_id: string;
  request_id: number;
  expiration_time: number;
  request: string;
  response: string | null;
  status: RpcStatus;
  outcome_at_expiry: RpcStatus | null;
  additional_info: string | null;
}

export function toRpc(row: RpcRow) {
  return {
    id: { entityType: 'RPC', id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    deviceId: { entityType: 'DEVICE', id: row.device_id },
    expirationTime: row.expiration_time,
    request: readJson(row.request),
    response: readJson(row.response),
    status: row.status,
    additionalInfo: readJson(row.additional_info),
  };
}

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'device_id', 'request_id', 'expiration_time', 'request', 'response', 'status',
  'outcome_at_expiry', 'additional_info',
] as const;

export function createRpcStore(db: DatabaseSync) {
  /** Requests whose expiration passed while the simulated device left them pending get their final status. */
  const settle = (now: number) =>
    prepareCached(
      db,
      `UPDATE rpc SET status = outcome_at_expiry, outcome_at_expiry = NULL
       WHERE outcome_at_expiry IS NOT NULL AND expiration_time <= ?`,
    ).run(now);
  return {
    nextRequestId(): number {
      const row = prepareCached(db, 'SELECT COALESCE(MAX(request_id), 0) + 1 AS next FROM rpc').get() as { next: number };
      return Number(row.next);
    },
    insert(row: RpcRow): void {
      prepareCached(db, insertSql('rpc', COLUMNS)).run(...columnValues(row, COLUMNS));
    },
    findById(id: string, now: number): RpcRow | undefined {
      settle(now);
      return prepareCached(db, 'SELECT * FROM rpc WHERE id = ?').get(id) as RpcRow | undefined;
    },
    findPage(tenantId: string, deviceId: string, status: RpcStatus | null, link: PageLink, now: number): PageData<unknown> {
      settle(now);
      const where = ['r.tenant_id = ?', 'r.device_id = ?'];
      const params = [tenantId, deviceId];
      if (status !== null) {
        where.push('r.status = ?');
        params.push(status);
      }
      const query = {
        table: 'rpc r',
        key: 'r.id',
        columns: 'r.*',
        where,
        params,
        search: [],
        sortable: {
          id: { sql: 'r.id' },
          createdTime: { sql: 'r.created_time' },
          expirationTime: { sql: 'r.expiration_time' },
          status: { sql: 'r.status' },
          request: { sql: 'r.request' },
          response: { sql: 'r.response', nullable: true },
        },
        entityClass: 'RpcEntity',
      };
      return findPage(db, query, link, (row) => toRpc(row as unknown as RpcRow));
    },
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM rpc WHERE id = ?').run(id);
    },
  };
}

export type RpcStore = ReturnType<typeof createRpcStore>;

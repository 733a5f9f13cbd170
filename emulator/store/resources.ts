import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageData, PageLink } from '../http/page-link.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export const RESOURCE_TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface ResourceRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  resource_type: ResourceType;
  resource_key: string;
  file_name: string;
  /** Base64, as the API carries it. */
  data: string;
}

export function toResourceInfo(row: ResourceRow) {
  return {
    id: { entityType: 'TB_RESOURCE', id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    title: row.title,
    resourceType: row.resource_type,
    resourceKey: row.resource_key,
  };
}

export function toResource(row: ResourceRow) {
  return { ...toResourceInfo(row), fileName: row.file_name, data: row.data };
}

const COLUMNS = ['id', 'created_time', 'tenant_id', 'title', 'title_lc', 'resource_type', 'resource_key', 'file_name', 'data'];

export function createResourceStore(db: DatabaseSync) {
  // An update keeps id, creation time and tenant.
  const rows = createTableRows<ResourceRow>(db, 'resource', COLUMNS, 3);
  return {
    findById: rows.findById,
    findByKey(tenantId: string, type: string, key: string): ResourceRow | undefined {
      return prepareCached(db, 'SELECT * FROM resource WHERE tenant_id = ? AND resource_type = ? AND resource_key = ?').get(
        tenantId, type, key,
      ) as ResourceRow | undefined;
    },
    save: rows.save,
    delete: rows.delete,
    /**
     * LwM2M models a tenant sees: its own, and the system ones it has not replaced with a model of the same key;
     * with keys, only those.
     */
    findLwm2mModels(tenantId: string, keys: string[] | null): ResourceRow[] {
      // Keys travel as one JSON array so the statement text stays the same for any number of them.
      return prepareCached(db, `SELECT * FROM resource r WHERE r.resource_type = 'LWM2M_MODEL'
        AND (? IS NULL OR r.resource_key IN (SELECT value FROM json_each(?)))
        AND (r.tenant_id = ? OR (r.tenant_id = ? AND NOT EXISTS (SELECT 1 FROM resource o
          WHERE o.tenant_id = ? AND o.resource_type = r.resource_type AND o.resource_key = r.resource_key)))`)
        .all(keys === null ? null : 1, JSON.stringify(keys ?? []), tenantId, NULL_UUID, tenantId) as unknown as ResourceRow[];
    },
    /** A tenant sees its own resources and the system ones; the system administrator only the system ones. */
    findPage(tenantId: string, link: PageLink): PageData<unknown> {
      const tenants = tenantId === NULL_UUID ? [NULL_UUID] : [tenantId, NULL_UUID];
      return findPage(
        db,
        {
          table: 'resource r', key: 'r.id', columns: 'r.*',
          where: [`r.tenant_id IN (${tenants.map(() => '?').join(', ')})`], params: tenants,
          search: ['r.title_lc LIKE ?'],
          sortable: {
            id: { sql: 'r.id' }, createdTime: { sql: 'r.created_time' }, title: { sql: 'r.title_lc' },
            resourceType: { sql: 'r.resource_type' }, resourceKey: { sql: 'r.resource_key' },
            tenantId: { sql: 'r.tenant_id' },
          },
          entityClass: 'TbResourceEntity',
        },
        link,
        (row) => toResourceInfo(row as unknown as ResourceRow),
      );
    },
  };
}

export type ResourceStore = ReturnType<typeof createResourceStore>;

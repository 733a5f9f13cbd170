import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { isObject, readJson } from '../lib/json.ts';
import type { PageLink } from '../http/page-link.ts';
import { ADDRESS_FIELDS, addressOf, addressSortColumns } from './address.ts';
import type { AddressRow } from './address.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export interface CustomerRow extends AddressRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  is_public: number;
  external_id: string | null;
  additional_info: string | null;
}

export function toCustomer(row: CustomerRow) {
  return {
    id: entityId('CUSTOMER', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    title: row.title,
    name: row.title,
    ...addressOf(row),
    externalId: row.external_id === null ? null : entityId('CUSTOMER', row.external_id),
    additionalInfo: readJson(row.additional_info),
  };
}

export function isPublicInfo(additionalInfo: unknown): boolean {
  return isObject(additionalInfo) && additionalInfo.isPublic === true;
}

const COLUMNS = ['id', 'created_time', 'tenant_id', 'title', 'title_lc', 'is_public', ...ADDRESS_FIELDS, 'external_id', 'additional_info'];

export function createCustomerStore(db: DatabaseSync) {
  const rows = createTableRows<CustomerRow>(db, 'customer', COLUMNS);
  return {
    save: rows.save,
    findById: rows.findById,
    findByTitle: (tenantId: string, title: string) => rows.findInTenant('title', tenantId, title),
    countByTenant: rows.countByTenant,
    delete: rows.delete,
    findPage(tenantId: string, link: PageLink) {
      return findPage(
        db,
        {
          table: 'customer c',
          key: 'c.id',
          columns: 'c.*',
          where: ['c.tenant_id = ?'],
          params: [tenantId],
          search: ['c.title_lc LIKE ?'],
          sortable: {
            id: { sql: 'c.id' },
            createdTime: { sql: 'c.created_time' },
            title: { sql: 'c.title_lc' },
            ...addressSortColumns('c'),
          },
          entityClass: 'CustomerEntity',
        },
        link,
        (row) => toCustomer(row as unknown as CustomerRow),
      );
    },
  };
}

export type CustomerStore = ReturnType<typeof createCustomerStore>;

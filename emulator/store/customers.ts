import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { isObject, readJson } from '../lib/json.ts';
import type { PageLink } from '../http/page-link.ts';
import { ADDRESS_FIELDS, addressOf, addressSortColumns } from './address.ts';
import type { AddressRow } from './address.ts';
import { prepareCached } from '../db/statements.ts';
import { findPage } from './page-query.ts';

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
  return {
    save(row: CustomerRow): void {
      const values = [
        row.id, row.created_time, row.tenant_id, row.title, row.title.toLowerCase(), row.is_public,
        ...ADDRESS_FIELDS.map((field) => row[field]), row.external_id, row.additional_info,
      ];
      const updates = COLUMNS.slice(1).map((column) => `${column} = excluded.${column}`).join(', ');
      prepareCached(
        db,
        `INSERT INTO customer (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})
         ON CONFLICT (id) DO UPDATE SET ${updates}`,
      ).run(...values);
    },
    findById(id: string): CustomerRow | undefined {
      return prepareCached(db, 'SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined;
    },
    findByTitle(tenantId: string, title: string): CustomerRow | undefined {
      return prepareCached(db, 'SELECT * FROM customer WHERE tenant_id = ? AND title = ?').get(tenantId, title) as
        | CustomerRow
        | undefined;
    },
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM customer WHERE id = ?').run(id);
    },
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

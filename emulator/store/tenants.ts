import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import type { PageLink } from '../http/page-link.ts';
import { ADDRESS_FIELDS, addressOf, addressSortColumns } from './address.ts';
import type { AddressRow } from './address.ts';
import { prepareCached } from '../db/statements.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';
import type { ListQuery } from './page-query.ts';

export interface TenantRow extends AddressRow {
  id: string;
  created_time: number;
  title: string;
  region: string | null;
  tenant_profile_id: string;
  additional_info: string | null;
  tenant_profile_name?: string | null;
}

export function toTenant(row: TenantRow) {
  return {
    id: entityId('TENANT', row.id),
    createdTime: row.created_time,
    title: row.title,
    name: row.title,
    region: row.region,
    tenantProfileId: entityId('TENANT_PROFILE', row.tenant_profile_id),
    ...addressOf(row),
    additionalInfo: readJson(row.additional_info),
  };
}

export function toTenantInfo(row: TenantRow) {
  return { ...toTenant(row), tenantProfileName: row.tenant_profile_name ?? null };
}

function tenantList(infos: boolean): ListQuery {
  const sortable: ListQuery['sortable'] = {
    id: { sql: 't.id' },
    createdTime: { sql: 't.created_time' },
    title: { sql: 't.title_lc' },
    ...addressSortColumns('t'),
  };
  if (infos) sortable.tenantProfileName = { sql: 'p.name_lc', nullable: true, joined: true };
  return {
    table: 'tenant t',
    key: 't.id',
    joins: infos ? 'LEFT JOIN tenant_profile p ON p.id = t.tenant_profile_id' : '',
    columns: infos ? 't.*, p.name AS tenant_profile_name' : 't.*',
    where: [],
    params: [],
    search: ['t.title_lc LIKE ?'],
    sortable,
    entityClass: infos ? 'TenantInfoEntity' : 'TenantEntity',
  };
}

const COLUMNS = ['id', 'created_time', 'title', 'title_lc', 'region', 'tenant_profile_id', ...ADDRESS_FIELDS, 'additional_info'];

export function createTenantStore(db: DatabaseSync) {
  const rows = createTableRows<TenantRow>(db, 'tenant', COLUMNS, 2);
  return {
    /** Inserts or updates (the creation time stays). */
    save: rows.save,
    delete: rows.delete,
    findById(id: string): TenantRow | undefined {
      return prepareCached(
        db,
        'SELECT t.*, p.name AS tenant_profile_name FROM tenant t LEFT JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = ?',
      ).get(id) as TenantRow | undefined;
    },
    findPage(link: PageLink, infos: boolean) {
      return findPage(db, tenantList(infos), link, (row) =>
        infos ? toTenantInfo(row as unknown as TenantRow) : toTenant(row as unknown as TenantRow),
      );
    },
  };
}

export type TenantStore = ReturnType<typeof createTenantStore>;

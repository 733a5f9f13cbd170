import type { DatabaseSync } from 'node:sqlite';
import { entityId } from '../lib/ids.ts';
import { isObject, readJson, writeJson } from '../lib/json.ts';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { findPage } from './page-query.ts';
import type { ListQuery } from './page-query.ts';
import { PROFILE_SORTABLE } from './profile-rows.ts';
import { columnValues, createTableRows, insertSql } from './table-rows.ts';

export interface TenantProfileRow {
  id: string;
  created_time: number;
  name: string;
  description: string | null;
  is_default: number;
  isolated_tb_rule_engine: number;
  profile_data: string | null;
}

export function toTenantProfile(row: TenantProfileRow) {
  return {
    id: entityId('TENANT_PROFILE', row.id),
    createdTime: row.created_time,
    name: row.name,
    description: row.description,
    default: row.is_default === 1,
    isolatedTbRuleEngine: row.isolated_tb_rule_engine === 1,
    profileData: readJson(row.profile_data),
  };
}

export function toTenantProfileInfo(row: TenantProfileRow) {
  return { id: entityId('TENANT_PROFILE', row.id), name: row.name };
}

const PROFILE_LIST: ListQuery = {
  table: 'tenant_profile p',
  key: 'p.id',
  columns: 'p.*',
  where: [],
  params: [],
  search: ['p.name_lc LIKE ?'],
  sortable: PROFILE_SORTABLE,
  entityClass: 'TenantProfileEntity',
};

const COLUMNS = ['id', 'created_time', 'name', 'name_lc', 'description', 'is_default', 'isolated_tb_rule_engine', 'profile_data'];

export function createTenantProfileStore(db: DatabaseSync) {
  const rows = createTableRows<TenantProfileRow>(db, 'tenant_profile', COLUMNS, 2);
  return {
    insert(row: TenantProfileRow): void {
      prepareCached(db, insertSql('tenant_profile', COLUMNS)).run(...columnValues(row, COLUMNS));
    },
    /** Inserts or updates (the creation time stays); a duplicate name raises SQLite's UNIQUE constraint error. */
    save: rows.save,
    delete: rows.delete,
    /** Moves the platform-wide default flag to the given profile. */
    setDefault(id: string): void {
      prepareCached(db, 'UPDATE tenant_profile SET is_default = (id = ?)').run(id);
    },
    findByName(name: string): TenantProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM tenant_profile WHERE name = ?').get(name) as TenantProfileRow | undefined;
    },
    countTenants(id: string): number {
      const row = prepareCached(db, 'SELECT count(*) AS n FROM tenant WHERE tenant_profile_id = ?').get(id) as { n: number };
      return Number(row.n);
    },
    findPage(link: PageLink) {
      return findPage(db, PROFILE_LIST, link, (row) => toTenantProfile(row as unknown as TenantProfileRow));
    },
    /** `PageData<EntityInfo>`: sortable by id and name only. */
    findInfoPage(link: PageLink) {
      const query: ListQuery = {
        ...PROFILE_LIST,
        sortable: { id: PROFILE_LIST.sortable.id, name: PROFILE_LIST.sortable.name },
      };
      return findPage(db, query, link, (row) => toTenantProfileInfo(row as unknown as TenantProfileRow));
    },
    findById: rows.findById,
    findDefault(): TenantProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM tenant_profile WHERE is_default = 1').get() as TenantProfileRow | undefined;
    },
    /** Sets one member of profileData.configuration (e.g. tenantServerRestLimitsConfiguration). */
    setConfigurationValue(id: string, name: string, value: unknown): void {
      const row = rows.findById(id);
      if (!row) return;
      const data = readJson(row.profile_data);
      const profileData = isObject(data) ? data : {};
      const configuration = isObject(profileData.configuration) ? profileData.configuration : { type: 'DEFAULT' };
      configuration[name] = value;
      profileData.configuration = configuration;
      prepareCached(db, 'UPDATE tenant_profile SET profile_data = ? WHERE id = ?').run(writeJson(profileData), id);
    },
    /** The configuration member of the profile assigned to a tenant, read on every rate-limited request. */
    configurationValueOfTenant(tenantId: string, name: string): unknown {
      const row = prepareCached(
        db,
        `SELECT json_extract(p.profile_data, '$.configuration.' || ?) AS value
         FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = ?`,
      ).get(name, tenantId) as { value: unknown } | undefined;
      return row?.value ?? null;
    },
  };
}

export type TenantProfileStore = ReturnType<typeof createTenantProfileStore>;

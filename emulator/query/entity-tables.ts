import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';

export type Row = Record<string, unknown>;

/**
 * Reads one entity field from a row. `sortSql`, when set, is an SQL expression that orders rows exactly as the
 * engine orders the field's values (numbers, or text lower-cased by JavaScript in a `*_lc` column).
 */
export type FieldReader = ((row: Row) => unknown) & { sortSql?: string };

/**
 * How the query engine finds one entity type in the database. Adding an entity type to the
 * entity query API means adding one entry to ENTITY_TABLES.
 */
export interface EntityTable {
  entityType: string;
  table: string;
  /** Lower-cased column matched by name filters (name, title or e-mail). */
  searchColumn: string;
  /** Column holding the owning tenant; `id` for the tenant itself. */
  tenantColumn: string;
  /** Condition (one `?` = the caller's customer id) limiting what a customer user sees; null: nothing. */
  customerCondition: string | null;
  /** Column compared by the `*Type` filters (device type, asset type …). */
  typeColumn?: string;
  /** Entity fields the platform exposes for this type (contract 7.1). */
  fields: Record<string, FieldReader>;
  /** Computed columns selected along with the row (`<expression> AS <alias>`), for fields stored elsewhere. */
  extraColumns?: string;
}

const column = (name: string, sortSql?: string): FieldReader =>
  Object.assign((row: Row) => row[name] ?? null, { sortSql });
const CREATED_TIME = column('created_time', 'created_time');
const constant = (value: string): FieldReader => () => value;

const ADDRESS = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'] as const;
const addressFields = () => Object.fromEntries(ADDRESS.map((name) => [name, column(name)]));

function named(entityType: string, extra: Record<string, FieldReader> = {}): Record<string, FieldReader> {
  return {
    createdTime: CREATED_TIME,
    entityType: constant(entityType),
    name: column('name', 'name_lc'),
    additionalInfo: column('additional_info'),
    ...extra,
  };
}

/** Devices, assets and entity views: a name, a type, a label, and `title` as an alias of `name`. */
function typed(entityType: string, withLabel: boolean): Record<string, FieldReader> {
  return named(entityType, {
    type: column('type'),
    title: column('name', 'name_lc'),
    ...(withLabel ? { label: column('label', 'label_lc') } : {}),
  });
}

function titled(entityType: string, extra: Record<string, FieldReader> = {}): Record<string, FieldReader> {
  return {
    createdTime: CREATED_TIME,
    entityType: constant(entityType),
    title: column('title', 'title_lc'),
    name: column('title', 'title_lc'),
    label: column('title', 'title_lc'),
    ...addressFields(),
    additionalInfo: column('additional_info'),
    ...extra,
  };
}

const OWNED_BY_CUSTOMER = 'customer_id = ?';

export const ENTITY_TABLES: EntityTable[] = [
  {
    entityType: 'DEVICE', table: 'device', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: OWNED_BY_CUSTOMER, typeColumn: 'type', fields: typed('DEVICE', true),
  },
  {
    entityType: 'ASSET', table: 'asset', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: OWNED_BY_CUSTOMER, typeColumn: 'type', fields: typed('ASSET', true),
  },
  {
    entityType: 'ENTITY_VIEW', table: 'entity_view', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: OWNED_BY_CUSTOMER, typeColumn: 'type', fields: typed('ENTITY_VIEW', false),
  },
  {
    entityType: 'EDGE', table: 'edge', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: OWNED_BY_CUSTOMER, typeColumn: 'type', fields: named('EDGE'),
  },
  {
    entityType: 'CUSTOMER', table: 'customer', searchColumn: 'title_lc', tenantColumn: 'tenant_id',
    customerCondition: 'id = ?', fields: titled('CUSTOMER'),
  },
  {
    entityType: 'TENANT', table: 'tenant', searchColumn: 'title_lc', tenantColumn: 'id',
    customerCondition: null, fields: titled('TENANT', { region: column('region') }),
  },
  {
    entityType: 'USER', table: 'tb_user', searchColumn: 'email_lc', tenantColumn: 'tenant_id',
    customerCondition: OWNED_BY_CUSTOMER,
    fields: {
      createdTime: CREATED_TIME,
      entityType: constant('USER'),
      firstName: column('first_name'),
      lastName: column('last_name'),
      email: column('email', 'email_lc'),
      name: column('email', 'email_lc'),
      label: column('email', 'email_lc'),
      title: column('email', 'email_lc'),
      additionalInfo: column('additional_info'),
    },
  },
  {
    entityType: 'DASHBOARD', table: 'dashboard', searchColumn: 'title_lc', tenantColumn: 'tenant_id',
    customerCondition: 'id IN (SELECT dashboard_id FROM dashboard_customer WHERE customer_id = ?)',
    fields: {
      createdTime: CREATED_TIME, entityType: constant('DASHBOARD'),
      title: column('title', 'title_lc'), name: column('title', 'title_lc'),
    },
  },
  {
    entityType: 'RULE_CHAIN', table: 'rule_chain', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: null, fields: named('RULE_CHAIN'),
  },
  {
    entityType: 'DEVICE_PROFILE', table: 'device_profile', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: null,
    fields: { createdTime: CREATED_TIME, name: column('name', 'name_lc'), type: column('type') },
  },
  {
    entityType: 'ASSET_PROFILE', table: 'asset_profile', searchColumn: 'name_lc', tenantColumn: 'tenant_id',
    customerCondition: null, fields: { createdTime: CREATED_TIME, name: column('name', 'name_lc') },
  },
  {
    entityType: 'WIDGETS_BUNDLE', table: 'widgets_bundle', searchColumn: 'title_lc', tenantColumn: 'tenant_id',
    customerCondition: null,
    fields: { createdTime: CREATED_TIME, entityType: constant('WIDGETS_BUNDLE'), name: column('title', 'title_lc') },
  },
  {
    entityType: 'API_USAGE_STATE', table: 'api_usage_state', searchColumn: 'entity_id', tenantColumn: 'tenant_id',
    customerCondition: "entity_type = 'CUSTOMER' AND entity_id = ?",
    // A usage state is named after its tenant or customer.
    extraColumns:
      'COALESCE((SELECT title FROM tenant WHERE tenant.id = api_usage_state.entity_id), ' +
      '(SELECT title FROM customer WHERE customer.id = api_usage_state.entity_id)) AS owner_title',
    fields: { createdTime: CREATED_TIME, entityType: constant('API_USAGE_STATE'), name: column('owner_title') },
  },
];

const BY_TYPE = new Map(ENTITY_TABLES.map((table) => [table.entityType, table]));

const existing = new WeakMap<DatabaseSync, Map<string, boolean>>();

/** Entity tables of other areas may not exist yet; such types simply match nothing. */
function tableExists(db: DatabaseSync, table: string, searchColumn: string): boolean {
  let known = existing.get(db);
  if (!known) existing.set(db, (known = new Map()));
  let exists = known.get(table);
  if (exists === undefined) {
    const columns = prepareCached(db, 'SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[];
    exists = columns.some((c) => c.name === searchColumn);
    if (exists) known.set(table, exists);
  }
  return exists;
}

export function entityTable(db: DatabaseSync, entityType: string): EntityTable | undefined {
  const table = BY_TYPE.get(entityType);
  return table && tableExists(db, table.table, table.searchColumn) ? table : undefined;
}

import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { NULL_UUID } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { nullableRef, ref } from './entity-ref.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export interface WidgetsBundleRow {
  id: string;
  created_time: number;
  tenant_id: string;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
  external_id: string | null;
}

export interface WidgetTypeRow {
  id: string;
  created_time: number;
  tenant_id: string;
  bundle_alias: string;
  alias: string;
  name: string;
  image: string | null;
  description: string | null;
  descriptor: string;
}

export function toWidgetsBundle(row: WidgetsBundleRow) {
  return {
    id: ref('WIDGETS_BUNDLE', row.id),
    createdTime: row.created_time,
    tenantId: ref('TENANT', row.tenant_id),
    alias: row.alias,
    title: row.title,
    image: row.image,
    description: row.description,
    externalId: nullableRef('WIDGETS_BUNDLE', row.external_id),
    name: row.title,
  };
}

function baseWidgetType(row: WidgetTypeRow) {
  return {
    id: ref('WIDGET_TYPE', row.id),
    createdTime: row.created_time,
    tenantId: ref('TENANT', row.tenant_id),
    bundleAlias: row.bundle_alias,
    alias: row.alias,
    name: row.name,
  };
}

export function toWidgetType(row: WidgetTypeRow) {
  return { ...baseWidgetType(row), descriptor: readJson(row.descriptor) };
}

export function toWidgetTypeDetails(row: WidgetTypeRow) {
  return { ...toWidgetType(row), image: row.image, description: row.description };
}

export function toWidgetTypeInfo(row: WidgetTypeRow) {
  const descriptor = readJson(row.descriptor) as { type?: unknown } | null;
  return {
    ...baseWidgetType(row),
    image: row.image,
    description: row.description,
    widgetType: typeof descriptor?.type === 'string' ? descriptor.type : null,
  };
}

const BUNDLE_COLUMNS = ['id', 'created_time', 'tenant_id', 'alias', 'title', 'title_lc', 'image', 'description', 'external_id'];
const TYPE_COLUMNS = ['id', 'created_time', 'tenant_id', 'bundle_alias', 'alias', 'name', 'image', 'description', 'descriptor'];

export function createWidgetStore(db: DatabaseSync) {
  const bundles = createTableRows<WidgetsBundleRow>(db, 'widgets_bundle', BUNDLE_COLUMNS);
  const types = createTableRows<WidgetTypeRow>(db, 'widget_type', TYPE_COLUMNS);
  return {
    saveBundle: bundles.save,
    findBundleById: bundles.findById,
    findBundleByAlias: (tenantId: string, alias: string) => bundles.findInTenant('alias', tenantId, alias),
    /** Deleting a bundle deletes its widget types. */
    deleteBundle(row: WidgetsBundleRow): void {
      prepareCached(db, 'DELETE FROM widget_type WHERE tenant_id = ? AND bundle_alias = ?').run(row.tenant_id, row.alias);
      prepareCached(db, 'DELETE FROM widgets_bundle WHERE id = ?').run(row.id);
    },
    /** The sysadmin sees system bundles; tenant users see system bundles plus their tenant's. */
    findBundlePage(tenantId: string | null, link: PageLink) {
      const where = tenantId === null ? ['b.tenant_id = ?'] : ['b.tenant_id IN (?, ?)'];
      const params: SQLInputValue[] = tenantId === null ? [NULL_UUID] : [NULL_UUID, tenantId];
      return findPage(
        db,
        {
          table: 'widgets_bundle b', key: 'b.id', columns: 'b.*', where, params, search: ['b.title_lc LIKE ?'],
          sortable: {
            id: { sql: 'b.id' },
            createdTime: { sql: 'b.created_time' },
            title: { sql: 'b.title_lc' },
            tenantId: { sql: 'b.tenant_id' },
          },
          entityClass: 'WidgetsBundleEntity',
        },
        link,
        (row) => toWidgetsBundle(row as unknown as WidgetsBundleRow),
      );
    },
    allBundles(tenantId: string | null): WidgetsBundleRow[] {
      const sql = tenantId === null
        ? 'SELECT * FROM widgets_bundle WHERE tenant_id = ? ORDER BY id'
        : 'SELECT * FROM widgets_bundle WHERE tenant_id IN (?, ?) ORDER BY id';
      const params = tenantId === null ? [NULL_UUID] : [NULL_UUID, tenantId];
      return prepareCached(db, sql).all(...params) as unknown as WidgetsBundleRow[];
    },
    saveType: types.save,
    findTypeById: types.findById,
    findType(tenantId: string, bundleAlias: string, alias: string): WidgetTypeRow | undefined {
      return prepareCached(db, 'SELECT * FROM widget_type WHERE tenant_id = ? AND bundle_alias = ? AND alias = ?').get(
        tenantId, bundleAlias, alias,
      ) as WidgetTypeRow | undefined;
    },
    typesOfBundle(tenantId: string, bundleAlias: string): WidgetTypeRow[] {
      return prepareCached(db, 'SELECT * FROM widget_type WHERE tenant_id = ? AND bundle_alias = ? ORDER BY id').all(
        tenantId, bundleAlias,
      ) as unknown as WidgetTypeRow[];
    },
    deleteType: types.delete,
  };
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;

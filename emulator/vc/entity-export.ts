import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { entityTable } from '../query/entity-tables.ts';
import type { Row } from '../query/entity-tables.ts';
import { toAssetProfile } from '../store/asset-profiles.ts';
import type { AssetProfileRow } from '../store/asset-profiles.ts';
import { toAsset } from '../store/assets.ts';
import type { AssetRow } from '../store/assets.ts';
import { toCustomer } from '../store/customers.ts';
import { toDashboard } from '../store/dashboards.ts';
import type { DashboardInfoRow } from '../store/dashboards.ts';
import type { CustomerRow } from '../store/customers.ts';
import { toDeviceCredentials } from '../store/device-credentials.ts';
import type { DeviceCredentialsRow } from '../store/device-credentials.ts';
import { toDeviceProfile } from '../store/device-profiles.ts';
import type { DeviceProfileRow } from '../store/device-profiles.ts';
import { toDevice } from '../store/devices.ts';
import type { DeviceRow } from '../store/devices.ts';
import { toEntityView } from '../store/entity-views.ts';
import type { EntityViewRow } from '../store/entity-views.ts';
import { fromColumns, nativeValue } from '../telemetry/values.ts';
import type { KvColumns } from '../telemetry/values.ts';

/** Entity types the platform's version control handles (3.4). */
export const VC_ENTITY_TYPES = [
  'CUSTOMER', 'ASSET', 'RULE_CHAIN', 'DASHBOARD', 'DEVICE_PROFILE', 'ASSET_PROFILE', 'DEVICE', 'ENTITY_VIEW', 'WIDGETS_BUNDLE',
];

const CONVERTERS: Record<string, (row: Row) => unknown> = {
  DEVICE: (row) => toDevice(row as unknown as DeviceRow),
  ASSET: (row) => toAsset(row as unknown as AssetRow),
  ENTITY_VIEW: (row) => toEntityView(row as unknown as EntityViewRow),
  CUSTOMER: (row) => toCustomer(row as unknown as CustomerRow),
  // Assignments to customers are not part of a version.
  DASHBOARD: (row) => toDashboard({ ...(row as unknown as DashboardInfoRow), ever_assigned: 0, assigned_json: '[]' }),
  DEVICE_PROFILE: (row) => toDeviceProfile(row as unknown as DeviceProfileRow),
  ASSET_PROFILE: (row) => toAssetProfile(row as unknown as AssetProfileRow),
};

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Types without a JSON mapper of their own are exported column by column. */
function genericJson(entityType: string, row: Row): Record<string, unknown> {
  const json: Record<string, unknown> = { id: { entityType, id: row.id } };
  for (const [column, value] of Object.entries(row)) {
    if (column === 'id' || column.endsWith('_lc')) continue;
    json[camel(column)] = value;
  }
  return json;
}

export interface ExportOptions {
  saveRelations: boolean;
  saveAttributes: boolean;
  saveCredentials: boolean;
}

export interface ExportedEntity {
  entityType: string;
  /** The id the entity is versioned under: its external id when it came from another tenant, else its id. */
  externalId: string;
  data: Record<string, unknown>;
}

function attributesOf(db: DatabaseSync, id: string) {
  const rows = prepareCached(
    db,
    'SELECT scope, key, bool_v, long_v, dbl_v, str_v, json_v, last_update_ts FROM attribute_kv WHERE entity_id = ? ORDER BY scope, key',
  ).all(id) as unknown as (KvColumns & { scope: string; key: string; last_update_ts: number })[];
  const byScope: Record<string, unknown[]> = {};
  for (const row of rows) {
    (byScope[row.scope] ??= []).push({ key: row.key, value: nativeValue(fromColumns(row)), lastUpdateTs: row.last_update_ts });
  }
  return byScope;
}

function relationsOf(db: DatabaseSync, id: string) {
  const rows = prepareCached(
    db,
    `SELECT from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info FROM relation
     WHERE (from_id = ? OR to_id = ?) ORDER BY from_id, to_id, relation_type`,
  ).all(id, id) as Record<string, string | null>[];
  return rows.map((row) => ({
    from: { entityType: row.from_type, id: row.from_id },
    to: { entityType: row.to_type, id: row.to_id },
    type: row.relation_type,
    typeGroup: row.relation_type_group,
    additionalInfo: row.additional_info === null ? null : JSON.parse(row.additional_info),
  }));
}

function credentialsOf(db: DatabaseSync, deviceId: string) {
  const row = prepareCached(db, 'SELECT * FROM device_credentials WHERE device_id = ?').get(deviceId) as DeviceCredentialsRow | undefined;
  return row ? toDeviceCredentials(row) : null;
}

export function exportRow(db: DatabaseSync, entityType: string, row: Row, options: ExportOptions): ExportedEntity {
  const id = String(row.id);
  const convert = CONVERTERS[entityType] ?? ((r: Row) => genericJson(entityType, r));
  const data: Record<string, unknown> = { entityType, entity: convert(row) };
  if (options.saveRelations) data.relations = relationsOf(db, id);
  if (options.saveAttributes) data.attributes = attributesOf(db, id);
  if (options.saveCredentials && entityType === 'DEVICE') data.credentials = credentialsOf(db, id);
  const externalId = typeof row.external_id === 'string' ? row.external_id : id;
  return { entityType, externalId, data };
}

/** The tenant's entities of one type, all or only the listed ids. */
export function tenantRows(db: DatabaseSync, tenantId: string, entityType: string, ids: string[] | null): Row[] {
  const table = entityTable(db, entityType);
  if (!table) return [];
  const idFilter = ids === null ? '' : ' AND id IN (SELECT value FROM json_each(?))';
  const sql = `SELECT * FROM ${table.table} WHERE ${table.tenantColumn} = ?${idFilter} ORDER BY id`;
  return prepareCached(db, sql).all(tenantId, ...(ids === null ? [] : [JSON.stringify(ids)])) as Row[];
}

export function findTenantRow(db: DatabaseSync, tenantId: string, entityType: string, id: string): Row | undefined {
  return tenantRows(db, tenantId, entityType, [id])[0];
}

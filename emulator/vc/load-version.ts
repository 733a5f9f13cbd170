import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { transaction } from '../db/open.ts';
import { prepareCached } from '../db/statements.ts';
import { entityTable } from '../query/entity-tables.ts';
import type { Row } from '../query/entity-tables.ts';
import { auditData, auditEntityAction } from '../services/audit-log.ts';
import type { AuditTarget } from '../services/audit-log.ts';
import { customerTarget, deviceTarget } from '../services/audit-targets.ts';
import { deleteAsset, saveAsset } from '../services/assets.ts';
import { deleteCustomer, saveCustomer } from '../services/customers.ts';
import { deleteDashboard, saveDashboard } from '../services/dashboards.ts';
import type { AssetRow } from '../store/assets.ts';
import type { CustomerRow } from '../store/customers.ts';
import type { DashboardInfoRow } from '../store/dashboards.ts';
import type { DeviceRow } from '../store/devices.ts';
import { saveDevice } from '../services/devices.ts';
import { attributeValue, toColumns } from '../telemetry/values.ts';
import { withoutAutoCommit } from './auto-commit.ts';
import { exportRow, findTenantRow, tenantRows } from './entity-export.ts';
import type { SnapshotEntry, VcStore } from './vc-store.ts';

export interface LoadOptions {
  loadRelations: boolean;
  loadAttributes: boolean;
  loadCredentials: boolean;
}

export interface EntityTypeLoadConfig extends LoadOptions {
  removeOtherEntities: boolean;
  findExistingEntityByName: boolean;
}

export type VersionLoadRequest =
  | { type: 'SINGLE_ENTITY'; versionId: string; externalEntityId: { entityType: string; id: string }; config: LoadOptions }
  | { type: 'ENTITY_TYPE'; versionId: string; entityTypes: Record<string, EntityTypeLoadConfig> };

interface TypeCount {
  entityType: string;
  created: number;
  updated: number;
  deleted: number;
}

/** `VersionLoadResult`: null members are left out. */
export type VersionLoadResult =
  | { done: false }
  | { result: TypeCount[]; done: true }
  | { error: { type: string; source: unknown; target: unknown; message: string }; done: true };

export class LoadError extends Error {
  readonly type: string;
  readonly source: { entityType: string; id: string } | null;

  constructor(type: string, source: { entityType: string; id: string } | null, message: string) {
    super(message);
    this.type = type;
    this.source = source;
  }
}

type Saver = (ctx: EmulatorContext, caller: Caller, body: Record<string, unknown>) => Row;
type Deleter = (ctx: EmulatorContext, id: string) => void;

/** Entity types the emulator can load back, through the same save logic as their REST endpoints. */
interface Importer {
  save: Saver;
  remove: Deleter;
  /** Drops references to entities that do not exist in this tenant. */
  references: (ctx: EmulatorContext, body: Record<string, unknown>) => void;
  target: (row: Row) => AuditTarget;
}

/** Clears id references (customer, profile) that point at nothing in this tenant, so the save resolves defaults. */
function dropMissing(body: Record<string, unknown>, member: string, exists: (id: string) => boolean): void {
  const ref = body[member] as { id?: string } | null | undefined;
  if (ref?.id && !exists(ref.id)) delete body[member];
}

const ownedTarget = (entityType: string, row: Row): AuditTarget => ({
  entityType, id: String(row.id), name: String(row.name ?? row.title ?? ''), customerId: row.customer_id as string | undefined,
});

const IMPORTERS: Record<string, Importer> = {
  DEVICE: {
    target: (row) => deviceTarget(row as unknown as DeviceRow),
    save: (ctx, caller, body) => saveDevice(ctx, caller, body, undefined) as unknown as Row,
    remove: (ctx, id) => ctx.stores.devices.delete(id),
    references(ctx, body) {
      dropMissing(body, 'customerId', (id) => ctx.stores.customers.findById(id) !== undefined);
      dropMissing(body, 'deviceProfileId', (id) => ctx.stores.deviceProfiles.findById(id) !== undefined);
    },
  },
  ASSET: {
    target: (row) => ownedTarget('ASSET', row),
    save: (ctx, caller, body) => saveAsset(ctx, caller, body) as unknown as Row,
    remove: (ctx, id) => {
      const asset = ctx.stores.assets.findById(id);
      if (asset) deleteAsset(ctx, asset as AssetRow);
    },
    references(ctx, body) {
      dropMissing(body, 'customerId', (id) => ctx.stores.customers.findById(id) !== undefined);
      dropMissing(body, 'assetProfileId', (id) => ctx.stores.assetProfiles.findById(id) !== undefined);
    },
  },
  CUSTOMER: {
    target: (row) => customerTarget(row as unknown as CustomerRow),
    save: (ctx, caller, body) => saveCustomer(ctx, caller, body) as unknown as Row,
    remove: (ctx, id) => deleteCustomer(ctx, id),
    references: () => {},
  },
  DASHBOARD: {
    target: (row) => ownedTarget('DASHBOARD', row),
    save: (ctx, caller, body) => saveDashboard(ctx, caller, body) as unknown as Row,
    remove: (ctx, id) => {
      const dashboard = ctx.stores.dashboards.findById(id);
      if (dashboard) deleteDashboard(ctx, dashboard as DashboardInfoRow);
    },
    references: () => {},
  },
};

function findExisting(ctx: EmulatorContext, tenantId: string, entry: SnapshotEntry, entity: Record<string, unknown>, byName: boolean): Row | undefined {
  const direct = findTenantRow(ctx.db, tenantId, entry.entityType, entry.externalId);
  if (direct) return direct;
  const table = entityTable(ctx.db, entry.entityType);
  if (!table) return undefined;
  const external = prepareCached(ctx.db, `SELECT * FROM ${table.table} WHERE ${table.tenantColumn} = ? AND external_id = ?`).get(
    tenantId,
    entry.externalId,
  ) as Row | undefined;
  if (external || !byName) return external;
  const name = typeof entity.name === 'string' ? entity.name : typeof entity.title === 'string' ? entity.title : null;
  if (name === null) return undefined;
  return prepareCached(ctx.db, `SELECT * FROM ${table.table} WHERE ${table.tenantColumn} = ? AND ${table.searchColumn} = ?`).get(
    tenantId,
    name.toLowerCase(),
  ) as Row | undefined;
}

function loadAttributes(ctx: EmulatorContext, entityId: string, attributes: unknown, now: number): void {
  if (typeof attributes !== 'object' || attributes === null) return;
  const upsert = prepareCached(
    ctx.db,
    `INSERT OR REPLACE INTO attribute_kv (entity_id, scope, key, bool_v, long_v, dbl_v, str_v, json_v, last_update_ts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [scope, list] of Object.entries(attributes as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    for (const item of list as { key?: unknown; value?: unknown }[]) {
      const kv = attributeValue(item.value);
      if (typeof item.key === 'string' && kv) upsert.run(entityId, scope, item.key, ...toColumns(kv), now);
    }
  }
}

function loadRelations(ctx: EmulatorContext, relations: unknown): void {
  if (!Array.isArray(relations)) return;
  const insert = prepareCached(
    ctx.db,
    `INSERT OR IGNORE INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type, additional_info)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const relation of relations as Record<string, any>[]) {
    const { from, to } = relation;
    const exists = (ref: { entityType?: string; id?: string }) => {
      const table = ref?.entityType ? entityTable(ctx.db, ref.entityType) : undefined;
      return table !== undefined && prepareCached(ctx.db, `SELECT 1 AS found FROM ${table.table} WHERE id = ?`).get(ref.id ?? '') !== undefined;
    };
    if (!exists(from) || !exists(to)) continue;
    const info = relation.additionalInfo === null || relation.additionalInfo === undefined ? null : JSON.stringify(relation.additionalInfo);
    insert.run(from.id, from.entityType, to.id, to.entityType, relation.typeGroup ?? 'COMMON', relation.type ?? '', info);
  }
}

function loadCredentials(ctx: EmulatorContext, deviceId: string, credentials: unknown): void {
  if (typeof credentials !== 'object' || credentials === null) return;
  const { credentialsType, credentialsId, credentialsValue } = credentials as Record<string, unknown>;
  if (typeof credentialsType !== 'string' || typeof credentialsId !== 'string') return;
  prepareCached(ctx.db, 'UPDATE device_credentials SET credentials_type = ?, credentials_id = ?, credentials_value = ? WHERE device_id = ?').run(
    credentialsType, credentialsId, typeof credentialsValue === 'string' ? credentialsValue : null, deviceId,
  );
}

/** Creates or updates one entity from its version data; returns whether it was created, updated or left alone. */
function loadEntity(
  ctx: EmulatorContext, caller: Caller, entry: SnapshotEntry, options: LoadOptions, byName: boolean, now: number,
): 'created' | 'updated' | 'unchanged' {
  const importer = IMPORTERS[entry.entityType];
  const source = { entityType: entry.entityType, id: entry.externalId };
  if (!importer) throw new LoadError('RUNTIME', source, `Loading ${entry.entityType} entities is not supported by the emulator`);
  const data = JSON.parse(entry.data ?? '{}') as Record<string, unknown>;
  const entity = { ...(data.entity as Record<string, unknown>) };
  const existing = findExisting(ctx, caller.tenantId, entry, entity, byName);
  const before = existing ? JSON.stringify(exportRow(ctx.db, entry.entityType, existing, NO_EXTRAS).data) : null;
  if (existing) entity.id = { entityType: entry.entityType, id: existing.id };
  else {
    delete entity.id;
    entity.externalId = source;
  }
  importer.references(ctx, entity);
  let saved: Row;
  try {
    saved = importer.save(ctx, caller, entity);
  } catch (error) {
    throw new LoadError('RUNTIME', source, (error as Error).message);
  }
  const id = String(saved.id);
  if (options.loadAttributes) loadAttributes(ctx, id, data.attributes, now);
  if (options.loadRelations) loadRelations(ctx, data.relations);
  if (options.loadCredentials && entry.entityType === 'DEVICE') loadCredentials(ctx, id, data.credentials);
  const after = exportRow(ctx.db, entry.entityType, saved, NO_EXTRAS).data;
  const outcome = !existing ? 'created' : before === JSON.stringify(after) ? 'unchanged' : 'updated';
  // Entities a version load creates or changes are audited like saves through their REST endpoints.
  if (outcome !== 'unchanged') {
    auditEntityAction(ctx, caller, importer.target(saved), outcome === 'created' ? 'ADDED' : 'UPDATED', auditData.entity(after.entity));
  }
  return outcome;
}

const NO_EXTRAS = { saveRelations: false, saveAttributes: false, saveCredentials: false };

/** Applies a version to the tenant's entities, all in one transaction (any failure changes nothing). */
export function loadVersion(ctx: EmulatorContext, store: VcStore, caller: Caller, request: VersionLoadRequest, now = Date.now()): TypeCount[] {
  return withoutAutoCommit(() => transaction(ctx.db, () => {
    const counts = new Map<string, TypeCount>();
    const count = (entityType: string) => {
      let entry = counts.get(entityType);
      if (!entry) counts.set(entityType, (entry = { entityType, created: 0, updated: 0, deleted: 0 }));
      return entry;
    };
    const apply = (entry: SnapshotEntry, options: LoadOptions, byName: boolean) => {
      const outcome = loadEntity(ctx, caller, entry, options, byName, now);
      const tally = count(entry.entityType);
      if (outcome !== 'unchanged') tally[outcome]++;
    };
    if (request.type === 'SINGLE_ENTITY') {
      const { entityType, id } = request.externalEntityId;
      const entry = store.snapshot(request.versionId, entityType).find((item) => item.externalId === id);
      if (!entry) throw new LoadError('RUNTIME', { entityType, id }, `Entity ${entityType} with id [${id}] is not found in the version`);
      apply(entry, request.config, false);
      return [...counts.values()];
    }
    for (const [entityType, config] of Object.entries(request.entityTypes)) {
      count(entityType);
      const entries = store.snapshot(request.versionId, entityType);
      const kept = new Set<string>();
      for (const entry of entries) {
        apply(entry, config, config.findExistingEntityByName);
        const loaded = findExisting(ctx, caller.tenantId, entry, JSON.parse(entry.data ?? '{}').entity ?? {}, config.findExistingEntityByName);
        if (loaded) kept.add(String(loaded.id));
      }
      if (!config.removeOtherEntities) continue;
      const importer = IMPORTERS[entityType];
      for (const row of tenantRows(ctx.db, caller.tenantId, entityType, null)) {
        if (kept.has(String(row.id)) || !importer) continue;
        importer.remove(ctx, String(row.id));
        auditEntityAction(ctx, caller, importer.target(row), 'DELETED', auditData.entityId(String(row.id)));
        count(entityType).deleted++;
      }
    }
    return [...counts.values()];
  }));
}

import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { entityId, nullableEntityId } from '../lib/ids.ts';
import type { EntityType } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { createOwnedStore } from './owned-entities.ts';
import type { OwnedInfoColumns, OwnedRow } from './owned-entities.ts';
import { ownerInfo } from './owned-json.ts';

export interface EntityViewRow extends OwnedRow {
  entity_type: string;
  entity_id: string;
  keys: string | null;
  start_ts: number;
  end_ts: number;
  external_id: string | null;
  additional_info: string | null;
}

export function toEntityView(row: EntityViewRow) {
  return {
    id: entityId('ENTITY_VIEW', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    entityId: entityId(row.entity_type as EntityType, row.entity_id),
    name: row.name,
    type: row.type,
    keys: readJson(row.keys),
    startTimeMs: row.start_ts,
    endTimeMs: row.end_ts,
    externalId: nullableEntityId('ENTITY_VIEW', row.external_id),
    additionalInfo: readJson(row.additional_info),
  };
}

export function toEntityViewInfo(row: EntityViewRow & OwnedInfoColumns) {
  return { ...toEntityView(row), ...ownerInfo(row) };
}

export function createEntityViewStore(db: DatabaseSync) {
  const store = createOwnedStore<EntityViewRow>(db, {
    table: 'entity_view',
    alias: 'v',
    entityType: 'ENTITY_VIEW',
    columns: [
      'id', 'created_time', 'tenant_id', 'customer_id', 'entity_type', 'entity_id', 'name', 'name_lc', 'type', 'keys',
      'start_ts', 'end_ts', 'external_id', 'additional_info',
    ],
    hasLabel: false,
    entityClass: 'EntityViewEntity',
    infoEntityClass: 'EntityViewInfoEntity',
    toJson: toEntityView,
    toInfoJson: toEntityViewInfo,
  });
  return {
    ...store,
    /** Whether any entity view shows the given device or asset (those then cannot be deleted). */
    existsForEntity(entityIdValue: string): boolean {
      return prepareCached(db, 'SELECT 1 FROM entity_view WHERE entity_id = ? LIMIT 1').get(entityIdValue) !== undefined;
    },
  };
}

export type EntityViewStore = ReturnType<typeof createEntityViewStore>;

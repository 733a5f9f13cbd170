import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import { entityId, nullableEntityId } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { createOwnedStore } from './owned-entities.ts';
import type { OwnedInfoColumns, OwnedRow } from './owned-entities.ts';
import { ownerInfo } from './owned-json.ts';

export interface EdgeRow extends OwnedRow {
  root_rule_chain_id: string | null;
  label: string | null;
  routing_key: string;
  secret: string;
  additional_info: string | null;
}

export function toEdge(row: EdgeRow) {
  return {
    id: entityId('EDGE', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    customerId: entityId('CUSTOMER', row.customer_id),
    rootRuleChainId: nullableEntityId('RULE_CHAIN', row.root_rule_chain_id),
    name: row.name,
    type: row.type,
    label: row.label,
    routingKey: row.routing_key,
    secret: row.secret,
    additionalInfo: readJson(row.additional_info),
  };
}

export function toEdgeInfo(row: EdgeRow & OwnedInfoColumns) {
  return { ...toEdge(row), ...ownerInfo(row) };
}

export function createEdgeStore(db: DatabaseSync) {
  const store = createOwnedStore<EdgeRow>(db, {
    table: 'edge',
    alias: 'e',
    entityType: 'EDGE',
    columns: [
      'id', 'created_time', 'tenant_id', 'customer_id', 'root_rule_chain_id', 'name', 'name_lc', 'type', 'label',
      'label_lc', 'routing_key', 'secret', 'additional_info',
    ],
    hasLabel: true,
    entityClass: 'EdgeEntity',
    infoEntityClass: 'EdgeInfoEntity',
    toJson: toEdge,
    toInfoJson: toEdgeInfo,
  });
  return {
    ...store,
    findByRoutingKey(routingKey: string): EdgeRow | undefined {
      return prepareCached(db, 'SELECT * FROM edge WHERE routing_key = ?').get(routingKey) as EdgeRow | undefined;
    },
    setRootRuleChain(id: string, ruleChainId: string): void {
      prepareCached(db, 'UPDATE edge SET root_rule_chain_id = ? WHERE id = ?').run(ruleChainId, id);
    },
  };
}

export type EdgeStore = ReturnType<typeof createEdgeStore>;

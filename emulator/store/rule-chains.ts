import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { nullableRef, ref } from './entity-ref.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export interface RuleChainRow {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  type: string;
  first_rule_node_id: string | null;
  root: number;
  debug_mode: number;
  configuration: string | null;
  external_id: string | null;
  additional_info: string | null;
  /** Metadata connections `[{fromIndex, toIndex, type}]` as JSON; indexes follow rule_node.position. */
  connections: string | null;
  rule_chain_connections: string | null;
}

export interface RuleNodeRow {
  id: string;
  created_time: number;
  rule_chain_id: string;
  position: number;
  type: string;
  name: string;
  debug_mode: number;
  configuration: string | null;
  additional_info: string | null;
}

export function toRuleChain(row: RuleChainRow) {
  return {
    id: ref('RULE_CHAIN', row.id),
    createdTime: row.created_time,
    tenantId: ref('TENANT', row.tenant_id),
    name: row.name,
    type: row.type,
    firstRuleNodeId: nullableRef('RULE_NODE', row.first_rule_node_id),
    root: row.root === 1,
    debugMode: row.debug_mode === 1,
    configuration: readJson(row.configuration),
    externalId: nullableRef('RULE_CHAIN', row.external_id),
    additionalInfo: readJson(row.additional_info),
  };
}

export function toRuleNode(row: RuleNodeRow) {
  return {
    id: ref('RULE_NODE', row.id),
    createdTime: row.created_time,
    ruleChainId: ref('RULE_CHAIN', row.rule_chain_id),
    type: row.type,
    name: row.name,
    debugMode: row.debug_mode === 1,
    configuration: readJson(row.configuration),
    additionalInfo: readJson(row.additional_info),
  };
}

export function toRuleChainMetaData(chain: RuleChainRow, nodes: RuleNodeRow[]) {
  const first = nodes.findIndex((node) => node.id === chain.first_rule_node_id);
  return {
    ruleChainId: ref('RULE_CHAIN', chain.id),
    firstNodeIndex: first < 0 ? null : first,
    nodes: nodes.map(toRuleNode),
    connections: readJson(chain.connections) ?? [],
    ruleChainConnections: readJson(chain.rule_chain_connections),
  };
}

const CHAIN_COLUMNS = [
  'id', 'created_time', 'tenant_id', 'name', 'name_lc', 'type', 'first_rule_node_id', 'root', 'debug_mode',
  'configuration', 'external_id', 'additional_info', 'connections', 'rule_chain_connections',
];
const NODE_COLUMNS = [
  'id', 'created_time', 'rule_chain_id', 'position', 'type', 'name', 'debug_mode', 'configuration', 'additional_info',
];

export function createRuleChainStore(db: DatabaseSync) {
  const rows = createTableRows<RuleChainRow>(db, 'rule_chain', CHAIN_COLUMNS);
  return {
    save: rows.save,
    findById: rows.findById,
    findRoot(tenantId: string, type: string): RuleChainRow | undefined {
      return prepareCached(db, 'SELECT * FROM rule_chain WHERE tenant_id = ? AND type = ? AND root = 1').get(
        tenantId, type,
      ) as RuleChainRow | undefined;
    },
    /** Makes one chain the root of its type in its tenant. */
    setRoot(row: RuleChainRow): void {
      prepareCached(db, 'UPDATE rule_chain SET root = 0 WHERE tenant_id = ? AND type = ? AND id <> ?').run(
        row.tenant_id, row.type, row.id,
      );
      prepareCached(db, 'UPDATE rule_chain SET root = 1 WHERE id = ?').run(row.id);
    },
    allOfTenant(tenantId: string): RuleChainRow[] {
      return prepareCached(db, 'SELECT * FROM rule_chain WHERE tenant_id = ? ORDER BY id').all(tenantId) as unknown as RuleChainRow[];
    },
    setAutoAssignToEdge(id: string, on: boolean): void {
      prepareCached(db, 'UPDATE rule_chain SET auto_assign_to_edge = ? WHERE id = ?').run(on ? 1 : 0, id);
    },
    /** Edge rule chains new edges of the tenant receive, oldest first. */
    findAutoAssignedToEdge(tenantId: string): RuleChainRow[] {
      return prepareCached(
        db,
        "SELECT * FROM rule_chain WHERE tenant_id = ? AND type = 'EDGE' AND auto_assign_to_edge = 1 ORDER BY id",
      ).all(tenantId) as unknown as RuleChainRow[];
    },
    findNode(id: string): RuleNodeRow | undefined {
      return prepareCached(db, 'SELECT * FROM rule_node WHERE id = ?').get(id) as RuleNodeRow | undefined;
    },
    nodes(chainId: string): RuleNodeRow[] {
      return prepareCached(db, 'SELECT * FROM rule_node WHERE rule_chain_id = ? ORDER BY position').all(
        chainId,
      ) as unknown as RuleNodeRow[];
    },
    /** Replaces the chain's nodes (kept ids are updated in place). */
    replaceNodes(chainId: string, nodes: RuleNodeRow[]): void {
      prepareCached(db, 'DELETE FROM rule_node WHERE rule_chain_id = ?').run(chainId);
      const insert = prepareCached(
        db,
        `INSERT INTO rule_node (${NODE_COLUMNS.join(', ')}) VALUES (${NODE_COLUMNS.map(() => '?').join(', ')})`,
      );
      for (const node of nodes) {
        insert.run(
          node.id, node.created_time, chainId, node.position, node.type, node.name, node.debug_mode, node.configuration,
          node.additional_info,
        );
      }
    },
    findNodesOfType(tenantId: string, type: string): Array<RuleNodeRow & { chain_name: string }> {
      return prepareCached(
        db,
        `SELECT n.*, c.name AS chain_name FROM rule_node n JOIN rule_chain c ON c.id = n.rule_chain_id
         WHERE c.tenant_id = ? AND n.type = ? ORDER BY n.id`,
      ).all(tenantId, type) as unknown as Array<RuleNodeRow & { chain_name: string }>;
    },
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM rule_node WHERE rule_chain_id = ?').run(id);
      prepareCached(db, 'DELETE FROM rule_chain WHERE id = ?').run(id);
    },
    /** Seeding only: the profile's default chain, set after both exist. */
    setDeviceProfileDefault(profileId: string, chainId: string): void {
      prepareCached(db, 'UPDATE device_profile SET default_rule_chain_id = ? WHERE id = ?').run(chainId, profileId);
    },
    isDefaultOfDeviceProfile(id: string): boolean {
      return prepareCached(db, 'SELECT 1 FROM device_profile WHERE default_rule_chain_id = ? LIMIT 1').get(id) !== undefined;
    },
    countByTenant: rows.countByTenant,
    findPage(tenantId: string, type: string, link: PageLink) {
      return findPage(
        db,
        {
          table: 'rule_chain r', key: 'r.id', columns: 'r.*', where: ['r.tenant_id = ?', 'r.type = ?'],
          params: [tenantId, type], search: ['r.name_lc LIKE ?'],
          sortable: {
            id: { sql: 'r.id' },
            createdTime: { sql: 'r.created_time' },
            name: { sql: 'r.name_lc' },
            root: { sql: 'r.root' },
          },
          entityClass: 'RuleChainEntity',
        },
        link,
        (row) => toRuleChain(row as unknown as RuleChainRow),
      );
    },
  };
}

export type RuleChainStore = ReturnType<typeof createRuleChainStore>;

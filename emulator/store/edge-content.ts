import type { DatabaseSync } from 'node:sqlite';
import type { PageLink } from '../http/page-link.ts';
import { assignedToEdge } from './owned-entities.ts';
import { findPage } from './page-query.ts';

/**
 * Pages of the dashboards and rule chains assigned to an edge. Only ids are paged here; the owning stores
 * turn them into their JSON (dashboards need their assignment list).
 */
export function createEdgeContentStore(db: DatabaseSync) {
  return {
    dashboardIds(tenantId: string, edgeId: string, link: PageLink) {
      return findPage(db, {
        table: 'dashboard d', key: 'd.id', columns: 'd.id', where: ['d.tenant_id = ?', assignedToEdge('d', 'DASHBOARD')],
        params: [tenantId, edgeId], search: ['d.title_lc LIKE ?'],
        sortable: { id: { sql: 'd.id' }, createdTime: { sql: 'd.created_time' }, title: { sql: 'd.title_lc', nullable: true } },
        entityClass: 'DashboardInfoEntity',
      }, link, (row) => String(row.id));
    },
    ruleChainIds(tenantId: string, edgeId: string, link: PageLink) {
      return findPage(db, {
        table: 'rule_chain r', key: 'r.id', columns: 'r.id', where: ['r.tenant_id = ?', assignedToEdge('r', 'RULE_CHAIN')],
        params: [tenantId, edgeId], search: ['r.name_lc LIKE ?'],
        sortable: { id: { sql: 'r.id' }, createdTime: { sql: 'r.created_time' }, name: { sql: 'r.name_lc' }, root: { sql: 'r.root' } },
        entityClass: 'RuleChainEntity',
      }, link, (row) => String(row.id));
    },
  };
}

export type EdgeContentStore = ReturnType<typeof createEdgeContentStore>;

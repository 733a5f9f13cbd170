import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { nullableRef, ref } from './entity-ref.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export interface DashboardRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  image: string | null;
  ever_assigned: number;
  mobile_hide: number;
  mobile_order: number | null;
  configuration: string | null;
  external_id: string | null;
}

/** A dashboard row with its assignments as the JSON array the query builds (null before any assignment). */
export interface DashboardInfoRow extends DashboardRow {
  assigned_json: string;
}

export interface AssignedCustomer {
  customerId: { entityType: string; id: string };
  title: string;
  public: boolean;
}

// Assignments in the order they were made, with the customers' current titles.
const ASSIGNED_JSON = `(SELECT json_group_array(json_object(
    'customerId', json_object('entityType', 'CUSTOMER', 'id', a.customer_id),
    'title', a.title, 'public', json(CASE WHEN a.is_public = 1 THEN 'true' ELSE 'false' END)))
  FROM (SELECT dc.customer_id, c.title, c.is_public FROM dashboard_customer dc JOIN customer c ON c.id = dc.customer_id
        WHERE dc.dashboard_id = d.id ORDER BY dc.seq) a) AS assigned_json`;

function assignedCustomers(row: DashboardInfoRow): AssignedCustomer[] | null {
  return row.ever_assigned === 1 ? (JSON.parse(row.assigned_json) as AssignedCustomer[]) : null;
}

export function toDashboardInfo(row: DashboardInfoRow) {
  return {
    id: ref('DASHBOARD', row.id),
    createdTime: row.created_time,
    tenantId: ref('TENANT', row.tenant_id),
    title: row.title,
    name: row.title,
    image: row.image,
    assignedCustomers: assignedCustomers(row),
    mobileHide: row.mobile_hide === 1,
    mobileOrder: row.mobile_order,
  };
}

export function toDashboard(row: DashboardInfoRow) {
  return {
    ...toDashboardInfo(row),
    configuration: readJson(row.configuration),
    externalId: nullableRef('DASHBOARD', row.external_id),
  };
}

export interface DashboardFilter {
  tenantId: string;
  customerId?: string;
  mobile?: boolean;
}

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'title', 'title_lc', 'image', 'ever_assigned', 'mobile_hide', 'mobile_order',
  'configuration', 'external_id',
];

export function createDashboardStore(db: DatabaseSync) {
  const rows = createTableRows<DashboardRow>(db, 'dashboard', COLUMNS);
  return {
    save: rows.save,
    findById(id: string): DashboardInfoRow | undefined {
      return prepareCached(db, `SELECT d.*, ${ASSIGNED_JSON} FROM dashboard d WHERE d.id = ?`).get(id) as
        | DashboardInfoRow
        | undefined;
    },
    isAssigned(dashboardId: string, customerId: string): boolean {
      return (
        prepareCached(db, 'SELECT 1 FROM dashboard_customer WHERE dashboard_id = ? AND customer_id = ?').get(
          dashboardId, customerId,
        ) !== undefined
      );
    },
    /** Adds the assignment; false when it already existed. */
    assign(dashboardId: string, customerId: string): boolean {
      prepareCached(db, 'UPDATE dashboard SET ever_assigned = 1 WHERE id = ?').run(dashboardId);
      const result = prepareCached(
        db,
        'INSERT INTO dashboard_customer (dashboard_id, customer_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
      ).run(dashboardId, customerId);
      return Number(result.changes) > 0;
    },
    /** Removes the assignment; false when there was none. */
    unassign(dashboardId: string, customerId: string): boolean {
      const result = prepareCached(db, 'DELETE FROM dashboard_customer WHERE dashboard_id = ? AND customer_id = ?').run(
        dashboardId, customerId,
      );
      return Number(result.changes) > 0;
    },
    assignedCustomerIds(dashboardId: string): string[] {
      return prepareCached(db, 'SELECT customer_id FROM dashboard_customer WHERE dashboard_id = ? ORDER BY seq')
        .all(dashboardId)
        .map((row) => String(row.customer_id));
    },
    /** A deleted customer disappears from every dashboard's assignments. */
    unassignCustomer(customerId: string): void {
      prepareCached(db, 'DELETE FROM dashboard_customer WHERE customer_id = ?').run(customerId);
    },
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM dashboard_customer WHERE dashboard_id = ?').run(id);
      prepareCached(db, 'DELETE FROM dashboard WHERE id = ?').run(id);
    },
    countByTenant: rows.countByTenant,
    isDefaultOfDeviceProfile(id: string): boolean {
      return prepareCached(db, 'SELECT 1 FROM device_profile WHERE default_dashboard_id = ? LIMIT 1').get(id) !== undefined;
    },
    findInfoPage(filter: DashboardFilter, link: PageLink) {
      const where = ['d.tenant_id = ?'];
      const params: SQLInputValue[] = [filter.tenantId];
      if (filter.customerId !== undefined) {
        where.push('d.id IN (SELECT dashboard_id FROM dashboard_customer WHERE customer_id = ?)');
        params.push(filter.customerId);
      }
      if (filter.mobile === true) where.push('d.mobile_hide = 0');
      return findPage(
        db,
        {
          table: 'dashboard d', key: 'd.id', columns: `d.*, ${ASSIGNED_JSON}`, where, params,
          search: ['d.title_lc LIKE ?'],
          sortable: {
            id: { sql: 'd.id' },
            createdTime: { sql: 'd.created_time' },
            title: { sql: 'd.title_lc', nullable: true },
          },
          entityClass: 'DashboardInfoEntity',
        },
        link,
        (row) => toDashboardInfo(row as unknown as DashboardInfoRow),
      );
    },
  };
}

export type DashboardStore = ReturnType<typeof createDashboardStore>;

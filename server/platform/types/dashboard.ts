import type { EntityId } from './ids.ts';

/**
 * A dashboard as the platform stores it (contract 4.7). The configuration is the upstream console's own
 * document, opaque to the platform: every member may be missing or of another shape in an exported
 * dashboard, so the console reads it through `server/dashboards/dashboard-config.ts`, never directly.
 */
export interface Dashboard {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  title: string;
  name?: string;
  image: string | null;
  assignedCustomers: { customerId: EntityId; title: string; public: boolean }[] | null;
  mobileHide?: boolean;
  mobileOrder?: number | null;
  configuration: unknown;
}

/** The home dashboard of a user (theirs, their customer's or their tenant's) and whether its toolbar is hidden. */
export interface HomeDashboard extends Dashboard {
  hideDashboardToolbar: boolean;
}

/** A dashboard without its configuration, as lists and `getDashboardInfo` give it. */
export type DashboardInfo = Omit<Dashboard, 'configuration'>;

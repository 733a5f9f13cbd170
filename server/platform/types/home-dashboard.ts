import type { EntityId } from './ids.ts';

/** The tenant's home dashboard (console-map §5 home settings). */
export interface HomeDashboardInfo {
  dashboardId: EntityId | null;
  hideDashboardToolbar: boolean;
}

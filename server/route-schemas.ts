import { Type } from '@sinclair/typebox';

/** An entity id in an address: anything else is a 400 before a handler runs. */
export const Uuid = Type.String({ format: 'uuid' });

/** `/<list>/:entityId`: the details page of one entity. */
export const EntityParams = Type.Object({ entityId: Uuid });

/** A dashboard's own address (`.../dashboards/:dashboardId`, `/dashboard/:dashboardId`). */
export const DashboardParams = Type.Object({ dashboardId: Uuid });

import { Type, type Static } from '@sinclair/typebox';

/** A dashboard page's query: `state` (a state id or upstream's encoded state stack), `timewindow` or the time-window panel's form fields, and whatever the dashboard's links carry. */
export const DashboardQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 8192 })),
    /** The time window as compact JSON in upstream's shape (server/domain/time-window/timewindow.ts). */
    timewindow: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: true },
);

export type DashboardQuery = Static<typeof DashboardQuery> & { [member: string]: unknown };

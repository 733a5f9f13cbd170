import { Type, type Static } from '@sinclair/typebox';
import type { WindowOverride } from './time-window.ts';

/** A dashboard page's query: `state` (a state id or upstream's encoded state stack), a time window, and whatever the dashboard's links carry. */
export const DashboardQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 8192 })),
    startTs: Type.Optional(Type.Integer({ minimum: 0 })),
    endTs: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: true },
);

export type DashboardQuery = Static<typeof DashboardQuery> & { [member: string]: unknown };

/** `startTs`/`endTs` (epoch ms) of the address replace the dashboard's time window. */
export function windowOverride(query: DashboardQuery): WindowOverride | null {
  const { startTs, endTs } = query;
  return typeof startTs === 'number' && typeof endTs === 'number' && endTs > startTs ? { startTs, endTs } : null;
}

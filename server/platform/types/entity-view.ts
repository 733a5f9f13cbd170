import type { EntityId } from './ids.ts';

/** The platform's EntityView (contract 4.8): a window on a device's or asset's keys over a time range. */
export interface EntityView {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  name: string;
  type: string;
  entityId: EntityId;
  startTimeMs: number;
  endTimeMs: number;
  keys: { timeseries: string[]; attributes: { cs: string[]; sh: string[]; ss: string[] } } | null;
  additionalInfo: { description?: string; [member: string]: unknown } | null;
  [member: string]: unknown;
}

/** An EntityView with its customer's title (`.../entityViewInfos`, `GET /api/entityView/info/{id}`). */
export interface EntityViewInfo extends EntityView {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

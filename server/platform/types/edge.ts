import type { EntityId } from './ids.ts';

/** The platform's Edge (contract 4.9), as far as the console reads it; saving sends the whole object back. */
export interface Edge {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  customerId: EntityId;
  name: string;
  type: string;
  label: string | null;
  routingKey: string;
  secret: string;
  additionalInfo: Record<string, unknown> | null;
  [member: string]: unknown;
}

/** An Edge with its customer's title (`.../edgeInfos`, `GET /api/edge/info/{id}`). */
export interface EdgeInfo extends Edge {
  customerTitle: string | null;
  customerIsPublic: boolean;
}

/** What the platform queued for an edge (a downlink, console-map §3.22): `entityId` is a bare UUID, `body` any JSON. */
export interface EdgeEvent {
  id: { id: string };
  createdTime: number;
  edgeId: EntityId;
  type: string;
  action: string;
  entityId: string | null;
  uid: string | null;
  body: unknown;
}

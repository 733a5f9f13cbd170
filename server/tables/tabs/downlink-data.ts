import type { PlatformClient } from '../../platform/platform-client.ts';
import { assetsApi } from '../../platform/api/assets.ts';
import { customersApi } from '../../platform/api/customers.ts';
import { dashboardsApi } from '../../platform/api/dashboards.ts';
import { devicesApi } from '../../platform/api/devices.ts';
import { edgesApi } from '../../platform/api/edges.ts';
import { entityViewsApi } from '../../platform/api/entity-views.ts';
import { ruleChainsApi } from '../../platform/api/rule-chains.ts';
import { usersApi } from '../../platform/api/users.ts';
import { widgetsBundlesApi } from '../../platform/api/widgets-bundles.ts';
import type { EdgeEvent } from '../../platform/types/edge.ts';

type Loader = (client: PlatformClient, id: string) => Promise<unknown>;

/** The entity an event without a body names, loaded as it is now (upstream's getEdgeEventContent). */
const LOADERS: Record<string, Loader> = {
  DEVICE: (c, id) => devicesApi.getDeviceInfo(c, id),
  ASSET: (c, id) => assetsApi.getAssetInfo(c, id),
  ENTITY_VIEW: (c, id) => entityViewsApi.getEntityViewInfo(c, id),
  DASHBOARD: (c, id) => dashboardsApi.getDashboard(c, id),
  RULE_CHAIN: (c, id) => ruleChainsApi.getRuleChain(c, id),
  RULE_CHAIN_METADATA: (c, id) => ruleChainsApi.getMetadata(c, id),
  CUSTOMER: (c, id) => customersApi.getCustomer(c, id),
  USER: (c, id) => usersApi.getUser(c, id),
  EDGE: (c, id) => edgesApi.getEdge(c, id),
  WIDGETS_BUNDLE: (c, id) => widgetsBundlesApi.getWidgetsBundle(c, id),
};

/** Whether a downlink has data to show: not admin settings, not a deletion (the entity is gone). */
export function hasDownlinkData(event: EdgeEvent): boolean {
  return event.type !== 'ADMIN_SETTINGS' && event.action !== 'DELETED' && (event.body != null || (event.entityId !== null && event.type in LOADERS));
}

/** A downlink's data: its body, or the entity it names. */
export async function downlinkData(client: PlatformClient, event: EdgeEvent): Promise<unknown> {
  if (event.body != null) return event.body;
  const load = event.entityId ? LOADERS[event.type] : undefined;
  return load ? load(client, event.entityId!) : null;
}

import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { AttributeScope, AttributeValue } from '../types/telemetry.ts';

const base = (entity: EntityId) => `/api/plugins/telemetry/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`;

/** The attributes and latest-telemetry tabs' calls (contract 5.2, 5.5, 5.6). */
export const entityAttributesApi = {
  /** Every attribute of one scope (no `keys`). */
  async listAttributes(client: PlatformClient, entity: EntityId, scope: AttributeScope): Promise<AttributeValue[]> {
    return (await client.get<AttributeValue[] | undefined>(`${base(entity)}/values/attributes/${scope}`)) ?? [];
  },

  saveAttributes(client: PlatformClient, entity: EntityId, scope: 'SERVER_SCOPE' | 'SHARED_SCOPE', values: Record<string, unknown>): Promise<void> {
    return client.post<void>(`${base(entity)}/${scope}`, { body: values });
  },

  deleteAttributes(client: PlatformClient, entity: EntityId, scope: AttributeScope, keys: readonly string[]): Promise<void> {
    return client.delete<void>(`${base(entity)}/${scope}`, { query: { keys: keys.join(',') } });
  },

  /** Deletes every point of the keys (the latest-telemetry tab's delete). */
  deleteTimeseries(client: PlatformClient, entity: EntityId, keys: readonly string[]): Promise<void> {
    return client.delete<void>(`${base(entity)}/timeseries/delete`, { query: { keys: keys.join(','), deleteAllDataForKeys: true } });
  },
};

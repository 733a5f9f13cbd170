import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';

/** The keys an entity has (contract 5): an attribute scope's, or its time series'. */
export async function entityKeys(client: PlatformClient, entity: EntityId, scope: 'CLIENT_SCOPE' | 'SHARED_SCOPE' | 'SERVER_SCOPE' | 'timeseries'): Promise<string[]> {
  const base = `/api/plugins/telemetry/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}/keys`;
  const keys = await client.get<string[] | undefined>(scope === 'timeseries' ? `${base}/timeseries` : `${base}/attributes/${scope}`);
  return Array.isArray(keys) ? keys.filter((k) => typeof k === 'string') : [];
}

import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** An event of an entity (contract 11.3); the body's members depend on the type. */
export interface EventInfo {
  id: { id: string };
  createdTime: number;
  type: string;
  body: Record<string, unknown>;
}

const base = (entity: EntityId) => `/api/events/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`;

/** The events tab's calls (console-map §3.18). */
export const entityEventsApi = {
  list(client: PlatformClient, entity: EntityId, tenantId: string, link: PageLink, range: [number, number], filter: Record<string, unknown>): Promise<PageData<EventInfo>> {
    return client.post<PageData<EventInfo>>(base(entity), { query: { tenantId, ...link, startTime: range[0], endTime: range[1] }, body: filter });
  },

  clear(client: PlatformClient, entity: EntityId, tenantId: string, range: [number, number], filter: Record<string, unknown>): Promise<void> {
    return client.post<void>(`${base(entity)}/clear`, { query: { tenantId, startTime: range[0], endTime: range[1] }, body: filter });
  },
};

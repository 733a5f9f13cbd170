import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';

/** A relation with the names of both ends (contract 4.18). */
export interface EntityRelationInfo {
  from: EntityId;
  to: EntityId;
  type: string;
  typeGroup: string;
  additionalInfo: unknown;
  fromName?: string;
  toName?: string;
}

export type RelationDirection = 'FROM' | 'TO';

/** The relations tab's calls (contract 4.18). */
export const entityRelationsApi = {
  /** The entity's relations of the common group, from it (FROM) or to it (TO). */
  async list(client: PlatformClient, entity: EntityId, direction: RelationDirection): Promise<EntityRelationInfo[]> {
    const query = direction === 'FROM' ? { fromId: entity.id, fromType: entity.entityType } : { toId: entity.id, toType: entity.entityType };
    return (await client.get<EntityRelationInfo[] | undefined>('/api/relations/info', { query })) ?? [];
  },

  save(client: PlatformClient, relation: { from: EntityId; to: EntityId; type: string; typeGroup: string; additionalInfo: unknown }): Promise<void> {
    return client.post<void>('/api/relation', { body: relation });
  },

  delete(client: PlatformClient, from: EntityId, to: EntityId, type: string): Promise<void> {
    return client.delete<void>('/api/relation', { query: { fromId: from.id, fromType: from.entityType, relationType: type, relationTypeGroup: 'COMMON', toId: to.id, toType: to.entityType } });
  },
};

import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';
import type { ComplexVersionRequest, EntityTypeLoadRequest } from '../types/version-control.ts';

export interface EntityVersion {
  timestamp: number;
  id: string;
  name: string;
  author: string;
}

export interface VersionCreationResult {
  version: EntityVersion | null;
  added: number;
  modified: number;
  removed: number;
  error: string | null;
  done: boolean;
}

export interface VersionLoadResult {
  result?: { entityType: string; created: number; updated: number; deleted: number }[];
  error?: { message?: string };
  done: boolean;
}

/** The version-control tab's calls (contract 9, 11.1). */
export const versionControlApi = {
  repositoryInfo(client: PlatformClient): Promise<{ configured: boolean; readOnly: boolean }> {
    return client.get('/api/admin/repositorySettings/info');
  },
  branches(client: PlatformClient): Promise<{ name: string; default: boolean }[]> {
    return client.get('/api/entities/vc/branches');
  },
  entityVersions(client: PlatformClient, entity: EntityId, branch: string, link: PageLink): Promise<PageData<EntityVersion>> {
    return client.get(`/api/entities/vc/version/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`, { query: { branch, ...link } });
  },
  /** Every version of the branch (the `/vc` page). */
  versions(client: PlatformClient, branch: string, link: PageLink): Promise<PageData<EntityVersion>> {
    return client.get('/api/entities/vc/version', { query: { branch, ...link } });
  },
  createVersion(client: PlatformClient, entity: EntityId, branch: string, versionName: string, config: { saveRelations: boolean; saveAttributes: boolean }): Promise<string> {
    return client.post('/api/entities/vc/version', { body: { type: 'SINGLE_ENTITY', versionName, branch, entityId: entity, config: { ...config, saveCredentials: false } } });
  },
  creationStatus(client: PlatformClient, requestId: string): Promise<VersionCreationResult> {
    return client.get(`/api/entities/vc/version/${encodeURIComponent(requestId)}/status`);
  },
  diff(client: PlatformClient, entity: EntityId, versionId: string): Promise<{ currentVersion: unknown; otherVersion: unknown }> {
    return client.get(`/api/entities/vc/diff/${encodeURIComponent(entity.entityType)}/${encodeURIComponent(entity.id)}`, { query: { versionId } });
  },
  restore(client: PlatformClient, entity: EntityId, versionId: string): Promise<string> {
    return client.post('/api/entities/vc/entity', { body: { type: 'SINGLE_ENTITY', versionId, externalEntityId: entity, config: { loadRelations: true, loadAttributes: true, loadCredentials: false } } });
  },
  /** A version of several entity types at once (the `/vc` page); the answer is the request to poll. */
  createComplexVersion(client: PlatformClient, request: ComplexVersionRequest): Promise<string> {
    return client.post('/api/entities/vc/version', { body: request });
  },
  /** Restores a version's entities per entity type (the `/vc` page); the answer is the request to poll. */
  restoreEntityTypes(client: PlatformClient, request: EntityTypeLoadRequest): Promise<string> {
    return client.post('/api/entities/vc/entity', { body: request });
  },
  /** The entities a version holds (their external ids). */
  versionEntities(client: PlatformClient, versionId: string): Promise<{ externalId: EntityId }[]> {
    return client.get(`/api/entities/vc/entity/${encodeURIComponent(versionId)}`);
  },
  loadStatus(client: PlatformClient, requestId: string): Promise<VersionLoadResult> {
    return client.get(`/api/entities/vc/entity/${encodeURIComponent(requestId)}/status`);
  },
};

import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { exportRow, findTenantRow, tenantRows } from './entity-export.ts';
import type { ExportOptions } from './entity-export.ts';
import { toEntityVersion } from './vc-store.ts';
import type { SnapshotEntry, VcStore } from './vc-store.ts';

export type SyncStrategy = 'MERGE' | 'OVERWRITE';

export interface EntityTypeVersionConfig extends ExportOptions {
  syncStrategy: SyncStrategy | null;
  allEntities: boolean;
  entityIds: string[];
}

export type VersionCreateRequest =
  | { type: 'SINGLE_ENTITY'; versionName: string; branch: string; entityId: { entityType: string; id: string }; config: ExportOptions }
  | {
      type: 'COMPLEX';
      versionName: string;
      branch: string;
      syncStrategy: SyncStrategy;
      entityTypes: Record<string, EntityTypeVersionConfig>;
    };

export interface VersionCreationResult {
  version: ReturnType<typeof toEntityVersion> | null;
  added: number;
  modified: number;
  removed: number;
  error: string | null;
  done: boolean;
}

export const PENDING_CREATION: VersionCreationResult = { version: null, added: 0, modified: 0, removed: 0, error: null, done: false };

export function failedCreation(error: string): VersionCreationResult {
  return { ...PENDING_CREATION, error, done: true };
}

const keyOf = (entityType: string, externalId: string) => `${entityType}:${externalId}`;

/** The entities the request puts into the branch, on top of (or replacing parts of) its last version. */
function nextSnapshot(db: DatabaseSync, tenantId: string, request: VersionCreateRequest, previous: Map<string, SnapshotEntry>) {
  const next = new Map(previous);
  const put = (entityType: string, row: Record<string, unknown>, options: ExportOptions) => {
    const exported = exportRow(db, entityType, row, options);
    next.set(keyOf(entityType, exported.externalId), {
      entityType, externalId: exported.externalId, data: JSON.stringify(exported.data), change: null,
    });
  };
  if (request.type === 'SINGLE_ENTITY') {
    const { entityType, id } = request.entityId;
    const row = findTenantRow(db, tenantId, entityType, id);
    if (!row) throw new Error(`${entityType} with id [${id}] is not found`);
    put(entityType, row, request.config);
    return next;
  }
  for (const [entityType, config] of Object.entries(request.entityTypes)) {
    if ((config.syncStrategy ?? request.syncStrategy) === 'OVERWRITE') {
      for (const [key, entry] of next) if (entry.entityType === entityType) next.delete(key);
    }
    for (const row of tenantRows(db, tenantId, entityType, config.allEntities ? null : config.entityIds)) put(entityType, row, config);
  }
  return next;
}

/** Commits a new version of the branch: a full snapshot plus what changed against the branch's previous version. */
export function createVersion(
  db: DatabaseSync,
  store: VcStore,
  tenantId: string,
  author: string,
  request: VersionCreateRequest,
  now = Date.now(),
): VersionCreationResult {
  return transaction(db, () => {
    const last = store.latestVersion(tenantId, request.branch);
    const previous = new Map(
      (last ? store.snapshot(last.id) : []).map((entry) => [keyOf(entry.entityType, entry.externalId), entry]),
    );
    const next = nextSnapshot(db, tenantId, request, previous);
    const entries: SnapshotEntry[] = [];
    const counts = { added: 0, modified: 0, removed: 0 };
    for (const [key, entry] of next) {
      const before = previous.get(key);
      const change = !before ? 'ADDED' : before.data !== entry.data ? 'MODIFIED' : null;
      if (change === 'ADDED') counts.added++;
      if (change === 'MODIFIED') counts.modified++;
      entries.push({ ...entry, change });
    }
    for (const [key, entry] of previous) {
      if (next.has(key)) continue;
      counts.removed++;
      entries.push({ ...entry, data: null, change: 'REMOVED' });
    }
    const id = createHash('sha1').update(`${tenantId}:${request.branch}:${now}:${randomBytes(8).toString('hex')}`).digest('hex');
    const version = { id, tenant_id: tenantId, branch: request.branch, timestamp: now, name: request.versionName, author };
    store.insertVersion(version, entries);
    return { version: toEntityVersion({ ...version, seq: 0 }), ...counts, error: null, done: true };
  });
}

import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { isObject } from '../lib/json.ts';
import { createVersion } from './create-version.ts';
import { createVcStore } from './vc-store.ts';
import type { VcStore } from './vc-store.ts';

const stores = new WeakMap<object, VcStore>();
let loadsRunning = 0;

/** Entities a version load imports are not auto-committed (the platform commits only user saves). */
export function withoutAutoCommit<T>(work: () => T): T {
  loadsRunning++;
  try {
    return work();
  } finally {
    loadsRunning--;
  }
}

/** `auto-commit at 2023-03-01T10:00:00Z`: the platform names these versions after the second they were made. */
export function autoCommitVersionName(now: number): string {
  return `auto-commit at ${new Date(Math.floor(now / 1000) * 1000).toISOString().replace('.000Z', 'Z')}`;
}

/**
 * Commits a saved entity as a single-entity version when the tenant's auto-commit settings name its type and a
 * writable repository is configured; the branch falls back to the repository's default branch.
 * Failures never affect the save: the platform commits asynchronously and only logs them.
 */
export function autoCommitSaved(
  ctx: Pick<EmulatorContext, 'db'>, caller: Caller, entity: { entityType: string; id: string }, now = Date.now(),
): void {
  if (loadsRunning > 0) return;
  let store = stores.get(ctx.db);
  if (!store) stores.set(ctx.db, (store = createVcStore(ctx.db)));
  const settings = store.settings(caller.tenantId, 'autoCommit');
  const config = isObject(settings) ? settings[entity.entityType] : undefined;
  if (!isObject(config)) return;
  const repository = store.settings(caller.tenantId, 'repository');
  if (!isObject(repository) || repository.readOnly === true) return;
  const branch = typeof config.branch === 'string' && config.branch !== ''
    ? config.branch
    : typeof repository.defaultBranch === 'string' && repository.defaultBranch !== '' ? repository.defaultBranch : 'main';
  try {
    createVersion(ctx.db, store, caller.tenantId, caller.email, {
      type: 'SINGLE_ENTITY',
      versionName: autoCommitVersionName(now),
      branch,
      entityId: { entityType: entity.entityType, id: entity.id },
      config: {
        saveRelations: config.saveRelations === true,
        saveAttributes: config.saveAttributes === true,
        saveCredentials: config.saveCredentials === true,
      },
    }, now);
  } catch {
    // An entity type version control cannot export, or a closing database: the save itself stands.
  }
}

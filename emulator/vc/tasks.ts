import { randomUUID } from 'node:crypto';
import type { VcStore } from './vc-store.ts';

/** `cache.specs.versionControlTask.timeToLiveInMinutes` (contract 9, 10.3). */
export const TASK_TTL_MS = 5 * 60 * 1000;

export type TaskKind = 'CREATE' | 'LOAD';

export type TaskLookup = { found: 'none' } | { found: 'other-kind' } | { found: 'task'; result: unknown };

/**
 * Registers a request, answers with its id at once and runs the work on a later turn of the event loop,
 * so callers poll for the result like they do against the platform's queue-backed version control.
 */
export function startTask(
  store: VcStore, tenantId: string, kind: TaskKind, pending: unknown, work: () => unknown, now = Date.now(),
): string {
  store.deleteTasksBefore(now - TASK_TTL_MS);
  const id = randomUUID();
  store.insertTask({ id, tenant_id: tenantId, kind, created_at: now, result: JSON.stringify(pending) });
  setImmediate(() => {
    try {
      store.updateTask(id, work());
    } catch {
      // The database closed under a pending task (emulator shut down); nobody can poll it any more.
    }
  });
  return id;
}

/** A status poll: unknown, foreign or expired ids are 'none' (404); the other kind of task is refused (400). */
export function lookupTask(store: VcStore, tenantId: string, id: string, kind: TaskKind, now = Date.now()): TaskLookup {
  const task = store.findTask(id);
  if (!task || task.tenant_id !== tenantId || task.created_at + TASK_TTL_MS < now) return { found: 'none' };
  if (task.kind !== kind) return { found: 'other-kind' };
  return { found: 'task', result: JSON.parse(task.result) };
}

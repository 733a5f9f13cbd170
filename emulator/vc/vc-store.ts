import type { DatabaseSync } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageData, PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { findPage } from '../store/page-query.ts';

export type SettingsKind = 'repository' | 'autoCommit';
export type Change = 'ADDED' | 'MODIFIED' | 'REMOVED';

export interface VersionRow {
  seq: number;
  id: string;
  tenant_id: string;
  branch: string;
  timestamp: number;
  name: string;
  author: string;
}

export interface SnapshotEntry {
  entityType: string;
  externalId: string;
  /** The export data (JSON text); null for an entity the version removed. */
  data: string | null;
  change: Change | null;
}

export interface TaskRow {
  id: string;
  tenant_id: string;
  kind: 'CREATE' | 'LOAD';
  created_at: number;
  result: string;
}

export function toEntityVersion(row: VersionRow) {
  return { timestamp: row.timestamp, id: row.id, name: row.name, author: row.author };
}

export interface VersionFilter {
  tenantId: string;
  branch: string;
  /** Only versions that added, modified or removed entities of this type (and id). */
  entityType?: string;
  externalId?: string;
}

export function createVcStore(db: DatabaseSync) {
  return {
    settings(tenantId: string, kind: SettingsKind): unknown {
      const row = prepareCached(db, 'SELECT json_value FROM vc_settings WHERE tenant_id = ? AND kind = ?').get(tenantId, kind) as
        | { json_value: string }
        | undefined;
      return row ? readJson(row.json_value) : undefined;
    },
    putSettings(tenantId: string, kind: SettingsKind, value: unknown): void {
      prepareCached(
        db,
        `INSERT INTO vc_settings (tenant_id, kind, json_value) VALUES (?, ?, ?)
         ON CONFLICT (tenant_id, kind) DO UPDATE SET json_value = excluded.json_value`,
      ).run(tenantId, kind, JSON.stringify(value));
    },
    deleteSettings(tenantId: string, kind: SettingsKind): void {
      prepareCached(db, 'DELETE FROM vc_settings WHERE tenant_id = ? AND kind = ?').run(tenantId, kind);
    },

    latestVersion(tenantId: string, branch: string): VersionRow | undefined {
      return prepareCached(db, 'SELECT * FROM vc_version WHERE tenant_id = ? AND branch = ? ORDER BY seq DESC LIMIT 1').get(
        tenantId,
        branch,
      ) as VersionRow | undefined;
    },
    findVersion(tenantId: string, id: string): VersionRow | undefined {
      return prepareCached(db, 'SELECT * FROM vc_version WHERE tenant_id = ? AND id = ?').get(tenantId, id) as VersionRow | undefined;
    },
    branches(tenantId: string): string[] {
      const rows = prepareCached(db, 'SELECT DISTINCT branch FROM vc_version WHERE tenant_id = ? ORDER BY branch').all(tenantId) as {
        branch: string;
      }[];
      return rows.map((row) => row.branch);
    },
    insertVersion(row: Omit<VersionRow, 'seq'>, entries: SnapshotEntry[]): void {
      prepareCached(
        db,
        'INSERT INTO vc_version (id, tenant_id, branch, timestamp, name, name_lc, author) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(row.id, row.tenant_id, row.branch, row.timestamp, row.name, row.name.toLowerCase(), row.author);
      const insert = prepareCached(
        db,
        'INSERT INTO vc_version_entity (version_id, entity_type, external_id, data, change) VALUES (?, ?, ?, ?, ?)',
      );
      for (const entry of entries) insert.run(row.id, entry.entityType, entry.externalId, entry.data, entry.change);
    },
    /** The entities present in a version (removed ones excluded), optionally of one type. */
    snapshot(versionId: string, entityType?: string): SnapshotEntry[] {
      const sql =
        'SELECT entity_type, external_id, data, change FROM vc_version_entity WHERE version_id = ? AND data IS NOT NULL' +
        (entityType ? ' AND entity_type = ?' : '') +
        ' ORDER BY entity_type, external_id';
      const rows = prepareCached(db, sql).all(...(entityType ? [versionId, entityType] : [versionId])) as {
        entity_type: string;
        external_id: string;
        data: string;
        change: Change | null;
      }[];
      return rows.map((row) => ({ entityType: row.entity_type, externalId: row.external_id, data: row.data, change: row.change }));
    },
    findVersions(filter: VersionFilter, link: PageLink): PageData<unknown> {
      const where = ['v.tenant_id = ?', 'v.branch = ?'];
      const params: string[] = [filter.tenantId, filter.branch];
      if (filter.entityType) {
        where.push(
          'EXISTS (SELECT 1 FROM vc_version_entity e WHERE e.version_id = v.id AND e.entity_type = ? AND e.change IS NOT NULL' +
            (filter.externalId ? ' AND e.external_id = ?)' : ')'),
        );
        params.push(filter.entityType, ...(filter.externalId ? [filter.externalId] : []));
      }
      // Newest first, like `git log`, unless the caller sorts explicitly.
      const ordered: PageLink = link.sortProperty ? link : { ...link, sortProperty: 'timestamp', sortOrder: 'DESC' };
      const query = {
        table: 'vc_version v',
        key: 'v.seq',
        columns: 'v.*',
        where,
        params,
        search: ['v.name_lc LIKE ?'],
        sortable: {
          timestamp: { sql: 'v.seq' },
          name: { sql: 'v.name_lc' },
          author: { sql: 'v.author' },
          id: { sql: 'v.id' },
        },
        entityClass: 'EntityVersion',
      };
      return findPage(db, query, ordered, (row) => toEntityVersion(row as unknown as VersionRow));
    },

    insertTask(row: TaskRow): void {
      prepareCached(db, 'INSERT INTO vc_task (id, tenant_id, kind, created_at, result) VALUES (?, ?, ?, ?, ?)').run(
        row.id, row.tenant_id, row.kind, row.created_at, row.result,
      );
    },
    updateTask(id: string, result: unknown): void {
      prepareCached(db, 'UPDATE vc_task SET result = ? WHERE id = ?').run(JSON.stringify(result), id);
    },
    findTask(id: string): TaskRow | undefined {
      return prepareCached(db, 'SELECT * FROM vc_task WHERE id = ?').get(id) as TaskRow | undefined;
    },
    deleteTasksBefore(time: number): void {
      prepareCached(db, 'DELETE FROM vc_task WHERE created_at < ?').run(time);
    },
  };
}

export type VcStore = ReturnType<typeof createVcStore>;

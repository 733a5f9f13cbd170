import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepareCached } from '../db/statements.ts';
import type { PageLink } from '../http/page-link.ts';
import { readJson } from '../lib/json.ts';
import { ref } from './entity-ref.ts';
import { findPage } from './page-query.ts';
import { createTableRows } from './table-rows.ts';

export interface OtaPackageInfoRow {
  id: string;
  created_time: number;
  tenant_id: string;
  device_profile_id: string;
  type: string;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  file_name: string | null;
  content_type: string | null;
  checksum_algorithm: string | null;
  checksum: string | null;
  data_size: number | null;
  additional_info: string | null;
}

export interface OtaPackageRow extends OtaPackageInfoRow {
  data: Uint8Array | null;
}

export function toOtaPackageInfo(row: OtaPackageInfoRow) {
  return {
    id: ref('OTA_PACKAGE', row.id),
    createdTime: row.created_time,
    tenantId: ref('TENANT', row.tenant_id),
    deviceProfileId: ref('DEVICE_PROFILE', row.device_profile_id),
    type: row.type,
    title: row.title,
    version: row.version,
    tag: row.tag,
    url: row.url,
    hasData: row.data_size !== null,
    fileName: row.file_name,
    contentType: row.content_type,
    checksumAlgorithm: row.checksum_algorithm,
    checksum: row.checksum,
    dataSize: row.data_size,
    additionalInfo: readJson(row.additional_info),
  };
}

export function toOtaPackage(row: OtaPackageRow) {
  return { ...toOtaPackageInfo(row), data: row.data === null ? null : Buffer.from(row.data).toString('base64') };
}

// Lists never read the package data.
const INFO_COLUMNS =
  'o.id, o.created_time, o.tenant_id, o.device_profile_id, o.type, o.title, o.version, o.tag, o.url, o.file_name, ' +
  'o.content_type, o.checksum_algorithm, o.checksum, o.data_size, o.additional_info';

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'device_profile_id', 'type', 'title', 'title_lc', 'version', 'tag', 'url',
  'file_name', 'content_type', 'checksum_algorithm', 'checksum', 'data', 'data_size', 'additional_info',
];

export interface OtaFilter {
  tenantId: string;
  deviceProfileId?: string;
  type?: string;
}

export function createOtaPackageStore(db: DatabaseSync) {
  const rows = createTableRows<OtaPackageRow>(db, 'ota_package', COLUMNS);
  return {
    save: rows.save,
    findById: rows.findById,
    findByTitleAndVersion(tenantId: string, title: string, version: string): OtaPackageInfoRow | undefined {
      return prepareCached(db, `SELECT ${INFO_COLUMNS} FROM ota_package o WHERE o.tenant_id = ? AND o.title = ? AND o.version = ?`)
        .get(tenantId, title, version) as OtaPackageInfoRow | undefined;
    },
    delete: rows.delete,
    /** Where a package is still in use: `device` or `device profile`, or null. */
    referencedBy(id: string): 'device' | 'device profile' | null {
      if (prepareCached(db, 'SELECT 1 FROM device WHERE firmware_id = ? OR software_id = ? LIMIT 1').get(id, id)) return 'device';
      if (prepareCached(db, 'SELECT 1 FROM device_profile WHERE firmware_id = ? OR software_id = ? LIMIT 1').get(id, id)) {
        return 'device profile';
      }
      return null;
    },
    /** With a profile and type: only packages that can be installed (data uploaded or a URL). */
    findInfoPage(filter: OtaFilter, link: PageLink) {
      const where = ['o.tenant_id = ?'];
      const params: SQLInputValue[] = [filter.tenantId];
      if (filter.deviceProfileId !== undefined && filter.type !== undefined) {
        where.push('o.device_profile_id = ?', 'o.type = ?', '(o.data_size IS NOT NULL OR o.url IS NOT NULL)');
        params.push(filter.deviceProfileId, filter.type);
      }
      return findPage(
        db,
        {
          table: 'ota_package o', key: 'o.id', columns: INFO_COLUMNS, where, params, search: ['o.title_lc LIKE ?'],
          sortable: {
            id: { sql: 'o.id' },
            createdTime: { sql: 'o.created_time' },
            type: { sql: 'o.type' },
            title: { sql: 'o.title_lc' },
            version: { sql: 'o.version COLLATE NOCASE' },
            tag: { sql: 'o.tag COLLATE NOCASE', nullable: true },
            url: { sql: 'o.url COLLATE NOCASE', nullable: true },
            fileName: { sql: 'o.file_name COLLATE NOCASE', nullable: true },
            dataSize: { sql: 'o.data_size', nullable: true },
            checksum: { sql: 'o.checksum', nullable: true },
          },
          entityClass: 'OtaPackageInfoEntity',
        },
        link,
        (row) => toOtaPackageInfo(row as unknown as OtaPackageInfoRow),
      );
    },
  };
}

export type OtaPackageStore = ReturnType<typeof createOtaPackageStore>;

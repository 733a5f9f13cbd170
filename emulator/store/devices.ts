import type { DatabaseSync } from 'node:sqlite';
import { entityId, nullableEntityId } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import type { PageLink } from '../http/page-link.ts';
import { prepareCached } from '../db/statements.ts';
import { findPage } from './page-query.ts';
import type { ListQuery } from './page-query.ts';
import { handlesSort, searchDevicePage } from './device-search.ts';
import type { SearchField } from './device-search.ts';
import { assignedToEdge } from './owned-entities.ts';
import { createdTimeConditions, tenantConditions } from './list-conditions.ts';
import type { ListConditions } from './list-conditions.ts';
import type { CreatedTimeBounds, OwnedRow } from './owned-entities.ts';
import { createOwnedRows } from './owned-rows.ts';
import { ownedJsonHead, ownerInfo } from './owned-json.ts';

export interface DeviceRow extends OwnedRow {
  label: string | null;
  device_profile_id: string;
  device_data: string | null;
  firmware_id: string | null;
  software_id: string | null;
  external_id: string | null;
  additional_info: string | null;
}

export interface DeviceInfoRow extends DeviceRow {
  customer_title: string | null;
  customer_is_public: number | null;
  device_profile_name: string | null;
}

const otaId = (id: string | null) => (id === null ? null : { entityType: 'OTA_PACKAGE', id });

export function toDevice(row: DeviceRow) {
  return {
    ...ownedJsonHead('DEVICE', row),
    deviceProfileId: entityId('DEVICE_PROFILE', row.device_profile_id),
    deviceData: readJson(row.device_data),
    firmwareId: otaId(row.firmware_id),
    softwareId: otaId(row.software_id),
    externalId: nullableEntityId('DEVICE', row.external_id),
    additionalInfo: readJson(row.additional_info),
  };
}

export function toDeviceInfo(row: DeviceInfoRow) {
  return {
    ...toDevice(row),
    ...ownerInfo(row),
    deviceProfileName: row.device_profile_name,
  };
}

const INFO_JOINS =
  'LEFT JOIN customer c ON c.id = d.customer_id LEFT JOIN device_profile p ON p.id = d.device_profile_id';
const INFO_COLUMNS = 'd.*, c.title AS customer_title, c.is_public AS customer_is_public, p.name AS device_profile_name';
const SEARCH_NAME = 'd.name_lc LIKE ?';
const SEARCH_LABEL = 'd.label_lc LIKE ?';
const SEARCH_PROFILE = 'd.device_profile_id IN (SELECT id FROM device_profile WHERE name_lc LIKE ?)';
const SEARCH_CUSTOMER = 'd.customer_id IN (SELECT id FROM customer WHERE title_lc LIKE ?)';

const DEVICE_SORT: ListQuery['sortable'] = {
  id: { sql: 'd.id' },
  createdTime: { sql: 'd.created_time' },
  name: { sql: 'd.name_lc' },
  label: { sql: 'd.label_lc', nullable: true },
  type: { sql: 'd.type COLLATE NOCASE' },
};
const DEVICE_INFO_SORT: ListQuery['sortable'] = {
  ...DEVICE_SORT,
  deviceProfileName: { sql: 'p.name_lc', nullable: true, joined: true },
  customerTitle: { sql: 'c.title_lc', nullable: true, joined: true },
};

/** Which devices a list shows: always one tenant, optionally one customer, one type or one profile. */
export interface DeviceFilter extends CreatedTimeBounds {
  tenantId: string;
  customerId?: string;
  type?: string;
  deviceProfileId?: string;
  /** Only devices assigned to this edge. */
  edgeId?: string;
}

function filterWhere(filter: DeviceFilter): ListConditions {
  return tenantConditions('d', filter.tenantId, [
    ['d.customer_id = ?', filter.customerId],
    ['d.type = ?', filter.type],
    ['d.device_profile_id = ?', filter.deviceProfileId],
    [assignedToEdge('d', 'DEVICE'), filter.edgeId],
    ...createdTimeConditions('d', filter),
  ]);
}

/** Searched lists are served from the in-memory search snapshot, except (time-paged) edge lists and unknown sort properties. */
function usesSearchSnapshot(filter: DeviceFilter, link: PageLink, info: boolean): boolean {
  const timePaged = filter.startTime !== undefined || filter.endTime !== undefined;
  return link.textSearch !== '' && filter.edgeId === undefined && !timePaged && handlesSort(link, info);
}

function loadByIds(db: DatabaseSync, columns: string, joins: string, ids: string[]) {
  return prepareCached(db, `SELECT ${columns} FROM device d ${joins} WHERE d.id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(ids)) as Array<{ id: string } & Record<string, unknown>>;
}

export function createDeviceStore(db: DatabaseSync) {
  const COLUMNS = [
    'id', 'created_time', 'tenant_id', 'customer_id', 'name', 'name_lc', 'type', 'label', 'label_lc',
    'device_profile_id', 'device_data', 'firmware_id', 'software_id', 'external_id', 'additional_info',
  ];
  return {
    ...createOwnedRows<DeviceRow>(db, 'device', COLUMNS),
    findInfoById(id: string): DeviceInfoRow | undefined {
      return prepareCached(db, `SELECT ${INFO_COLUMNS} FROM device d ${INFO_JOINS} WHERE d.id = ?`).get(id) as
        | DeviceInfoRow
        | undefined;
    },
    /** Credentials go with their device. */
    delete(id: string): void {
      prepareCached(db, 'DELETE FROM device_credentials WHERE device_id = ?').run(id);
      prepareCached(db, 'DELETE FROM device WHERE id = ?').run(id);
    },
    /** Devices of a profile that have no package of that kind (`FIRMWARE` or `SOFTWARE`) assigned. */
    countWithoutOtaPackage(tenantId: string, deviceProfileId: string, otaType: 'FIRMWARE' | 'SOFTWARE'): number {
      const column = otaType === 'FIRMWARE' ? 'firmware_id' : 'software_id';
      const row = prepareCached(
        db, `SELECT count(*) AS n FROM device WHERE tenant_id = ? AND device_profile_id = ? AND ${column} IS NULL`,
      ).get(tenantId, deviceProfileId) as { n: number };
      return Number(row.n);
    },
    findPage(filter: DeviceFilter, link: PageLink) {
      if (usesSearchSnapshot(filter, link, false)) {
        return searchDevicePage(db, filter, link, ['name'], (ids) => loadByIds(db, 'd.*', '', ids), (row) => toDevice(row as unknown as DeviceRow));
      }
      const query: ListQuery = {
        table: 'device d', key: 'd.id', columns: 'd.*', ...filterWhere(filter), search: [SEARCH_NAME],
        sortable: DEVICE_SORT, entityClass: 'DeviceEntity',
      };
      return findPage(db, query, link, (row) => toDevice(row as unknown as DeviceRow));
    },
    /** Tenant-wide info lists also search label, customer title and, without a type/profile filter, profile name. */
    findInfoPage(filter: DeviceFilter, link: PageLink) {
      const filtered = filter.type !== undefined || filter.deviceProfileId !== undefined;
      const search =
        filter.customerId !== undefined
          ? [SEARCH_NAME]
          : filtered
            ? [SEARCH_NAME, SEARCH_LABEL, SEARCH_CUSTOMER]
            : [SEARCH_NAME, SEARCH_LABEL, SEARCH_PROFILE, SEARCH_CUSTOMER];
      if (usesSearchSnapshot(filter, link, true)) {
        const fields: SearchField[] =
          filter.customerId !== undefined ? ['name'] : filtered ? ['name', 'label', 'customer'] : ['name', 'label', 'profile', 'customer'];
        return searchDevicePage(db, filter, link, fields, (ids) => loadByIds(db, INFO_COLUMNS, INFO_JOINS, ids),
          (row) => toDeviceInfo(row as unknown as DeviceInfoRow));
      }
      const query: ListQuery = {
        table: 'device d', key: 'd.id', joins: INFO_JOINS, columns: INFO_COLUMNS, ...filterWhere(filter), search,
        sortable: DEVICE_INFO_SORT, entityClass: 'DeviceInfoEntity',
      };
      return findPage(db, query, link, (row) => toDeviceInfo(row as unknown as DeviceInfoRow));
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;

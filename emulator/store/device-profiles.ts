import type { DatabaseSync } from 'node:sqlite';
import { createdTimeOf, entityId, nullableEntityId, timeUuid } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import type { PageLink } from '../http/page-link.ts';
import { prepareCached } from '../db/statements.ts';
import { findPage } from './page-query.ts';
import { createProfileRows, PROFILE_SORTABLE, profileJsonHead } from './profile-rows.ts';
import type { ProfileRow } from './profile-rows.ts';
import type { ListQuery } from './page-query.ts';

export interface DeviceProfileRow extends ProfileRow {
  type: string;
  transport_type: string;
  provision_type: string;
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  default_queue_name: string | null;
  provision_device_key: string | null;
  firmware_id: string | null;
  software_id: string | null;
  external_id: string | null;
  profile_data: string | null;
}

export function toDeviceProfile(row: DeviceProfileRow) {
  return {
    ...profileJsonHead('DEVICE_PROFILE', row),
    type: row.type,
    transportType: row.transport_type,
    provisionType: row.provision_type,
    defaultRuleChainId: nullableEntityId('RULE_CHAIN', row.default_rule_chain_id),
    defaultDashboardId: nullableEntityId('DASHBOARD', row.default_dashboard_id),
    defaultQueueName: row.default_queue_name,
    provisionDeviceKey: row.provision_device_key,
    firmwareId: row.firmware_id === null ? null : { entityType: 'OTA_PACKAGE', id: row.firmware_id },
    softwareId: row.software_id === null ? null : { entityType: 'OTA_PACKAGE', id: row.software_id },
    externalId: nullableEntityId('DEVICE_PROFILE', row.external_id),
    profileData: readJson(row.profile_data),
  };
}

export function toDeviceProfileInfo(row: DeviceProfileRow) {
  return {
    id: entityId('DEVICE_PROFILE', row.id),
    name: row.name,
    image: row.image,
    defaultDashboardId: nullableEntityId('DASHBOARD', row.default_dashboard_id),
    type: row.type,
    transportType: row.transport_type,
  };
}

/** profileData of a profile with DEFAULT transport and provisioning disabled. */
export function defaultProfileData(alarms: unknown = null) {
  return {
    configuration: { type: 'DEFAULT' },
    transportConfiguration: { type: 'DEFAULT' },
    provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
    alarms,
  };
}

export interface NewProfile {
  tenantId: string;
  name: string;
  description: string;
  isDefault: boolean;
  defaultRuleChainId?: string | null;
  alarms?: unknown;
  ms?: number;
}

const COLUMNS = [
  'id', 'created_time', 'tenant_id', 'name', 'name_lc', 'description', 'image', 'is_default', 'type', 'transport_type',
  'provision_type', 'default_rule_chain_id', 'default_dashboard_id', 'default_queue_name', 'provision_device_key',
  'firmware_id', 'software_id', 'external_id', 'profile_data',
];

function profileList(tenantId: string, transportType: string | undefined): ListQuery {
  const where = ['p.tenant_id = ?'];
  const params = [tenantId];
  if (transportType) {
    where.push('p.transport_type = ?');
    params.push(transportType);
  }
  return {
    table: 'device_profile p',
    key: 'p.id',
    columns: 'p.*',
    where,
    params,
    search: ['p.name_lc LIKE ?'],
    sortable: { ...PROFILE_SORTABLE, type: { sql: 'p.type' }, transportType: { sql: 'p.transport_type' } },
    entityClass: 'DeviceProfileEntity',
  };
}

export function createDeviceProfileStore(db: DatabaseSync) {
  const rows = createProfileRows<DeviceProfileRow>(db, 'device_profile', COLUMNS);
  return {
    /** Inserts or updates; a duplicate name or provision key raises SQLite's UNIQUE constraint error. */
    ...rows,
    /** Creates a profile with DEFAULT transport and provisioning disabled. */
    create(profile: NewProfile): DeviceProfileRow {
      const id = timeUuid(profile.ms);
      const row: DeviceProfileRow = {
        id, created_time: createdTimeOf(id), tenant_id: profile.tenantId, name: profile.name,
        description: profile.description, image: null, is_default: profile.isDefault ? 1 : 0, type: 'DEFAULT',
        transport_type: 'DEFAULT', provision_type: 'DISABLED', default_rule_chain_id: profile.defaultRuleChainId ?? null,
        default_dashboard_id: null, default_queue_name: null, provision_device_key: null, firmware_id: null,
        software_id: null, external_id: null, profile_data: JSON.stringify(defaultProfileData(profile.alarms ?? null)),
      };
      rows.save(row);
      return row;
    },
    countDevices(id: string): number {
      const row = prepareCached(db, 'SELECT count(*) AS n FROM device WHERE device_profile_id = ?').get(id) as { n: number };
      return Number(row.n);
    },
    findByProvisionKey(key: string): DeviceProfileRow | undefined {
      return prepareCached(db, 'SELECT * FROM device_profile WHERE provision_device_key = ?').get(key) as
        | DeviceProfileRow
        | undefined;
    },
    /** Profile renames rewrite the type of the profile's devices, which always carries the profile name. */
    renameDeviceType(id: string, name: string): void {
      prepareCached(db, 'UPDATE device SET type = ? WHERE device_profile_id = ?').run(name, id);
    },
    findPage(tenantId: string, link: PageLink) {
      return findPage(db, profileList(tenantId, undefined), link, (row) => toDeviceProfile(row as unknown as DeviceProfileRow));
    },
    findInfosPage(tenantId: string, transportType: string | undefined, link: PageLink) {
      return findPage(db, profileList(tenantId, transportType), link, (row) =>
        toDeviceProfileInfo(row as unknown as DeviceProfileRow),
      );
    },
  };
}

export type DeviceProfileStore = ReturnType<typeof createDeviceProfileStore>;

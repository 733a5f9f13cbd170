import type { DatabaseSync } from 'node:sqlite';
import { createCustomerStore } from './customers.ts';
import { createDeviceCredentialsStore } from './device-credentials.ts';
import { createDeviceProfileStore } from './device-profiles.ts';
import { createDeviceStore } from './devices.ts';
import { createSettingsStore } from './settings.ts';
import { createTenantProfileStore } from './tenant-profiles.ts';
import { createTenantStore } from './tenants.ts';
import { createUserStore } from './users.ts';

export function createStores(db: DatabaseSync) {
  return {
    settings: createSettingsStore(db),
    tenantProfiles: createTenantProfileStore(db),
    tenants: createTenantStore(db),
    customers: createCustomerStore(db),
    users: createUserStore(db),
    deviceProfiles: createDeviceProfileStore(db),
    devices: createDeviceStore(db),
    deviceCredentials: createDeviceCredentialsStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;

import { NULL_UUID } from '../lib/ids.ts';
import type { Stores } from '../store/stores.ts';
import type { SeedClock } from './seed-clock.ts';
import { seedUser } from './system-data.ts';
import { seedTenantEntities } from './tenant-entities.ts';
import { thermostatAlarms } from './thermostat-alarms.ts';

const DEMO_DESCRIPTIONS = {
  dht11: 'Demo device that is used in sample applications that upload data from DHT11 temperature and humidity sensor',
  raspberry: 'Demo device that is used in Raspberry Pi GPIO control sample application',
  thermostat: 'Demo device for Thermostats dashboard',
};

const NO_ADDRESS = { country: null, state: null, city: null, address: null, address2: null, zip: null, phone: null, email: null };

/** The demo tenant of a `--loadDemo` install (contract 10.2), limited to the entities the emulator serves. */
export async function seedDemoData(stores: Stores, clock: SeedClock, tenantProfileId: string): Promise<void> {
  const tenant = clock.id();
  stores.tenants.save({
    ...tenant, title: 'Tenant', region: 'Global', tenant_profile_id: tenantProfileId, ...NO_ADDRESS, additional_info: null,
  });
  await seedUser(stores, clock, {
    email: 'tenant@thingsboard.org', password: 'tenant', authority: 'TENANT_ADMIN', tenantId: tenant.id, customerId: NULL_UUID,
  });
  const customers: Record<string, string> = {};
  for (const letter of ['A', 'B', 'C']) {
    const customer = clock.id();
    stores.customers.save({
      ...customer, tenant_id: tenant.id, title: `Customer ${letter}`, is_public: 0, ...NO_ADDRESS,
      external_id: null, additional_info: null,
    });
    customers[letter] = customer.id;
  }
  const customerUsers: Array<[string, string]> = [
    ['customer@thingsboard.org', 'A'], ['customerA@thingsboard.org', 'A'],
    ['customerB@thingsboard.org', 'B'], ['customerC@thingsboard.org', 'C'],
  ];
  for (const [email, letter] of customerUsers) {
    await seedUser(stores, clock, {
      email, password: 'customer', authority: 'CUSTOMER_USER', tenantId: tenant.id, customerId: customers[letter],
    });
  }
  seedTenantEntities(stores, clock, tenant.id);
  const profiles = {
    default: stores.deviceProfiles.create({
      tenantId: tenant.id, name: 'default', description: 'Default device profile', isDefault: true, ms: clock.ms(),
    }),
    thermostat: stores.deviceProfiles.create({
      tenantId: tenant.id, name: 'thermostat', description: 'Thermostat device profile', isDefault: false,
      alarms: thermostatAlarms(), ms: clock.ms(),
    }),
  };
  const devices: Array<[string, keyof typeof profiles, string, string, string | null]> = [
    ['Test Device A1', 'default', customers.A, 'A1_TEST_TOKEN', null],
    ['Test Device A2', 'default', customers.A, 'A2_TEST_TOKEN', null],
    ['Test Device A3', 'default', customers.A, 'A3_TEST_TOKEN', null],
    ['Test Device B1', 'default', customers.B, 'B1_TEST_TOKEN', null],
    ['Test Device C1', 'default', customers.C, 'C1_TEST_TOKEN', null],
    ['DHT11 Demo Device', 'default', NULL_UUID, 'DHT11_DEMO_TOKEN', DEMO_DESCRIPTIONS.dht11],
    ['Raspberry Pi Demo Device', 'default', NULL_UUID, 'RASPBERRY_PI_DEMO_TOKEN', DEMO_DESCRIPTIONS.raspberry],
    ['Thermostat T1', 'thermostat', NULL_UUID, 'T1_TEST_TOKEN', DEMO_DESCRIPTIONS.thermostat],
    ['Thermostat T2', 'thermostat', NULL_UUID, 'T2_TEST_TOKEN', DEMO_DESCRIPTIONS.thermostat],
  ];
  for (const [name, profileName, customerId, token, description] of devices) {
    const device = clock.id();
    const profile = profiles[profileName];
    stores.devices.save({
      ...device, tenant_id: tenant.id, customer_id: customerId, name, type: profile.name, label: null,
      device_profile_id: profile.id,
      device_data: JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } }),
      firmware_id: null, software_id: null, external_id: null,
      additional_info: description === null ? null : JSON.stringify({ description }),
    });
    stores.deviceCredentials.save({
      ...clock.id(), device_id: device.id, credentials_type: 'ACCESS_TOKEN', credentials_id: token, credentials_value: null,
    });
  }
}

import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { NULL_UUID, createdTimeOf, timeUuid } from '../lib/ids.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import type { DeviceRow } from '../store/devices.ts';
import type { Stores } from '../store/stores.ts';
import type { TsPoint } from '../telemetry/values.ts';

const KINDS = ['Sensor', 'Meter', 'Tracker', 'Gateway', 'Camera'] as const;
const SITES = ['Warehouse', 'Office', 'Plant', 'Depot', 'Lab', 'Store', 'Garage', 'Farm'];
const NO_ADDRESS = { country: null, state: null, city: null, address: null, address2: null, zip: null, phone: null, email: null };
const DEVICE_DATA = JSON.stringify({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } });
const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;

export interface ScaleOptions {
  /** Number of devices to add. */
  devices: number;
  seed?: number;
  /** How many devices (spread evenly) get a week of one-per-minute temperature and humidity; default 10. */
  seriesDevices?: number;
  /** End of the generated series, default now. */
  now?: number;
}

export interface ScaleResult {
  tenantId: string;
  devices: number;
  customers: number;
  /** Ids of the devices that got time series. */
  seriesDeviceIds: string[];
}

/**
 * Adds a large, deterministic population to the demo tenant: device profiles, customers, devices named
 * `<Kind> <number>` with site labels and access tokens, an `active` attribute each, and a week of
 * minute-by-minute data for a sample. Everything runs in one transaction with prepared statements.
 */
export function seedScaleTenant(db: DatabaseSync, stores: Stores, options: ScaleOptions): ScaleResult {
  const random = seededRandom(options.seed ?? 1);
  const now = options.now ?? Date.now();
  const tenant = db.prepare("SELECT id FROM tenant WHERE title = 'Tenant' ORDER BY created_time LIMIT 1").get();
  if (!tenant) throw new Error('the demo tenant is missing');
  const tenantId = String(tenant.id);
  return transaction(db, () => {
    let ms = now - options.devices - 1000;
    const profiles = KINDS.map((kind) => {
      const existing = db.prepare('SELECT id, name FROM device_profile WHERE tenant_id = ? AND name = ?').get(tenantId, `scale-${kind.toLowerCase()}`);
      if (existing) return { id: String(existing.id), name: String(existing.name) };
      const row = stores.deviceProfiles.create({
        tenantId, name: `scale-${kind.toLowerCase()}`, description: `${kind} devices of the large demo tenant`, isDefault: false, ms: ms++,
      });
      return { id: row.id, name: row.name };
    });
    const customerCount = Math.max(3, Math.floor(options.devices / 1000));
    const customers: string[] = [];
    for (let i = 1; i <= customerCount; i++) {
      const id = timeUuid(ms++);
      const title = `Scale Customer ${String(i).padStart(4, '0')}`;
      stores.customers.save({
        id, created_time: createdTimeOf(id), tenant_id: tenantId, title, is_public: 0, ...NO_ADDRESS, external_id: null, additional_info: null,
      });
      customers.push(id);
    }
    const seriesEvery = Math.max(1, Math.floor(options.devices / Math.max(1, options.seriesDevices ?? 10)));
    const seriesDeviceIds: string[] = [];
    const inactive = [{ key: 'active', value: { type: 'BOOLEAN' as const, value: false } }];
    const rows: DeviceRow[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < options.devices; i++) {
      const kindIndex = random.int(KINDS.length);
      const id = timeUuid(ms++);
      const site = random.pick(SITES);
      const label = random.next() < 0.8 ? `${site} ${1 + random.int(40)} floor ${1 + random.int(9)}` : null;
      const customerId = random.next() < 0.7 ? customers[random.int(customers.length)] : NULL_UUID;
      rows.push({
        id, created_time: createdTimeOf(id), tenant_id: tenantId, customer_id: customerId,
        name: `${KINDS[kindIndex]} ${String(i + 1).padStart(6, '0')}`, type: profiles[kindIndex].name, label,
        device_profile_id: profiles[kindIndex].id, device_data: DEVICE_DATA, firmware_id: null, software_id: null,
        external_id: null, additional_info: null,
      });
      tokens.push(`SCALE_${random.alphanumeric(14)}`);
      if (i % seriesEvery === 0 && seriesDeviceIds.length < (options.seriesDevices ?? 10)) seriesDeviceIds.push(id);
    }
    // Inserting in id order keeps the id-keyed B-trees appending instead of splitting pages all over.
    const order = rows.map((_, i) => i).sort((a, b) => (rows[a].id < rows[b].id ? -1 : rows[a].id > rows[b].id ? 1 : 0));
    for (const i of order) {
      const row = rows[i];
      stores.devices.save(row);
      const credentials = timeUuid(ms);
      stores.deviceCredentials.save({
        id: credentials, created_time: createdTimeOf(credentials), device_id: row.id, credentials_type: 'ACCESS_TOKEN',
        credentials_id: tokens[i], credentials_value: null,
      });
      stores.attributes.save(row.id, 'SERVER_SCOPE', inactive, now);
    }
    const end = Math.floor(now / MINUTE) * MINUTE;
    for (const deviceId of seriesDeviceIds) {
      const points: TsPoint[] = [];
      const base = 18 + random.next() * 6;
      for (let m = WEEK_MINUTES - 1; m >= 0; m--) {
        const ts = end - m * MINUTE;
        const day = Math.sin((2 * Math.PI * (ts % 86_400_000)) / 86_400_000);
        const temperature = Math.round((base + 4 * day + random.next() - 0.5) * 10) / 10;
        const humidity = Math.round((50 - 15 * day + random.next() * 4) * 10) / 10;
        points.push({ key: 'temperature', ts, value: { type: 'DOUBLE', value: temperature } });
        points.push({ key: 'humidity', ts, value: { type: 'DOUBLE', value: humidity } });
      }
      stores.timeseries.save(deviceId, points);
    }
    return { tenantId, devices: options.devices, customers: customerCount, seriesDeviceIds };
  });
}

import type { DatabaseSync } from 'node:sqlite';
import type { Stores } from '../store/stores.ts';
import type { KvValue } from '../telemetry/values.ts';

const long = (value: number): KvValue => ({ type: 'LONG', value });
const double = (value: number): KvValue => ({ type: 'DOUBLE', value });
const bool = (value: boolean): KvValue => ({ type: 'BOOLEAN', value });

/** Server attributes of the thermostats (contract 10.2): position, alarm flags and thresholds. */
const THERMOSTATS: Record<string, Record<string, KvValue>> = {
  'Thermostat T1': {
    latitude: double(37.3948), longitude: double(-122.1503), temperatureAlarmFlag: bool(true), humidityAlarmFlag: bool(true),
    temperatureAlarmThreshold: long(20), humidityAlarmThreshold: long(50),
  },
  'Thermostat T2': {
    latitude: double(37.493801), longitude: double(-121.948769), temperatureAlarmFlag: bool(true), humidityAlarmFlag: bool(true),
    temperatureAlarmThreshold: long(25), humidityAlarmThreshold: long(30),
  },
};

/** Every demo device starts inactive (`active = false`); the thermostats get their alarm settings. No time series. */
export function seedDemoAttributes(db: DatabaseSync, stores: Stores, ts: number): void {
  const devices = db.prepare("SELECT d.id, d.name FROM device d JOIN tenant t ON t.id = d.tenant_id WHERE t.title = 'Tenant'").all();
  for (const device of devices) {
    const id = String(device.id);
    const extra = THERMOSTATS[String(device.name)] ?? {};
    const entries = [{ key: 'active', value: bool(false) }, ...Object.entries(extra).map(([key, value]) => ({ key, value }))];
    stores.attributes.save(id, 'SERVER_SCOPE', entries, ts);
  }
}

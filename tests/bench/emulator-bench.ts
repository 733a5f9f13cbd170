// Emulator benchmarks on a large tenant (EMULATOR_SCALE-style data); reports figures, asserts nothing.
// Standalone: node --import ./server/tsx-hooks.ts tests/bench/emulator-bench.ts   (BENCH_SCALE, BENCH_REQUESTS)
import { pathToFileURL } from 'node:url';
import { startEmulator } from '../../emulator/index.ts';
import { measure } from './load.ts';

const MINUTE = 60_000;

/** The name of the case the summary reports: the console's device list sorted by name, no search. */
export const SORTED_BY_NAME = 'deviceInfos, no search, page 50, sorted by name';

/** Runs every case and prints them; returns each case's p50 in ms. */
export async function runEmulatorBench(): Promise<Record<string, number>> {
  const scale = Number(process.env.BENCH_SCALE ?? 100_000);
  const requests = Number(process.env.BENCH_REQUESTS ?? 200);
  const started = performance.now();
  const emulator = await startEmulator({ port: 0, scale, telemetryIntervalMs: 0 });
  const startup = performance.now() - started;
  try {
    const login = await fetch(`${emulator.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { 'x-authorization': `Bearer ${token}` };
    const search = '/api/tenant/deviceInfos?pageSize=100&page=50&textSearch=floor%203';
    const sample = await (await fetch(`${emulator.url}${search}`, { headers })).json() as { totalElements: number; data: unknown[] };

    // A device with a week of minute data: the first one named by the scale seeding.
    const infos = await (await fetch(`${emulator.url}/api/tenant/devices?pageSize=1&page=0&sortProperty=createdTime`, { headers })).json() as { data: Array<{ id: { id: string } }> };
    const deviceId = await firstDeviceWithSeries(emulator.url, headers, infos.data[0].id.id);
    const end = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE;
    const start = end - 10_000 * MINUTE;
    const series = `/api/plugins/telemetry/DEVICE/${deviceId}/values/timeseries?keys=temperature&startTs=${start}&endTs=${end}`;
    const avg = `${series}&interval=${15 * MINUTE}&agg=AVG`;
    const avgCount = await (await fetch(`${emulator.url}${series}&interval=${20_000 * MINUTE}&agg=COUNT`, { headers })).json() as { temperature: Array<{ value: string }> };

    const field = (key: string) => ({ type: 'ENTITY_FIELD', key });
    const deviceSearch = (sortKey: string, direction: string, latestValues: unknown[] = []) => ({
      entityFilter: { type: 'entityType', entityType: 'DEVICE' },
      pageLink: { page: 0, pageSize: 20, textSearch: 'floor 3', sortOrder: { key: field(sortKey), direction } },
      entityFields: [field('name'), field('label'), field('type')], latestValues, keyFilters: [],
    });
    const entityQueries: Record<string, unknown> = {
      'entity query search, sorted by name': deviceSearch('name', 'ASC'),
      'entity query search, createdTime DESC': deviceSearch('createdTime', 'DESC'),
      // Every scale device has an `active` attribute: the search reads it for all of them.
      'entity query search with active + temperature': deviceSearch('name', 'ASC', [
        { type: 'ATTRIBUTE', key: 'active' }, { type: 'TIME_SERIES', key: 'temperature' },
      ]),
    };
    const cases: Record<string, string> = {
      'deviceInfos search, page 50': search,
      'deviceInfos search, page 50, createdTime DESC': `${search}&sortProperty=createdTime&sortOrder=DESC`,
      'deviceInfos search, page 50, sorted by name': `${search}&sortProperty=name`,
      'deviceInfos, no search, page 50': '/api/tenant/deviceInfos?pageSize=100&page=50',
      [SORTED_BY_NAME]: '/api/tenant/deviceInfos?pageSize=100&page=50&sortProperty=name&sortOrder=ASC',
      'timeseries AVG over 10,000 points': avg,
      'timeseries raw 1,000 points': `${series}&limit=1000`,
    };
    const table: Record<string, { 'p50 ms': string; 'p99 ms': string; rps: string }> = {};
    const p50s: Record<string, number> = {};
    const record = async (name: string, path: string, body?: unknown) => {
      await measure(emulator.url, path, headers, 20, 1, body);
      const result = await measure(emulator.url, path, headers, requests, 1, body);
      p50s[name] = result.p50;
      table[name] = { 'p50 ms': result.p50.toFixed(2), 'p99 ms': result.p99.toFixed(2), rps: result.rps.toFixed(0) };
    };
    for (const [name, path] of Object.entries(cases)) await record(name, path);
    for (const [name, body] of Object.entries(entityQueries)) await record(name, '/api/entitiesQuery/find', body);
    console.log(`\nemulator with ${scale.toLocaleString('en')} extra devices: started (seeded) in ${(startup / 1000).toFixed(1)} s`);
    console.log(`search 'floor 3' matches ${sample.totalElements} devices; page 50 holds ${sample.data.length}`);
    console.log(`time-series range holds ${avgCount.temperature?.[0]?.value ?? 0} points`);
    console.table(table);
    console.log('goals: deviceInfos search and sorted by name under 20 ms at p50; AVG over 10,000 points under 50 ms; entity query search under 50 ms');
    return p50s;
  } finally {
    await emulator.close();
  }
}

/** Scale devices with series are spread evenly; walk the oldest ones until one has temperature data. */
async function firstDeviceWithSeries(url: string, headers: Record<string, string>, fallback: string): Promise<string> {
  const page = await (await fetch(`${url}/api/tenant/devices?pageSize=2000&page=0&sortProperty=createdTime`, { headers })).json() as { data: Array<{ id: { id: string } }> };
  for (const device of page.data) {
    const keys = await (await fetch(`${url}/api/plugins/telemetry/DEVICE/${device.id.id}/keys/timeseries`, { headers })).json() as string[];
    if (keys.includes('temperature')) return device.id.id;
  }
  return fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runEmulatorBench();

import t from 'tap';
import { contractFixture } from '../helpers/contract-fixture.ts';
import { DEMO, customerByTitle, deviceByName, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

// Contract 3.4: every list sorts by each of its documented properties in both directions; the `*` properties (joined
// columns) only on the `...Infos` lists, where plain lists fail with the persistence layer's 500/2.

/** The accepted properties of each row of the 3.4 table, by the row's list name. */
const sortTable = () => new Map(Object.entries(contractFixture().sortTable));

type Who = 'tenant' | 'sysadmin';

/** Which lists each row of the table stands for; `info` lists also take the `*` properties. */
function listsPerRow(ids: Record<string, string>): Record<string, Array<{ path: string; who: Who; info: boolean }>> {
  const tenantLists = (paths: string[], info: boolean) => paths.map((path) => ({ path, who: 'tenant' as Who, info }));
  return {
    'devices / deviceInfos': [
      ...tenantLists(['/api/tenant/devices', `/api/customer/${ids.customer}/devices`, `/api/edge/${ids.edge}/devices`], false),
      ...tenantLists(['/api/tenant/deviceInfos', `/api/customer/${ids.customer}/deviceInfos`], true),
    ],
    'assets / assetInfos': [
      ...tenantLists(['/api/tenant/assets', `/api/customer/${ids.customer}/assets`, `/api/edge/${ids.edge}/assets`], false),
      ...tenantLists(['/api/tenant/assetInfos', `/api/customer/${ids.customer}/assetInfos`], true),
    ],
    'entity views / entityViewInfos': [
      ...tenantLists(['/api/tenant/entityViews', `/api/customer/${ids.customer}/entityViews`, `/api/edge/${ids.edge}/entityViews`], false),
      ...tenantLists(['/api/tenant/entityViewInfos', `/api/customer/${ids.customer}/entityViewInfos`], true),
    ],
    'edges / edgeInfos': [
      ...tenantLists(['/api/tenant/edges', `/api/customer/${ids.customer}/edges`, '/api/edges'], false),
      ...tenantLists(['/api/tenant/edgeInfos', `/api/customer/${ids.customer}/edgeInfos`], true),
    ],
    customers: tenantLists(['/api/customers'], false),
    users: [...tenantLists(['/api/users', `/api/customer/${ids.customer}/users`], false), { path: `/api/tenant/${ids.tenant}/users`, who: 'sysadmin', info: false }],
    tenants: [{ path: '/api/tenants', who: 'sysadmin', info: false }],
    tenantInfos: [{ path: '/api/tenantInfos', who: 'sysadmin', info: true }],
    'tenant profiles': [{ path: '/api/tenantProfiles', who: 'sysadmin', info: false }],
    'tenant profile infos': [{ path: '/api/tenantProfileInfos', who: 'sysadmin', info: false }],
    dashboards: [
      ...tenantLists(['/api/tenant/dashboards', `/api/customer/${ids.customer}/dashboards`, `/api/edge/${ids.edge}/dashboards`], false),
      { path: `/api/tenant/${ids.tenant}/dashboards`, who: 'sysadmin', info: false },
    ],
    'device profiles / infos': tenantLists(['/api/deviceProfiles', '/api/deviceProfileInfos'], false),
    'asset profiles / infos': tenantLists(['/api/assetProfiles', '/api/assetProfileInfos'], false),
    'rule chains': tenantLists(['/api/ruleChains', `/api/edge/${ids.edge}/ruleChains`], false),
    'widgets bundles': [...tenantLists(['/api/widgetsBundles'], false), { path: '/api/widgetsBundles', who: 'sysadmin', info: false }],
    'OTA packages': tenantLists(['/api/otaPackages', `/api/otaPackages/${ids.deviceProfile}/FIRMWARE`], false),
    queues: [{ path: '/api/queues?serviceType=TB_RULE_ENGINE', who: 'sysadmin', info: false }],
    alarms: tenantLists(['/api/alarms', `/api/alarm/DEVICE/${ids.device}`], false),
    'audit logs': tenantLists([
      '/api/audit/logs', `/api/audit/logs/customer/${ids.customer}`, `/api/audit/logs/user/${ids.user}`,
      `/api/audit/logs/entity/DEVICE/${ids.device}`,
    ], false),
  };
}

/** Rows of the table that are not entity lists of sections 3-4 (events, RPC and resources belong to sections 5-11). */
const OTHER_SECTIONS = new Set(['events', 'persistent RPC', 'resources']);

/** The JSON member a sort property orders by (`isDefault` is serialised as `default`, contract 0.2). */
const MEMBER: Record<string, string> = { isDefault: 'default' };

type Scalar = string | number | boolean | null;

/** The scalar values of the member on each row, or null when some row has no scalar there (ids, nested values). */
function memberValues(rows: Array<Record<string, unknown>>, property: string): Scalar[] | null {
  const values = rows.map((row) => row[MEMBER[property] ?? property]);
  const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  return values.every(scalar) ? (values as Scalar[]) : null;
}

/** Ordered as the contract says: text case-insensitively, NULLs last in both directions. */
function inOrder(values: Scalar[], order: 'ASC' | 'DESC'): boolean {
  const key = (value: Scalar) => (typeof value === 'string' ? value.toLowerCase() : value);
  for (let i = 1; i < values.length; i++) {
    const [previous, current] = [values[i - 1], values[i]];
    if (previous === null) {
      if (current !== null) return false;
      continue;
    }
    if (current === null) continue;
    const [a, b] = [key(previous), key(current)] as [string | number | boolean, string | number | boolean];
    if (order === 'ASC' ? a > b : a < b) return false;
  }
  return true;
}

async function page(user: Session, path: string, query: string) {
  return user.get(`${path}${path.includes('?') ? '&' : '?'}pageSize=100&page=0&${query}`);
}

t.test('every documented sort property of every list', async (t) => {
  const { url } = await withEmulator(t);
  const users = { tenant: await session(url, DEMO.tenant), sysadmin: await session(url, DEMO.sysadmin) };
  const admin = users.tenant;
  const edge = await admin.post('/api/edge', { name: 'Sorted edge', type: 'default', routingKey: 'sorted-key', secret: 'sorted-secret' });
  const device = await deviceByName(admin, 'Thermostat T1');
  await admin.post(`/api/edge/${edge.body.id.id}/device/${device.id.id}`);
  const ids = {
    customer: (await customerByTitle(admin, 'Customer A')).id.id,
    edge: edge.body.id.id,
    tenant: admin.claims.tenantId as string,
    user: admin.userId,
    device: device.id.id,
    deviceProfile: device.deviceProfileId.id,
  };
  const table = sortTable();
  const lists = listsPerRow(ids);
  for (const name of table.keys()) {
    if (!OTHER_SECTIONS.has(name)) t.ok(lists[name], `the table's row "${name}" is checked`);
  }
  let sortedByValue = 0;
  for (const [name, paths] of Object.entries(lists)) {
    const row = table.get(name);
    if (!row) {
      t.fail(`the contract's 3.4 table has no row "${name}"`);
      continue;
    }
    for (const { path, who, info } of paths) {
      const user = users[who];
      const unsorted = await page(user, path, '');
      t.equal(unsorted.status, 200, `${path} answers`);
      for (const property of info ? [...row.plain, ...row.infoOnly] : row.plain) {
        const ascending = await page(user, path, `sortProperty=${property}&sortOrder=ASC`);
        const descending = await page(user, path, `sortProperty=${property}&sortOrder=DESC`);
        t.same([ascending.status, descending.status], [200, 200], `${path} sorts by ${property}`);
        t.equal(ascending.body?.totalElements, unsorted.body.totalElements, `${path} by ${property}: same rows`);
        const up = memberValues(ascending.body?.data ?? [], property);
        const down = memberValues(descending.body?.data ?? [], property);
        if (up && down) {
          t.ok(inOrder(up, 'ASC') && inOrder(down, 'DESC'), `${path} by ${property}: ordered (${JSON.stringify(up)})`);
          sortedByValue++;
        }
      }
      for (const property of info ? [] : row.infoOnly) {
        const res = await page(user, path, `sortProperty=${property}`);
        t.same([res.status, res.body?.errorCode], [500, 2], `${path}: ${property} only sorts the Infos lists`);
      }
    }
  }
  t.ok(sortedByValue > 100, `orders checked against the values (${sortedByValue})`);
});

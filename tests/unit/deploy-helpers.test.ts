// Issue 19: the pure parts of running in production: API areas of platform calls, the start line, the replica id,
// where the logs go.
import t from 'tap';
import { platformArea } from '../../server/metrics/platform-area.ts';
import { addressToOpen, startLine } from '../../server/lifecycle/start-line.ts';
import { replicaId } from '../../server/replica-id.ts';
import { logDestination } from '../../server/logging/log-destination.ts';
import { DEMO_USERS } from '../../emulator/demo-users.ts';

const ID = '784f394c-42b6-435a-983c-b7beff2784f9';

t.test('platform calls are labelled by API area, never by their ids', async (t) => {
  const cases: [string, string][] = [
    ['/api/auth/login', 'auth'],
    ['/api/auth/token', 'auth'],
    ['/api/auth/2fa/verification/check?providerType=TOTP', 'two-factor'],
    ['/api/2fa/account/config', 'two-factor'],
    ['/api/noauth/userPasswordPolicy', 'noauth'],
    ['/api/tenant/deviceInfos?pageSize=10&page=0', 'devices'],
    [`/api/customer/${ID}/deviceInfos`, 'devices'],
    [`/api/device/info/${ID}`, 'devices'],
    [`/api/customer/${ID}/dashboards`, 'dashboards'],
    [`/api/customer/${ID}`, 'customers'],
    ['/api/tenant/dashboards', 'dashboards'],
    [`/api/dashboard/info/${ID}`, 'dashboards'],
    [`/api/tenant/${ID}`, 'tenants'],
    [`/api/plugins/telemetry/DEVICE/${ID}/values/timeseries`, 'telemetry'],
    [`/api/plugins/rpc/oneway/${ID}`, 'rpc'],
    [`/api/rpc/twoway/${ID}`, 'rpc'],
    ['/api/entitiesQuery/find', 'entity-query'],
    ['/api/alarmsQuery/find', 'alarms'],
    [`/api/alarm/${ID}/ack`, 'alarms'],
    [`/api/user/${ID}`, 'users'],
    ['/api/edges/enabled', 'edges'],
    ['/api/admin/updates', 'admin'],
    ['/api/uiSettings/helpBaseUrl', 'ui-settings'],
    ['/api/somethingNew/x', 'other'],
    ['/static/x', 'other'],
  ];
  for (const [path, area] of cases) t.equal(platformArea(path), area, path);
});

t.test('the start line: the address to open and the demo users', async (t) => {
  const address = { address: '0.0.0.0', family: 'IPv4', port: 8080 };
  t.equal(addressToOpen({ address, host: '0.0.0.0', basePath: '' }), 'http://localhost:8080/', 'all interfaces: localhost');
  t.equal(addressToOpen({ address: { ...address, address: '::', family: 'IPv6' }, host: '::', basePath: '/console' }), 'http://localhost:8080/console/');
  t.equal(addressToOpen({ address: { ...address, address: '127.0.0.1' }, host: '127.0.0.1', basePath: '' }), 'http://127.0.0.1:8080/');
  t.equal(addressToOpen({ address: { ...address, address: '::1', family: 'IPv6' }, host: '::1', basePath: '' }), 'http://[::1]:8080/');
  t.equal(addressToOpen({ address, host: '0.0.0.0', basePath: '/console', publicUrl: 'https://iot.example.com/' }), 'https://iot.example.com/console/', 'PUBLIC_URL wins');
  const demo = startLine({ address, host: '0.0.0.0', basePath: '', demoUsers: DEMO_USERS });
  t.equal(demo, 'Floorboard is ready: open http://localhost:8080/ and sign in as tenant@thingsboard.org / tenant, customerA@thingsboard.org / customer, sysadmin@thingsboard.org / sysadmin');
  t.notMatch(demo, /\n/, 'one line');
  t.equal(startLine({ address, host: '0.0.0.0', basePath: '', demoUsers: [] }), 'Floorboard is ready: open http://localhost:8080/', 'a real platform: no demo users');
});

t.test('the replica id: short, stable for a process, different across hosts and processes', async (t) => {
  t.match(replicaId('host-a', 1), /^[0-9a-f]{8}$/);
  t.equal(replicaId('host-a', 1), replicaId('host-a', 1));
  t.not(replicaId('host-a', 1), replicaId('host-b', 1));
  t.not(replicaId('host-a', 1), replicaId('host-a', 2));
  t.notMatch(replicaId('host-a', 1), /host/);
});

t.test('logs: readable on a development terminal, JSON lines otherwise', async (t) => {
  t.same(await logDestination({}, false), { pretty: false }, 'not a terminal (a pipe, a log collector): JSON');
  t.same(await logDestination({ NODE_ENV: 'production' }, true), { pretty: false }, 'production: JSON even on a terminal');
  const dev = await logDestination({}, true);
  t.equal(dev.pretty, true, 'a terminal in development: pino-pretty');
  t.equal(typeof dev.stream?.write, 'function');
});

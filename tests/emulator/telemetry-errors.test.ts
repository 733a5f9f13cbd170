import { randomUUID } from 'node:crypto';
import t from 'tap';
import { DEMO, PERMISSION_DENIED, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';
import type { ApiResponse } from '../helpers/emulator.ts';

const T = '/api/plugins/telemetry';

interface Checks {
  equal(found: unknown, wanted: unknown, message: string): unknown;
  match(found: unknown, pattern: RegExp, message: string): unknown;
}

function expectText(t: Checks, res: ApiResponse, status: number, text: string): void {
  t.equal(res.status, status, `status ${status}`);
  t.equal(res.text, text, text);
  t.match(res.headers.get('content-type'), /^text\/plain/, 'plain text, not the JSON error object');
}

t.test('plain-text errors of the telemetry controller', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const t1 = await deviceByName(admin, 'Thermostat T1');
  const base = `${T}/DEVICE/${t1.id.id}`;

  t.test('entity not found and not permitted', async (t) => {
    expectText(t, await admin.get(`${T}/DEVICE/${randomUUID()}/values/attributes`), 404, "Device with requested id wasn't found!");
    expectText(t, await admin.get(`${T}/CUSTOMER/${randomUUID()}/values/timeseries`), 404, "Customer with requested id wasn't found!");
    const customer = await session(url, DEMO.customer);
    expectText(t, await customer.get(`${base}/values/attributes`), 403, PERMISSION_DENIED);
    expectText(t, await customer.post(`${base}/timeseries/ANY`, { a: 1 }), 403, PERMISSION_DENIED);
    const sysadmin = await session(url, DEMO.sysadmin);
    expectText(t, await sysadmin.get(`${base}/values/timeseries`), 403, 'System administrator is not allowed to perform this operation!');
    expectText(t, await customer.get(`${T}/TENANT/${admin.claims.tenantId}/values/attributes`), 403, 'Customer user is not allowed to perform this operation!');
    expectText(t, await admin.post(`${T}/TENANT/${admin.claims.tenantId}/attributes/SERVER_SCOPE`, { a: 1 }), 403, PERMISSION_DENIED);
  });

  t.test('attribute bodies', async (t) => {
    expectText(t, await admin.post(`${base}/attributes/CLIENT_SCOPE`, { a: 1 }), 400, 'Invalid scope: CLIENT_SCOPE');
    expectText(t, await admin.post(`${base}/attributes/SERVER_SCOPE`, [1, 2]), 400, 'Request is not a JSON object');
    expectText(t, await admin.post(`${base}/attributes/SERVER_SCOPE`, {}), 400, 'No attributes data found in request body!');
    expectText(t, await admin.post(`${base}/attributes/SERVER_SCOPE`, { '  ': 1 }), 400, 'Key cannot be empty or contains only spaces');
    expectText(t, await admin.post(`${T}/DEVICE/${randomUUID()}/attributes/BAD_SCOPE`, { a: 1 }), 400, 'Invalid scope: BAD_SCOPE');
    const big = await admin.post(`${base}/attributes/SERVER_SCOPE`, '{"fine":1,"huge":123456789012345678901234}');
    t.same([big.status, big.body.errorCode, big.body.message], [500, 2,
      'org.thingsboard.server.service.telemetry.exception.InvalidParametersException: Big integer values are not supported!'],
    'an integer beyond 64 bits refuses the whole request');
    t.same((await admin.get(`${base}/values/attributes/SERVER_SCOPE?keys=fine`)).body, [], 'and saves nothing');
    const exponent = await admin.post(`${base}/attributes/SERVER_SCOPE`, '{"large":1e30}');
    t.equal(exponent.status, 200, 'a number with an exponent is a double, however large');
    const malformed = await admin.post(`${base}/attributes/SERVER_SCOPE`, '{"a":');
    t.equal(malformed.status, 500, 'an unparseable JSON body fails in binding (JSON error body)');
    t.equal(malformed.body.errorCode, 2);
  });

  t.test('telemetry bodies', async (t) => {
    expectText(t, await admin.post(`${base}/timeseries/ANY`, 'not json'), 400, 'Unable to parse timeseries payload: Invalid JSON body!');
    expectText(t, await admin.post(`${base}/timeseries/ANY`, { a: null }), 400, "Unable to parse timeseries payload. Invalid JSON body: Can't parse value: null");
    expectText(t, await admin.post(`${base}/timeseries/ANY`, '42'), 400, "Unable to parse timeseries payload. Invalid JSON body: Can't parse value: 42");
    expectText(t, await admin.post(`${base}/timeseries/ANY`, {}), 400, 'No timeseries data found in request body!');
    expectText(t, await admin.post(`${base}/timeseries/ANY`, []), 400, 'No timeseries data found in request body!');
  });

  t.test('deletes', async (t) => {
    expectText(t, await admin.delete(`${base}/timeseries/delete?keys=`), 400, 'Empty keys: ');
    expectText(t, await admin.delete(`${base}/timeseries/delete?keys=a&startTs=1`), 400,
      "When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
    expectText(t, await admin.delete(`${base}/SERVER_SCOPE?keys=`), 400, 'Empty keys: ');
    const missing = await admin.delete(`${base}/timeseries/delete`);
    t.equal(missing.status, 500, 'a missing required parameter is a binding failure');
    t.equal(missing.body.message, "Required request parameter 'keys' for method parameter type String is not present");
  });

  t.test('illegal query arguments', async (t) => {
    expectText(t, await admin.get(`${base}/values/timeseries?keys=a&startTs=0&endTs=100000000&interval=1000&agg=AVG`), 400,
      "Incorrect TsKvQuery. Number of intervals is to high - 100000. Please increase 'interval' parameter for your query or reduce the time range of the query.");
    expectText(t, await admin.get(`${base}/values/timeseries?keys=a&startTs=0&endTs=1000&interval=100&agg=MEDIAN`), 400,
      'No enum constant org.thingsboard.server.common.data.kv.Aggregation.MEDIAN');
    const ok = await admin.get(`${base}/values/timeseries?keys=a&startTs=0&endTs=100000000&interval=0&agg=MEDIAN`);
    t.equal(ok.status, 200, 'interval=0 ignores agg entirely');
    const badLong = await admin.get(`${base}/values/timeseries?keys=a&startTs=abc&endTs=1`);
    t.equal(badLong.status, 500);
  });

  t.test('errors before the asynchronous part keep the JSON body', async (t) => {
    expectError(t, await admin.get(`${T}/DEVICE/not-a-uuid/values/attributes`), 400, 31, 'Invalid UUID string: not-a-uuid');
    expectError(t, await admin.get(`${T}/GADGET/${t1.id.id}/values/attributes`), 400, 31,
      'No enum constant org.thingsboard.server.common.data.EntityType.GADGET');
    const anonymous = await fetch(`${url}${base}/values/attributes`);
    t.equal(anonymous.status, 401);
  });

  t.test('failed requests change nothing', async (t) => {
    t.same((await admin.get(`${base}/keys/timeseries`)).body, []);
    const keys = (await admin.get(`${base}/keys/attributes/SERVER_SCOPE`)).body;
    t.notOk(keys.includes('a'));
  });
});

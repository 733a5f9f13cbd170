import t from 'tap';
import { DEMO, ERROR_TIMESTAMP, call, session, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';

t.test('error bodies for bad input', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);

  t.test('standard body shape', async (t) => {
    const res = await admin.get('/api/device/abc');
    t.equal(res.status, 400);
    t.same(Object.keys(res.body), ['status', 'message', 'errorCode', 'timestamp']);
    t.same({ ...res.body, timestamp: 'x' }, { status: 400, message: 'Invalid UUID string: abc', errorCode: 31, timestamp: 'x' });
    t.match(res.body.timestamp, ERROR_TIMESTAMP);
    t.match(res.headers.get('content-type'), /^application\/json/);
  });

  t.test('unknown /api path', async (t) => {
    const res = await admin.get('/api/no/such/thing');
    t.equal(res.status, 404);
    t.equal(res.body.errorCode, 32);
    const anonymous = await call(url, '/api/no/such/thing');
    t.equal(anonymous.status, 401, 'authentication comes before routing');
    t.equal(anonymous.body.errorCode, 10);
  });

  t.test('wrong method', async (t) => {
    const res = await call(url, '/api/tenant/devices?pageSize=1&page=0', { token: admin.tokens.token, method: 'PUT' });
    t.equal(res.status, 405);
    t.same([res.body.errorCode, res.body.message], [31, "Request method 'PUT' not supported"]);
    const oauth = await call(url, '/api/noauth/oauth2Clients');
    t.equal(oauth.status, 405);
  });

  t.test('a literal path segment falls through to a parametric route of the right method', async (t) => {
    const res = await admin.get('/api/device/credentials');
    t.equal(res.status, 400);
    t.equal(res.body.message, 'Invalid UUID string: credentials');
  });

  t.test('undecodable URL', async (t) => {
    const res = await admin.get('/api/device/%E0%A4%A');
    t.same([res.status, res.body.errorCode], [400, 31]);
    t.match(res.body.timestamp, ERROR_TIMESTAMP);
  });

  t.test('malformed JSON', async (t) => {
    const res = await admin.post('/api/customer', '{"title": ');
    t.equal(res.status, 500);
    t.equal(res.body.errorCode, 2);
    t.match(res.body.message, /^JSON parse error: /);
  });

  t.test('missing body and foreign content type', async (t) => {
    const missing = await call(url, '/api/customer', { token: admin.tokens.token, method: 'POST' });
    t.same([missing.status, missing.body.errorCode, missing.body.message], [500, 2, 'Required request body is missing']);
    const text = await call(url, '/api/customer', {
      token: admin.tokens.token, method: 'POST', body: 'title', headers: { 'content-type': 'text/plain' },
    });
    t.same([text.status, text.body.errorCode, text.body.message], [415, 31, "Content type 'text/plain' not supported"]);
  });

  t.test('JSON that is not an object', async (t) => {
    const res = await admin.post('/api/device', [1, 2]);
    t.equal(res.status, 500);
    t.match(res.body.message, /^JSON parse error: Cannot construct instance of `org\.thingsboard\.server\.common\.data\.Device`/);
  });

  t.test('id members that are not id objects fail the binding and store nothing', async (t) => {
    const devices = async () => (await admin.get('/api/tenant/devices?pageSize=1&page=0')).body.totalElements;
    const before = await devices();
    const thermostat = (await admin.get('/api/tenant/devices?deviceName=Thermostat T1')).body;
    for (const body of [
      { name: 'Id as text', customerId: 'not-an-object' }, { name: 'Id as number', deviceProfileId: 5 },
      { id: 'x', name: 'Own id as text' }, { name: 'Id as array', customerId: [] }, { name: 'Bad id', customerId: { id: 'nope' } },
    ]) {
      const res = await admin.post('/api/device', body);
      t.same([res.status, res.body.errorCode], [500, 2], `${JSON.stringify(body)} is refused`);
      t.match(res.body.message, /^JSON parse error: /);
    }
    t.equal(await devices(), before, 'no device created');
    const alarms = async () => (await admin.get('/api/alarms?pageSize=1&page=0')).body.totalElements;
    const alarmsBefore = await alarms();
    for (const originator of ['text', { entityType: 'GADGET', id: thermostat.id.id }]) {
      const res = await admin.post('/api/alarm', { type: 'Bad originator', originator, severity: 'MAJOR', status: 'ACTIVE_UNACK' });
      t.same([res.status, res.body.errorCode], [500, 2], `originator ${JSON.stringify(originator)}`);
    }
    t.equal(await alarms(), alarmsBefore, 'no alarm created');
    const view = await admin.post('/api/entityView', { name: 'Bad view', type: 'v', entityId: { entityType: 'GADGET', id: thermostat.id.id } });
    t.same([view.status, view.body.message], [500, 'JSON parse error: No enum constant org.thingsboard.server.common.data.EntityType.GADGET']);
  });

  t.test('ids in query parameters must be UUIDs too', async (t) => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/tenant/deviceInfos?pageSize=1&page=0&deviceProfileId=zz'],
      ['GET', '/api/tenant/assetInfos?pageSize=1&page=0&assetProfileId=zz'],
      ['GET', '/api/deviceProfile/devices/keys/timeseries?deviceProfileId=zz'],
      ['GET', '/api/relations?fromId=zz&fromType=DEVICE'],
      ['GET', '/api/relations/info?toId=zz&toType=DEVICE'],
      ['GET', '/api/relation?fromId=zz&fromType=DEVICE&relationType=Contains&toId=zz&toType=DEVICE'],
      ['DELETE', '/api/relations?entityId=zz&entityType=DEVICE'],
    ];
    for (const [method, path] of calls) {
      const res = await call(url, path, { token: admin.tokens.token, method });
      t.same([res.status, res.body.errorCode, res.body.message], [400, 31, 'Invalid UUID string: zz'], `${method} ${path}`);
    }
  });

  t.test('body-less endpoints ignore a broken body', async (t) => {
    const other = await session(url, DEMO.tenant);
    const res = await call(url, '/api/auth/logout', { token: other.tokens.token, method: 'POST', body: '{nope' });
    t.equal(res.status, 200);
    t.equal(res.text, '');
  });

  t.test('unknown sort property', async (t) => {
    const res = await admin.get('/api/tenant/devices?pageSize=10&page=0&sortProperty=colour');
    t.same([res.status, res.body.errorCode], [500, 2]);
    t.match(res.body.message, /colour/);
  });

  t.test('oversized page size and page past the end are fine', async (t) => {
    const big = await admin.get('/api/tenant/devices?pageSize=2147483647&page=0');
    t.equal(big.status, 200);
    t.same([big.body.data.length, big.body.totalPages, big.body.totalElements, big.body.hasNext], [9, 1, 9, false]);
    const past = await admin.get('/api/tenant/devices?pageSize=5&page=1000');
    t.same(past.body, { data: [], totalPages: 2, totalElements: 9, hasNext: false });
    const overflow = await admin.get('/api/tenant/devices?pageSize=2147483648&page=0');
    t.same([overflow.status, overflow.body.errorCode], [500, 2]);
  });
});

t.test('small informational endpoints', async (t) => {
  const { url } = await withEmulator(t);
  const { sysadmin, tenant: admin, customer } = await demoSessions(url, 'sysadmin', 'tenant', 'customer');

  const policy = await call(url, '/api/noauth/userPasswordPolicy');
  t.same(policy.body, {
    minimumLength: 6, minimumUppercaseLetters: null, minimumLowercaseLetters: null, minimumDigits: null,
    minimumSpecialCharacters: null, allowWhitespaces: true, passwordExpirationPeriodDays: null,
    passwordReuseFrequencyDays: null,
  });
  const oauth = await call(url, '/api/noauth/oauth2Clients?platform=WEB', { method: 'POST' });
  t.same([oauth.status, oauth.body], [200, []]);

  for (const user of [sysadmin, admin, customer]) {
    const edges = await user.get('/api/edges/enabled');
    t.same([edges.status, edges.text], [200, 'true']);
    const info = await user.get('/api/system/info');
    t.same(info.body, { version: '3.4.4', artifact: 'application', name: 'ThingsBoard Server Application' });
  }
  t.same((await sysadmin.get('/api/admin/updates')).body, { message: '', updateAvailable: false });
  const denied = await admin.get('/api/admin/updates');
  t.same([denied.status, denied.body.errorCode, denied.body.message], [403, 20, "You don't have permission to perform this operation!"]);
  t.equal((await admin.get('/api/user/tokenAccessEnabled')).text, 'true');
  t.equal((await customer.get('/api/user/tokenAccessEnabled')).status, 403);
});

t.test('password bodies bind to request classes: anything but an object is a 500', async (t) => {
  const { url } = await withEmulator(t);
  const user = await session(url, DEMO.customerC);
  const calls: Array<[string, string | undefined, string]> = [
    ['/api/auth/changePassword', user.tokens.token, 'ChangePasswordRequest'],
    ['/api/noauth/activate', undefined, 'ActivateUserRequest'],
    ['/api/noauth/resetPassword', undefined, 'ResetPasswordRequest'],
    ['/api/noauth/resetPasswordByEmail', undefined, 'ResetPasswordEmailRequest'],
  ];
  for (const [path, token, javaClass] of calls) {
    for (const body of ['[]', '"text"']) {
      const res = await call(url, path, { token, method: 'POST', body });
      t.same([res.status, res.body.errorCode], [500, 2], `${path} ${body}`);
      t.match(res.body.message, new RegExp(`^JSON parse error: Cannot construct instance of \`org\\.thingsboard\\.server\\.service\\.security\\.model\\.${javaClass}\``));
    }
  }
  const swallowed = await call(url, '/api/noauth/resetPasswordByEmail', { method: 'POST', body: { email: 'nobody@example.com' } });
  t.same([swallowed.status, swallowed.text], [200, ''], 'a bound request still answers 200 whatever happens next');
  t.equal((await user.get('/api/auth/user')).status, 200, 'the password was not changed');
});

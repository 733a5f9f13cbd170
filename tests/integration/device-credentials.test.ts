import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { deviceByName, session } from '../helpers/emulator.ts';

/** The device credentials dialog (console-map §4.4): types per transport, validation, type change, read-only for customer users. */

t.test('device credentials', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const device = await deviceByName(admin, 'Thermostat T1');
  const id = device.id.id;
  const at = `/devices/${id}?dialog=credentials&ids=${id}`;
  const stored = async () => (await admin.get(`/api/device/${id}/credentials`)).body;

  t.test('the dialog shows the stored token and the default transport\'s three types', async (t) => {
    const res = await tenant.get(at);
    t.equal(res.statusCode, 200);
    t.match(res.body, /role="dialog"|<dialog/);
    t.match(res.body, /Manage credentials/);
    t.match(res.body, /name="credentialsId"[^>]*value="T1_TEST_TOKEN"|value="T1_TEST_TOKEN"[^>]*name="credentialsId"/);
    for (const type of ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC']) t.match(res.body, `value="${type}"`, type);
    t.notMatch(res.body, /value="LWM2M_CREDENTIALS"/, 'not for the default transport');
  });

  t.test('access token: required, at most 32 characters, no spaces; then saved', async (t) => {
    for (const [value, message] of [['', 'Access token is required'], ['x'.repeat(33), 'must be 1 to 32 characters'], ['a b', 'must be 1 to 32 characters']]) {
      const res = await tenant.postForm(at, { credentialsType: 'ACCESS_TOKEN', credentialsId: value });
      t.equal(res.statusCode, 400, value);
      t.match(res.body, message, value);
    }
    t.equal((await stored()).credentialsId, 'T1_TEST_TOKEN', 'nothing sent');
    const ok = await tenant.postForm(at, { credentialsType: 'ACCESS_TOKEN', credentialsId: 'NEW_T1_TOKEN' });
    t.equal(ok.statusCode, 303);
    t.equal((await stored()).credentialsId, 'NEW_T1_TOKEN');
  });

  t.test('a token another device has: the platform\'s refusal on the dialog, input kept', async (t) => {
    const res = await tenant.postForm(at, { credentialsType: 'ACCESS_TOKEN', credentialsId: 'T2_TEST_TOKEN' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /already registered/);
    t.match(res.body, /value="T2_TEST_TOKEN"/);
  });

  t.test('changing the type shows that type\'s fields empty', async (t) => {
    const res = await tenant.postForm(at, { credentialsType: 'MQTT_BASIC', credentialsId: 'NEW_T1_TOKEN', _search: 'credentialsType' });
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="credentialsValue.clientId"/);
    t.match(res.body, /name="credentialsValue.userName"/);
    const dialog = res.body.slice(res.body.indexOf('id="entity-dialog"'));
    t.notMatch(dialog, /NEW_T1_TOKEN/, 'the old id is not carried over');
    t.notMatch(dialog, /name="credentialsId"/);
  });

  t.test('MQTT basic: client id or user name; user name with a password; then saved', async (t) => {
    const none = await tenant.postForm(at, { credentialsType: 'MQTT_BASIC' });
    t.equal(none.statusCode, 400);
    t.match(none.body, /Client ID or user name is required/);
    const passwordOnly = await tenant.postForm(at, { credentialsType: 'MQTT_BASIC', 'credentialsValue.clientId': 'c1', 'credentialsValue.password': 'p' });
    t.equal(passwordOnly.statusCode, 400);
    t.match(passwordOnly.body, /user name is required when a password is set/);
    const ok = await tenant.postForm(at, { credentialsType: 'MQTT_BASIC', 'credentialsValue.clientId': 'c1', 'credentialsValue.userName': 'u1', 'credentialsValue.password': 'p1' });
    t.equal(ok.statusCode, 303);
    const saved = await stored();
    t.equal(saved.credentialsType, 'MQTT_BASIC');
    t.same(JSON.parse(saved.credentialsValue), { clientId: 'c1', userName: 'u1', password: 'p1' });
    const details = await tenant.get(`/devices/${id}`);
    t.match(details.body, /aria-label="Copy MQTT credentials"/);
  });

  t.test('X.509: the certificate is required', async (t) => {
    const res = await tenant.postForm(at, { credentialsType: 'X509_CERTIFICATE', credentialsValue: '' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /The certificate is required/);
    const ok = await tenant.postForm(at, { credentialsType: 'X509_CERTIFICATE', credentialsValue: '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----' });
    t.equal(ok.statusCode, 303);
    t.equal((await stored()).credentialsType, 'X509_CERTIFICATE');
  });

  t.test('a type the transport does not allow falls back to the allowed ones', async (t) => {
    const profile = (await admin.post('/api/deviceProfile', { name: 'lwm2m profile', type: 'DEFAULT', transportType: 'LWM2M', profileData: {} })).body;
    const made = (await admin.post('/api/device', { name: 'LwM2M device', deviceProfileId: profile.id })).body;
    const lwm2m = `/devices/${made.id.id}?dialog=credentials&ids=${made.id.id}`;
    const res = await tenant.get(lwm2m);
    t.match(res.body, /value="LWM2M_CREDENTIALS"/);
    t.notMatch(res.body, /value="ACCESS_TOKEN"/);
    const missing = await tenant.postForm(lwm2m, { credentialsType: 'ACCESS_TOKEN', credentialsId: 'sneaky' });
    t.equal(missing.statusCode, 400, 'a refused type is shown as the allowed one, its fields checked');
    t.match(missing.body, /The endpoint client name is required/);
    const psk = await tenant.postForm(lwm2m, { credentialsType: 'LWM2M_CREDENTIALS', 'credentialsValue.client.endpoint': 'ep1', 'credentialsValue.client.securityConfigClientMode': 'PSK' });
    t.equal(psk.statusCode, 400);
    t.match(psk.body, /The client identity is required/);
    t.match(psk.body, /The client key is required/);
  });

  t.test('customer users view the credentials and cannot change them', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const own = await deviceByName(admin, 'Test Device A1');
    const view = `/devices/${own.id.id}?dialog=credentials&ids=${own.id.id}`;
    const res = await customer.get(view);
    t.equal(res.statusCode, 200);
    t.match(res.body, /View credentials/);
    t.match(res.body, /value="A1_TEST_TOKEN"/);
    t.match(res.body, /name="credentialsId"[^>]*disabled|disabled[^>]*name="credentialsId"/);
    t.notMatch(res.body, />Save</, 'no save button');
    const post = await customer.postForm(view, { credentialsType: 'ACCESS_TOKEN', credentialsId: 'HIJACK' });
    t.equal(post.statusCode, 403);
    t.equal((await admin.get(`/api/device/${own.id.id}/credentials`)).body.credentialsId, 'A1_TEST_TOKEN');
  });
});

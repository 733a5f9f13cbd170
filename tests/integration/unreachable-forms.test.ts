// Brief fix11, item 1: a form posted while the platform cannot be reached comes back with its input kept and
// "your changes were not saved" at its top, never the general "Unable to connect" page; the faults come from the
// fault proxy between the console and the emulator (a dropped connection, or a proxy answering for the platform).
import t from 'tap';
import { SYSADMIN, TENANT, startConsole } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';
import { element, formError, hiddenFields } from '../helpers/entity-html.ts';
import type { Fault } from '../helpers/fault-proxy.ts';
import { enablePlatformTwoFa } from '../helpers/two-factor.ts';
import { configuration, saveDashboard } from '../helpers/dashboards.ts';

const NOT_SAVED = 'Unable to connect to the platform; your changes were not saved. Try again.';
const FAULTS: Fault[] = [{ kind: 'reset' }, { kind: 'gateway', status: 502 }, { kind: 'gateway', status: 503 }];

t.test('a form posted while the platform is away: the form again, input kept, "not saved" on top', async (t) => {
  const c = await startConsole(t);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const sysadmin = await session(c.emulator.url, [SYSADMIN.username, SYSADMIN.password]);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  t.afterEach(async () => c.proxy.clearFaults());

  for (const fault of FAULTS) {
    const label = fault.kind === 'gateway' ? `a proxy's ${fault.status}` : 'a dropped connection';
    const tag = fault.kind === 'gateway' ? `gateway ${fault.status}` : fault.kind;

    t.test(`${label}: the profile, the platform away for its reads too`, async (t) => {
      const userId = (await admin.get('/api/auth/user')).body.id.id as string;
      c.proxy.fault('POST', '/api/user', fault);
      c.proxy.fault('GET', `/api/user/${userId}`, fault);
      const res = await tenant.postForm('/profile', { email: TENANT.username, firstName: 'Unsent', lastName: 'Typed', lang: 'en_US', defaultDashboardId: '' });
      t.equal(res.statusCode, 502);
      t.equal(formError(res.body), NOT_SAVED);
      t.ok(element(res.body, 'input', { name: 'firstName', value: 'Unsent' }), 'the input kept');
      t.ok(element(res.body, 'input', { name: 'lastName', value: 'Typed' }));
      t.notMatch(res.body, /id="message-title"/, 'not the "Unable to connect" page');
      t.not((await admin.get(`/api/user/${userId}`)).body.firstName, 'Unsent', 'nothing saved');
    });

    t.test(`${label}: a device's details form`, async (t) => {
      const profileId = (await admin.get('/api/deviceProfileInfo/default')).body.id.id as string;
      const device = (await admin.post('/api/device', { name: `Kept ${tag}`, type: 'default', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId } })).body;
      c.proxy.fault('POST', '/api/device', fault);
      const res = await tenant.postForm(`/devices/${device.id.id}`, { name: 'Renamed offline', label: 'typed label', deviceProfileId: profileId });
      t.equal(res.statusCode, 502);
      t.equal(formError(res.body), NOT_SAVED);
      t.ok(element(res.body, 'input', { name: 'name', value: 'Renamed offline' }), 'the input kept');
      t.ok(element(res.body, 'input', { name: 'label', value: 'typed label' }));
      t.equal((await admin.get(`/api/device/${device.id.id}`)).body.name, `Kept ${tag}`, 'nothing saved');
    });

    t.test(`${label}: the add-device dialog's last step`, async (t) => {
      const profileId = (await admin.get('/api/deviceProfileInfo/default')).body.id.id as string;
      const add = '/devices?dialog=add';
      const first = await tenant.get(add);
      const step2 = await tenant.postForm(add, { ...hiddenFields(first.body), name: `Wizard ${tag}`, addProfileType: '0', deviceProfileId: profileId });
      const credentials = { setCredential: 'true', 'credentials.credentialsType': 'ACCESS_TOKEN', 'credentials.credentialsId': `TOKEN_${tag.replace(' ', '_')}` };
      const step3 = await tenant.postForm(add, { ...hiddenFields(step2.body), ...credentials });
      t.ok(step3.body.includes('step 3 of 3, Customer'), 'the last step');
      c.proxy.fault('POST', '/api/device', fault);
      const res = await tenant.postForm(add, { ...hiddenFields(step3.body), customerId: '' });
      t.equal(res.statusCode, 502);
      t.equal(formError(res.body), NOT_SAVED);
      t.match(res.body, /role="dialog"|<dialog/, 'still the dialog');
      t.ok(element(res.body, 'input', { name: 'name', value: `Wizard ${tag}` }), 'back on the details step, its input kept');
      t.ok(element(res.body, 'input', { type: 'hidden', name: 'credentials.credentialsId', value: credentials['credentials.credentialsId'] }), 'and the later steps\' answers');
      t.equal((await admin.get(`/api/tenant/devices?deviceName=${encodeURIComponent(`Wizard ${tag}`)}`)).status, 404, "nothing made");
    });

    t.test(`${label}: a settings form`, async (t) => {
      const client = c.client();
      await client.signIn(SYSADMIN.username, SYSADMIN.password);
      const before = (await sysadmin.get('/api/admin/settings/general')).body.jsonValue.baseUrl as string;
      c.proxy.fault('POST', '/api/admin/settings', fault);
      const res = await client.postForm('/settings/general', { 'jsonValue.baseUrl': 'https://offline.example.com' });
      t.equal(res.statusCode, 502);
      t.equal(formError(res.body), NOT_SAVED);
      t.ok(element(res.body, 'input', { name: 'jsonValue.baseUrl', value: 'https://offline.example.com' }), 'the input kept');
      t.equal((await sysadmin.get('/api/admin/settings/general')).body.jsonValue.baseUrl, before, 'nothing saved');
    });

    t.test(`${label}: change password`, async (t) => {
      c.proxy.fault('POST', '/api/auth/changePassword', fault);
      const res = await tenant.postForm('/security/password', { currentPassword: TENANT.password, newPassword: 'offline-1', newPassword2: 'offline-1' });
      t.equal(res.statusCode, 502);
      t.match(res.body, new RegExp(`<ul class="form-error" role="alert"><li>${NOT_SAVED.replace(/[.;]/g, '\\$&')}</li></ul>`));
      t.match(res.body, /name="currentPassword"/, 'the form again');
      t.notMatch(res.body, /value="offline-1"/, 'passwords are still never written back into the page');
      t.equal((await c.client().signIn(TENANT.username, TENANT.password)).statusCode, 303, 'the old password still signs in');
    });
  }

  t.test("the dashboard editor's save with the platform away: back on the editor with the draft kept", async (t) => {
    const { ids, configuration: config } = configuration([{ type: 'cards.markdown_card', kind: 'static', title: 'Notes' }]);
    const id = await saveDashboard(admin, 'Offline edits', config);
    const base = `/dashboards/${id}/edit`;
    const col = `configuration.states.default.layouts.main.widgets.${ids[0]}.col`;
    const widget = Object.fromEntries(Object.entries({ col: '3', row: '0', sizeX: '4', sizeY: '4', mobileOrder: '', mobileHeight: '' }).map(([k, v]) => [col.replace(/col$/, k), v]));
    t.equal((await tenant.postForm(`${base}/place`, { state: 'default', ...widget })).statusCode, 303);
    c.proxy.fault('POST', '/api/dashboard', { kind: 'reset' });
    const save = await tenant.postForm(`${base}/save`, { state: 'default' });
    t.equal(save.statusCode, 303);
    t.equal(save.headers.location, `${base}?state=default`, 'back on the editor');
    c.proxy.clearFaults();
    const editor = await tenant.get(`${base}?state=default`);
    t.match(editor.body, /toast-error[\s\S]*Unable to connect to the platform; your changes were not saved\. Try again\./);
    t.ok(element(editor.body, 'input', { name: col, value: '3' }), 'the draft kept');
    t.equal((await admin.get(`/api/dashboard/${id}`)).body.configuration.states.default.layouts.main.widgets[ids[0]].col, 0, 'nothing saved');
  });

  t.test('a page read while the platform is away is still the "Unable to connect" page', async (t) => {
    c.proxy.fault('GET', '/api/tenant/deviceInfos', { kind: 'reset' });
    const res = await tenant.get('/devices');
    t.equal(res.statusCode, 502);
    t.match(res.body, /<h2 id="message-title">Unable to connect<\/h2>/);
  });

  // After the tests that sign in: the platform's second factors stay on.
  t.test('a second factor\'s e-mail address and code sent while the platform is away: the setup step again, the address kept', async (t) => {
    await enablePlatformTwoFa(c.emulator.url);
    t.equal((await tenant.postForm('/security/2fa/enable', { provider: 'EMAIL' })).statusCode, 303);
    c.proxy.fault('POST', '/api/2fa/account/config/submit', { kind: 'reset' });
    const submit = await tenant.postForm('/security/2fa/submit', { contact: 'typed@example.com' });
    t.equal(submit.statusCode, 502);
    t.match(submit.body, NOT_SAVED);
    t.ok(element(submit.body, 'input', { name: 'contact', value: 'typed@example.com' }), 'the address kept');
    c.proxy.clearFaults();
    t.equal((await tenant.postForm('/security/2fa/submit', { contact: 'typed@example.com' })).statusCode, 303, 'sent once the platform is back');
    c.proxy.fault('POST', '/api/2fa/account/config', { kind: 'gateway', status: 503 });
    const verify = await tenant.postForm('/security/2fa/verify', { code: '123456' });
    t.equal(verify.statusCode, 502);
    t.match(verify.body, NOT_SAVED);
    t.match(verify.body, /name="code"/, 'the code step again');
  });

  t.test("the platform's own 503 (its JSON error) is its refusal, not a gateway's", async (t) => {
    c.proxy.fault('POST', '/api/user', { kind: 'status', status: 503 });
    const res = await tenant.postForm('/profile', { email: TENANT.username, firstName: 'Refused', lastName: '', lang: 'en_US', defaultDashboardId: '' });
    t.equal(res.statusCode, 502);
    t.not(formError(res.body), NOT_SAVED);
    t.ok(element(res.body, 'input', { name: 'firstName', value: 'Refused' }), 'the input kept');
  });
});

import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';

// The add-device wizard with a new SNMP profile: the transport step asks SNMP's timeout and retries (the profile
// form's fields and validators, upstream's defaults 500 and 0), and the profile is made with them; the device gets the
// platform's SNMP defaults, which its details form then edits.

const ADD = '/devices?dialog=add';
const T = 'profile.profileData.transportConfiguration';
const decoded = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
/** The wizard's hidden inputs (the earlier steps' answers) and the step it is at. */
const hiddenOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].filter(([, name]) => name !== '_csrf').map(([, name, value]) => [name, decoded(value)]));

t.test('add-device wizard with a new SNMP profile', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);

  const first = await tenant.get(ADD);
  const transport = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: 'SNMP wizard device', addProfileType: '1', 'profile.name': 'Wizard SNMP' });
  t.match(transport.body, /step 2 of 6, Transport configuration/);
  const asked = (html: string, name: string) => new RegExp(`<input type="text"[^>]*name="${name}"`).test(html);
  t.notOk(asked(transport.body, `${T}.timeoutMs`), 'the default transport asks nothing');
  const snmp = await tenant.postForm(ADD, { ...hiddenOf(transport.body), 'profile.transportType': 'SNMP', _search: 'profile.transportType' });
  t.equal(snmp.statusCode, 200);
  t.match(snmp.body, new RegExp(`name="${T}.timeoutMs"[^>]*value="500"|value="500"[^>]*name="${T}.timeoutMs"`), "the timeout with upstream's default");
  t.match(snmp.body, new RegExp(`name="${T}.retries"[^>]*value="0"|value="0"[^>]*name="${T}.retries"`), 'the retries with theirs');
  t.notOk(asked(snmp.body, `${T}.deviceTelemetryTopic`), 'no MQTT fields');

  const bad = await tenant.postForm(ADD, { ...hiddenOf(snmp.body), 'profile.transportType': 'SNMP', [`${T}.timeoutMs`]: 'soon', [`${T}.retries`]: '' });
  t.equal(bad.statusCode, 400);
  t.match(bad.body, 'Timeout is required: a whole number of milliseconds.');
  t.match(bad.body, 'Retries are required: a whole number from 0.');
  t.match(bad.body, 'value="soon"', 'the input kept');

  let step = await tenant.postForm(ADD, { ...hiddenOf(snmp.body), 'profile.transportType': 'SNMP', [`${T}.timeoutMs`]: '700', [`${T}.retries`]: '2' });
  t.match(step.body, /step 3 of 6, Alarm rules/);
  step = await tenant.postForm(ADD, hiddenOf(step.body));
  t.match(step.body, 'step 4 of 6');
  step = await tenant.postForm(ADD, { ...hiddenOf(step.body), 'profile.provisionType': 'DISABLED' });
  t.match(step.body, 'step 5 of 6');
  step = await tenant.postForm(ADD, hiddenOf(step.body));
  t.match(step.body, 'step 6 of 6');
  t.equal((await tenant.postForm(ADD, hiddenOf(step.body))).statusCode, 303, 'made');
  const device = (await admin.get('/api/tenant/devices?deviceName=SNMP%20wizard%20device')).body;
  const profile = (await admin.get(`/api/deviceProfile/${device.deviceProfileId.id}`)).body;
  t.same([profile.transportType, profile.profileData.transportConfiguration.timeoutMs, profile.profileData.transportConfiguration.retries], ['SNMP', 700, 2]);
  t.same(device.deviceData.transportConfiguration, { type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' }, "the device with the platform's SNMP defaults");
  const form = await tenant.get(`/devices/${device.id.id}?edit=true`);
  t.match(form.body, /name="deviceData.transportConfiguration.host"[^>]*value="localhost"|value="localhost"[^>]*name="deviceData.transportConfiguration.host"/, 'which the device form shows');
});

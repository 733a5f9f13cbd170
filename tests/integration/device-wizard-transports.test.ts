import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { element, hiddenFields } from '../helpers/entity-html.ts';
import { session } from '../helpers/emulator.ts';

// The add-device wizard's transport step of a new profile offers every transport's settings, with the device profile
// form's own fields (console-map §4.5): here SNMP (timeouts, communication configs as rows) and LwM2M (objects of the
// resources library, servers, other settings). A structured field travels between steps as its whole value.

const ADD = '/devices?dialog=add';
const T = 'profile.profileData.transportConfiguration';
const hiddenOf = hiddenFields;

t.test('the wizard transport step: SNMP and LwM2M settings of a new profile', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const profileOf = async (device: string) => {
    const made = (await admin.get(`/api/tenant/devices?deviceName=${encodeURIComponent(device)}`)).body;
    return (await admin.get(`/api/deviceProfile/${made.deviceProfileId.id}`)).body;
  };
  /** From step 1 to the transport step of a new profile. */
  const transportStep = async (device: string, profile: string, transportType: string) => {
    const first = await tenant.get(ADD);
    const second = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: device, addProfileType: '1', 'profile.name': profile });
    t.match(second.body, /step 2 of 6, Transport configuration/);
    return tenant.postForm(ADD, { ...hiddenOf(second.body), 'profile.transportType': transportType, _search: 'profile.transportType' });
  };
  /** From the step after the transport to the end, with nothing more asked. */
  const finish = async (html: string) => {
    let body = html;
    for (let i = 0; i < 4; i++) {
      // The provisioning step's select posts its chosen value, as a browser does.
      const shown: Record<string, string> = /step 4 of 6/.test(body) ? { 'profile.provisionType': 'DISABLED' } : {};
      const next = await tenant.postForm(ADD, { ...hiddenOf(body), ...shown });
      if (next.statusCode === 303) return next;
      t.equal(next.statusCode, 200, /step \d of 6, [^<]*/.exec(next.body)?.[0] ?? '');
      body = next.body;
    }
    throw new Error('the wizard did not end');
  };

  t.test('SNMP: timeouts and communication configs, kept across Back and Next', async (t) => {
    const C = `${T}.communicationConfigs`;
    const snmp = await transportStep('SNMP wizard device', 'Wizard SNMP', 'SNMP');
    t.equal(snmp.statusCode, 200);
    t.ok(element(snmp.body, 'input', { name: `${T}.timeoutMs`, value: '500' }), 'the platform\'s timeout to start with');
    t.match(snmp.body, `value="add-config:${C}"`, 'a button that adds a communication config');
    const fields = { 'profile.transportType': 'SNMP', [`${T}.timeoutMs`]: '700', [`${T}.retries`]: '2' };
    const added = await tenant.postForm(ADD, { ...hiddenOf(snmp.body), ...fields, _op: `add-config:${C}` });
    t.equal(added.statusCode, 200, 'a row added without leaving the step');
    t.ok(element(added.body, 'input', { name: `${C}.0.mappings.0.oid` }), 'a config with a mapping row');
    t.ok(element(added.body, 'input', { name: `${T}.timeoutMs`, value: '700' }), 'the input kept');
    const rows = { [`${C}.0.spec`]: 'TELEMETRY_QUERYING', [`${C}.0.queryingFrequencyMs`]: '5000', [`${C}.0.mappings.0.dataType`]: 'STRING', [`${C}.0.mappings.0.key`]: 'sysDescr' };
    const badOid = await tenant.postForm(ADD, { ...hiddenOf(added.body), ...fields, ...rows, [`${C}.0.mappings.0.oid`]: 'not an oid' });
    t.equal(badOid.statusCode, 400, 'Next stays on the step with the row\'s message');
    t.match(badOid.body, /step 2 of 6/);
    const alarms = await tenant.postForm(ADD, { ...hiddenOf(added.body), ...fields, ...rows, [`${C}.0.mappings.0.oid`]: '1.3.6.1.2.1.1.1.0' });
    t.match(alarms.body, /step 3 of 6/);
    const carried = JSON.parse(hiddenOf(alarms.body)[C] ?? 'null');
    t.match(carried, [{ spec: 'TELEMETRY_QUERYING', mappings: [{ key: 'sysDescr', oid: '1.3.6.1.2.1.1.1.0' }] }], 'the configs travel as one value');
    const back = await tenant.postForm(ADD, { ...hiddenOf(alarms.body), _step: 'transport' });
    t.match(back.body, /step 2 of 6/);
    t.ok(element(back.body, 'input', { name: `${C}.0.mappings.0.key`, value: 'sysDescr' }), 'Back shows the rows again');
    const again = await tenant.postForm(ADD, { ...hiddenOf(back.body), ...fields, ...rows, [`${C}.0.mappings.0.oid`]: '1.3.6.1.2.1.1.1.0' });
    const done = await finish(again.body);
    t.equal(done.statusCode, 303);
    const profile = await profileOf('SNMP wizard device');
    t.equal(profile.transportType, 'SNMP');
    t.match(profile.profileData.transportConfiguration, {
      type: 'SNMP',
      timeoutMs: 700,
      retries: 2,
      communicationConfigs: [{ spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 5000, mappings: [{ dataType: 'STRING', key: 'sysDescr', oid: '1.3.6.1.2.1.1.1.0' }] }],
    });
  });

  t.test('LwM2M: objects from the library, a resource as telemetry, the other settings', async (t) => {
    const O = `${T}.observeAttr`;
    const S = `${T}.clientLwM2mSettings`;
    const lwm2m = await transportStep('LwM2M wizard device', 'Wizard LwM2M', 'LWM2M');
    t.ok(element(lwm2m.body, 'input', { type: 'checkbox', name: `${O}.objects`, value: '3_1.2' }), 'the library\'s object models offered');
    t.ok(element(lwm2m.body, 'select', { name: `${S}.powerMode` }), 'the other settings');
    const settings = { 'profile.transportType': 'LWM2M', [`${S}.clientOnlyObserveAfterConnect`]: '1', [`${S}.fwUpdateStrategy`]: '1', [`${S}.swUpdateStrategy`]: '1', [`${S}.powerMode`]: 'PSM', [`${S}.psmActivityTimer`]: '20000' };
    const chosen = await tenant.postForm(ADD, { ...hiddenOf(lwm2m.body), ...settings, [`${O}.objects`]: '3_1.2', _op: `refresh:${O}` });
    t.equal(chosen.statusCode, 200);
    t.ok(element(chosen.body, 'input', { type: 'checkbox', name: `${O}.telemetry`, value: '/3_1.2/0/9' }), 'the chosen object\'s resources');
    t.notMatch(chosen.body, 'dialog=observe-attributes', 'a profile not made yet has no attributes dialogs');
    const next = await tenant.postForm(ADD, {
      ...hiddenOf(chosen.body),
      ...settings,
      [`${O}.objects`]: '3_1.2',
      [`${O}.telemetry`]: '/3_1.2/0/9',
      [`${O}.observe`]: '/3_1.2/0/9',
      [`${O}.keyName./3_1.2/0/9`]: 'battery',
    });
    t.match(next.body, /step 3 of 6/);
    const done = await finish(next.body);
    t.equal(done.statusCode, 303);
    const tc = (await profileOf('LwM2M wizard device')).profileData.transportConfiguration;
    t.equal(tc.type, 'LWM2M');
    t.same(tc.observeAttr.telemetry, ['/3_1.2/0/9']);
    t.same(tc.observeAttr.observe, ['/3_1.2/0/9']);
    t.equal(tc.observeAttr.keyName['/3_1.2/0/9'], 'battery');
    t.equal(tc.observeAttr.keyName['/3_1.2/0/13'], 'currentTime', 'saved as the profile form saves: the model\'s key names');
    t.notOk('objects' in tc.observeAttr);
    t.match(tc.clientLwM2mSettings, { powerMode: 'PSM', psmActivityTimer: 20000, fwUpdateStrategy: 1 });
  });
});

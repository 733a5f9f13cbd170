import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { element, fieldError } from '../helpers/entity-html.ts';
import { platformAs, profileId } from '../helpers/profile-platform.ts';

const DP = '/profiles/deviceProfiles';
const T = 'profileData.transportConfiguration';

/** The fields every device profile form posts besides its transport's. */
const base = (name: string, transportType: string) => ({ name, type: 'DEFAULT', transportType, provisionType: 'DISABLED', description: `${name} profile` });

t.test('the device profile form: SNMP and LwM2M transports', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);
  const stored = async (name: string) => platform.get(`/api/deviceProfile/${await profileId(platform, 'device', name)}`);

  t.test('SNMP: timeouts, retries, communication configs with mappings as repeating rows', async (t) => {
    const C = `${T}.communicationConfigs`;
    const snmp = { ...base('snmp', 'SNMP'), [`${T}.timeoutMs`]: '700', [`${T}.retries`]: '2' };
    const first = await tenant.postForm(`${DP}?dialog=add`, { ...snmp, _op: `add-config:${C}` });
    t.equal(first.statusCode, 200, 'a row added without saving');
    t.ok(element(first.body, 'select', { name: `${C}.0.spec` }), 'a config with its spec');
    t.ok(element(first.body, 'input', { name: `${C}.0.mappings.0.oid` }), 'and one mapping row');
    const chosen = await tenant.postForm(`${DP}?dialog=add`, { ...base('snmp', 'SNMP'), _search: 'transportType' });
    t.ok(element(chosen.body, 'input', { name: `${T}.timeoutMs`, value: '500' }), 'a newly chosen SNMP transport starts with the platform\'s timeout');
    t.ok(element(chosen.body, 'input', { name: `${T}.retries`, value: '0' }), 'and retries');
    t.match(first.body, /value="700"/, 'the input is kept');
    const rows = {
      ...snmp,
      [`${C}.0.spec`]: 'TELEMETRY_QUERYING',
      [`${C}.0.queryingFrequencyMs`]: '5000',
      [`${C}.0.mappings.0.dataType`]: 'STRING',
      [`${C}.0.mappings.0.key`]: 'sysDescr',
      [`${C}.0.mappings.0.oid`]: '1.3.6.1.2.1.1.1.0',
    };
    const second = await tenant.postForm(`${DP}?dialog=add`, { ...rows, _op: `add-mapping:${C}.0.mappings` });
    t.ok(element(second.body, 'input', { name: `${C}.0.mappings.1.key` }), 'a second mapping row');
    t.ok(element(second.body, 'input', { name: `${C}.0.mappings.0.key`, value: 'sysDescr' }), 'the first kept');
    const both = {
      ...rows,
      [`${C}.0.mappings.1.dataType`]: 'LONG',
      [`${C}.0.mappings.1.key`]: 'uptime',
      [`${C}.0.mappings.1.oid`]: '.1.3.6.1.2.1.1.3.0',
      [`${C}.1.spec`]: 'SHARED_ATTRIBUTES_SETTING',
      [`${C}.1.mappings.0.dataType`]: 'DOUBLE',
      [`${C}.1.mappings.0.key`]: 'threshold',
      [`${C}.1.mappings.0.oid`]: '1.3.6.1.4.1.2021.10.1.3.1',
    };
    const removed = await tenant.postForm(`${DP}?dialog=add`, { ...both, _op: `remove-mapping:${C}.0.mappings.0` });
    t.notOk(element(removed.body, 'input', { name: `${C}.0.mappings.1.key` }), 'one row less');
    t.ok(element(removed.body, 'input', { name: `${C}.0.mappings.0.key`, value: 'uptime' }), 'the other moves up');
    const bad = await tenant.postForm(`${DP}?dialog=add`, { ...both, [`${C}.0.queryingFrequencyMs`]: 'often', [`${C}.0.mappings.1.oid`]: '1.3.06', [`${C}.1.mappings.0.key`]: '' });
    t.equal(bad.statusCode, 400);
    const error = (path: string) => new RegExp(`id="${path.replaceAll('.', '-')}-error" class="field-error">([^<]*)<`).exec(bad.body)?.[1];
    t.equal(error(`${C}.0.queryingFrequencyMs`), 'Querying frequency must be a whole number of milliseconds.');
    t.equal(error(`${C}.0.mappings.1.oid`), 'Invalid OID format.');
    t.equal(error(`${C}.1.mappings.0.key`), 'Data key is required.');
    t.ok(element(bad.body, 'input', { name: `${C}.0.queryingFrequencyMs`, value: 'often' }), 'the input is kept');
    t.equal((await tenant.postForm(`${DP}?dialog=add`, both)).statusCode, 303);
    const stored_ = (await stored('snmp')).profileData.transportConfiguration;
    t.same(stored_, {
      type: 'SNMP',
      timeoutMs: 700,
      retries: 2,
      communicationConfigs: [
        { spec: 'TELEMETRY_QUERYING', queryingFrequencyMs: 5000, mappings: [{ dataType: 'STRING', key: 'sysDescr', oid: '1.3.6.1.2.1.1.1.0' }, { dataType: 'LONG', key: 'uptime', oid: '.1.3.6.1.2.1.1.3.0' }] },
        { spec: 'SHARED_ATTRIBUTES_SETTING', mappings: [{ dataType: 'DOUBLE', key: 'threshold', oid: '1.3.6.1.4.1.2021.10.1.3.1' }] },
      ],
    });
    const form = await tenant.get(`${DP}/${(await stored('snmp')).id.id}?edit=true`);
    t.ok(element(form.body, 'input', { name: `${C}.1.mappings.0.key`, value: 'threshold' }), 'the form shows what is stored');
    const bare = await tenant.postForm(`${DP}?dialog=add`, { ...base('snmp bad', 'SNMP'), [`${T}.timeoutMs`]: 'soon', [`${T}.retries`]: '' });
    t.equal(bare.statusCode, 400);
    t.match(bare.body, /Timeout is required: a whole number of milliseconds/);
    t.match(bare.body, /Retries are required/);
    t.match(bare.body, /value="soon"/, 'the input is kept');
  });

  t.test('LwM2M: object models from the resources library, attribute / telemetry / observe per resource', async (t) => {
    const O = `${T}.observeAttr`;
    const S = `${T}.clientLwM2mSettings`;
    const lwm2m = { ...base('lwm2m', 'LWM2M'), [`${S}.clientOnlyObserveAfterConnect`]: '1', [`${S}.fwUpdateStrategy`]: '1', [`${S}.swUpdateStrategy`]: '1', [`${S}.powerMode`]: 'DRX' };
    const chosen = await tenant.postForm(`${DP}?dialog=add`, { ...lwm2m, _search: 'transportType' });
    t.ok(element(chosen.body, 'input', { type: 'checkbox', name: `${O}.objects`, value: '3_1.2' }), 'the library\'s Device model is offered');
    const applied = await tenant.postForm(`${DP}?dialog=add`, { ...lwm2m, [`${O}.objects`]: '3_1.2', _op: `refresh:${O}` });
    t.equal(applied.statusCode, 200);
    t.ok(element(applied.body, 'input', { type: 'checkbox', name: `${O}.telemetry`, value: '/3_1.2/0/9' }), 'its resources with their check boxes');
    t.ok(element(applied.body, 'input', { name: `${O}.keyName./3_1.2/0/9`, value: 'batteryLevel' }), 'the model\'s key name');
    const bad = await tenant.postForm(`${DP}?dialog=add`, { ...lwm2m, [`${O}.objects`]: '3_1.2', [`${O}.telemetry`]: '/3_1.2/0/9', [`${O}.keyName./3_1.2/0/9`]: '' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /A key name is required for a resource read as an attribute or as telemetry\./);
    const res = await tenant.postForm(`${DP}?dialog=add`, {
      ...lwm2m,
      [`${O}.objects`]: '3_1.2',
      [`${O}.attribute`]: '/3_1.2/0/0',
      [`${O}.telemetry`]: '/3_1.2/0/9',
      [`${O}.observe`]: '/3_1.2/0/9',
      [`${O}.keyName./3_1.2/0/0`]: 'manufacturer',
      [`${O}.keyName./3_1.2/0/9`]: 'battery',
    });
    t.equal(res.statusCode, 303);
    const tc = (await stored('lwm2m')).profileData.transportConfiguration;
    t.same(tc.observeAttr.observe, ['/3_1.2/0/9']);
    t.same(tc.observeAttr.attribute, ['/3_1.2/0/0']);
    t.same(tc.observeAttr.telemetry, ['/3_1.2/0/9']);
    t.equal(tc.observeAttr.keyName['/3_1.2/0/9'], 'battery', 'the key name as typed');
    t.equal(tc.observeAttr.keyName['/3_1.2/0/13'], 'currentTime', 'the other resources keep the model\'s key names');
    t.notOk('objects' in tc.observeAttr, 'the form\'s choice is not stored');
    const form = await tenant.get(`${DP}/${(await stored('lwm2m')).id.id}?edit=true`);
    t.match(element(form.body, 'input', { name: `${O}.observe`, value: '/3_1.2/0/9' }) ?? '', /checked/, 'the form shows what is stored');
    t.match(element(form.body, 'input', { name: `${O}.objects`, value: '3_1.2' }) ?? '', /checked/);
  });

  t.test('LwM2M: bootstrap servers as rows, other settings as fields', async (t) => {
    const B = `${T}.bootstrap`;
    const S = `${T}.clientLwM2mSettings`;
    const settings = { [`${S}.clientOnlyObserveAfterConnect`]: '2', [`${S}.fwUpdateStrategy`]: '2', [`${S}.fwUpdateResource`]: 'coap://fw.example:5683', [`${S}.swUpdateStrategy`]: '1', [`${S}.powerMode`]: 'E_DRX', [`${S}.edrxCycle`]: '82000', [`${S}.pagingTransmissionWindow`]: '12000', [`${S}.compositeOperationsSupport`]: 'true' };
    const form = { ...base('lwm2m servers', 'LWM2M'), ...settings, [`${T}.bootstrapServerUpdateEnable`]: 'true' };
    const added = await tenant.postForm(`${DP}?dialog=add`, { ...form, _op: `add-bootstrap-server:${B}` });
    t.equal(added.statusCode, 200);
    t.ok(element(added.body, 'input', { name: `${B}.0.bootstrapServerIs`, value: 'true' }), 'a bootstrap server row');
    t.ok(element(added.body, 'input', { name: `${B}.0.port`, value: '5687' }), 'with the bootstrap port');
    t.notOk(element(added.body, 'button', { value: `add-bootstrap-server:${B}` }), 'only one bootstrap server');
    const server = (i: number, bootstrap: boolean, port: string) => ({
      [`${B}.${i}.bootstrapServerIs`]: String(bootstrap), [`${B}.${i}.shortServerId`]: bootstrap ? '111' : '123', [`${B}.${i}.securityMode`]: 'NO_SEC', [`${B}.${i}.host`]: 'lwm2m.example',
      [`${B}.${i}.port`]: port, [`${B}.${i}.clientHoldOffTime`]: '1', [`${B}.${i}.bootstrapServerAccountTimeout`]: '0', [`${B}.${i}.lifetime`]: '300', [`${B}.${i}.defaultMinPeriod`]: '1',
      [`${B}.${i}.binding`]: 'UQ', [`${B}.${i}.notifIfDisabled`]: 'true', [`${B}.${i}.serverPublicKey`]: '',
    });
    const two = await tenant.postForm(`${DP}?dialog=add`, { ...form, ...server(0, true, '5687'), _op: `add-lwm2m-server:${B}` });
    t.ok(element(two.body, 'input', { name: `${B}.1.bootstrapServerIs`, value: 'false' }), 'an LwM2M server row after it');
    const bad = await tenant.postForm(`${DP}?dialog=add`, { ...form, ...server(0, true, 'x'), [`${B}.0.host`]: '', [`${B}.0.securityMode`]: 'RPK', [`${S}.edrxCycle`]: 'long' });
    t.equal(bad.statusCode, 400);
    const error = (path: string) => new RegExp(`id="${path.replaceAll('.', '-')}-error" class="field-error">([^<]*)<`).exec(bad.body)?.[1];
    t.equal(error(`${B}.0.port`), 'Enter a whole number from 0.');
    t.equal(error(`${B}.0.host`), 'Host is required.');
    t.equal(error(`${B}.0.serverPublicKey`), 'This security mode needs the server&#x27;s public key.');
    t.equal(fieldError(bad.body, `${S}.edrxCycle`), 'Enter a whole number from 0.');
    t.equal((await tenant.postForm(`${DP}?dialog=add`, { ...form, ...server(0, true, '5687'), ...server(1, false, '5685') })).statusCode, 303);
    const p = await stored('lwm2m servers');
    const tc = p.profileData.transportConfiguration;
    const stored_ = (bootstrap: boolean, port: number) => ({ bootstrapServerIs: bootstrap, securityMode: 'NO_SEC', host: 'lwm2m.example', serverPublicKey: '', notifIfDisabled: true, binding: 'UQ', shortServerId: bootstrap ? 111 : 123, port, clientHoldOffTime: 1, bootstrapServerAccountTimeout: 0, lifetime: 300, defaultMinPeriod: 1 });
    t.same(tc.bootstrap, [stored_(true, 5687), stored_(false, 5685)]);
    t.equal(tc.bootstrapServerUpdateEnable, true);
    t.same(tc.clientLwM2mSettings, { clientOnlyObserveAfterConnect: 2, fwUpdateStrategy: 2, fwUpdateResource: 'coap://fw.example:5683', swUpdateStrategy: 1, powerMode: 'E_DRX', edrxCycle: 82000, pagingTransmissionWindow: 12000, compositeOperationsSupport: true });
    const edit = await tenant.get(`${DP}/${p.id.id}?edit=true`);
    t.ok(element(edit.body, 'input', { name: `${S}.edrxCycle`, value: '82000' }), 'stored numbers shown again');
    t.ok(element(edit.body, 'input', { name: `${B}.1.port`, value: '5685' }));
  });
});

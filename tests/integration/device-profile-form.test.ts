import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { element, fieldError } from '../helpers/entity-html.ts';
import { platformAs, profileId } from '../helpers/profile-platform.ts';

const DP = '/profiles/deviceProfiles';
const T = 'profileData.transportConfiguration';

/** The fields every device profile form posts besides its transport's. */
const base = (name: string, transportType: string) => ({ name, type: 'DEFAULT', transportType, provisionType: 'DISABLED', description: `${name} profile` });

t.test('the device profile form', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);
  const stored = async (name: string) => platform.get(`/api/deviceProfile/${await profileId(platform, 'device', name)}`);

  t.test('create with the DEFAULT transport', async (t) => {
    const res = await tenant.postForm(`${DP}?dialog=add`, base('plain', 'DEFAULT'));
    t.equal(res.statusCode, 303);
    const p = await stored('plain');
    t.same(p.profileData.transportConfiguration, { type: 'DEFAULT' });
    t.same(p.profileData.provisionConfiguration, { type: 'DISABLED', provisionDeviceSecret: null });
    t.equal(p.description, 'plain profile');
  });

  t.test('MQTT with a JSON payload: topics and flags stored as entered', async (t) => {
    const res = await tenant.postForm(`${DP}?dialog=add`, {
      ...base('mqtt json', 'MQTT'),
      [`${T}.deviceTelemetryTopic`]: 'sensors/+/telemetry',
      [`${T}.deviceAttributesTopic`]: 'sensors/+/attributes',
      [`${T}.sparkplug`]: 'true',
      [`${T}.sendAckOnValidationException`]: 'true',
      [`${T}.transportPayloadTypeConfiguration.transportPayloadType`]: 'JSON',
    });
    t.equal(res.statusCode, 303);
    const p = await stored('mqtt json');
    t.equal(p.transportType, 'MQTT');
    t.same(p.profileData.transportConfiguration, {
      type: 'MQTT',
      deviceTelemetryTopic: 'sensors/+/telemetry',
      deviceAttributesTopic: 'sensors/+/attributes',
      sparkplug: true,
      sendAckOnValidationException: true,
      transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' },
    });
    const form = await tenant.get(`${DP}/${p.id.id}?edit=true`);
    t.match(form.body, /value="sensors\/\+\/telemetry"/, 'the form shows what is stored');
    t.match(form.body, /<input type="checkbox"[^>]*name="profileData.transportConfiguration.sparkplug"[^>]*checked=""/);
  });

  t.test('MQTT with PROTOBUF: the four schemas, samples for empty ones', async (t) => {
    const P = `${T}.transportPayloadTypeConfiguration`;
    const res = await tenant.postForm(`${DP}?dialog=add`, {
      ...base('mqtt proto', 'MQTT'),
      [`${T}.deviceTelemetryTopic`]: 'v1/devices/me/telemetry',
      [`${T}.deviceAttributesTopic`]: 'v1/devices/me/attributes',
      [`${P}.transportPayloadType`]: 'PROTOBUF',
      [`${P}.deviceTelemetryProtoSchema`]: 'syntax = "proto3";\nmessage T { double t = 1; }',
      [`${P}.deviceAttributesProtoSchema`]: 'syntax = "proto3";\nmessage A { string a = 1; }',
      [`${P}.deviceRpcRequestProtoSchema`]: '',
      [`${P}.deviceRpcResponseProtoSchema`]: 'syntax = "proto3";\nmessage R { string r = 1; }',
      [`${P}.enableCompatibilityWithJsonPayloadFormat`]: 'true',
    });
    t.equal(res.statusCode, 303);
    const payload = (await stored('mqtt proto')).profileData.transportConfiguration.transportPayloadTypeConfiguration;
    t.equal(payload.transportPayloadType, 'PROTOBUF');
    t.equal(payload.deviceTelemetryProtoSchema, 'syntax = "proto3";\nmessage T { double t = 1; }');
    t.equal(payload.deviceAttributesProtoSchema, 'syntax = "proto3";\nmessage A { string a = 1; }');
    t.match(payload.deviceRpcRequestProtoSchema, /message RpcRequestMsg/, 'the sample for the empty one');
    t.equal(payload.enableCompatibilityWithJsonPayloadFormat, true);
    t.equal(payload.useJsonPayloadFormatForDefaultDownlinkTopics, false);
  });

  t.test('PROTOBUF schemas are checked as proto3, the message beside each field, the input kept, nothing created', async (t) => {
    const P = `${T}.transportPayloadTypeConfiguration`;
    const schemas = {
      deviceTelemetryProtoSchema: 'syntax = "proto3";\nmessage T { double t = 1 string u = 2; }',
      deviceAttributesProtoSchema: 'syntax = "proto2";\nmessage A { optional string a = 1; }',
      deviceRpcRequestProtoSchema: 'syntax = "proto3";\nmessage Q { Missing m = 1; }',
      deviceRpcResponseProtoSchema: 'syntax = "proto3";\npackage rpc;',
    };
    const res = await tenant.postForm(`${DP}?dialog=add`, {
      ...base('mqtt bad proto', 'MQTT'),
      [`${T}.deviceTelemetryTopic`]: 'v1/devices/me/telemetry',
      [`${T}.deviceAttributesTopic`]: 'v1/devices/me/attributes',
      [`${P}.transportPayloadType`]: 'PROTOBUF',
      ...Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [`${P}.${name}`, schema])),
    });
    t.equal(res.statusCode, 400);
    t.equal(fieldError(res.body, `${P}.deviceTelemetryProtoSchema`), 'This is not a valid protobuf schema: check its syntax.');
    t.equal(fieldError(res.body, `${P}.deviceAttributesProtoSchema`), 'Only proto3 schemas are allowed: start with syntax = "proto3";');
    t.equal(fieldError(res.body, `${P}.deviceRpcRequestProtoSchema`), "A field's type is not declared in the schema.");
    t.equal(fieldError(res.body, `${P}.deviceRpcResponseProtoSchema`), 'The schema must declare at least one message.');
    t.match(res.body, /message T \{ double t = 1 string u = 2; \}/, 'the input is kept');
    const services = await tenant.postForm(`${DP}?dialog=add`, {
      ...base('mqtt bad proto', 'MQTT'),
      [`${P}.transportPayloadType`]: 'PROTOBUF',
      [`${P}.deviceTelemetryProtoSchema`]: 'syntax = "proto3";\nimport "other.proto";\nmessage T { double t = 1; }',
      [`${P}.deviceAttributesProtoSchema`]: 'syntax = "proto3";\nservice S { rpc Get (A) returns (A); }\nmessage A { string a = 1; }',
    });
    t.equal(fieldError(services.body, `${P}.deviceTelemetryProtoSchema`), 'Imports, services and extensions are not supported in the schema.');
    t.equal(fieldError(services.body, `${P}.deviceAttributesProtoSchema`), 'Imports, services and extensions are not supported in the schema.');
    const json = await tenant.postForm(`${DP}?dialog=add`, { ...base('mqtt json, schemas ignored', 'MQTT'), [`${T}.deviceTelemetryTopic`]: 't', [`${T}.deviceAttributesTopic`]: 'a', [`${P}.transportPayloadType`]: 'JSON', [`${P}.deviceTelemetryProtoSchema`]: 'nonsense' });
    t.equal(json.statusCode, 303, 'a JSON payload does not check the hidden schemas');
    const list = await platform.get('/api/deviceProfiles?pageSize=100&page=0&textSearch=mqtt%20bad');
    t.equal(list.data.length, 0, 'nothing created');
  });

  t.test('CoAP: device type, payload and power mode; EFENTO has no payload settings', async (t) => {
    const C = `${T}.coapDeviceTypeConfiguration`;
    t.equal((await tenant.postForm(`${DP}?dialog=add`, { ...base('coap', 'COAP'), [`${C}.coapDeviceType`]: 'DEFAULT', [`${C}.transportPayloadTypeConfiguration.transportPayloadType`]: 'JSON', [`${T}.clientSettings.powerMode`]: 'PSM' })).statusCode, 303);
    t.same((await stored('coap')).profileData.transportConfiguration, {
      type: 'COAP',
      clientSettings: { powerMode: 'PSM' },
      coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: { transportPayloadType: 'JSON' } },
    });
    t.equal((await tenant.postForm(`${DP}?dialog=add`, { ...base('efento', 'COAP'), [`${C}.coapDeviceType`]: 'EFENTO', [`${T}.clientSettings.powerMode`]: 'E_DRX' })).statusCode, 303);
    t.same((await stored('efento')).profileData.transportConfiguration.coapDeviceTypeConfiguration, { coapDeviceType: 'EFENTO' });
  });

  t.test('SNMP: timeouts, retries, communication configs with mappings as repeating rows', async (t) => {
    const C = `${T}.communicationConfigs`;
    const snmp = { ...base('snmp', 'SNMP'), [`${T}.timeoutMs`]: '700', [`${T}.retries`]: '2' };
    const first = await tenant.postForm(`${DP}?dialog=add`, { ...snmp, _op: `add-config:${C}` });
    t.equal(first.statusCode, 200, 'a row added without saving');
    t.ok(element(first.body, 'select', { name: `${C}.0.spec` }), 'a config with its spec');
    t.ok(element(first.body, 'input', { name: `${C}.0.mappings.0.oid` }), 'and one mapping row');
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

  t.test('changing the transport of a stored profile drops the old settings', async (t) => {
    const p = await stored('mqtt json');
    const res = await tenant.postForm(`${DP}/${p.id.id}?edit=true`, { ...base('mqtt json', 'DEFAULT') });
    t.equal(res.statusCode, 303);
    t.same((await stored('mqtt json')).profileData.transportConfiguration, { type: 'DEFAULT' });
  });

  t.test('choosing a transport without JavaScript shows its settings, the input kept', async (t) => {
    const res = await tenant.postForm(`${DP}?dialog=add`, { ...base('choosing', 'MQTT'), _search: 'transportType' });
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="profileData.transportConfiguration.deviceTelemetryTopic"/);
    t.match(res.body, /value="choosing"/);
    t.notMatch(res.body, /name="profileData.transportConfiguration.timeoutMs"/, 'not the other transports');
  });

  t.test('validators: name, required transport settings, provisioning key and secret', async (t) => {
    const res = await tenant.postForm(`${DP}?dialog=add`, { ...base('', 'MQTT'), [`${T}.deviceTelemetryTopic`]: '', [`${T}.transportPayloadTypeConfiguration.transportPayloadType`]: 'JSON', provisionType: 'ALLOW_CREATE_NEW_DEVICES' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /Name is required/);
    t.match(res.body, /Telemetry topic filter is required/);
    t.match(res.body, /Attributes topic filter is required/);
    t.match(res.body, /Provision device key is required/);
    t.match(res.body, /Provision device secret is required/);
    const long = await tenant.postForm(`${DP}?dialog=add`, base('x'.repeat(256), 'DEFAULT'));
    t.match(long.body, /The name may have at most 255 characters/);
    const unknown = await tenant.postForm(`${DP}?dialog=add`, base('odd', 'CARRIER_PIGEON'));
    t.match(unknown.body, /Transport type is required/);
  });

  t.test('provisioning: key and secret stored; disabled clears them; a taken key is the platform message', async (t) => {
    const res = await tenant.postForm(`${DP}?dialog=add`, { ...base('provisioned', 'DEFAULT'), provisionType: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceKey: 'key-1', 'profileData.provisionConfiguration.provisionDeviceSecret': 'secret-1' });
    t.equal(res.statusCode, 303);
    const p = await stored('provisioned');
    t.equal(p.provisionType, 'CHECK_PRE_PROVISIONED_DEVICES');
    t.equal(p.provisionDeviceKey, 'key-1');
    t.same(p.profileData.provisionConfiguration, { type: 'CHECK_PRE_PROVISIONED_DEVICES', provisionDeviceSecret: 'secret-1' });
    const taken = await tenant.postForm(`${DP}?dialog=add`, { ...base('provisioned 2', 'DEFAULT'), provisionType: 'ALLOW_CREATE_NEW_DEVICES', provisionDeviceKey: 'key-1', 'profileData.provisionConfiguration.provisionDeviceSecret': 's' });
    t.equal(taken.statusCode, 400);
    t.match(taken.body, /Device profile with such provision device key already exists!/);
    t.match(taken.body, /value="provisioned 2"/);
    const off = await tenant.postForm(`${DP}/${p.id.id}?edit=true`, { ...base('provisioned', 'DEFAULT') });
    t.equal(off.statusCode, 303);
    const after = await stored('provisioned');
    t.equal(after.provisionDeviceKey, null);
    t.same(after.profileData.provisionConfiguration, { type: 'DISABLED', provisionDeviceSecret: null });
  });

  t.test('firmware and software pickers offer the packages of the profile and of their type', async (t) => {
    const id = await profileId(platform, 'device', 'thermostat');
    const pack = async (title: string, type: string) =>
      (await platform.post('/api/otaPackage', { title, version: '1.0', type, deviceProfileId: { entityType: 'DEVICE_PROFILE', id }, usesUrl: true, url: `https://example.com/${title}.bin` })).body.id.id as string;
    const fw = await pack('thermo-fw', 'FIRMWARE');
    const sw = await pack('thermo-sw', 'SOFTWARE');
    const form = await tenant.get(`${DP}/${id}?edit=true`);
    const firmwareSelect = /<select[^>]*name="firmwareId"[^>]*>(.*?)<\/select>/s.exec(form.body)?.[1] ?? '';
    t.match(firmwareSelect, `value="${fw}"`);
    t.notMatch(firmwareSelect, `value="${sw}"`, 'only firmware in the firmware picker');
    const typeAhead = await tenant.get(`/search/software?field=softwareId&owner=${id}&empty=`);
    t.match(typeAhead.body, `value="${sw}"`, 'the type-ahead asks within the profile too');
    const current = await platform.get(`/api/deviceProfile/${id}`);
    const res = await tenant.postForm(`${DP}/${id}`, { name: current.name, type: 'DEFAULT', transportType: current.transportType, provisionType: 'DISABLED', firmwareId: fw, softwareId: sw, description: current.description });
    t.equal(res.statusCode, 303);
    const saved = await platform.get(`/api/deviceProfile/${id}`);
    t.same([saved.firmwareId, saved.softwareId], [{ entityType: 'OTA_PACKAGE', id: fw }, { entityType: 'OTA_PACKAGE', id: sw }]);
    t.same(saved.profileData.alarms, current.profileData.alarms, 'the alarm rules the form does not show are kept');
    const other = await platform.post('/api/deviceProfile', { name: 'other', type: 'DEFAULT', transportType: 'DEFAULT', profileData: {} });
    const wrong = await tenant.postForm(`${DP}/${other.body.id.id}`, { name: 'other', type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'DISABLED', firmwareId: fw });
    t.equal(wrong.statusCode, 400, "another profile's package is the platform's refusal");
    t.match(wrong.body, /different deviceProfile/);
    const add = await tenant.get(`${DP}?dialog=add`);
    t.notMatch(/<select[^>]*name="firmwareId"[^>]*>(.*?)<\/select>/s.exec(add.body)?.[1] ?? '', /value="[0-9a-f-]{36}"/, 'a new profile has no packages to choose');
  });

  t.test('default rule chain and dashboard pickers, queue and image', async (t) => {
    const chains = await platform.get('/api/ruleChains?pageSize=10&page=0&type=CORE');
    const dashboards = await platform.get('/api/tenant/dashboards?pageSize=10&page=0');
    const chain = chains.data[0].id.id;
    const dashboard = dashboards.data[0].id.id;
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await tenant.postForm(`${DP}?dialog=add`, { ...base('refs', 'DEFAULT'), defaultRuleChainId: chain, defaultDashboardId: dashboard, defaultQueueName: 'Main', image });
    t.equal(res.statusCode, 303);
    const p = await stored('refs');
    t.same(p.defaultRuleChainId, { entityType: 'RULE_CHAIN', id: chain });
    t.same(p.defaultDashboardId, { entityType: 'DASHBOARD', id: dashboard });
    t.equal(p.defaultQueueName, 'Main');
    t.equal(p.image, image);
    const badImage = await tenant.postForm(`${DP}?dialog=add`, { ...base('bad image', 'DEFAULT'), image: 'javascript:alert(1)' });
    t.equal(badImage.statusCode, 400);
    t.match(badImage.body, /Not an image/);
    const add = await tenant.get(`${DP}?dialog=add`);
    const queues = (await platform.get('/api/queues?serviceType=TB_RULE_ENGINE&pageSize=100&page=0')).data.map((q: { name: string }) => q.name);
    t.ok(queues.length >= 2, 'the tenant has queues to choose');
    for (const name of queues) t.ok(element(add.body, 'option', { value: name }), `the queue select offers ${name}`);
    t.match(/<select[^>]*name="defaultQueueName"[^>]*>(.*?)<\/select>/s.exec(add.body)?.[1] ?? '', /<option value=""( selected="")?>None \(the main queue\)<\/option>/, 'the queues picker: none is the main queue');
    t.match(add.body, /hx-get="\/search\/queues"/, 'its type-ahead');
    const edit = await tenant.get(`${DP}/${p.id.id}?edit=true`);
    t.match(/<select[^>]*name="defaultQueueName"[^>]*>(.*?)<\/select>/s.exec(edit.body)?.[1] ?? '', /<option value="Main" selected="">/, 'the stored queue chosen');
    const none = await tenant.postForm(`${DP}?dialog=add`, { ...base('no queue', 'DEFAULT'), defaultQueueName: '' });
    t.equal(none.statusCode, 303);
    t.equal((await stored('no queue')).defaultQueueName, null, 'no queue: null, as the platform stores it');
    const badQueue = await tenant.postForm(`${DP}?dialog=add`, { ...base('bad queue', 'DEFAULT'), defaultQueueName: 'NoSuchQueue' });
    t.equal(badQueue.statusCode, 400, 'the platform refuses an unknown queue');
  });
});

import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { element, fieldError } from '../helpers/entity-html.ts';
import { postMultipart } from '../helpers/multipart.ts';
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

  t.test('the add dialog in steps: details, transport, alarm rules, provisioning; Next checks the step, every step\'s input travels along', async (t) => {
    const current = (html: string) => /<li aria-current="step"[^>]*>([^<]*)<\/li>/.exec(html)?.[1];
    const shownStep = (html: string) => /<div class="step-fields">([\s\S]*?)<\/div><div class="step-fields" hidden=""|<div class="step-fields">([\s\S]*)$/.exec(html);
    const add = await tenant.get(`${DP}?dialog=add`);
    t.same([...add.body.matchAll(/<ol class="stepper">([\s\S]*?)<\/ol>/g)].length, 1, 'one stepper');
    t.equal(current(add.body), 'Device profile details');
    t.match(add.body, /<li[^>]*>Transport configuration<\/li>/);
    t.match(add.body, /<li[^>]*>Alarm rules<\/li>/);
    t.match(add.body, /<li[^>]*>Device provisioning<\/li>/);
    t.ok(shownStep(add.body), 'the shown step');
    t.ok(element(add.body, 'button', { name: '_step', value: 'device-profile.transport-configuration' }), 'Next');
    const empty = await tenant.postForm(`${DP}?dialog=add`, { ...base('', 'MQTT'), _at: 'device-profile.device-profile-details', _step: 'device-profile.transport-configuration' });
    t.equal(current(empty.body), 'Device profile details', 'Next stays on a step with messages');
    t.equal(fieldError(empty.body, 'name'), 'Name is required.');
    const next = await tenant.postForm(`${DP}?dialog=add`, { ...base('stepped', 'MQTT'), _at: 'device-profile.device-profile-details', _step: 'device-profile.transport-configuration' });
    t.equal(next.statusCode, 200);
    t.equal(current(next.body), 'Transport configuration');
    t.notOk(fieldError(next.body, `${T}.deviceTelemetryTopic`), 'the next step starts without messages');
    t.ok(element(next.body, 'input', { name: 'name', value: 'stepped' }), 'the details travel along');
    t.ok(element(next.body, 'button', { name: '_step', value: 'device-profile.device-profile-details' }), 'Back');
    const provisioned = { ...base('stepped', 'MQTT'), [`${T}.deviceTelemetryTopic`]: 'a/+', [`${T}.deviceAttributesTopic`]: 'b/+', [`${T}.transportPayloadTypeConfiguration.transportPayloadType`]: 'JSON', provisionType: 'ALLOW_CREATE_NEW_DEVICES' };
    const missing = await tenant.postForm(`${DP}?dialog=add`, { ...provisioned, _at: 'device-profile.transport-configuration' });
    t.equal(missing.statusCode, 400, 'Add from any step checks every step');
    t.equal(current(missing.body), 'Device provisioning', 'and shows the first step with a message');
    t.match(missing.body, /Provision device key is required/);
    const alarmStep = await tenant.postForm(`${DP}?dialog=add`, { ...provisioned, _at: 'device-profile.alarm-rules', _op: 'add-alarm' });
    t.equal(alarmStep.statusCode, 200, 'an alarm added on the alarm rules step');
    t.equal(current(alarmStep.body), 'Alarm rules', 'the step stays');
    t.ok(element(alarmStep.body, 'input', { name: 'profileData.alarms.0.alarmType' }), 'the new alarm\'s fields');
    const A = 'profileData.alarms.0';
    const MAJOR = `${A}.createRules.MAJOR`;
    const C0 = `${MAJOR}.condition.condition.0`;
    const alarm = {
      [`${A}.id`]: 'alarm-1', [`${A}.alarmType`]: 'Too hot', [`${MAJOR}.severity`]: 'MAJOR', [`${C0}.key.type`]: 'TIME_SERIES', [`${C0}.key.key`]: 'temperature', [`${C0}.valueType`]: 'NUMERIC',
      [`${C0}.predicate.operation`]: 'GREATER', [`${C0}.predicate.value.defaultValue`]: '30', [`${MAJOR}.condition.spec.type`]: 'SIMPLE', [`${MAJOR}.schedule.type`]: 'ANY_TIME',
    };
    const untyped = await tenant.postForm(`${DP}?dialog=add`, { ...provisioned, ...alarm, [`${A}.alarmType`]: '', provisionDeviceKey: 'k', 'profileData.provisionConfiguration.provisionDeviceSecret': 's', _at: 'device-profile.device-provisioning' });
    t.equal(untyped.statusCode, 400);
    t.equal(current(untyped.body), 'Alarm rules', 'an alarm without a type: its step is shown');
    const done = await tenant.postForm(`${DP}?dialog=add`, { ...provisioned, ...alarm, provisionDeviceKey: 'step-key', 'profileData.provisionConfiguration.provisionDeviceSecret': 'step-secret', _at: 'device-profile.device-provisioning' });
    t.equal(done.statusCode, 303);
    const p = await stored('stepped');
    t.equal(p.profileData.transportConfiguration.deviceTelemetryTopic, 'a/+');
    t.equal(p.provisionDeviceKey, 'step-key');
    t.equal(p.profileData.alarms.length, 1, 'the alarm rule stored with the profile');
    t.equal(p.profileData.alarms[0].alarmType, 'Too hot');
    t.equal(p.profileData.alarms[0].createRules.MAJOR.condition.condition[0].predicate.operation, 'GREATER');
    const plain = await stored('plain');
    t.equal(plain.profileData.alarms, null, 'a profile added without alarms has none');
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

  t.test('image: an uploaded file stored as a data URL, kept while the form comes back, refused when too large or no image, removed', async (t) => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000d49484452', 'hex'), Buffer.alloc(32, 7)]);
    const add = await tenant.get(`${DP}?dialog=add`);
    t.ok(element(add.body, 'form', { encType: 'multipart/form-data' }), 'the form posts files');
    t.ok(element(add.body, 'input', { type: 'file', name: 'image.file' }), 'with a file input for the image');
    const fields = { ...base('pictured', 'DEFAULT') };
    const invalid = await postMultipart(tenant, `${DP}?dialog=add`, { ...fields, name: '' }, { name: 'image.file', fileName: 'p.png', content: png, type: 'image/png' });
    t.equal(invalid.statusCode, 400, 'another field invalid');
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    t.ok(element(invalid.body, 'input', { type: 'hidden', name: 'image', value: dataUrl }), 'the uploaded image is kept for the next post');
    t.ok(element(invalid.body, 'img', { src: dataUrl }), 'and shown');
    t.equal((await postMultipart(tenant, `${DP}?dialog=add`, { ...fields, image: dataUrl })).statusCode, 303);
    const p = await stored('pictured');
    t.equal(p.image, dataUrl, 'stored as a data URL');
    await tenant.get(`${DP}?dialog=add`);
    const text = await postMultipart(tenant, `${DP}?dialog=add`, { ...base('not pictured', 'DEFAULT') }, { name: 'image.file', fileName: 'x.png', content: 'hello', type: 'image/png' });
    t.equal(text.statusCode, 400);
    t.match(text.body, /Not an image: choose a PNG, JPEG, GIF, WebP or BMP file\./);
    const big = await postMultipart(tenant, `${DP}?dialog=add`, { ...base('not pictured', 'DEFAULT') }, { name: 'image.file', fileName: 'big.png', content: Buffer.concat([png, Buffer.alloc(1024 * 1024)]), type: 'image/png' });
    t.equal(big.statusCode, 400);
    t.match(big.body, /The image file is too large\./);
    t.match(big.body, /at most 1,024 KB/);
    const list = await platform.get('/api/deviceProfiles?pageSize=100&page=0&textSearch=not%20pictured');
    t.equal(list.data.length, 0, 'nothing created');
    const edit = await tenant.get(`${DP}/${p.id.id}?edit=true`);
    t.ok(element(edit.body, 'img', { src: dataUrl }), 'the stored image shown');
    const cleared = await postMultipart(tenant, `${DP}/${p.id.id}`, { ...base('pictured', 'DEFAULT'), image: dataUrl, 'image.clear': 'true' });
    t.equal(cleared.statusCode, 303);
    t.equal((await stored('pictured')).image, null, 'removed');
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
    const edit = await tenant.get(`${DP}/${p.id.id}?edit=true`);
    t.match(/<select[^>]*name="defaultQueueName"[^>]*>(.*?)<\/select>/s.exec(edit.body)?.[1] ?? '', /<option value="Main" selected="">/, 'the stored queue chosen');
    const none = await tenant.postForm(`${DP}?dialog=add`, { ...base('no queue', 'DEFAULT'), defaultQueueName: '' });
    t.equal(none.statusCode, 303);
    t.equal((await stored('no queue')).defaultQueueName, null, 'no queue: null, as the platform stores it');
    const badQueue = await tenant.postForm(`${DP}?dialog=add`, { ...base('bad queue', 'DEFAULT'), defaultQueueName: 'NoSuchQueue' });
    t.equal(badQueue.statusCode, 400, 'the platform refuses an unknown queue');
  });
});

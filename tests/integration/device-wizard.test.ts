import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { customerByTitle, session } from '../helpers/emulator.ts';
import { hiddenFields } from '../helpers/entity-html.ts';

/** The add-device wizard (console-map §4.5) as server-rendered steps: each step posts what the earlier ones asked. */

const ADD = '/devices?dialog=add';
/** The hidden fields a step's answer carries, as the next post sends them back. */
const hiddenOf = hiddenFields;

t.test('add-device wizard', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const customerA = await customerByTitle(admin, 'Customer A');
  const deviceProfileId = (await admin.get('/api/deviceProfileInfo/default')).body.id.id;
  const byName = async (name: string) => (await admin.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`));

  t.test('step 1 opens with the default profile chosen; its validators keep the input', async (t) => {
    const first = await tenant.get(ADD);
    t.equal(first.statusCode, 200);
    t.match(first.body, /Add new device: step 1 of 3, Device details/);
    t.match(first.body, /name="name"/);
    t.match(first.body, new RegExp(`<option value="${deviceProfileId}" selected`), 'the default profile is chosen');
    const bad = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: '', label: 'y'.repeat(256) });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Name is required/);
    t.match(bad.body, /The label may have at most 255 characters/);
    const newProfile = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: 'W1', addProfileType: '1', 'profile.name': '' });
    t.equal(newProfile.statusCode, 400);
    t.match(newProfile.body, /id="field-profile-name-error"[^>]*>Name is required\./, 'beside the new profile\'s name');
  });

  t.test('existing profile: details, credentials, customer; made with its token and customer', async (t) => {
    const first = await tenant.get(ADD);
    const step2 = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: 'Wizard device', addProfileType: '0', deviceProfileId, 'additionalInfo.gateway': 'true', 'additionalInfo.description': 'From the wizard' });
    t.equal(step2.statusCode, 200);
    t.match(step2.body, /step 2 of 3, Credentials/);
    t.match(step2.body, /<button[^>]*value="details"[^>]*name="_step"/, 'a Back button from the second step on (the steppers\' `_step`)');
    const back = await tenant.postForm(ADD, { ...hiddenOf(step2.body), _step: 'details' });
    t.equal(back.statusCode, 200);
    t.match(back.body, /step 1 of 3/);
    t.match(back.body, /value="Wizard device"/, 'the answers are kept');
    t.notMatch((await tenant.get(ADD)).body, /name="_step"/, 'no Back on the first step');
    const noToken = await tenant.postForm(ADD, { ...hiddenOf(step2.body), setCredential: 'true', 'credentials.credentialsType': 'ACCESS_TOKEN', 'credentials.credentialsId': '' });
    t.equal(noToken.statusCode, 400);
    t.match(noToken.body, /Access token is required/);
    const step3 = await tenant.postForm(ADD, { ...hiddenOf(step2.body), setCredential: 'true', 'credentials.credentialsType': 'ACCESS_TOKEN', 'credentials.credentialsId': 'WIZARD_TOKEN' });
    t.match(step3.body, /step 3 of 3, Customer/);
    t.match(step3.body, />Add</);
    const done = await tenant.postForm(ADD, { ...hiddenOf(step3.body), customerId: customerA.id.id });
    t.equal(done.statusCode, 303);
    const made = (await byName('Wizard device')).body;
    t.equal(made.customerId.id, customerA.id.id);
    t.same([made.additionalInfo.gateway, made.additionalInfo.description], [true, 'From the wizard']);
    t.equal((await admin.get(`/api/device/${made.id.id}/credentials`)).body.credentialsId, 'WIZARD_TOKEN');
  });

  t.test('new profile: all six steps, the profile made with its rule chain, queue, transport and provisioning', async (t) => {
    const T = 'profile.profileData.transportConfiguration';
    const PAYLOAD = `${T}.transportPayloadTypeConfiguration`;
    const chain = (await admin.get('/api/ruleChains?pageSize=10&page=0&type=CORE')).body.data[0] as { id: { id: string }; name: string };
    const first = await tenant.get(ADD);
    const ruleChains = /<select[^>]*name="profile.defaultRuleChainId"[^>]*>(.*?)<\/select>/s.exec(first.body)?.[1] ?? '';
    t.match(ruleChains, `<option value="${chain.id.id}">${chain.name}</option>`, 'the default rule chain: a picker of the rule chains');
    const queues = /<select[^>]*name="profile.defaultQueueName"[^>]*>(.*?)<\/select>/s.exec(first.body)?.[1] ?? '';
    for (const name of ['Main', 'HighPriority', 'SequentialByOriginator']) t.match(queues, `<option value="${name}">${name}</option>`, `the queue picker offers ${name}`);
    t.match(first.body, /hx-get="\/search\/queues"/, 'the queue picker has its type-ahead');
    const transport = await tenant.postForm(ADD, {
      ...hiddenOf(first.body), name: 'MQTT wizard device', addProfileType: '1', 'profile.name': 'Wizard MQTT',
      'profile.defaultRuleChainId': chain.id.id, 'profile.defaultQueueName': 'HighPriority',
    });
    t.match(transport.body, /step 2 of 6, Transport configuration/);
    const mqtt = await tenant.postForm(ADD, { ...hiddenOf(transport.body), 'profile.transportType': 'MQTT', _search: 'profile.transportType' });
    t.equal(mqtt.statusCode, 200, 'another transport: its settings shown');
    t.match(mqtt.body, new RegExp(`name="${T}.deviceTelemetryTopic"[^>]*value="v1/devices/me/telemetry"|value="v1/devices/me/telemetry"[^>]*name="${T}.deviceTelemetryTopic"`));
    t.match(mqtt.body, new RegExp(`<select[^>]*name="${PAYLOAD}.transportPayloadType"`), 'the payload type, as on the device profile form');
    t.notMatch(mqtt.body, new RegExp(`<textarea[^>]*name="${PAYLOAD}.deviceTelemetryProtoSchema"`), 'JSON: no schemas');
    const topics = { 'profile.transportType': 'MQTT', [`${T}.deviceTelemetryTopic`]: 'sensors/+/telemetry', [`${T}.deviceAttributesTopic`]: 'v1/devices/me/attributes' };
    const noTopic = await tenant.postForm(ADD, { ...hiddenOf(mqtt.body), ...topics, [`${T}.deviceTelemetryTopic`]: '', [`${PAYLOAD}.transportPayloadType`]: 'JSON' });
    t.equal(noTopic.statusCode, 400);
    t.match(noTopic.body, /Telemetry topic filter is required/);
    const proto = await tenant.postForm(ADD, { ...hiddenOf(mqtt.body), ...topics, [`${PAYLOAD}.transportPayloadType`]: 'PROTOBUF', _search: `${PAYLOAD}.transportPayloadType` });
    t.equal(proto.statusCode, 200);
    t.match(proto.body, new RegExp(`<textarea[^>]*name="${PAYLOAD}.deviceTelemetryProtoSchema"[^>]*>syntax =&quot;proto3&quot;;`), 'PROTOBUF: the schemas, with their samples');
    const schema = 'syntax = "proto3";\nmessage Reading { optional double temperature = 1; }\n';
    const schemas = { [`${PAYLOAD}.transportPayloadType`]: 'PROTOBUF', [`${PAYLOAD}.deviceAttributesProtoSchema`]: '', [`${PAYLOAD}.deviceRpcRequestProtoSchema`]: '', [`${PAYLOAD}.deviceRpcResponseProtoSchema`]: '' };
    const badSchema = await tenant.postForm(ADD, { ...hiddenOf(proto.body), ...topics, ...schemas, [`${PAYLOAD}.deviceTelemetryProtoSchema`]: 'message {' });
    t.equal(badSchema.statusCode, 400, 'a schema that is no proto3 is refused beside its field');
    t.match(badSchema.body, 'message {', 'the input kept');
    const alarms = await tenant.postForm(ADD, { ...hiddenOf(proto.body), ...topics, ...schemas, [`${PAYLOAD}.deviceTelemetryProtoSchema`]: schema });
    t.match(alarms.body, /step 3 of 6, Alarm rules/);
    const provisioning = await tenant.postForm(ADD, hiddenOf(alarms.body));
    t.match(provisioning.body, /step 4 of 6, Device provisioning/);
    const noKey = await tenant.postForm(ADD, { ...hiddenOf(provisioning.body), 'profile.provisionType': 'ALLOW_CREATE_NEW_DEVICES' });
    t.equal(noKey.statusCode, 400);
    t.match(noKey.body, /Provision device key is required/);
    const credentials = await tenant.postForm(ADD, { ...hiddenOf(provisioning.body), 'profile.provisionType': 'ALLOW_CREATE_NEW_DEVICES', 'profile.provisionDeviceKey': 'wizard-key', 'profile.provisionDeviceSecret': 'wizard-secret' });
    t.match(credentials.body, /step 5 of 6, Credentials/);
    t.match(credentials.body, /value="MQTT_BASIC"/, 'the new profile\'s transport decides the types');
    const customer = await tenant.postForm(ADD, { ...hiddenOf(credentials.body) });
    t.match(customer.body, /step 6 of 6, Customer/);
    const done = await tenant.postForm(ADD, hiddenOf(customer.body));
    t.equal(done.statusCode, 303);
    const made = (await byName('MQTT wizard device')).body;
    const profile = (await admin.get(`/api/deviceProfile/${made.deviceProfileId.id}`)).body;
    t.same([profile.name, profile.transportType, profile.provisionType, profile.provisionDeviceKey], ['Wizard MQTT', 'MQTT', 'ALLOW_CREATE_NEW_DEVICES', 'wizard-key']);
    t.same(profile.defaultRuleChainId, { entityType: 'RULE_CHAIN', id: chain.id.id }, 'the rule chain chosen');
    t.equal(profile.defaultQueueName, 'HighPriority', 'the queue chosen, by name');
    const mqttConfig = profile.profileData.transportConfiguration;
    t.equal(mqttConfig.deviceTelemetryTopic, 'sensors/+/telemetry', 'the MQTT topic asked in the wizard');
    t.equal(mqttConfig.transportPayloadTypeConfiguration.transportPayloadType, 'PROTOBUF');
    t.equal(mqttConfig.transportPayloadTypeConfiguration.deviceTelemetryProtoSchema, schema.trim(), 'its telemetry schema');
    t.match(mqttConfig.transportPayloadTypeConfiguration.deviceAttributesProtoSchema, /proto3/, 'an empty schema: the sample');
  });

  t.test('refused credentials: the device is deleted again and the step shows why', async (t) => {
    const first = await tenant.get(ADD);
    const step2 = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: 'Doomed device', addProfileType: '0', deviceProfileId });
    const step3 = await tenant.postForm(ADD, { ...hiddenOf(step2.body), setCredential: 'true', 'credentials.credentialsType': 'ACCESS_TOKEN', 'credentials.credentialsId': 'T1_TEST_TOKEN' });
    const failed = await tenant.postForm(ADD, hiddenOf(step3.body));
    t.equal(failed.statusCode, 400);
    t.match(failed.body, /already registered/);
    t.match(failed.body, /step 2 of 3, Credentials/);
    t.equal((await byName('Doomed device')).status, 404, 'deleted again');
    const retry = await tenant.postForm(ADD, { ...hiddenOf(failed.body), setCredential: 'true', 'credentials.credentialsType': 'ACCESS_TOKEN', 'credentials.credentialsId': 'DOOMED_TOKEN' });
    const done = await tenant.postForm(ADD, hiddenOf(retry.body));
    t.equal(done.statusCode, 303, 'another token: made');
    t.equal((await byName('Doomed device')).status, 200);
  });

  t.test('a duplicate device name is the platform\'s refusal on the first step', async (t) => {
    const first = await tenant.get(ADD);
    const step2 = await tenant.postForm(ADD, { ...hiddenOf(first.body), name: 'Thermostat T1', addProfileType: '0', deviceProfileId });
    const step3 = await tenant.postForm(ADD, hiddenOf(step2.body));
    const failed = await tenant.postForm(ADD, hiddenOf(step3.body));
    t.equal(failed.statusCode, 400);
    t.match(failed.body, /already exists/);
    t.match(failed.body, /step 1 of 3/);
  });
});

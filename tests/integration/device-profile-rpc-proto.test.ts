import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { fieldError, unescape } from '../helpers/entity-html.ts';
import { platformAs, profileId } from '../helpers/profile-platform.ts';

const DP = '/profiles/deviceProfiles';
const T = 'profileData.transportConfiguration';
const MQTT_P = `${T}.transportPayloadTypeConfiguration`;
const COAP_P = `${T}.coapDeviceTypeConfiguration.transportPayloadTypeConfiguration`;

const base = (name: string, transportType: string) => ({ name, type: 'DEFAULT', transportType, provisionType: 'DISABLED' });
const mqtt = (name: string, rpcRequest: string) => ({
  ...base(name, 'MQTT'),
  [`${T}.deviceTelemetryTopic`]: 'v1/devices/me/telemetry',
  [`${T}.deviceAttributesTopic`]: 'v1/devices/me/attributes',
  [`${MQTT_P}.transportPayloadType`]: 'PROTOBUF',
  [`${MQTT_P}.deviceRpcRequestProtoSchema`]: rpcRequest,
});
const schema = (body: string) => `syntax = "proto3";\npackage rpc;\n${body}\n`;

// Upstream's DeviceProfileDataValidator (validateRpcRequestDynamicMessageFields) refuses a PROTOBUF profile whose RPC
// request message (the schema's last top-level message) lacks method (string), requestId (int32) and params, or has
// any of them repeated, or has other fields: the form says so beside the schema instead of a refusal after saving.
t.test('the RPC request proto schema must carry method, requestId and params', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);

  const refused: [string, string, string][] = [
    ['two fields', schema('message RpcRequestMsg { optional string method = 1; optional int32 requestId = 2; }'), 'The RPC request message must have exactly three fields: method, requestId and params.'],
    ['a fourth field', schema('message RpcRequestMsg { string method = 1; int32 requestId = 2; string params = 3; string extra = 4; }'), 'The RPC request message must have exactly three fields: method, requestId and params.'],
    ['another name', schema('message RpcRequestMsg { string name = 1; int32 requestId = 2; string params = 3; }'), 'The RPC request message must have exactly three fields: method, requestId and params.'],
    ['method not a string', schema('message RpcRequestMsg { int32 method = 1; int32 requestId = 2; string params = 3; }'), "The field 'method' must be a single string."],
    ['method repeated', schema('message RpcRequestMsg { repeated string method = 1; int32 requestId = 2; string params = 3; }'), "The field 'method' must be a single string."],
    ['requestId an int64', schema('message RpcRequestMsg { string method = 1; int64 requestId = 2; string params = 3; }'), "The field 'requestId' must be a single int32."],
    ['params repeated', schema('message RpcRequestMsg { string method = 1; int32 requestId = 2; repeated string params = 3; }'), "The field 'params' must not be repeated."],
    ['the last message is read', schema('message RpcRequestMsg { string method = 1; int32 requestId = 2; string params = 3; }\nmessage Other { string x = 1; }'), 'The RPC request message must have exactly three fields: method, requestId and params.'],
  ];
  for (const [what, rpcRequest, message] of refused) {
    t.test(`refused: ${what}`, async (t) => {
      const res = await tenant.postForm(`${DP}?dialog=add`, mqtt(`rpc ${what}`, rpcRequest));
      t.equal(res.statusCode, 400);
      t.equal(fieldError(res.body, `${MQTT_P}.deviceRpcRequestProtoSchema`), message);
      t.ok(unescape(res.body).includes(rpcRequest.split('\n')[2]), 'the schema is kept');
      t.equal((await platform.get(`/api/deviceProfiles?pageSize=10&page=0&textSearch=${encodeURIComponent(`rpc ${what}`)}`)).data.length, 0, 'nothing created');
    });
  }

  t.test('accepted: any params type, a nested message, the sample when empty', async (t) => {
    const good = schema('message RpcRequestMsg {\n  message Inner { string v = 1; }\n  optional string method = 1;\n  optional int32 requestId = 2;\n  Inner params = 3;\n}');
    const res = await tenant.postForm(`${DP}?dialog=add`, mqtt('rpc good', good));
    t.equal(res.statusCode, 303);
    const stored = await platform.get(`/api/deviceProfile/${await profileId(platform, 'device', 'rpc good')}`);
    t.equal(stored.profileData.transportConfiguration.transportPayloadTypeConfiguration.deviceRpcRequestProtoSchema, good.trim());
    t.equal((await tenant.postForm(`${DP}?dialog=add`, mqtt('rpc sample', ''))).statusCode, 303, 'an empty schema takes the sample, which passes');
  });

  t.test('CoAP PROTOBUF schemas get the same check', async (t) => {
    const res = await tenant.postForm(`${DP}?dialog=add`, {
      ...base('coap rpc', 'COAP'),
      [`${T}.coapDeviceTypeConfiguration.coapDeviceType`]: 'DEFAULT',
      [`${COAP_P}.transportPayloadType`]: 'PROTOBUF',
      [`${COAP_P}.deviceRpcRequestProtoSchema`]: schema('message RpcRequestMsg { string method = 1; }'),
      [`${T}.clientSettings.powerMode`]: 'DRX',
    });
    t.equal(res.statusCode, 400);
    t.equal(fieldError(res.body, `${COAP_P}.deviceRpcRequestProtoSchema`), 'The RPC request message must have exactly three fields: method, requestId and params.');
  });
});

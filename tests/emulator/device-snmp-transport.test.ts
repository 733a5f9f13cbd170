import t from 'tap';
import { DEMO, expectError, session, withEmulator } from '../helpers/emulator.ts';

// ThingsBoard 3.4.4 (DeviceDataValidator, SnmpDeviceTransportConfiguration): a device of an SNMP profile gets the
// class's defaults when it is sent without SNMP settings, and is refused (400) when its SNMP settings are not valid
// for their protocol version, before anything is saved.

const V3 = {
  type: 'SNMP',
  host: '10.0.0.5',
  port: 161,
  protocolVersion: 'V3',
  username: 'operator',
  securityName: 'ops',
  contextName: '',
  authenticationProtocol: 'SHA_256',
  authenticationPassphrase: 'auth',
  privacyProtocol: 'AES_128',
  privacyPassphrase: 'priv',
  engineId: '',
};

t.test('SNMP device transport configuration', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const profile = (await admin.post('/api/deviceProfile', { name: 'snmp', type: 'DEFAULT', transportType: 'SNMP', profileData: {} })).body;
  const device = (deviceData?: unknown, name = 'snmp device') => admin.post('/api/device', { name, deviceProfileId: profile.id, ...(deviceData === undefined ? {} : { deviceData }) });
  const count = async () => (await admin.get('/api/tenant/devices?pageSize=100&page=0&textSearch=snmp')).body.totalElements;

  t.test('a device sent without SNMP settings gets the defaults', async (t) => {
    const made = await device(undefined, 'snmp defaults');
    t.equal(made.status, 200);
    t.same(made.body.deviceData.transportConfiguration, { type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' });
    const other = await device({ configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } }, 'snmp other type');
    t.equal(other.body.deviceData.transportConfiguration.protocolVersion, 'V2C', 'another transport type is replaced by the defaults');
  });

  t.test('valid v2c and v3 settings are kept as sent', async (t) => {
    const v3 = await device({ transportConfiguration: V3 }, 'snmp v3');
    t.equal(v3.status, 200);
    t.same(v3.body.deviceData.transportConfiguration, V3);
    const v1 = await device({ transportConfiguration: { type: 'SNMP', host: 'h', port: 162, protocolVersion: 'V1', community: ' ' } }, 'snmp v1');
    t.equal(v1.status, 200, 'a v1 community only needs to be non-empty');
  });

  t.test('settings that are not valid for their version are refused, nothing saved', async (t) => {
    const before = await count();
    const invalid = [
      { ...V3, host: '  ' },
      { ...V3, port: null },
      { ...V3, protocolVersion: 'V4' },
      { type: 'SNMP', host: 'h', port: 161, protocolVersion: 'V2C', community: '' },
      { ...V3, username: ' ' },
      { ...V3, securityName: '' },
      { ...V3, contextName: null },
      { ...V3, authenticationProtocol: null },
      { ...V3, authenticationPassphrase: '' },
      { ...V3, privacyProtocol: 'AES_512' },
      { ...V3, privacyPassphrase: ' ' },
      { ...V3, engineId: undefined },
    ];
    for (const transportConfiguration of invalid) {
      expectError(t, await device({ transportConfiguration }, 'snmp refused'), 400, 31, 'Transport configuration is not valid');
    }
    t.equal(await count(), before, 'none of them made');
  });
});

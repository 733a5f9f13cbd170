import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';

/**
 * An SNMP device's transport settings (upstream's SnmpDeviceTransportConfiguration): v1 / v2c take a community
 * string, v3 a user with its authentication and privacy; each version shows and checks only its own fields, and a
 * saved configuration keeps only its version's members.
 */

const AT = 'deviceData.transportConfiguration';
const V3_NAMES = ['username', 'securityName', 'authenticationProtocol', 'authenticationPassphrase', 'privacyProtocol', 'privacyPassphrase', 'contextName', 'engineId'];

t.test('SNMP device data by protocol version', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);
  const profile = (await admin.post('/api/deviceProfile', { name: 'snmp v3 profile', type: 'DEFAULT', transportType: 'SNMP', profileData: {} })).body;
  const device = (await admin.post('/api/device', { name: 'SNMP v3 device', deviceProfileId: profile.id })).body;
  const at = `/devices/${device.id.id}?edit=true`;
  const base = { name: 'SNMP v3 device', deviceProfileId: profile.id.id, [`${AT}.host`]: '10.0.0.9', [`${AT}.port`]: '161' };
  const stored = async () => (await admin.get(`/api/device/${device.id.id}`)).body.deviceData.transportConfiguration;

  t.test('a new SNMP device holds the platform\'s defaults, v2c: the community shows, the v3 fields do not', async (t) => {
    const form = await tenant.get(at);
    t.match(form.body, /<option value="V2C" selected=""/);
    t.match(form.body, /name="deviceData.transportConfiguration.community"[^>]*value="public"|value="public"[^>]*name="deviceData.transportConfiguration.community"/);
    t.match(form.body, `name="${AT}.community"`);
    for (const name of V3_NAMES) t.notMatch(form.body, `name="${AT}.${name}"`, name);
    t.match(form.body, /<option value="V3"[^>]*>Version 3</);
    t.match(form.body, /<button[^>]*value="deviceData\.transportConfiguration\.protocolVersion"[^>]*>Apply: SNMP version</, 'the version button shows the form again without JavaScript');
  });

  t.test('choosing v3 shows its fields with upstream\'s defaults, keeping the input', async (t) => {
    const res = await tenant.postForm(at, { ...base, [`${AT}.protocolVersion`]: 'V3', _search: `${AT}.protocolVersion` });
    t.equal(res.statusCode, 200);
    t.match(res.body, /value="10\.0\.0\.9"/, 'the host kept');
    t.notMatch(res.body, `name="${AT}.community"`);
    for (const name of V3_NAMES) t.match(res.body, `name="${AT}.${name}"`, name);
    t.match(res.body, /name="deviceData.transportConfiguration.securityName"[^>]*value="public"|value="public"[^>]*name="deviceData.transportConfiguration.securityName"/);
    t.match(res.body, /<option value="SHA_512" selected=""[^>]*>SHA-512</);
    t.match(res.body, /<option value="DES" selected=""[^>]*>DES</);
    for (const text of ['SHA-1', 'SHA-224', 'SHA-256', 'SHA-384', 'MD5', 'AES-128', 'AES-192', 'AES-256']) t.match(res.body, `>${text}</option>`, text);
    t.notMatch(res.body, /is required/, 'no messages while only switching');
  });

  t.test('v3 validators: each required field has its message, nothing is saved', async (t) => {
    const res = await tenant.postForm(at, {
      ...base,
      [`${AT}.protocolVersion`]: 'V3',
      [`${AT}.username`]: '  ',
      [`${AT}.securityName`]: '',
      [`${AT}.authenticationProtocol`]: 'SHA_3',
      [`${AT}.authenticationPassphrase`]: '',
      [`${AT}.privacyProtocol`]: '',
      [`${AT}.privacyPassphrase`]: '',
    });
    t.equal(res.statusCode, 400);
    for (const message of ['The user name is required.', 'The security name is required.', 'The authentication protocol is required.', 'The authentication passphrase is required.', 'The privacy protocol is required.', 'The privacy passphrase is required.']) {
      t.match(res.body, message, message);
    }
    t.notMatch(res.body, 'The community string is required', 'the v2c field is not checked');
    t.same(await stored(), { type: 'SNMP', host: 'localhost', port: 161, protocolVersion: 'V2C', community: 'public' }, 'nothing sent: the platform\'s defaults as they were');
  });

  t.test('a v3 configuration round-trips without the community; back to v1 drops the v3 members', async (t) => {
    const v3 = {
      ...base,
      [`${AT}.protocolVersion`]: 'V3',
      [`${AT}.community`]: 'ignored',
      [`${AT}.username`]: 'operator',
      [`${AT}.securityName`]: 'ops',
      [`${AT}.authenticationProtocol`]: 'SHA_256',
      [`${AT}.authenticationPassphrase`]: 'auth secret',
      [`${AT}.privacyProtocol`]: 'AES_128',
      [`${AT}.privacyPassphrase`]: 'privacy secret',
      [`${AT}.contextName`]: 'ctx',
      [`${AT}.engineId`]: '80001f8880',
    };
    t.equal((await tenant.postForm(at, v3)).statusCode, 303);
    const saved = await stored();
    t.same(
      [saved.type, saved.host, saved.port, saved.protocolVersion, saved.username, saved.securityName, saved.authenticationProtocol, saved.authenticationPassphrase, saved.privacyProtocol, saved.privacyPassphrase, saved.contextName, saved.engineId],
      ['SNMP', '10.0.0.9', 161, 'V3', 'operator', 'ops', 'SHA_256', 'auth secret', 'AES_128', 'privacy secret', 'ctx', '80001f8880'],
    );
    t.notOk('community' in saved, 'no community in a v3 configuration');
    const form = await tenant.get(at);
    t.match(form.body, /value="operator"/, 'the form shows the stored v3 values');
    t.match(form.body, /<option value="AES_128" selected=""/);

    t.equal((await tenant.postForm(at, { ...base, [`${AT}.protocolVersion`]: 'V1', [`${AT}.community`]: 'private' })).statusCode, 303);
    const v1 = await stored();
    t.same([v1.protocolVersion, v1.community], ['V1', 'private']);
    for (const name of V3_NAMES) t.notOk(name in v1, `no ${name} in a v1 configuration`);
  });

  t.test('an unknown version is refused with its message', async (t) => {
    const res = await tenant.postForm(at, { ...base, [`${AT}.protocolVersion`]: 'V4', [`${AT}.community`]: 'public' });
    t.equal(res.statusCode, 400);
    t.match(res.body, 'The SNMP version is required.');
  });
});

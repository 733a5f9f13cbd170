import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { session } from '../helpers/emulator.ts';

/** The CSV import of devices (console-map §4.6): the device column types, auto-mapped, once-only, imported with credentials. */

const CSV = 'name,type,is gateway,access token,temperature\nImported 1,default,true,IMP_TOKEN_1,21\nImported 2,default,false,IMP_TOKEN_2,22\nImported 3,default,false,IMP_TOKEN_3,23\n';
const AT = '/devices?dialog=import';

t.test('device CSV import', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const admin = await session(c.emulator.url, [TENANT.username, TENANT.password]);

  const upload = async () => {
    await tenant.get(AT);
    const boundary = 'devicesBoundary7';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${tenant.csrfToken()}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="devices.csv"\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await c.app.inject({ method: 'POST', url: AT, payload, headers: { cookie: tenant.jar.header(), 'content-type': `multipart/form-data; boundary=${boundary}` } });
    tenant.jar.store(res.headers['set-cookie']);
    return res;
  };

  const file = await upload();
  t.equal(file.statusCode, 303);
  t.equal(file.headers.location, '/devices?dialog=import&step=configuration');
  const configured = await tenant.postForm('/devices?dialog=import&step=configuration', { 'mapping.delimiter': ',', 'mapping.header': 'true', 'mapping.update': 'true' });
  t.equal(configured.statusCode, 303);

  const columns = await tenant.get('/devices?dialog=import&step=columns');
  t.equal(columns.statusCode, 200);
  for (const label of ['Is gateway', 'Access token', 'MQTT client ID', 'X.509 certificate', 'LwM2M endpoint client name']) t.match(columns.body, `>${label}</option>`, label);
  t.match(columns.body, /<option value="IS_GATEWAY" selected/, 'a header naming a device type gets it');
  t.match(columns.body, /<option value="ACCESS_TOKEN" selected/);

  const mapping = (types: string[]) => Object.fromEntries(types.flatMap((type, i) => [[`mapping.columns.${i}.type`, type], [`mapping.columns.${i}.key`, type === 'TIMESERIES' ? 'temperature' : '']]));
  const twice = await tenant.postForm('/devices?dialog=import&step=columns', mapping(['NAME', 'TYPE', 'IS_GATEWAY', 'ACCESS_TOKEN', 'ACCESS_TOKEN']));
  t.equal(twice.statusCode, 400);
  t.match(twice.body, /This type may be used for one column only/);

  const ok = await tenant.postForm('/devices?dialog=import&step=columns', mapping(['NAME', 'TYPE', 'IS_GATEWAY', 'ACCESS_TOKEN', 'TIMESERIES']));
  t.equal(ok.statusCode, 303);
  const created = await tenant.postForm('/devices?dialog=import&step=create', {});
  t.equal(created.statusCode, 303);
  const done = await tenant.get('/devices?dialog=import&step=done');
  t.match(done.body, /3/);
  for (const [name, token, gateway] of [['Imported 1', 'IMP_TOKEN_1', true], ['Imported 2', 'IMP_TOKEN_2', false], ['Imported 3', 'IMP_TOKEN_3', false]] as const) {
    const device = (await admin.get(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`)).body;
    t.equal(device.additionalInfo?.gateway === true, gateway, `${name} gateway`);
    t.equal((await admin.get(`/api/device/${device.id.id}/credentials`)).body.credentialsId, token, `${name} token`);
  }
  const closed = await tenant.postForm('/devices?dialog=import&step=done', {});
  t.equal(closed.statusCode, 303);
  t.equal(closed.headers.location, '/devices');
});

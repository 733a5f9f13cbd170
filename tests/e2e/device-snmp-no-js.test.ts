// An SNMP device's settings without JavaScript: the version's button shows the v3 fields in place of the community
// string, the typed host kept; the v3 settings are saved from the plain form.
import t from 'tap';
import { launchBrowser, screenshot, serveConsole, signIn } from '../helpers/browser.ts';
import { DEMO, session } from '../helpers/emulator.ts';

const AT = 'deviceData.transportConfiguration';

t.test('SNMP v3 device settings without JavaScript', async (t) => {
  const c = await serveConsole(t);
  const api = await session(c.emulator.url, DEMO.tenant);
  const profile = (await api.post('/api/deviceProfile', { name: 'snmp browser profile', type: 'DEFAULT', transportType: 'SNMP', profileData: {} })).body;
  const device = (await api.post('/api/device', { name: 'SNMP browser device', deviceProfileId: profile.id })).body;
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 1280, height: 800 });
  await signIn(page, c.origin, 'tenant@thingsboard.org', 'tenant');
  await page.goto(`${c.origin}/devices/${device.id.id}?edit=true`);

  t.ok(await page.$(`input[name="${AT}.community"]`), 'v2c: the community string');
  t.notOk(await page.$(`input[name="${AT}.username"]`), 'no v3 fields yet');
  // A new SNMP device has the platform's defaults (localhost, 161): typed over, as a person would.
  for (const [member, value] of [['host', '10.1.2.3'], ['port', '161']]) {
    await page.click(`input[name="${AT}.${member}"]`, { count: 3 });
    await page.type(`input[name="${AT}.${member}"]`, value);
  }
  await page.select(`select[name="${AT}.protocolVersion"]`, 'V3');
  await Promise.all([page.waitForNavigation(), page.click(`button[name="_search"][value="${AT}.protocolVersion"]`)]);
  t.notOk(await page.$(`input[name="${AT}.community"]`), 'v3: no community string');
  t.equal(await page.$eval(`input[name="${AT}.host"]`, (i) => (i as HTMLInputElement).value), '10.1.2.3', 'the host kept');
  t.equal(await page.$eval(`select[name="${AT}.authenticationProtocol"]`, (s) => (s as HTMLSelectElement).value), 'SHA_512', "upstream's default authentication");
  await screenshot(page, 'device-snmp-v3-no-js-1280');

  await page.type(`input[name="${AT}.username"]`, 'operator');
  await page.type(`input[name="${AT}.authenticationPassphrase"]`, 'auth pass');
  await page.select(`select[name="${AT}.privacyProtocol"]`, 'AES_256');
  await page.type(`input[name="${AT}.privacyPassphrase"]`, 'privacy pass');
  await Promise.all([page.waitForNavigation(), page.click('form .form-actions button.primary[type="submit"]')]);
  const saved = (await api.get(`/api/device/${device.id.id}`)).body.deviceData.transportConfiguration;
  t.same(
    [saved.protocolVersion, saved.host, saved.username, saved.securityName, saved.authenticationProtocol, saved.privacyProtocol, saved.privacyPassphrase],
    ['V3', '10.1.2.3', 'operator', 'public', 'SHA_512', 'AES_256', 'privacy pass'],
  );
});

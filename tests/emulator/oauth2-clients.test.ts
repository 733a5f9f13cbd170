import t from 'tap';
import { DEMO, call, session, withEmulator } from '../helpers/emulator.ts';

const registration = (label: string, icon: string, platforms: string[]) => ({
  clientId: `${label}-id`, clientSecret: 'secret', authorizationUri: 'https://idp.example/auth', accessTokenUri: 'https://idp.example/token',
  scope: ['openid'], userInfoUri: 'https://idp.example/me', userNameAttributeName: 'email', clientAuthenticationMethod: 'POST',
  loginButtonLabel: label, loginButtonIcon: icon, platforms, mapperConfig: { allowUserCreation: true, type: 'BASIC' },
});

t.test('no-auth OAuth2 clients follow the saved OAuth2 configuration', async (t) => {
  const { url } = await withEmulator(t);
  const sysadmin = await session(url, DEMO.sysadmin);
  const clients = (query = '?platform=WEB') => call(url, `/api/noauth/oauth2Clients${query}`, { method: 'POST' });
  t.same((await clients()).body, [], 'nothing configured');

  const info = {
    enabled: true,
    oauth2ParamsInfos: [
      {
        domainInfos: [{ name: '127.0.0.1', scheme: 'MIXED' }],
        mobileInfos: [{ pkgName: 'org.example.app', appSecret: 'x'.repeat(16) }],
        clientRegistrations: [registration('Google', 'google-logo', []), registration('Corporate', 'mdi:lock', ['ANDROID', 'IOS'])],
      },
      { domainInfos: [{ name: 'console.example', scheme: 'HTTPS' }], mobileInfos: [], clientRegistrations: [registration('Other', 'x', [])] },
    ],
  };
  const saved = await sysadmin.post('/api/oauth2/config', info);
  t.same([saved.status, saved.body], [200, info]);
  t.same((await sysadmin.get('/api/oauth2/config')).body, info, 'the config reads back without the registration ids');

  const web = await clients();
  t.equal(web.status, 200);
  t.same(web.body.map((client: any) => [client.name, client.icon]), [['Google', 'google-logo']], 'WEB: only registrations for all platforms');
  t.same(Object.keys(web.body[0]), ['name', 'icon', 'url']);
  t.match(web.body[0].url, /^\/oauth2\/authorization\/[0-9a-f-]{36}$/);
  const android = await clients('?platform=ANDROID&pkgName=org.example.app');
  t.same(android.body.map((client: any) => client.name), ['Google', 'Corporate']);
  t.not(android.body[1].url, android.body[0].url, 'each registration has its own id');
  t.same((await clients('?platform=ANDROID&pkgName=org.other')).body, [], 'an unknown mobile package');
  t.same((await clients('')).body.map((client: any) => client.name), ['Google', 'Corporate'], 'no platform: all');

  await sysadmin.post('/api/oauth2/config', { ...info, enabled: false });
  t.same((await clients()).body, [], 'disabled OAuth2');
});

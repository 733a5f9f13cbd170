import t from 'tap';
import { SYSADMIN } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { fieldError, formError, toast, unescape } from '../helpers/entity-html.ts';

// `/settings/oauth2`: load, the validators of console-map §5, registrations from the providers' presets, save in the
// platform's OAuth2Info shape, the masked client secret kept, platform refusals on the form.

const P = 'oauth2ParamsInfos.0';
const R = `${P}.clientRegistrations.0`;

const FORM: Record<string, string> = {
  enabled: 'true',
  [`${P}.domainInfos.0.scheme`]: 'HTTPS',
  [`${P}.domainInfos.0.name`]: 'iot.example.com',
  [`${P}.domainInfos.1.scheme`]: 'HTTP',
  [`${P}.domainInfos.1.name`]: 'localhost:8080',
  [`${P}.mobileInfos.0.pkgName`]: 'com.example.app',
  [`${P}.mobileInfos.0.appSecret`]: 'abcdefghijklmnop1234',
  [`${R}.additionalInfo.providerName`]: 'Google',
  [`${R}.platforms.WEB`]: 'true',
  [`${R}.loginButtonLabel`]: 'Google',
  [`${R}.loginButtonIcon`]: 'google-logo',
  [`${R}.clientId`]: 'client-1',
  [`${R}.clientSecret`]: 'secret-1',
  [`${R}.accessTokenUri`]: 'https://oauth2.googleapis.com/token',
  [`${R}.authorizationUri`]: 'https://accounts.google.com/o/oauth2/v2/auth',
  [`${R}.scope`]: 'email openid, profile',
  [`${R}.jwkSetUri`]: 'https://www.googleapis.com/oauth2/v3/certs',
  [`${R}.userInfoUri`]: 'https://openidconnect.googleapis.com/v1/userinfo',
  [`${R}.clientAuthenticationMethod`]: 'BASIC',
  [`${R}.userNameAttributeName`]: 'email',
  [`${R}.mapperConfig.allowUserCreation`]: 'true',
  [`${R}.mapperConfig.type`]: 'BASIC',
  [`${R}.mapperConfig.basic.emailAttributeKey`]: 'email',
  [`${R}.mapperConfig.basic.tenantNameStrategy`]: 'CUSTOM',
  [`${R}.mapperConfig.basic.tenantNamePattern`]: '%{email}',
};

t.test('OAuth2 settings', async (t) => {
  const { c, platform: sysadmin, signedIn, posts } = await settingsConsole(t, SYSADMIN);
  const saves = () => posts('/api/oauth2/config');

  t.test('loads the platform default: switched off, no domain settings, no redirect URI yet', async (t) => {
    const client = await signedIn();
    const res = await client.get('/settings/oauth2');
    t.equal(res.statusCode, 200);
    t.match(res.body, /<input type="checkbox" id="field-enabled" name="enabled" value="true"\/>/);
    t.notMatch(res.body, /name="oauth2ParamsInfos\.0\./);
    t.match(res.body, /No domain is saved yet\./);
    t.match(res.body, /<button [^>]*value="add-row:oauth2ParamsInfos"[^>]*name="_op">Add domain settings<\/button>/);
  });

  t.test('adding domain settings, then a provider from a preset, saves nothing', async (t) => {
    const client = await signedIn();
    const before = saves();
    const added = await client.postForm('/settings/oauth2', { enabled: 'true', _op: 'add-row:oauth2ParamsInfos' });
    t.equal(added.statusCode, 200);
    t.match(added.body, /name="oauth2ParamsInfos\.0\.domainInfos\.0\.name"/);
    t.match(added.body, /name="oauth2ParamsInfos\.0\.clientRegistrations\.0\.additionalInfo\.providerName" value="Custom"/);
    // The presets are the platform's templates, offered beside the provider list's add button.
    t.match(added.body, /<select id="[^"]*" name="oauth2ParamsInfos\.0\.clientRegistrations\._variant">(<option value="[^"]*">[^<]*<\/option>)*<option value="Google">Google<\/option>/);
    const google = await client.postForm('/settings/oauth2', { ...FORM, [`${P}.clientRegistrations._variant`]: 'Github', _op: `add-row:${P}.clientRegistrations` });
    t.equal(google.statusCode, 200);
    const R1 = `${P}.clientRegistrations.1`;
    t.match(google.body, new RegExp(`name="${R1}\\.additionalInfo\\.providerName"(?: [a-zA-Z]+="[^"]*")* value="Github"`));
    t.match(google.body, new RegExp(`name="${R1}\\.accessTokenUri"(?: [a-zA-Z]+="[^"]*")* value="https://github.com/login/oauth/access_token"`));
    t.match(google.body, new RegExp(`name="${R1}\\.clientId"(?: [a-zA-Z]+="[^"]*")* value=""`));
    const removed = await client.postForm('/settings/oauth2', { ...FORM, _op: `remove-row:${P}.domainInfos.1` });
    t.equal(removed.statusCode, 200);
    t.notMatch(removed.body, /name="oauth2ParamsInfos\.0\.domainInfos\.1\./);
    t.match(removed.body, /name="oauth2ParamsInfos\.0\.domainInfos\.0\.name"(?: [a-zA-Z]+="[^"]*")* value="iot.example.com"/);
    t.equal(saves(), before);
  });

  t.test('validators: required fields, URIs, domains, the mobile secret, unique domains and packages', async (t) => {
    const client = await signedIn();
    const before = saves();
    const bad = await client.postForm('/settings/oauth2', {
      ...FORM,
      [`${P}.domainInfos.0.name`]: 'iot.example.com/path',
      [`${P}.domainInfos.1.name`]: 'iot.example.com',
      [`${P}.domainInfos.1.scheme`]: 'MIXED',
      [`${P}.mobileInfos.0.appSecret`]: 'short',
      [`${P}.mobileInfos.1.pkgName`]: 'com.example.app',
      [`${P}.mobileInfos.1.appSecret`]: 'abcdefghijklmnop1234',
      [`${R}.clientId`]: ' ',
      [`${R}.clientSecret`]: '',
      [`${R}.accessTokenUri`]: 'not a uri',
      [`${R}.scope`]: '',
      [`${R}.mapperConfig.basic.emailAttributeKey`]: 'x'.repeat(32),
      [`${R}.mapperConfig.basic.tenantNamePattern`]: '',
    });
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, `${P}.domainInfos.0.name`), 'Enter a domain name, optionally with a port (example.com:8080).');
    t.equal(fieldError(bad.body, `${P}.mobileInfos.0.appSecret`), 'The application secret must have 16 to 2048 letters and digits only.');
    t.equal(fieldError(bad.body, `${P}.mobileInfos.1.pkgName`), 'Application package must be unique.');
    t.equal(fieldError(bad.body, `${R}.clientId`), 'Required.');
    t.equal(fieldError(bad.body, `${R}.clientSecret`), 'Required.', 'no secret is stored yet');
    t.equal(fieldError(bad.body, `${R}.accessTokenUri`), 'Invalid URI format.');
    t.equal(fieldError(bad.body, `${R}.scope`), 'Required.');
    t.equal(fieldError(bad.body, `${R}.mapperConfig.basic.emailAttributeKey`), 'At most 31 characters.');
    t.equal(fieldError(bad.body, `${R}.mapperConfig.basic.tenantNamePattern`), 'Required.');
    t.match(bad.body, new RegExp(`name="${P}\\.domainInfos\\.0\\.name"(?: [a-zA-Z]+="[^"]*")* value="iot.example.com/path"`), 'the input is kept');
    // A valid name used twice, a mixed scheme beside another: not unique.
    const twice = await client.postForm('/settings/oauth2', { ...FORM, [`${P}.domainInfos.1.name`]: 'iot.example.com', [`${P}.domainInfos.1.scheme`]: 'MIXED' });
    t.equal(fieldError(twice.body, `${P}.domainInfos.1.name`), 'Domain name and protocol need to be unique.');
    // Domain settings without a domain or a provider.
    const empty = await client.postForm('/settings/oauth2', { enabled: 'true', 'oauth2ParamsInfos.0.mobileInfos.0.pkgName': 'a.b', 'oauth2ParamsInfos.0.mobileInfos.0.appSecret': 'abcdefghijklmnop1234' });
    t.equal(fieldError(empty.body, `${P}.domainInfos`), 'Add at least one domain.');
    t.equal(fieldError(empty.body, `${P}.clientRegistrations`), 'Add at least one provider.');
    t.equal(saves(), before);
  });

  t.test('saved in the platform shape; the redirect URIs shown per domain; the secret kept masked', async (t) => {
    const client = await signedIn();
    const saved = await client.postForm('/settings/oauth2', FORM);
    t.equal(saved.statusCode, 303);
    const page = await client.get('/settings/oauth2');
    t.match(toast(page.body), 'Settings saved');
    const stored = (await sysadmin.get('/api/oauth2/config')).body;
    t.equal(stored.enabled, true);
    const params = stored.oauth2ParamsInfos[0];
    t.same(params.domainInfos, [{ scheme: 'HTTPS', name: 'iot.example.com' }, { scheme: 'HTTP', name: 'localhost:8080' }]);
    t.same(params.mobileInfos, [{ pkgName: 'com.example.app', appSecret: 'abcdefghijklmnop1234' }]);
    const registration = params.clientRegistrations[0];
    t.match(registration, { clientId: 'client-1', clientSecret: 'secret-1', platforms: ['WEB'], scope: ['email', 'openid', 'profile'], clientAuthenticationMethod: 'BASIC' });
    t.same(registration.mapperConfig.basic.tenantNamePattern, '%{email}');
    t.notOk(registration.mapperConfig.custom, 'a basic mapper carries no custom part');
    t.match(unescape(page.body), /https:\/\/iot\.example\.com\/login\/oauth2\/code\//);
    t.match(unescape(page.body), /http:\/\/localhost:8080\/login\/oauth2\/code\//);
    t.notMatch(page.body, /secret-1/, 'the client secret is never sent to the browser');
    t.match(page.body, new RegExp(`name="${R}\\.clientSecret"(?: [a-zA-Z]+="[^"]*")* value=""`));
    // Saved again without typing the secret: the stored one stays.
    t.equal((await client.postForm('/settings/oauth2', { ...FORM, [`${R}.clientSecret`]: '', [`${R}.clientId`]: 'client-2' })).statusCode, 303);
    t.match((await sysadmin.get('/api/oauth2/config')).body.oauth2ParamsInfos[0].clientRegistrations[0], { clientId: 'client-2', clientSecret: 'secret-1' });
  });

  t.test('a custom mapper: its URL checked, saved without the basic part', async (t) => {
    const client = await signedIn();
    const custom = { ...FORM, [`${R}.mapperConfig.type`]: 'CUSTOM', [`${R}.mapperConfig.custom.url`]: 'nope' };
    const bad = await client.postForm('/settings/oauth2', custom);
    t.equal(bad.statusCode, 400);
    t.equal(fieldError(bad.body, `${R}.mapperConfig.custom.url`), 'Invalid URI format.');
    t.notMatch(bad.body, new RegExp(`name="${R}\\.mapperConfig\\.basic\\.emailAttributeKey"`), "the basic mapper's fields are not shown");
    const ok = await client.postForm('/settings/oauth2', { ...custom, [`${R}.mapperConfig.custom.url`]: 'https://mapper.example.com/map', [`${R}.mapperConfig.custom.username`]: 'mapper' });
    t.equal(ok.statusCode, 303);
    const mapper = (await sysadmin.get('/api/oauth2/config')).body.oauth2ParamsInfos[0].clientRegistrations[0].mapperConfig;
    t.match(mapper, { type: 'CUSTOM', custom: { url: 'https://mapper.example.com/map', username: 'mapper' } });
    t.notOk(mapper.basic);
  });

  t.test('a platform refusal shows on the form with the input kept', async (t) => {
    const client = await signedIn();
    c.platform.script('POST', '/api/oauth2/config', { status: 400, body: { status: 400, message: 'Duplicate domain', errorCode: 31, timestamp: 0 } });
    const res = await client.postForm('/settings/oauth2', FORM);
    t.equal(res.statusCode, 400);
    t.equal(formError(res.body), 'Duplicate domain');
    t.match(res.body, new RegExp(`name="${R}\\.clientId"(?: [a-zA-Z]+="[^"]*")* value="client-1"`));
  });

  t.test('a tenant administrator may not open it', async (t) => {
    const client = c.client();
    await client.signIn('tenant@thingsboard.org', 'tenant');
    const res = await client.get('/settings/oauth2');
    t.equal(res.statusCode, 403);
  });
});

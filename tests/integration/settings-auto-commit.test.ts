import t from 'tap';
import { TENANT } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { dialogTitle, formError, toast } from '../helpers/entity-html.ts';

t.test('auto-commit settings', async (t) => {
  const { c, platform: tenant, signedIn } = await settingsConsole(t, TENANT);

  t.test('without a repository the page leads to the repository settings first', async (t) => {
    const client = await signedIn();
    const res = await client.get('/settings/auto-commit');
    t.equal(res.statusCode, 200);
    t.match(res.body, /Auto-commit needs a repository: set one first./);
    t.match(res.body, /<a class="button primary" href="\/settings\/repository">Set the repository<\/a>/);
    t.match(res.body, /<fieldset class="account-fieldset"><legend>Devices<\/legend>/, 'each entity type in its own group');
    t.match(res.body, /name="DEVICE.saveCredentials"/);
    t.notMatch(res.body, /name="ASSET.saveCredentials"/, 'credentials only for devices');
  });

  t.test('saved as the platform map: only the switched-on types', async (t) => {
    await tenant.post('/api/admin/repositorySettings', { repositoryUri: 'https://git.example.com/r.git', authMethod: 'USERNAME_PASSWORD', defaultBranch: 'main' });
    const client = await signedIn();
    const res = await client.postForm('/settings/auto-commit', {
      'DEVICE.enabled': 'true', 'DEVICE.branch': 'devices', 'DEVICE.saveAttributes': 'true', 'DEVICE.saveCredentials': 'true',
      'DASHBOARD.enabled': 'true', 'DASHBOARD.branch': '',
      'ASSET.branch': 'ignored while off',
    });
    t.equal(res.statusCode, 303);
    const page = await client.get('/settings/auto-commit');
    t.match(toast(page.body), 'Settings saved');
    t.notMatch(page.body, /Auto-commit needs a repository/);
    t.same((await tenant.get('/api/admin/autoCommitSettings')).body, {
      DEVICE: { branch: 'devices', saveRelations: false, saveAttributes: true, saveCredentials: true },
      DASHBOARD: { branch: null, saveRelations: false, saveAttributes: false, saveCredentials: false },
    });
    t.match(page.body, /name="DEVICE.branch"[^>]*value="devices"/);
    t.match(page.body, /name="DEVICE.enabled" checked=""/);
    t.notMatch(page.body, /name="ASSET.enabled" checked=""/);
  });

  t.test("each type's branch is the branch autocomplete: the repository's branches suggested, empty or a new name taken", async (t) => {
    const client = await signedIn();
    const page = await client.get('/settings/auto-commit');
    t.match(page.body, /<label for="field-DEVICE-branch">Branch<\/label><input id="field-DEVICE-branch" list="field-DEVICE-branch-list"[^>]*name="DEVICE.branch" value="devices"/);
    t.notMatch(page.body, /name="DEVICE.branch"[^>]*required/, 'optional: empty commits to the default branch');
    t.match(page.body, /<datalist id="field-DEVICE-branch-list"><option value="main" label="main \(default\)"><\/option><\/datalist>/, 'the platform\'s branches, the default marked');
    t.match(page.body, /hx-get="\/search\/branches"[^>]*hx-vals="[^"]*DEVICE.branch[^"]*free/, 'typing asks for branches by prefix; a new name is taken');
    t.match(page.body, /Empty: the repository&#x27;s default branch./);
    const found = await client.get('/search/branches?field=DEVICE.branch&id=field-DEVICE-branch&mode=free&optional=true&DEVICE.branch=ma');
    t.match(found.body, /<option value="main"/);
  });

  t.test('a branch name over 255 characters: the message beside it, the input kept', async (t) => {
    const client = await signedIn();
    const long = 'b'.repeat(256);
    const res = await client.postForm('/settings/auto-commit', { 'DEVICE.enabled': 'true', 'DEVICE.branch': long, 'ASSET.enabled': 'true', 'ASSET.branch': 'assets' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /id="field-DEVICE-branch-error"[^>]*>The branch name may have at most 255 characters./);
    t.match(res.body, new RegExp(`name="DEVICE.branch" value="${long}"`));
    t.match(res.body, /name="ASSET.branch" value="assets"/);
    t.equal((await tenant.get('/api/admin/autoCommitSettings')).body.ASSET, undefined, 'nothing saved');
  });

  t.test('a platform refusal shows on the form', async (t) => {
    const client = await signedIn();
    c.platform.script('POST', '/api/admin/autoCommitSettings', { status: 400, body: { status: 400, message: 'Branch name is not valid', errorCode: 31, timestamp: 0 } });
    t.teardown(() => c.platform.clear());
    const res = await client.postForm('/settings/auto-commit', { 'DEVICE.enabled': 'true', 'DEVICE.branch': '..' });
    t.equal(res.statusCode, 400);
    t.match(formError(res.body), 'Branch name is not valid');
    t.match(res.body, /name="DEVICE.branch"[^>]*value=".."/);
  });

  t.test('delete asks first at its own address', async (t) => {
    const client = await signedIn();
    t.equal(dialogTitle((await client.get('/settings/auto-commit?dialog=delete')).body), 'Delete the auto-commit settings?');
    t.equal((await client.postForm('/settings/auto-commit?dialog=delete', {})).statusCode, 303);
    t.match(toast((await client.get('/settings/auto-commit')).body), 'Auto-commit settings deleted');
    t.equal((await tenant.get('/api/admin/autoCommitSettings/exists')).body, false);
  });
});

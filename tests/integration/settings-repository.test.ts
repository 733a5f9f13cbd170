import t from 'tap';
import { TENANT } from '../helpers/console.ts';
import { settingsConsole } from '../helpers/settings.ts';
import { dialogTitle, fieldError, formError, toast } from '../helpers/entity-html.ts';

const REPO = {
  repositoryUri: 'https://git.example.com/iot/config.git',
  defaultBranch: 'main',
  authMethod: 'USERNAME_PASSWORD',
  username: 'bot',
  password: 'token-1',
  privateKeyFileName: '',
  privateKey: '',
  privateKeyPassword: '',
};

t.test('repository settings', async (t) => {
  const { c, platform: tenant, signedIn, posts } = await settingsConsole(t, TENANT);

  t.test('without a repository the form starts empty with the default branch', async (t) => {
    const client = await signedIn();
    const res = await client.get('/settings/repository');
    t.equal(res.statusCode, 200);
    t.match(res.body, /name="repositoryUri"[^>]*value=""/);
    t.match(res.body, /name="defaultBranch"[^>]*value="main"/);
  });

  t.test('validators: the URL, and in key mode the key name and key', async (t) => {
    const client = await signedIn();
    const before = posts('/api/admin/repositorySettings');
    const noUri = await client.postForm('/settings/repository', { ...REPO, repositoryUri: '' });
    t.equal(noUri.statusCode, 400);
    t.equal(fieldError(noUri.body, 'repositoryUri'), 'Repository URL is required.');
    const key = await client.postForm('/settings/repository', { ...REPO, authMethod: 'PRIVATE_KEY' });
    t.equal(fieldError(key.body, 'privateKeyFileName'), 'Private key name is required.');
    t.equal(fieldError(key.body, 'privateKey'), 'Private key is required.');
    t.match(key.body, /<option value="PRIVATE_KEY" selected="">/);
    t.equal(posts('/api/admin/repositorySettings'), before);
  });

  t.test('check access tries the typed settings without saving', async (t) => {
    const client = await signedIn();
    const res = await client.postForm('/settings/repository', { ...REPO, _command: 'checkAccess' });
    t.equal(res.statusCode, 303);
    t.match(toast((await client.get('/settings/repository')).body), 'Repository access successfully verified');
    t.equal((await tenant.get('/api/admin/repositorySettings/exists')).body, false);
  });

  t.test('saved; the secrets never come back and stay unless typed again', async (t) => {
    const client = await signedIn();
    t.equal((await client.postForm('/settings/repository', REPO)).statusCode, 303);
    const page = await client.get('/settings/repository');
    t.match(toast(page.body), 'Settings saved');
    t.notMatch(page.body, /token-1/);
    t.match(page.body, /name="repositoryUri"[^>]*value="https:\/\/git.example.com\/iot\/config.git"/);
    // Key mode with a key, then saved again without typing it: the stored key stays.
    t.equal((await client.postForm('/settings/repository', { ...REPO, authMethod: 'PRIVATE_KEY', privateKeyFileName: 'id_ed25519', privateKey: '-----BEGIN KEY-----\nabc\n-----END KEY-----' })).statusCode, 303);
    t.equal((await client.postForm('/settings/repository', { ...REPO, authMethod: 'PRIVATE_KEY', privateKeyFileName: 'id_ed25519', defaultBranch: 'release' })).statusCode, 303, 'no key needed once one is stored');
    t.match((await tenant.get('/api/admin/repositorySettings')).body, { authMethod: 'PRIVATE_KEY', privateKeyFileName: 'id_ed25519', defaultBranch: 'release', privateKey: null });
  });

  t.test('a platform refusal shows on the form', async (t) => {
    const client = await signedIn();
    c.platform.script('POST', '/api/admin/repositorySettings/checkAccess', { status: 400, body: { status: 400, message: 'Authentication failed: not authorized', errorCode: 31, timestamp: 0 } });
    t.teardown(() => c.platform.clear());
    const res = await client.postForm('/settings/repository', { ...REPO, _command: 'checkAccess' });
    t.equal(res.statusCode, 400);
    t.match(formError(res.body), 'Authentication failed');
  });

  t.test('delete asks first, at its own address', async (t) => {
    const client = await signedIn();
    t.equal((await client.get('/settings/repository?dialog=nothing')).statusCode, 404, 'a dialog the page has not');
    t.equal((await client.postForm('/settings/repository?dialog=nothing', REPO)).statusCode, 404);
    const asked = await client.get('/settings/repository?dialog=delete');
    t.equal(dialogTitle(asked.body), 'Delete the repository settings?');
    t.equal((await tenant.get('/api/admin/repositorySettings/exists')).body, true, 'nothing deleted by opening the dialog');
    const done = await client.postForm('/settings/repository?dialog=delete', {});
    t.equal(done.statusCode, 303);
    t.match(toast((await client.get('/settings/repository')).body), 'Repository settings deleted');
    t.equal((await tenant.get('/api/admin/repositorySettings/exists')).body, false);
  });
});

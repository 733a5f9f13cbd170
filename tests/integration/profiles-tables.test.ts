import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, SYSADMIN } from '../helpers/console.ts';
import { platformAs, postFile, profileId } from '../helpers/profile-platform.ts';

const DP = '/profiles/deviceProfiles';
const AP = '/profiles/assetProfiles';

t.test('device and asset profile tables', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);

  t.test('the device profiles table: columns, rows, the default checked, row actions', async (t) => {
    const res = await tenant.get(DP);
    t.equal(res.statusCode, 200);
    for (const title of ['Created time', 'Name', 'Profile type', 'Transport type', 'Description', 'Default']) t.match(res.body, `>${title}`);
    t.match(res.body, /thermostat/);
    t.match(res.body, /Default device profile/);
    t.match(res.body, /<td>Default<\/td><td>Default<\/td>/, 'profile and transport types are shown translated');
    const defaultId = await profileId(platform, 'device', 'default');
    const thermostatId = await profileId(platform, 'device', 'thermostat');
    t.match(res.body, `href="${DP}/${defaultId}/export"`, 'export is a plain download link');
    t.match(res.body, `href="${DP}?dialog=set-default&amp;ids=${thermostatId}"`, 'set default offered for a non-default profile');
    t.notMatch(res.body, `dialog=set-default&amp;ids=${defaultId}"`, 'not for the default one');
    t.notMatch(res.body, `dialog=delete&amp;ids=${defaultId}"`, 'the default one cannot be deleted');
    t.ok(res.body.includes('<span>Create new device profile</span>'), 'create in the add menu');
    t.ok(res.body.includes('<span>Import device profile</span>'), 'import in the add menu');
  });

  t.test('the asset profiles table: the queue service profile is protected', async (t) => {
    const created = await platform.post('/api/assetProfile', { name: 'TbServiceQueue', description: 'queues' });
    t.equal(created.status, 200);
    const id = created.body.id.id as string;
    const res = await tenant.get(AP);
    for (const title of ['Created time', 'Name', 'Description', 'Default']) t.match(res.body, `>${title}`);
    t.notMatch(res.body, `dialog=delete&amp;ids=${id}"`);
    t.notMatch(res.body, `dialog=set-default&amp;ids=${id}"`);
    const details = await tenant.get(`${AP}/${id}`);
    t.equal(details.statusCode, 200);
    t.notOk(details.body.includes('aria-label="Edit"'), 'no edit button');
    const edit = await tenant.postForm(`${AP}/${id}?edit=true`, { name: 'renamed' });
    t.equal(edit.statusCode, 403, 'the form is refused');
    const remove = await tenant.postForm(`${AP}?dialog=delete&ids=${id}`, {});
    t.equal(remove.statusCode, 400, 'the console refuses the delete');
    t.match(remove.body, /This profile is protected/);
    t.equal((await platform.get(`/api/assetProfile/${id}`)).name, 'TbServiceQueue', 'still there');
  });

  t.test('set default asks first, then moves the flag', async (t) => {
    const id = await profileId(platform, 'device', 'thermostat');
    const ask = await tenant.get(`${DP}?dialog=set-default&ids=${id}`);
    t.match(ask.body, /Make the device profile &#x27;thermostat&#x27; the default\?|Make the device profile 'thermostat' the default\?/);
    const done = await tenant.postForm(`${DP}?dialog=set-default&ids=${id}`, {});
    t.equal(done.statusCode, 303);
    t.equal((await platform.get(`/api/deviceProfile/${id}`)).default, true);
    const back = await tenant.postForm(`${DP}?dialog=set-default&ids=${await profileId(platform, 'device', 'default')}`, {});
    t.equal(back.statusCode, 303);
    t.equal((await platform.get(`/api/deviceProfile/${id}`)).default, false);
  });

  t.test('delete: the default profile is refused, a profile in use shows the platform message, a free one goes', async (t) => {
    const defaultId = await profileId(platform, 'device', 'default');
    const refused = await tenant.postForm(`${DP}?dialog=delete&ids=${defaultId}`, {});
    t.equal(refused.statusCode, 400);
    t.match(refused.body, /This profile is protected/);
    const used = await profileId(platform, 'device', 'thermostat');
    const inUse = await tenant.postForm(`${DP}?dialog=delete&ids=${used}`, {});
    t.equal(inUse.statusCode, 400);
    t.match(inUse.body, /referenced by the devices/);
    const free = await platform.post('/api/deviceProfile', { name: 'to delete', type: 'DEFAULT', transportType: 'DEFAULT', profileData: {} });
    const gone = await tenant.postForm(`${DP}?dialog=delete&ids=${free.body.id.id}`, {});
    t.equal(gone.statusCode, 303);
    t.equal((await platform.post('/api/deviceProfile', { name: 'to delete', type: 'DEFAULT', transportType: 'DEFAULT' })).status, 200, 'the name is free again');
  });

  t.test('export is the profile as a JSON file without its identity; importing it creates a copy', async (t) => {
    const id = await profileId(platform, 'device', 'thermostat');
    const res = await tenant.get(`${DP}/${id}/export`);
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], /application\/json/);
    t.match(res.headers['content-disposition'], /attachment; filename="thermostat.json"/);
    const file = JSON.parse(res.body);
    t.notOk('id' in file || 'createdTime' in file || 'default' in file || 'tenantId' in file);
    const stored = await platform.get(`/api/deviceProfile/${id}`);
    t.same(file.profileData, stored.profileData);
    file.name = 'thermostat copy';
    const imported = await postFile(tenant, `${DP}?dialog=import`, 'thermostat.json', JSON.stringify(file));
    t.equal(imported.statusCode, 303);
    const copy = await platform.get(`/api/deviceProfile/${await profileId(platform, 'device', 'thermostat copy')}`);
    t.same(copy.profileData.alarms, stored.profileData.alarms, 'the alarm rules came along');
    t.equal(copy.transportType, stored.transportType);
  });

  t.test('a malformed import says what is wrong and creates nothing', async (t) => {
    const before = (await platform.get('/api/deviceProfiles?pageSize=100&page=0')).totalElements;
    const broken = await postFile(tenant, `${DP}?dialog=import`, 'broken.json', '{"name": "x",');
    t.equal(broken.statusCode, 400);
    t.match(broken.body, /The file is not valid JSON/);
    t.match(broken.body, /<dialog[^>]*open/, 'the dialog stays open');
    const notProfile = await postFile(tenant, `${DP}?dialog=import`, 'other.json', '{"name": "x"}');
    t.equal(notProfile.statusCode, 400);
    t.match(notProfile.body, /The file holds no device profile/);
    const list = await postFile(tenant, `${AP}?dialog=import`, 'list.json', '[1, 2]');
    t.match(list.body, /The file is not valid JSON|The file holds no asset profile/);
    const huge = await postFile(tenant, `${DP}?dialog=import`, 'huge.json', JSON.stringify({ name: 'huge', description: 'x'.repeat(1100 * 1024) }));
    t.equal(huge.statusCode, 413);
    t.match(huge.body, /The file is larger than 1[.,]?024 KiB/);
    t.equal((await platform.get('/api/deviceProfiles?pageSize=100&page=0')).totalElements, before);
  });

  t.test('asset profiles: export, import, duplicate name refused on the form', async (t) => {
    const id = await profileId(platform, 'asset', 'default');
    const file = JSON.parse((await tenant.get(`${AP}/${id}/export`)).body);
    const again = await postFile(tenant, `${AP}?dialog=import`, 'default.json', JSON.stringify(file));
    t.equal(again.statusCode, 400);
    t.match(again.body, /Asset profile with such name already exists!/);
    file.name = 'imported asset profile';
    t.equal((await postFile(tenant, `${AP}?dialog=import`, 'a.json', JSON.stringify(file))).statusCode, 303);
    t.ok(await profileId(platform, 'asset', 'imported asset profile'));
  });

  t.test('permissions: customer users and the system administrator do not reach the profiles', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const id = await profileId(platform, 'device', 'default');
    for (const path of [DP, AP, `${DP}/${id}`, `${DP}/${id}/export`]) t.equal((await customer.get(path)).statusCode, 403, path);
    t.equal((await customer.postForm(`${DP}?dialog=set-default&ids=${id}`, {})).statusCode, 403);
    const admin = c.client();
    await admin.signIn(SYSADMIN.username, SYSADMIN.password);
    t.equal((await admin.get(DP)).statusCode, 403);
  });

  t.test('unknown ids and non-UUIDs answer not found', async (t) => {
    t.equal((await tenant.get(`${DP}/00000000-0000-4000-8000-000000000000`)).statusCode, 404);
    t.equal((await tenant.get(`${DP}/nope`)).statusCode, 404);
    t.equal((await tenant.get(`${AP}/00000000-0000-4000-8000-000000000000/export`)).statusCode, 404);
    t.equal((await tenant.get(`${DP}/00000000-0000-4000-8000-000000000000/alarm-rules`)).statusCode, 404);
    const post = await tenant.postForm(`${DP}/00000000-0000-4000-8000-000000000000/alarm-rules`, { _op: 'add-alarm' });
    const details = await tenant.postForm(`${DP}/00000000-0000-4000-8000-000000000000?edit=true`, { name: 'x' });
    t.same([post.statusCode, post.headers.location], [details.statusCode, details.headers.location], 'a post to a missing profile is answered as the details form answers it');
  });
});

import t from 'tap';
import { startConsole, SYSADMIN, TENANT } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';
import { postMultipart } from '../../helpers/multipart.ts';

const idOf = (html: string, name: string) => new RegExp(`details=([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];

t.test('tenant profiles (console-map 3.6)', async (t) => {
  const c = await startConsole(t);
  const admin = c.client();
  await admin.signIn(SYSADMIN.username, SYSADMIN.password);
  const api = await session(c.emulator.url, DEMO.sysadmin);
  const stored = async (id: string) => (await api.get(`/api/tenantProfile/${id}`)).body;

  t.test('columns, the default marked and not selectable, its delete and set-default disabled', async (t) => {
    const res = await admin.get('/tenantProfiles');
    t.equal(res.statusCode, 200);
    for (const title of ['>Created time<', '>Name<', '>Description<', '>Default<']) t.match(res.body, title);
    const def = idOf(res.body, 'Default')!;
    const isolated = idOf(res.body, 'Isolated TB Rule Engine')!;
    t.ok(def && isolated);
    t.notMatch(res.body, new RegExp(`name="ids" value="${def}"`));
    t.match(res.body, new RegExp(`name="ids" value="${isolated}"`));
    t.match(res.body, new RegExp(`href="/tenantProfiles/${def}/export"`), 'export is a download link');
    t.notMatch(res.body, new RegExp(`dialog=delete&amp;ids=${def}`));
    t.match(res.body, new RegExp(`dialog=set-default&amp;ids=${isolated}`));
  });

  t.test('add: every limit of the map, validators beside the fields, input kept', async (t) => {
    const dialog = await admin.get('/tenantProfiles?dialog=add');
    t.equal(dialog.statusCode, 200);
    for (const member of ['maxDevices', 'maxOtaPackagesInBytes', 'maxWsSubscriptionsPerPublicUser', 'cassandraQueryTenantRateLimitsConfiguration', 'rpcTtlDays']) {
      t.match(dialog.body, `name="profileData.configuration.${member}"`, member);
    }
    t.match(dialog.body, /<label for="field-profileData-configuration-maxDevices">Maximum devices \(0 unlimited\)<\/label>/);
    const bad = await admin.postForm('/tenantProfiles?dialog=add', {
      name: '',
      'profileData.configuration.maxDevices': '-1',
      'profileData.configuration.maxAssets': '',
      'profileData.configuration.transportDeviceMsgRateLimit': '10 per second',
    });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Name is required\./);
    t.match(bad.body, /Enter a whole number, 0 or more\./);
    t.match(bad.body, /A value is required \(0 means unlimited\)\./);
    t.match(bad.body, /Use capacity:seconds pairs/);
    t.match(bad.body, /value="10 per second"/);
  });

  let profileId = '';
  t.test('create an isolated profile: its queue list starts with Main', async (t) => {
    const form = await admin.get('/tenantProfiles?dialog=add');
    const defaults = Object.fromEntries([...form.body.matchAll(/name="(profileData\.configuration\.[A-Za-z]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const res = await admin.postForm('/tenantProfiles?dialog=add', {
      ...defaults,
      name: 'Gold',
      isolatedTbRuleEngine: 'true',
      'profileData.configuration.maxDevices': '500',
      'profileData.configuration.transportDeviceMsgRateLimit': '100:1,2000:60',
      description: 'for the best',
    });
    t.equal(res.statusCode, 303);
    profileId = idOf((await admin.get('/tenantProfiles')).body, 'Gold')!;
    const saved = await stored(profileId);
    t.match(saved, { name: 'Gold', description: 'for the best', default: false, isolatedTbRuleEngine: true });
    t.match(saved.profileData.configuration, { type: 'DEFAULT', maxDevices: 500, maxAssets: 0, transportDeviceMsgRateLimit: '100:1,2000:60', transportTenantMsgRateLimit: null });
    t.match(saved.profileData.queueConfiguration, [{ name: 'Main', topic: 'tb_rule_engine.main', partitions: 10, pollInterval: 25, packProcessingTimeout: 2000, submitStrategy: { type: 'BURST', batchSize: 1000 }, processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3 } }]);
  });

  t.test('export downloads the profile as JSON; import creates it again; a malformed file creates nothing', async (t) => {
    const exported = await admin.get(`/tenantProfiles/${profileId}/export`);
    t.equal(exported.statusCode, 200);
    t.match(String(exported.headers['content-disposition']), /attachment; filename="Gold.json"/);
    const json = JSON.parse(exported.body);
    t.equal(json.name, 'Gold');
    await api.delete(`/api/tenantProfile/${profileId}`);
    await admin.get('/tenantProfiles?dialog=import');
    const broken = await postMultipart(admin, '/tenantProfiles?dialog=import', {}, [{ name: 'file', fileName: 'Gold.json', content: '{"name": "Gold",', type: 'application/json' }]);
    t.equal(broken.statusCode, 400);
    t.match(broken.body, /The file is not valid JSON/);
    const notProfile = await postMultipart(admin, '/tenantProfiles?dialog=import', {}, [{ name: 'file', fileName: 'x.json', content: '[1, 2]', type: 'application/json' }]);
    t.equal(notProfile.statusCode, 400);
    t.match(notProfile.body, /The file is not a tenant profile/);
    t.notOk(idOf((await admin.get('/tenantProfiles')).body, 'Gold'), 'nothing created');
    const big = await postMultipart(admin, '/tenantProfiles?dialog=import', {}, [{ name: 'file', fileName: 'big.json', content: Buffer.alloc(2 * 1024 * 1024, 32) }]);
    t.equal(big.statusCode, 413);
    t.match(big.body, /The file is larger than 1,024 KiB\./);
    const ok = await postMultipart(admin, '/tenantProfiles?dialog=import', {}, [{ name: 'file', fileName: 'Gold.json', content: exported.body, type: 'application/json' }]);
    t.equal(ok.statusCode, 303);
    const again = idOf((await admin.get('/tenantProfiles')).body, 'Gold')!;
    t.ok(again && again !== profileId, 'created anew');
    t.match((await stored(again)).profileData.configuration, { maxDevices: 500 });
    profileId = again;
  });

  t.test('set default: confirm, then the old default may be deleted and the new one may not', async (t) => {
    const dialog = await admin.get(`/tenantProfiles?dialog=set-default&ids=${profileId}`);
    t.match(dialog.body, /Make the tenant profile &#x27;Gold&#x27; default\?|Make the tenant profile 'Gold' default\?/);
    const res = await admin.postForm(`/tenantProfiles?dialog=set-default&ids=${profileId}`, {});
    t.equal(res.statusCode, 303);
    t.equal((await stored(profileId)).default, true);
    const list = await admin.get('/tenantProfiles');
    t.notMatch(list.body, new RegExp(`name="ids" value="${profileId}"`));
    const back = idOf(list.body, 'Default')!;
    await admin.postForm(`/tenantProfiles?dialog=set-default&ids=${back}`, {});
    t.equal((await stored(back)).default, true);
  });

  t.test('the platform refuses deleting a profile in use: the message on the dialog', async (t) => {
    const list = await admin.get('/tenantProfiles');
    const def = idOf(list.body, 'Default')!;
    const res = await admin.postForm(`/tenantProfiles?dialog=delete&ids=${def}`, {});
    t.equal(res.statusCode, 400);
    t.match(res.body, /prohibited|cannot be deleted/);
  });

  t.test('edit the limits of a profile', async (t) => {
    const form = await admin.get(`/tenantProfiles/${profileId}?edit=true`);
    const values = Object.fromEntries([...form.body.matchAll(/name="(profileData\.configuration\.[A-Za-z]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    t.equal(values['profileData.configuration.maxDevices'], '500');
    const res = await admin.postForm(`/tenantProfiles/${profileId}?edit=true`, { ...values, name: 'Gold', isolatedTbRuleEngine: 'true', 'profileData.configuration.maxDevices': '800' });
    t.equal(res.statusCode, 303);
    const saved = await stored(profileId);
    t.equal(saved.profileData.configuration.maxDevices, 800);
    t.equal(saved.profileData.queueConfiguration[0].name, 'Main', 'the queues are kept');
  });

  t.test("an isolated profile's queues: each with the queue form, validated, saved", async (t) => {
    const form = await admin.get(`/tenantProfiles/${profileId}?edit=true`);
    t.match(form.body, /<legend>Queues<\/legend>/);
    t.match(form.body, /<legend>Queue 1<\/legend>/);
    t.match(form.body, /name="profileData\.queueConfiguration\.0\.name" value="Main"/);
    const values = Object.fromEntries([...form.body.matchAll(/name="(profileData\.[A-Za-z0-9.]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const selects = { 'profileData.queueConfiguration.0.submitStrategy.type': 'BURST', 'profileData.queueConfiguration.0.processingStrategy.type': 'SKIP_ALL_FAILURES' };
    const bad = await admin.postForm(`/tenantProfiles/${profileId}?edit=true`, { ...values, ...selects, name: 'Gold', isolatedTbRuleEngine: 'true', 'profileData.queueConfiguration.0.pollInterval': '0' });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /id="field-profileData-queueConfiguration-0-pollInterval-error"[^>]*>Enter a whole number, 1 or more\./);
    const ok = await admin.postForm(`/tenantProfiles/${profileId}?edit=true`, { ...values, ...selects, name: 'Gold', isolatedTbRuleEngine: 'true', 'profileData.queueConfiguration.0.partitions': '12' });
    t.equal(ok.statusCode, 303);
    t.match((await stored(profileId)).profileData.queueConfiguration, [{ name: 'Main', topic: 'tb_rule_engine.main', partitions: 12, pollInterval: 25 }]);

    const post = { ...values, ...selects, name: 'Gold', isolatedTbRuleEngine: 'true', 'profileData.queueConfiguration.0.partitions': '12' };
    const more = await admin.postForm(`/tenantProfiles/${profileId}?edit=true`, { ...post, _op: 'add-row:profileData.queueConfiguration' });
    t.equal(more.statusCode, 200, 'the form again, not saved');
    t.match(more.body, /<legend>Queue 2<\/legend>/);
    t.match(more.body, /name="profileData\.queueConfiguration\.1\.pollInterval" value="25"/, 'a new queue starts with the defaults');
    t.match(more.body, /aria-label="Remove this queue"/);
    const second = {
      'profileData.queueConfiguration.1.name': 'Bulk', 'profileData.queueConfiguration.1.topic': 'tb_rule_engine.bulk',
      'profileData.queueConfiguration.1.pollInterval': '25', 'profileData.queueConfiguration.1.partitions': '4',
      'profileData.queueConfiguration.1.packProcessingTimeout': '2000', 'profileData.queueConfiguration.1.submitStrategy.type': 'BURST',
      'profileData.queueConfiguration.1.processingStrategy.type': 'RETRY_ALL', 'profileData.queueConfiguration.1.processingStrategy.retries': '3',
      'profileData.queueConfiguration.1.processingStrategy.failurePercentage': '0', 'profileData.queueConfiguration.1.processingStrategy.pauseBetweenRetries': '3',
      'profileData.queueConfiguration.1.processingStrategy.maxPauseBetweenRetries': '3',
    };
    const removed = await admin.postForm(`/tenantProfiles/${profileId}?edit=true`, { ...post, ...second, _op: 'remove-row:profileData.queueConfiguration.1' });
    t.equal(removed.statusCode, 200);
    t.notMatch(removed.body, /<legend>Queue 2<\/legend>/, 'removed again');
    t.equal((await admin.postForm(`/tenantProfiles/${profileId}?edit=true`, { ...post, ...second })).statusCode, 303);
    t.same((await stored(profileId)).profileData.queueConfiguration.map((q: { name: string }) => q.name), ['Main', 'Bulk']);
  });

  t.test('tenant administrators may not open the tenant profiles', async (t) => {
    const tenant = c.client();
    await tenant.signIn(TENANT.username, TENANT.password);
    t.equal((await tenant.get('/tenantProfiles')).statusCode, 403);
    t.equal((await tenant.get(`/tenantProfiles/${profileId}/export`)).statusCode, 403);
  });
});

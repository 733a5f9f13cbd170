import t from 'tap';
import { startConsole, SYSADMIN, TENANT } from '../../helpers/console.ts';
import { DEMO, session } from '../../helpers/emulator.ts';

const rowNames = (html: string) => [...html.matchAll(/<a href="\/settings\/queues\?[^"]*details=[0-9a-f-]{36}"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
const idOf = (html: string, name: string) => new RegExp(`details=([0-9a-f-]{36})"[^>]*>${name}<`).exec(html)?.[1];

const VALID = {
  pollInterval: '25',
  partitions: '10',
  packProcessingTimeout: '2000',
  'submitStrategy.type': 'BURST',
  'submitStrategy.batchSize': '1000',
  'processingStrategy.type': 'SKIP_ALL_FAILURES',
  'processingStrategy.retries': '3',
  'processingStrategy.failurePercentage': '0',
  'processingStrategy.pauseBetweenRetries': '3',
  'processingStrategy.maxPauseBetweenRetries': '3',
};

const BULK = {
  name: 'Bulk',
  topic: 'tb_rule_engine.bulk',
  pollInterval: '50',
  partitions: '4',
  packProcessingTimeout: '3000',
  'submitStrategy.type': 'BATCH',
  'submitStrategy.batchSize': '500',
  'processingStrategy.type': 'RETRY_FAILED',
  'processingStrategy.retries': '5',
  'processingStrategy.failurePercentage': '12.5',
  'processingStrategy.pauseBetweenRetries': '2',
  'processingStrategy.maxPauseBetweenRetries': '4',
  'additionalInfo.description': 'for bulk loads',
};

t.test('queues (console-map 3.14)', async (t) => {
  const c = await startConsole(t);
  const admin = c.client();
  await admin.signIn(SYSADMIN.username, SYSADMIN.password);
  const api = await session(c.emulator.url, DEMO.sysadmin);
  const stored = async (id: string) => (await api.get(`/api/queues/${id}`)).body;

  t.test('the system queues, their columns and translated strategies', async (t) => {
    const res = await admin.get('/settings/queues');
    t.equal(res.statusCode, 200);
    for (const title of ['>Name<', '>Partitions<', '>Submit strategy<', '>Processing strategy<']) t.match(res.body, title);
    t.same(rowNames(res.body).sort(), ['HighPriority', 'Main', 'SequentialByOriginator']);
    t.match(res.body, />Burst</);
    t.match(res.body, />Skip all failures</);
    const sorted = await admin.get('/settings/queues?property=name&direction=ASC');
    t.same(rowNames(sorted.body), ['HighPriority', 'Main', 'SequentialByOriginator']);
  });

  t.test('the Main queue cannot be selected nor deleted', async (t) => {
    const list = await admin.get('/settings/queues');
    const main = idOf(list.body, 'Main')!;
    t.notMatch(list.body, new RegExp(`name="ids" value="${main}"`), 'no check box for Main');
    const dialog = await admin.get(`/settings/queues?dialog=delete&ids=${main}`);
    const res = await admin.postForm(`/settings/queues?dialog=delete&ids=${main}`, {});
    t.equal(dialog.statusCode, 200);
    t.equal(res.statusCode, 400);
    t.match(res.body, /The Main queue cannot be deleted/);
    t.ok(idOf((await admin.get('/settings/queues')).body, 'Main'), 'still there');
  });

  t.test('add: the defaults of the map, validators beside the fields with the input kept', async (t) => {
    const dialog = await admin.get('/settings/queues?dialog=add');
    t.match(dialog.body, /name="pollInterval"[^>]*value="25"|value="25"[^>]*name="pollInterval"/);
    t.match(dialog.body, /name="packProcessingTimeout"[^>]*value="2000"|value="2000"[^>]*name="packProcessingTimeout"/);
    t.match(dialog.body, /<option value="BURST" selected/);
    t.match(dialog.body, /<label for="[^"]+">Processing strategy<\/label>/);
    const bad = await admin.postForm('/settings/queues?dialog=add', {
      name: 'bad name!',
      pollInterval: '0',
      partitions: 'many',
      packProcessingTimeout: '',
      'submitStrategy.type': 'BURST',
      'processingStrategy.type': 'RETRY_ALL',
      'processingStrategy.failurePercentage': '120',
      'processingStrategy.retries': '-1',
    });
    t.equal(bad.statusCode, 400);
    t.match(bad.body, /Use only letters, digits/);
    t.match(bad.body, /Enter a whole number, 1 or more\./);
    t.match(bad.body, /A value is required\./);
    t.match(bad.body, /Enter a number from 0 to 100\./);
    t.match(bad.body, /Enter a whole number, 0 or more\./);
    t.match(bad.body, /value="bad name!"/, 'the input is kept');
    t.match(bad.body, /<option value="RETRY_ALL" selected/);
  });

  t.test('add, edit and delete a queue', async (t) => {
    const added = await admin.postForm('/settings/queues?dialog=add', BULK);
    t.equal(added.statusCode, 303);
    const list = await admin.get('/settings/queues');
    const id = idOf(list.body, 'Bulk')!;
    t.ok(id, 'listed');
    t.match(list.body, />Batch</);
    const saved = await stored(id);
    t.match(saved, { name: 'Bulk', partitions: 4, submitStrategy: { type: 'BATCH', batchSize: 500 }, processingStrategy: { type: 'RETRY_FAILED', retries: 5, failurePercentage: 12.5 }, additionalInfo: { description: 'for bulk loads' } });

    const form = await admin.get(`/settings/queues/${id}?edit=true`);
    t.match(form.body, /value="Bulk"/);
    const edited = await admin.postForm(`/settings/queues/${id}?edit=true`, { ...BULK, partitions: '8' });
    t.equal(edited.statusCode, 303);
    t.match(await stored(id), { partitions: 8 });

    const gone = await admin.postForm(`/settings/queues?dialog=delete&ids=${id}`, {});
    t.equal(gone.statusCode, 303);
    t.notOk(idOf((await admin.get('/settings/queues')).body, 'Bulk'));
  });

  t.test('a duplicate name is the platform refusal on the form', async (t) => {
    const res = await admin.postForm('/settings/queues?dialog=add', { ...VALID, name: 'Main', topic: 'tb_rule_engine.other' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /already exists/);
    t.match(res.body, /value="tb_rule_engine.other"/);
  });

  t.test('a missing topic is refused beside the field', async (t) => {
    const res = await admin.postForm('/settings/queues?dialog=add', { ...VALID, name: 'NoTopic', topic: '' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /field-topic-error/);
  });

  t.test('tenant administrators may not open the queues', async (t) => {
    const tenant = c.client();
    await tenant.signIn(TENANT.username, TENANT.password);
    const res = await tenant.get('/settings/queues');
    t.equal(res.statusCode, 403);
  });
});

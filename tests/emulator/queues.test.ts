import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { DEMO, NULL_UUID, PERMISSION_DENIED, expectError, session, withEmulator } from '../helpers/emulator.ts';
import { demoSessions } from '../helpers/demo-sessions.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const QUEUE_KEYS = [
  'id', 'createdTime', 'tenantId', 'name', 'topic', 'pollInterval', 'partitions', 'consumerPerPartition',
  'packProcessingTimeout', 'submitStrategy', 'processingStrategy', 'additionalInfo',
];
const LIST = '/api/queues?serviceType=TB_RULE_ENGINE&pageSize=10&page=0';

t.test('system queues', async (t) => {
  const { url } = await withEmulator(t);
  const { sysadmin, tenant: admin, customer } = await demoSessions(url, 'sysadmin', 'tenant', 'customer');

  t.test('sorted by the queue table\'s columns (JPA sorts on any column of the entity, as 3.4.4 does)', async (t) => {
    for (const property of ['partitions', 'pollInterval']) {
      const list = await sysadmin.get(`${LIST}&sortProperty=${property}&sortOrder=DESC`);
      t.equal(list.status, 200, property);
      const values = list.body.data.map((q: any) => q[property]);
      t.same(values, [...values].sort((a: number, b: number) => b - a), `${property}, descending`);
    }
    const resources = await sysadmin.get('/api/resource?pageSize=10&page=0&sortProperty=tenantId&sortOrder=ASC');
    t.equal(resources.status, 200, 'resources by tenantId');
  });

  t.test('seeded queues', async (t) => {
    const list = await sysadmin.get(`${LIST}&sortProperty=name`);
    t.equal(list.status, 200);
    t.same(list.body.data.map((q: any) => [q.name, q.topic]), [
      ['HighPriority', 'tb_rule_engine.hp'], ['Main', 'tb_rule_engine.main'], ['SequentialByOriginator', 'tb_rule_engine.sq'],
    ]);
    const main = list.body.data[1];
    t.same(Object.keys(main), QUEUE_KEYS);
    t.same(main, {
      ...main,
      tenantId: { entityType: 'TENANT', id: NULL_UUID }, pollInterval: 25, partitions: 10, consumerPerPartition: true,
      packProcessingTimeout: 2000, submitStrategy: { type: 'BURST', batchSize: 1000 },
      processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 },
      additionalInfo: null,
    });
    const hp = list.body.data[0];
    t.same([hp.submitStrategy, hp.processingStrategy.type, hp.processingStrategy.retries, hp.processingStrategy.pauseBetweenRetries],
      [{ type: 'BURST', batchSize: 100 }, 'RETRY_FAILED_AND_TIMED_OUT', 0, 5]);
    const sq = list.body.data[2];
    t.same([sq.submitStrategy.type, sq.processingStrategy.retries], ['SEQUENTIAL_BY_ORIGINATOR', 3]);
    t.same((await admin.get(`${LIST}&sortProperty=name`)).body, list.body, 'a non-isolated tenant sees the system queues');
    t.same((await sysadmin.get(`/api/queues/${main.id.id}`)).body, main);
    t.same((await admin.get(`/api/queues/${main.id.id}`)).body, main);
    t.same((await admin.get('/api/queues/name/Main')).body, main);
    expectError(t, await admin.get('/api/queues/name/Nope'), 404, 32, "Requested item wasn't found!");
    expectError(t, await customer.get(LIST), 403, 20, PERMISSION_DENIED);
  });

  t.test('search, service types and bad input', async (t) => {
    t.same((await sysadmin.get(`${LIST}&textSearch=ma`)).body.data.map((q: any) => q.name), ['Main'], 'prefix match');
    t.same((await sysadmin.get(`${LIST}&textSearch=ain`)).body.data, [], 'not a substring match');
    t.same((await sysadmin.get('/api/queues?serviceType=TB_CORE&pageSize=10&page=0')).body, { data: [], totalPages: 0, totalElements: 0, hasNext: false });
    expectError(t, await sysadmin.get('/api/queues?serviceType=NOPE&pageSize=10&page=0'), 400, 31,
      'No enum constant org.thingsboard.server.common.msg.queue.ServiceType.NOPE');
    const noType = await sysadmin.get('/api/queues?pageSize=10&page=0');
    t.same([noType.status, noType.body.errorCode], [400, 31]);
    t.same((await sysadmin.get(`${LIST}&sortProperty=topic&sortOrder=DESC`)).body.data.map((q: any) => q.topic),
      ['tb_rule_engine.sq', 'tb_rule_engine.main', 'tb_rule_engine.hp']);
    expectError(t, await sysadmin.get('/api/queues/xyz'), 400, 31, 'Invalid UUID string: xyz');
    const ghost = randomUUID();
    expectError(t, await sysadmin.get(`/api/queues/${ghost}`), 404, 32, `Queue with id [${ghost}] is not found`);
  });

  t.test('save and delete (sysadmin only)', async (t) => {
    const body = {
      name: 'Bulk', topic: 'tb_rule_engine.bulk', pollInterval: 50, partitions: 2, consumerPerPartition: false,
      packProcessingTimeout: 5000, submitStrategy: { type: 'BATCH', batchSize: 50 },
      processingStrategy: { type: 'RETRY_ALL', retries: 1, failurePercentage: 10, pauseBetweenRetries: 1, maxPauseBetweenRetries: 2 },
      additionalInfo: { description: 'bulk jobs' },
    };
    const saved = await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', body);
    t.equal(saved.status, 200);
    t.same({ ...saved.body, id: null, createdTime: null }, { id: null, createdTime: null, tenantId: { entityType: 'TENANT', id: NULL_UUID }, ...body });
    expectError(t, await admin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, name: 'Mine' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, topic: 'x.y' }), 400, 31, 'Queue with name: Bulk already exists!');
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, name: 'Bulk2' }), 400, 31, 'Queue with topic: tb_rule_engine.bulk already exists!');
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, name: 'bad name' }), 400, 31,
      "Queue name contains a character other than ASCII alphanumerics, '.', '_' and '-'!");
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, name: '' }), 400, 31, 'Queue name should be specified!');
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, name: 'P', topic: 'p', partitions: 0 }), 400, 31,
      'Queue partitions should be more then 0!');
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...body, name: 'P', topic: 'p', submitStrategy: null }), 400, 31,
      "Queue submit strategy can't be null!");
    expectError(t, await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE',
      { ...body, name: 'P', topic: 'p', processingStrategy: { ...body.processingStrategy, maxPauseBetweenRetries: 0 } }), 400, 31,
      "Queue processing strategy MAX pause between retries can't be less then pause between retries!");
    const noService = await sysadmin.post('/api/queues', body);
    t.same([noService.status, noService.body.errorCode], [400, 31]);
    const updated = await sysadmin.post('/api/queues?serviceType=TB_RULE_ENGINE', { ...saved.body, partitions: 4 });
    t.same([updated.body.partitions, updated.body.createdTime], [4, saved.body.createdTime]);
    expectError(t, await admin.delete(`/api/queues/${saved.body.id.id}`), 403, 20, PERMISSION_DENIED);
    const deleted = await sysadmin.delete(`/api/queues/${saved.body.id.id}`);
    t.same([deleted.status, deleted.text], [200, '']);
    t.equal((await sysadmin.get(LIST)).body.totalElements, 3);
  });
});

t.test('a tenant on an isolated profile has its own queues', async (t) => {
  const dbPath = tempDbPath(t, 'queues');
  const first = await startEmulator({ port: 0, dbPath });
  await first.close();
  const db = new DatabaseSync(dbPath);
  db.exec("UPDATE tenant SET tenant_profile_id = (SELECT id FROM tenant_profile WHERE name = 'Isolated TB Rule Engine')");
  db.close();
  const second = await startEmulator({ port: 0, dbPath });
  t.teardown(() => second.close());
  const admin = await session(second.url, DEMO.tenant);
  const sysadmin = await session(second.url, DEMO.sysadmin);
  const own = (await admin.get(LIST)).body;
  t.same(own.data.map((q: any) => [q.name, q.topic, q.tenantId.id]), [['Main', 'tb_rule_engine.main', admin.claims.tenantId]]);
  t.same((await admin.get(LIST)).body.totalElements, 1, 'created once');
  t.equal((await admin.get('/api/queues/name/Main')).body.id.id, own.data[0].id.id);
  expectError(t, await sysadmin.get(`/api/queues/${own.data[0].id.id}`), 403, 20, PERMISSION_DENIED);
  t.equal((await sysadmin.get(LIST)).body.totalElements, 3);
});

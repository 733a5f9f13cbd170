import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { DEMO, session } from '../helpers/emulator.ts';

/** Profiles name their queue (`defaultQueueName`): the queues picker's choices are valued by name, not by id. */
t.test('the queues picker: choices valued by name, the chosen name kept first', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const api = await session(c.emulator.url, DEMO.tenant);
  const queues = (await api.get('/api/queues?serviceType=TB_RULE_ENGINE&pageSize=50&page=0')).body.data as { name: string }[];
  t.ok(queues.some((q) => q.name === 'HighPriority'), 'the tenant sees the system queues');

  const high = await tenant.get('/search/queues?textSearch=High&field=defaultQueueName');
  t.equal(high.statusCode, 200);
  t.match(high.body, /<option value="HighPriority"[^>]*>HighPriority</);
  t.notMatch(high.body, /value="Main"/, 'narrowed by the search');
  t.notMatch(high.body, /value="[0-9a-f-]{36}"/, 'no ids');

  const kept = await tenant.get('/search/queues?textSearch=High&field=defaultQueueName&defaultQueueName=Main');
  t.match(kept.body, /^<option value="Main">Main<\/option><option value="HighPriority">/, 'the chosen queue, read by its name, stays first');

  const gone = await tenant.get('/search/queues?textSearch=High&field=defaultQueueName&defaultQueueName=NoSuchQueue');
  t.equal(gone.statusCode, 200);
  t.match(gone.body, /<option value="NoSuchQueue"[^>]*>NoSuchQueue</, 'a queue the platform lacks shows its name');
});

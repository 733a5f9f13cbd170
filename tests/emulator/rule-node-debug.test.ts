import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { openDatabase } from '../../emulator/db/open.ts';
import { createEventStore } from '../../emulator/store/events.ts';
import { DEMO, PERMISSION_DENIED, expectError, idsInNewMillisecond, session, withEmulator } from '../helpers/emulator.ts';

t.test('GET /api/ruleNode/{ruleNodeId}/debugIn', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'floorboard-debug-in-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = join(dir, 'platform.sqlite');
  const { url } = await withEmulator(t, { dbPath });
  const admin = await session(url, DEMO.tenant);
  const tenantId = admin.claims.tenantId as string;
  const root = (await admin.get('/api/ruleChains?pageSize=10&page=0&textSearch=Root Rule Chain')).body.data
    .find((chain: any) => chain.root);
  const [first, second] = (await admin.get(`/api/ruleChain/${root.id.id}/metadata`)).body.nodes;
  const debugIn = (nodeId: string) => admin.get(`/api/ruleNode/${nodeId}/debugIn`);

  t.same([(await debugIn(first.id.id)).status, (await debugIn(first.id.id)).text], [200, ''], 'no debug events: empty body');

  // The rule engine does not run in the emulator, so the events are written the way it would write them.
  const db = openDatabase(dbPath);
  t.teardown(() => db.close());
  const events = createEventStore(db);
  const message = (type: string, data: string) =>
    ({ type, entityId: randomUUID(), entityName: 'DEVICE', msgType: 'POST_TELEMETRY_REQUEST', data, metadata: '{}' });
  events.record(tenantId, first.id, 'DEBUG_RULE_NODE', message('IN', '{"temperature":20}'));
  await idsInNewMillisecond();
  events.record(tenantId, first.id, 'DEBUG_RULE_NODE', message('IN', '{"temperature":21}'));
  await idsInNewMillisecond();
  events.record(tenantId, first.id, 'DEBUG_RULE_NODE', message('OUT', '{"temperature":21}'));
  events.record(tenantId, second.id, 'DEBUG_RULE_NODE', message('OUT', '{}'));

  const latest = await debugIn(first.id.id);
  t.same([latest.status, latest.body.type, latest.body.data], [200, 'IN', '{"temperature":21}'], 'the newest IN event body');
  t.equal((await debugIn(second.id.id)).text, '', 'only OUT events: empty body');

  const missing = randomUUID();
  expectError(t, await debugIn(missing), 404, 32, `Rule node with id [${missing}] is not found`);
  expectError(t, await debugIn('abc'), 400, 31, 'Invalid UUID string: abc');
  const customer = await session(url, DEMO.customer);
  expectError(t, await customer.get(`/api/ruleNode/${first.id.id}/debugIn`), 403, 20, PERMISSION_DENIED);
});

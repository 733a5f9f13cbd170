// A large tenant's device lists sorted by name read their page from an index (tenant, name, id) instead of sorting
// every device of the tenant: the order the lists ask for, with its id tie-break, needs no temporary b-tree.
import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { DEMO, session, withEmulator } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

t.test('sorting devices by name reads the name index in order', async (t) => {
  const dbPath = tempDbPath(t, 'name-order');
  const platform = await withEmulator(t, { scale: 200, seed: 5, dbPath });
  const admin = await session(platform.url, DEMO.tenant);
  const db = new DatabaseSync(dbPath, { readOnly: true });
  t.teardown(() => db.close());

  const plan = db
    .prepare('EXPLAIN QUERY PLAN SELECT d.id FROM device d WHERE d.tenant_id = ? ORDER BY d.name_lc ASC, d.id ASC LIMIT 10 OFFSET 100')
    .all(admin.claims.tenantId as string)
    .map((row) => String(row.detail));
  t.match(plan.join('\n'), /USING COVERING INDEX idx_device_tenant_name_order/, 'the page is read from the name index');
  t.notMatch(plan.join('\n'), /TEMP B-TREE/, 'without sorting the tenant\'s devices');

  const expected = db
    .prepare('SELECT name FROM device WHERE tenant_id = ? ORDER BY name_lc, id LIMIT 20 OFFSET 100')
    .all(admin.claims.tenantId as string)
    .map((row) => String(row.name));
  const page = await admin.get('/api/tenant/deviceInfos?pageSize=20&page=5&sortProperty=name&sortOrder=ASC');
  t.same(page.body.data.map((d: { name: string }) => d.name), expected, 'page 6 by name is the index order');
});

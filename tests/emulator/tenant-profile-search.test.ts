import { DatabaseSync } from 'node:sqlite';
import t from 'tap';
import { startEmulator } from '../../emulator/index.ts';
import { DEMO, session } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';
import { tempDbPath } from '../helpers/temp-db.ts';

const CONFIGURATION = { type: 'DEFAULT' };
const names = (page: { data: Array<{ name: string }> }) => page.data.map((item) => item.name);

async function search(sysadmin: Session, list: string, text: string): Promise<string[]> {
  const response = await sysadmin.get(`/api/${list}?pageSize=10&page=0&sortProperty=name&textSearch=${encodeURIComponent(text)}`);
  return names(response.body);
}

t.test('tenant profile search folds case beyond ASCII, also in a database file from before the name_lc column', async (t) => {
  const dbPath = tempDbPath(t, 'profile-search');

  const first = await startEmulator({ port: 0, dbPath });
  try {
    const sysadmin = await session(first.url, DEMO.sysadmin);
    for (const name of ['Ärger Großkunden', 'Ωmega', 'Plain']) {
      t.equal((await sysadmin.post('/api/tenantProfile', { name, profileData: { configuration: CONFIGURATION } })).status, 200);
    }
    t.same(await search(sysadmin, 'tenantProfiles', 'ärger'), ['Ärger Großkunden']);
    t.same(await search(sysadmin, 'tenantProfileInfos', 'ΩMEGA'), ['Ωmega']);
    const renamed = (await sysadmin.get('/api/tenantProfiles?pageSize=10&page=0&textSearch=plain')).body.data[0];
    await sysadmin.post('/api/tenantProfile', { ...renamed, name: 'Élan' });
    t.same(await search(sysadmin, 'tenantProfiles', 'éLAN'), ['Élan'], 'a rename updates the search column');
  } finally {
    await first.close();
  }

  // The shape of the table before name_lc existed.
  const old = new DatabaseSync(dbPath);
  old.exec('ALTER TABLE tenant_profile DROP COLUMN name_lc');
  old.close();

  const second = await startEmulator({ port: 0, dbPath });
  t.teardown(() => second.close());
  const sysadmin = await session(second.url, DEMO.sysadmin);
  t.same(await search(sysadmin, 'tenantProfiles', 'GROSSKUNDEN'), [], 'ß stays ß, as with the platform');
  t.same(await search(sysadmin, 'tenantProfiles', 'ärger'), ['Ärger Großkunden'], 'existing rows were filled in');
  t.same(await search(sysadmin, 'tenantProfileInfos', 'ωm'), ['Ωmega']);
  t.same(await search(sysadmin, 'tenantProfiles', ''), ['Default', 'Isolated TB Rule Engine', 'Ärger Großkunden', 'Élan', 'Ωmega'],
    'sorted by the lower-cased name');
  await sysadmin.post('/api/tenantProfile', { name: 'Über', profileData: { configuration: CONFIGURATION } });
  t.same(await search(sysadmin, 'tenantProfiles', 'üB'), ['Über'], 'new rows after the migration');
});

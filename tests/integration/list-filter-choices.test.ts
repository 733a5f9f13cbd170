// The list pages' profile filters (server/tables/pickers.ts SHARED_FILTER_CHOICES): their unsearched choices are read
// once per tenant for a short while instead of on every page, read afresh when a profile is saved through the
// console, and never kept for a search or a failed read.
import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { platformAs } from '../helpers/profile-platform.ts';

const optionsOf = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
};

t.test('profile filters of the device and asset lists', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const platform = await platformAs(c, TENANT.username, TENANT.password);
  const reads = () => c.proxy.count('GET', '/api/deviceProfileInfos');

  t.test('one read for page after page of the list, by any user of the tenant', async (t) => {
    const before = reads();
    const first = await tenant.get('/devices');
    t.equal(first.statusCode, 200);
    t.ok(optionsOf(first.body, 'deviceProfileId').includes('default'), 'the tenant\'s profiles offered');
    await tenant.get('/devices?page=1&pageSize=10');
    await tenant.get('/devices?textSearch=Thermostat');
    t.equal(reads() - before, 1, 'the choices read once');
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    const theirs = await customer.get('/devices');
    t.equal(theirs.statusCode, 200);
    t.same(optionsOf(theirs.body, 'deviceProfileId'), optionsOf(first.body, 'deviceProfileId'), 'a customer user of the tenant: the same choices');
    t.equal(reads() - before, 1, 'still one read');
  });

  t.test('a search reads the platform each time', async (t) => {
    const before = reads();
    await tenant.get('/devices?deviceProfileId.search=def');
    await tenant.get('/devices?deviceProfileId.search=def');
    t.equal(reads() - before, 2);
  });

  t.test('a profile saved through the console: the filters list it at once', async (t) => {
    await tenant.get('/devices');
    const saved = await tenant.postForm('/profiles/deviceProfiles?dialog=add', { name: 'Cellar sensors', type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'DISABLED', description: '' });
    t.equal(saved.statusCode, 303);
    t.ok(optionsOf((await tenant.get('/devices')).body, 'deviceProfileId').includes('Cellar sensors'));
    const assetsBefore = optionsOf((await tenant.get('/assets')).body, 'assetProfileId');
    await platform.post('/api/assetProfile', { name: 'Made elsewhere' });
    t.notOk(optionsOf((await tenant.get('/assets')).body, 'assetProfileId').includes('Made elsewhere'), 'one made by another client: shown once the short cache expires');
    t.same(optionsOf((await tenant.get('/assets')).body, 'assetProfileId'), assetsBefore);
  });

  t.test('a failed read is not kept', async (t) => {
    await tenant.postForm('/profiles/deviceProfiles?dialog=add', { name: 'Attic sensors', type: 'DEFAULT', transportType: 'DEFAULT', provisionType: 'DISABLED', description: '' });
    c.proxy.fault('GET', '/api/deviceProfileInfos', { kind: 'status', status: 500 }, 1);
    await tenant.get('/devices');
    const before = reads();
    const again = await tenant.get('/devices');
    t.equal(again.statusCode, 200);
    t.equal(reads() - before, 1, 'read again after the failure');
    t.ok(optionsOf(again.body, 'deviceProfileId').includes('Attic sensors'));
  });
});

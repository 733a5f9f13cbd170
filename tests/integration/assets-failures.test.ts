import t from 'tap';
import { startConsole, TENANT } from '../helpers/console.ts';
import { assetFixtures } from '../helpers/assets.ts';
import { dialogTitle, formError, HTMX, unescape } from '../helpers/entity-html.ts';

const STATUSES = [400, 404, 409, 500];

t.test('platform failures of every asset action show on the form, never as a 500', async (t) => {
  const c = await startConsole(t);
  const f = await assetFixtures(c.emulator.url);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const edge = await f.edge('Edge F');
  const publicCustomer = async (asset: string) => {
    await f.api.post(`/api/customer/public/asset/${asset}`);
    return ((await f.api.get(`/api/asset/info/${asset}`)).body as { customerId: { id: string } }).customerId.id;
  };

  /**
   * Each action on a fresh asset (the fault proxy lets the call through and changes only its answer): the dialog's
   * address, its form, and the platform call that fails.
   */
  type Scenario = { path: string; form: Record<string, string>; call: [string, string] };
  const actions: Record<string, (n: string) => Promise<Scenario>> = {
    'make public': async (n) => {
      const a = await f.asset(n);
      return { path: `/assets?dialog=make-public&ids=${a}`, form: {}, call: ['POST', `/api/customer/public/asset/${a}`] };
    },
    'make private': async (n) => {
      const a = await f.asset(n);
      await publicCustomer(a);
      return { path: `/assets?dialog=make-private&ids=${a}`, form: {}, call: ['DELETE', `/api/customer/asset/${a}`] };
    },
    unassign: async (n) => {
      const a = await f.asset(n, { customerId: f.customerA });
      return { path: `/customers/${f.customerA}/assets?dialog=unassign&ids=${a}`, form: {}, call: ['DELETE', `/api/customer/asset/${a}`] };
    },
    assign: async (n) => {
      const a = await f.asset(n);
      return { path: `/assets?dialog=assign&ids=${a}`, form: { customerId: f.customerB }, call: ['POST', `/api/customer/${f.customerB}/asset/${a}`] };
    },
    'add to customer': async (n) => {
      const a = await f.asset(n);
      return { path: `/customers/${f.customerB}/assets?dialog=add-to-customer`, form: { entityIds: a }, call: ['POST', `/api/customer/${f.customerB}/asset/${a}`] };
    },
    'add to edge': async (n) => {
      const a = await f.asset(n);
      return { path: `/edgeInstances/${edge}/assets?dialog=add-to-edge`, form: { entityIds: a }, call: ['POST', `/api/edge/${edge}/asset/${a}`] };
    },
    'unassign from edge': async (n) => {
      const a = await f.asset(n);
      await f.api.post(`/api/edge/${edge}/asset/${a}`);
      return { path: `/edgeInstances/${edge}/assets?dialog=unassign-edge&ids=${a}`, form: {}, call: ['DELETE', `/api/edge/${edge}/asset/${a}`] };
    },
    delete: async (n) => {
      const a = await f.asset(n);
      return { path: `/assets?dialog=delete&ids=${a}`, form: {}, call: ['DELETE', `/api/asset/${a}`] };
    },
    add: async (n) => ({ path: '/assets?dialog=add', form: { name: n, assetProfileId: f.profileId }, call: ['POST', '/api/asset'] }),
    save: async (n) => {
      const a = await f.asset(n);
      return { path: `/assets/${a}`, form: { name: `${n} renamed`, assetProfileId: f.profileId }, call: ['POST', '/api/asset'] };
    },
  };

  for (const [name, prepare] of Object.entries(actions)) {
    t.test(name, async (t) => {
      for (const status of STATUSES) {
        const scenario = await prepare(`${name} ${status}`);
        c.proxy.fault(scenario.call[0], scenario.call[1], { kind: 'status', status }, 1);
        const res = await tenant.postForm(scenario.path, scenario.form);
        t.equal(res.statusCode, status === 500 ? 502 : status, `${status}: the platform's status (a platform 500 is a bad gateway)`);
        t.equal(formError(res.body), `Unhandled error code ${status}`, `${status}: on the form`);
        t.match(res.body, /<main id="main"/, `${status}: on its page`);
      }
      c.proxy.clearFaults();
    });
  }

  const id = await f.asset('Target');

  t.test('the platform\'s own message is what the form says', async (t) => {
    const res = await tenant.postForm(`/assets?dialog=make-private&ids=${id}`, {});
    t.equal(res.statusCode, 400);
    t.equal(formError(res.body), "Asset isn't assigned to any customer!");
  });

  t.test('a dialog about an entity that is gone: back to the page with the platform\'s message', async (t) => {
    const gone = '13814000-1dd2-11b2-8080-808080808081';
    t.equal((await tenant.get(`/assets?dialog=delete&ids=${gone}`)).statusCode, 404, 'its address: the not-found page');
    const res = await tenant.postForm(`/assets?dialog=delete&ids=${gone}`, {}, { headers: { referer: 'http://localhost/assets' } });
    t.equal(res.statusCode, 303);
    t.match(unescape((await tenant.get('/assets')).body), new RegExp(`<p class="toast-message">Asset with id \\[${gone}\\] is not found</p>`));
  });

  t.test('with htmx the refused dialog comes back in the page region', async (t) => {
    c.proxy.fault('POST', `/api/customer/public/asset/${id}`, { kind: 'status', status: 409 }, 1);
    const res = await tenant.postForm(`/assets?dialog=make-public&ids=${id}`, {}, { headers: HTMX('entity-page') });
    t.equal(res.statusCode, 409);
    t.match(res.body, /^<div id="entity-page"/);
    t.equal(dialogTitle(res.body), "Make the asset 'Target' public?");
    t.equal(formError(res.body), 'Unhandled error code 409');
  });

  t.test('a group action where some entities fail: done for the others, the failures in the toast', async (t) => {
    const [a, b] = [await f.asset('G1'), await f.asset('G2')];
    c.proxy.fault('DELETE', `/api/asset/${b}`, { kind: 'status', status: 400 }, 1);
    const res = await tenant.postForm(`/assets?dialog=delete&ids=${a},${b}`, {});
    t.equal(res.statusCode, 303);
    const page = unescape((await tenant.get('/assets')).body);
    t.match(page, /<p class="toast-message">Delete asset: done \(1\)<\/p>/);
    t.match(page, new RegExp(`<li>${b}: Unhandled error code 400</li>`));
  });

  t.test('an unreachable platform is the catalogue\'s page, not a form message', async (t) => {
    c.proxy.fault('POST', `/api/customer/public/asset/${id}`, { kind: 'reset' }, 1);
    const res = await tenant.postForm(`/assets?dialog=make-public&ids=${id}`, {});
    t.equal(res.statusCode, 502);
    t.match(res.body, /Unable to connect/);
  });

  t.test('the list\'s own call failing is the catalogue\'s answer', async (t) => {
    c.proxy.fault('GET', '/api/tenant/assetInfos', { kind: 'status', status: 500 }, 1);
    const res = await tenant.get('/assets');
    t.equal(res.statusCode, 500);
    t.match(res.body, /The platform reported an error/);
    c.proxy.fault('GET', '/api/tenant/assetInfos', { kind: 'status', status: 500 }, 1);
    const fragment = await tenant.get('/assets?textSearch=x', HTMX('entity-table'));
    t.equal(fragment.headers['hx-reswap'], 'none', 'htmx keeps the table as it was');
  });
});

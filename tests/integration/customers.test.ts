import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A } from '../helpers/console.ts';
import { call } from '../helpers/emulator.ts';
import { platformFacts, publicCustomer } from '../helpers/people.ts';

const MISSING = '0b5e5a4e-0000-4000-8000-000000000000';

t.test('customers', async (t) => {
  const c = await startConsole(t);
  const facts = await platformFacts(c.emulator.url);
  const publicId = await publicCustomer(c.emulator.url, facts.token);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  t.test('the list: columns, rows, the add button; the public customer cannot be selected or deleted', async (t) => {
    const res = await tenant.get('/customers');
    t.equal(res.statusCode, 200);
    for (const title of ['Created time', 'Title', 'Email', 'Country', 'City']) t.match(res.body, `>${title}<`);
    t.match(res.body, />Customer A</);
    t.match(res.body, />Public</);
    t.match(res.body, /aria-label="Add customer"/);
    t.notMatch(res.body, new RegExp(`name="ids" value="${publicId}"`), 'the public customer has no check box');
    t.match(res.body, new RegExp(`name="ids" value="${facts.customerA}"`), 'another customer has one');
    t.match(res.body, /<button type="button" class="icon-button" disabled="" title="Manage customer users"/, 'the public customer has no users to manage');
    t.match(res.body, /<button type="button" class="icon-button" disabled="" title="Delete"/, 'nor a delete');
  });

  t.test('the row actions lead to the customer lists; the public customer has its own words', async (t) => {
    const res = await tenant.get('/customers');
    for (const [label, list] of [['Manage customer users', 'users'], ['Manage customer assets', 'assets'], ['Manage customer devices', 'devices'], ['Manage customer dashboards', 'dashboards']]) {
      t.match(res.body, new RegExp(`aria-label="${label}" href="/customers/${facts.customerA}/${list}"`), label);
    }
    for (const label of ['Manage public assets', 'Manage public devices', 'Manage public dashboards']) {
      t.match(res.body, new RegExp(`aria-label="${label}" href="/customers/${publicId}/`), label);
    }
  });

  t.test('the details header words the manage buttons as upstream', async (t) => {
    const res = await tenant.get(`/customers/${facts.customerA}`);
    for (const label of ['Manage users', 'Manage assets', 'Manage devices', 'Manage dashboards', 'Manage edges']) t.match(res.body, `aria-label="${label}"`, label);
  });

  t.test('the customer-scoped asset list is titled by the customer', async (t) => {
    t.match((await tenant.get(`/customers/${facts.customerA}/assets`)).body, /Customer A: Assets/);
    t.match((await tenant.get(`/customers/${publicId}/assets`)).body, /Public assets/);
  });

  t.test('the add dialog: the contact block, no home dashboard yet', async (t) => {
    const res = await tenant.get('/customers?dialog=add');
    t.equal(res.statusCode, 200);
    t.match(res.body, /role="dialog"|<dialog/);
    for (const name of ['title', 'additionalInfo.description', 'country', 'city', 'state', 'zip', 'address', 'address2', 'phone', 'phone.country', 'email']) {
      t.match(res.body, new RegExp(`name="${name.replace('.', '\\.')}"`), name);
    }
    t.notMatch(res.body, /name="additionalInfo\.homeDashboardId"/);
    t.match(res.body, /<option value="Germany">Germany<\/option>/);
    t.ok((res.body.match(/<option value="[^"]+">[^<]+<\/option>/g) ?? []).length > 240, 'the countries and calling codes');
  });

  t.test('the add form checks title, postal code, phone and e-mail; nothing is sent; the input is kept', async (t) => {
    const before = c.proxy.count('POST', '/api/customer');
    const res = await tenant.postForm('/customers?dialog=add', { title: '', country: 'Germany', zip: '1234', 'phone.country': 'DE', phone: '123', email: 'not-mail', city: 'Berlin' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /Title is required\./);
    t.match(res.body, /This postal code does not fit the country(&#x27;|')s format\./);
    t.match(res.body, /Phone number is invalid or not possible/);
    t.match(res.body, /Invalid e-mail format\./);
    t.match(res.body, /value="Berlin"/);
    t.equal(c.proxy.count('POST', '/api/customer'), before);
  });

  t.test('a customer with contact data is added; the phone is saved in E.164', async (t) => {
    const res = await tenant.postForm('/customers?dialog=add', {
      title: 'Contoso', country: 'Germany', city: 'Berlin', zip: '10115', address: 'Unter den Linden 1', 'phone.country': 'DE', phone: '030 901820', email: 'info@contoso.example',
    });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/customers');
    const list = await tenant.get('/customers?textSearch=Contoso');
    t.match(list.body, />Contoso</);
    t.match(list.body, />info@contoso\.example</);
    const saved = (await call(c.emulator.url, '/api/customers?pageSize=10&page=0&textSearch=Contoso', { token: facts.token })).body.data[0];
    t.equal(saved.phone, '+4930901820');
    t.equal(saved.zip, '10115');
    t.equal(saved.country, 'Germany');
  });

  t.test('a duplicate title is the platform refusal on the form', async (t) => {
    const res = await tenant.postForm('/customers?dialog=add', { title: 'Customer A', 'phone.country': 'US', phone: '' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /Customer with such title already exists!/);
    t.match(res.body, /value="Customer A"/);
  });

  t.test('a platform 500 on save shows on the form', async (t) => {
    c.proxy.fault('POST', '/api/customer', { kind: 'status', status: 500 }, 1);
    const res = await tenant.postForm('/customers?dialog=add', { title: 'Fabrikam', 'phone.country': 'US', phone: '' });
    t.equal(res.statusCode, 502);
    t.match(res.body, /class="form-error"/);
    t.match(res.body, /value="Fabrikam"/);
  });

  t.test('the details page: manage buttons, home dashboard, edit; a legacy phone stays text', async (t) => {
    await call(c.emulator.url, '/api/customer', { token: facts.token, method: 'POST', body: { ...(await call(c.emulator.url, `/api/customer/${facts.customerA}`, { token: facts.token })).body, phone: '555-OLD' } });
    const res = await tenant.get(`/customers/${facts.customerA}`);
    t.equal(res.statusCode, 200);
    t.match(res.body, /aria-label="Manage users"/);
    t.match(res.body, /aria-label="Delete customer"/);
    t.match(res.body, /aria-label="Copy customer ID"/);
    t.match(res.body, /name="additionalInfo\.homeDashboardId"/);
    t.match(res.body, /name="additionalInfo\.homeDashboardHideToolbar" checked=""/, 'the toolbar is hidden unless the customer says otherwise');
    t.match(res.body, /name="phone\.legacy" value="true"/, 'legacy mode');
    t.match(res.body, /value="555-OLD"/);
    const saved = await tenant.postForm(`/customers/${facts.customerA}?edit=true`, { title: 'Customer A', 'phone.legacy': 'true', phone: '555-OLD', 'additionalInfo.homeDashboardHideToolbar': 'true' });
    t.equal(saved.statusCode, 303);
    const stored = (await call(c.emulator.url, `/api/customer/${facts.customerA}`, { token: facts.token })).body;
    t.equal(stored.phone, '555-OLD', 'a legacy number is kept as it is');
    t.equal(stored.additionalInfo.homeDashboardHideToolbar, true);
  });

  t.test('the public customer: details read-only, no delete', async (t) => {
    const res = await tenant.get(`/customers/${publicId}`);
    t.equal(res.statusCode, 200);
    t.notMatch(res.body, /aria-label="Edit"/, 'no edit button');
    t.match((await tenant.get(`/customers/${facts.customerA}`)).body, /aria-label="Edit"/, 'which another customer has');
    const edit = await tenant.postForm(`/customers/${publicId}?edit=true`, { title: 'Renamed' });
    t.equal(edit.statusCode, 403);
    const del = await tenant.postForm(`/customers?dialog=delete&ids=${publicId}`, {});
    t.equal(del.statusCode, 400);
    t.match(del.body, /The public customer cannot be deleted\./);
    t.equal((await call(c.emulator.url, `/api/customer/${publicId}`, { token: facts.token })).status, 200);
  });

  t.test('a customer is deleted after its confirm', async (t) => {
    const id = (await call(c.emulator.url, '/api/customers?pageSize=10&page=0&textSearch=Contoso', { token: facts.token })).body.data[0].id.id;
    const confirm = await tenant.get(`/customers?dialog=delete&ids=${id}`);
    t.match(confirm.body, /Delete the customer (&#x27;|')Contoso(&#x27;|')\?/);
    const res = await tenant.postForm(`/customers?dialog=delete&ids=${id}`, {});
    t.equal(res.statusCode, 303);
    t.equal((await call(c.emulator.url, `/api/customer/${id}`, { token: facts.token })).status, 404);
  });

  t.test('the help links of the customers and users lists have their pages', async (t) => {
    t.match((await tenant.get('/customers')).body, /href="\/help\/customers"/);
    t.match((await tenant.get(`/customers/${facts.customerA}/users`)).body, /href="\/help\/users"/);
    for (const page of ['/help/customers', '/help/users']) {
      const res = await tenant.get(page);
      t.equal(res.statusCode, 200, page);
    }
    const index = await tenant.get('/help/index');
    t.match(index.body, /href="[^"]*customers"/);
    t.match(index.body, /href="[^"]*users"/);
  });

  t.test('a missing customer is the not-found page; an id that is none too', async (t) => {
    t.equal((await tenant.get(`/customers/${MISSING}`)).statusCode, 404);
    t.equal((await tenant.get('/customers/not-an-id')).statusCode, 404);
  });

  t.test('a customer user gets the forbidden page on every customer page and action', async (t) => {
    const customer = c.client();
    await customer.signIn(CUSTOMER_A.username, CUSTOMER_A.password);
    for (const path of ['/customers', `/customers/${facts.customerA}`, '/customers?dialog=add', `/customers/${facts.customerA}/users`, `/customers/${facts.customerA}/users/${facts.userA}`]) {
      t.equal((await customer.get(path)).statusCode, 403, path);
    }
    const before = c.proxy.count('DELETE', `/api/customer/${facts.customerA}`);
    t.equal((await customer.postForm(`/customers?dialog=delete&ids=${facts.customerA}`, {})).statusCode, 403);
    t.equal((await customer.postForm('/customers?dialog=add', { title: 'X' })).statusCode, 403);
    t.equal(c.proxy.count('DELETE', `/api/customer/${facts.customerA}`), before);
  });
});

t.test('without edge support the customers offer no edges to manage', async (t) => {
  const c = await startConsole(t, { emulator: { edgesEnabled: false } });
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);
  const res = await tenant.get('/customers');
  t.match(res.body, /aria-label="Manage customer devices"/);
  t.notMatch(res.body, /Manage customer edges|Manage public edges/);
});

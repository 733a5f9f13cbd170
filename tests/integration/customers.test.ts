import t from 'tap';
import { startConsole, TENANT, CUSTOMER_A, type ConsoleClient } from '../helpers/console.ts';

const UUID = '[0-9a-f-]{36}';
const customerRows = (html: string) => [...html.matchAll(new RegExp(`<a href="/customers\\?details=(${UUID})"[^>]*>([^<]+)</a>`, 'g'))].map((m) => ({ id: m[1], title: m[2] }));

async function customerId(client: ConsoleClient, title: string): Promise<string> {
  const res = await client.get(`/customers?textSearch=${encodeURIComponent(title)}`);
  const row = customerRows(res.body).find((r) => r.title === title);
  if (!row) throw new Error(`no customer ${title}`);
  return row.id;
}

t.test('customers', async (t) => {
  const c = await startConsole(t);
  const tenant = c.client();
  await tenant.signIn(TENANT.username, TENANT.password);

  t.test('the list: columns, rows, add button, the public customer not selectable', async (t) => {
    const res = await tenant.get('/customers');
    t.equal(res.statusCode, 200);
    for (const title of ['Created time', 'Title', 'Email', 'Country', 'City']) t.match(res.body, `>${title}<`);
    const rows = customerRows(res.body);
    t.ok(rows.some((r) => r.title === 'Customer A'), 'Customer A listed');
    t.ok(rows.some((r) => r.title === 'Public'), 'the public customer listed');
    t.match(res.body, /aria-label="Add customer"/);
    const publicId = rows.find((r) => r.title === 'Public')!.id;
    t.notMatch(res.body, new RegExp(`name="ids" value="${publicId}"`), 'the public customer cannot be selected');
    const a = rows.find((r) => r.title === 'Customer A')!.id;
    t.match(res.body, new RegExp(`name="ids" value="${a}"`), 'another can');
  });

  t.test('navigation row actions lead to the customer lists; the public customer has its own words', async (t) => {
    const res = await tenant.get('/customers');
    const a = await customerId(tenant, 'Customer A');
    t.match(res.body, new RegExp(`aria-label="Manage customer users" href="/customers/${a}/users"`));
    t.match(res.body, new RegExp(`aria-label="Manage customer assets" href="/customers/${a}/assets"`));
    t.match(res.body, /aria-label="Manage public assets"/);
    t.match(res.body, /aria-label="Manage public devices"/);
  });
});

import t from 'tap';
import { DEMO, expectError, session, withEmulator } from '../helpers/emulator.ts';

t.test('paging validation', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sysadmin = await session(url, DEMO.sysadmin);
  const conditions = (actual: string) => `Parameter conditions "pageSize, page" not met for actual request parameters: ${actual}`;

  t.test('pageSize and page are required', async (t) => {
    expectError(t, await admin.get('/api/customers?pageSize=10'), 400, 31, conditions('pageSize={10}'));
    expectError(t, await admin.get('/api/users?page=0&textSearch=a&textSearch=b'), 400, 31, conditions('page={0}, textSearch={a, b}'));
    expectError(t, await admin.get('/api/tenant/deviceInfos'), 400, 31, conditions(''));
    expectError(t, await sysadmin.get('/api/tenants?textSearch=x'), 400, 31, conditions('textSearch={x}'));
    expectError(
      t,
      await admin.get('/api/tenant/devices?type=default'),
      400,
      31,
      'Parameter conditions "pageSize, page" OR "deviceName" not met for actual request parameters: type={default}',
    );
  });

  t.test('the parameter check comes before the authority check', async (t) => {
    expectError(t, await sysadmin.get('/api/tenant/deviceInfos?page=0'), 400, 31, conditions('page={0}'));
    expectError(t, await sysadmin.get('/api/tenant/deviceInfos?page=0&pageSize=1'), 403, 20, "You don't have permission to perform this operation!");
  });

  t.test('page link values', async (t) => {
    expectError(t, await admin.get('/api/customers?pageSize=0&page=0'), 400, 31, "Incorrect page link page size '0'. Page size must be greater than zero.");
    expectError(t, await admin.get('/api/customers?pageSize=10&page=-1'), 400, 31, "Incorrect page link page '-1'. Page must be positive integer.");
    expectError(t, await admin.get('/api/customers?pageSize=10&page=0&sortProperty=title;drop'), 400, 31, 'Invalid sort property');
    expectError(
      t,
      await admin.get('/api/customers?pageSize=10&page=0&sortProperty=title&sortOrder=xyz'),
      400,
      31,
      "Unsupported sort order 'xyz'! Only 'ASC' or 'DESC' types are allowed.",
    );
    t.equal((await admin.get('/api/customers?pageSize=10&page=0&sortOrder=xyz')).status, 200, 'order ignored without property');
    t.equal((await admin.get('/api/customers?pageSize=10&page=0&sortProperty=title&sortOrder=desc')).status, 200);
  });

  t.test('non-integer numbers fail binding with 500', async (t) => {
    expectError(
      t,
      await admin.get('/api/customers?pageSize=abc&page=0'),
      500,
      2,
      `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "abc"`,
    );
    expectError(
      t,
      await admin.get('/api/customers?pageSize=&page=0'),
      500,
      2,
      "Required request parameter 'pageSize' for method parameter type int is present but converted to null",
    );
    expectError(t, await admin.get('/api/customers?pageSize=1.5&page=0'), 500, 2,
      `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "1.5"`);
  });
});

t.test('page data', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);

  const first = await admin.get('/api/tenant/devices?pageSize=4&page=0');
  t.same([first.body.data.length, first.body.totalPages, first.body.totalElements, first.body.hasNext], [4, 3, 9, true]);
  t.same(Object.keys(first.body), ['data', 'totalPages', 'totalElements', 'hasNext']);
  const last = await admin.get('/api/tenant/devices?pageSize=4&page=2');
  t.same([last.body.data.length, last.body.hasNext], [1, false]);

  const all = await admin.get('/api/tenant/devices?pageSize=100&page=0');
  const ids = all.body.data.map((device: { id: { id: string } }) => device.id.id);
  t.same(ids, [...ids].sort(), 'default order is by id ascending');
  const paged = [];
  for (let page = 0; page < 3; page++) {
    paged.push(...(await admin.get(`/api/tenant/devices?pageSize=4&page=${page}`)).body.data.map((d: { id: { id: string } }) => d.id.id));
  }
  t.same(paged, ids, 'pages partition the ordered list');
});

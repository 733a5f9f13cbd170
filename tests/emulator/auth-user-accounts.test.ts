import t from 'tap';
import {
  DEMO, NULL_UUID, PERMISSION_DENIED, call, customerByTitle, decodeJwt, expectError, session, withEmulator,
} from '../helpers/emulator.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { otherTenant } from '../helpers/other-tenant.ts';

t.test('saving users', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const sa = await session(url, DEMO.sysadmin);
  const customerA = await customerByTitle(admin, 'Customer A');
  const save = (body: Record<string, unknown>) => admin.post('/api/user?sendActivationMail=false', body);

  t.test('creates a customer user in the caller tenant', async (t) => {
    const res = await save({ email: 'c1@example.com', authority: 'CUSTOMER_USER', customerId: customerA.id, firstName: 'Ada' });
    t.equal(res.status, 200);
    t.same(Object.keys(res.body), ['id', 'createdTime', 'tenantId', 'customerId', 'email', 'name', 'authority', 'firstName', 'lastName', 'additionalInfo']);
    t.same([res.body.tenantId.id, res.body.customerId, res.body.name, res.body.firstName], [admin.claims.tenantId, customerA.id, 'c1@example.com', 'Ada']);
    const read = (await admin.get(`/api/user/${res.body.id.id}`)).body;
    t.notOk(read.additionalInfo?.userCredentialsEnabled, 'not enabled until activated');
  });

  t.test('validation messages', async (t) => {
    expectError(t, await save({ authority: 'CUSTOMER_USER', customerId: customerA.id }), 400, 31, 'User email should be specified!');
    expectError(t, await save({ email: 'bad@', authority: 'TENANT_ADMIN' }), 400, 31, "Invalid email address format 'bad@'!");
    expectError(t, await save({ email: 'x@example.com' }), 400, 31, "User authority isn't defined!");
    expectError(t, await save({ email: 'x@example.com', authority: 'CUSTOMER_USER' }), 400, 31, 'Customer user should be assigned to customer!');
    expectError(t, await save({ email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN' }), 400, 31,
      "User with email 'tenant@thingsboard.org'  already present in database!");
    expectError(t, await sa.post('/api/user?sendActivationMail=false', { email: 'ta@example.com', authority: 'TENANT_ADMIN' }), 400, 31,
      'Tenant administrator should be assigned to tenant!');
    const bad = await save({ email: 'x@example.com', authority: 'ROOT' });
    t.same([bad.status, bad.body.errorCode], [500, 2], 'unknown authority fails JSON binding');
  });

  t.test('permissions and updates', async (t) => {
    const customer = await session(url, DEMO.customer);
    expectError(t, await customer.post('/api/user?sendActivationMail=false', { email: 'y@example.com', authority: 'CUSTOMER_USER', customerId: customerA.id }),
      403, 20, PERMISSION_DENIED);
    expectError(t, await admin.post('/api/user?sendActivationMail=false', { email: 'y@example.com', authority: 'SYS_ADMIN' }), 403, 20, PERMISSION_DENIED);
    expectError(t, await sa.post('/api/user?sendActivationMail=false', { email: 'y@example.com', authority: 'CUSTOMER_USER', customerId: customerA.id }),
      403, 20, PERMISSION_DENIED);
    const me = (await customer.get(`/api/user/${customer.userId}`)).body;
    const updated = await customer.post('/api/user', { ...me, firstName: 'Me' });
    t.same([updated.status, updated.body.firstName, updated.body.additionalInfo.lastLoginTs > 0], [200, 'Me', true],
      'a customer user may update itself; server-kept keys stay');
    expectError(t, await customer.post('/api/user', { ...me, authority: 'TENANT_ADMIN', customerId: { entityType: 'CUSTOMER', id: NULL_UUID } }),
      400, 31, "Can't update user authority!");
  });

  t.test('an update keeps the tenant and the customer', async (t) => {
    const customerB = await customerByTitle(admin, 'Customer B');
    const userOfA = (await admin.get(`/api/customer/${customerA.id.id}/users?pageSize=1&page=0&textSearch=customerA`)).body.data[0];
    expectError(t, await save({ ...userOfA, customerId: customerB.id }), 400, 31, "Can't update user customer id!");
    const { tenant, customer: otherCustomer } = await otherTenant(url, sa);
    const tenantAdmin = (await sa.get(`/api/user/${admin.userId}`)).body;
    expectError(t, await sa.post('/api/user', { ...tenantAdmin, tenantId: tenant.id }), 400, 31, "Can't update user tenant id!");
    expectError(t, await save({ ...userOfA, customerId: { entityType: 'CUSTOMER', id: tenant.id.id } }), 400, 31,
      'User is referencing to non-existent customer!');
    expectError(t, await save({ email: 'stray@example.com', authority: 'CUSTOMER_USER', customerId: otherCustomer.id }), 400, 31,
      "User can't be assigned to customer from different tenant!");
    t.equal((await admin.get(`/api/customer/${customerA.id.id}/users?pageSize=10&page=0`)).body.data.find((u: any) => u.id.id === userOfA.id.id).customerId.id,
      customerA.id.id, 'the refused updates changed nothing');
  });
});

t.test('enabling, disabling, deleting and signing in as a user', async (t) => {
  const clock = new TestClock();
  const { url } = await withEmulator(t, { clock });
  const admin = await session(url, DEMO.tenant);
  const sa = await session(url, DEMO.sysadmin);
  const user = await session(url, DEMO.customerB);

  clock.nextSecond();
  t.equal((await admin.post(`/api/user/${user.userId}/userCredentialsEnabled?userCredentialsEnabled=false`)).status, 200);
  expectError(t, await user.get('/api/auth/user'), 401, 11, 'Token has expired');
  expectError(t, await call(url, '/api/auth/token', { method: 'POST', body: { refreshToken: user.tokens.refreshToken } }),
    401, 10, 'User account is not active');
  expectError(t, await call(url, '/api/auth/login', { method: 'POST', body: { username: DEMO.customerB[0], password: DEMO.customerB[1] } }),
    401, 10, 'User account is not active');
  t.equal((await admin.get(`/api/user/${user.userId}`)).body.additionalInfo.userCredentialsEnabled, false);
  await admin.post(`/api/user/${user.userId}/userCredentialsEnabled?userCredentialsEnabled=true`);
  t.equal((await session(url, DEMO.customerB)).claims.enabled, true);

  const asUser = await admin.get(`/api/user/${user.userId}/token`);
  t.same([asUser.status, asUser.body.scope, decodeJwt(asUser.body.token).payload.sub], [200, null, DEMO.customerB[0]]);
  expectError(t, await sa.get(`/api/user/${user.userId}/token`), 403, 20, PERMISSION_DENIED);
  t.equal((await sa.get(`/api/user/${admin.userId}/token`)).status, 200, 'SA may sign in as a tenant administrator');

  expectError(t, await sa.delete(`/api/user/${sa.userId}`), 403, 20, 'Sysadmin is not allowed to delete himself');
  const deleted = await admin.delete(`/api/user/${user.userId}`);
  t.same([deleted.status, deleted.text], [200, '']);
  expectError(t, await admin.get(`/api/user/${user.userId}`), 404, 32, `User with id [${user.userId}] is not found`);
});

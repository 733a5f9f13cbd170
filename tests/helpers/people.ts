import { call, login } from './emulator.ts';

/** Platform facts the customer and user tests start from, read straight from the emulator. */
export async function platformFacts(url: string) {
  const { token } = await login(url, 'tenant@thingsboard.org', 'tenant');
  const customers = (await call(url, '/api/customers?pageSize=100&page=0', { token })).body.data as { id: { id: string }; title: string }[];
  const customerA = customers.find((c) => c.title === 'Customer A')!.id.id;
  const users = (await call(url, `/api/customer/${customerA}/users?pageSize=100&page=0`, { token })).body.data as { id: { id: string }; email: string }[];
  const userA = users.find((u) => u.email === 'customerA@thingsboard.org')!.id.id;
  const me = (await call(url, '/api/auth/user', { token })).body as { id: { id: string }; tenantId: { id: string } };
  return { token, customerA, userA, tenantAdmin: me.id.id, tenantId: me.tenantId.id };
}

/** Makes one of the tenant's devices public, so the public customer exists; its id. */
export async function publicCustomer(url: string, token: string): Promise<string> {
  const device = (await call(url, '/api/tenant/devices?pageSize=1&page=0', { token })).body.data[0] as { id: { id: string } };
  const made = await call(url, `/api/customer/public/device/${device.id.id}`, { token, method: 'POST' });
  return (made.body as { customerId: { id: string } }).customerId.id;
}

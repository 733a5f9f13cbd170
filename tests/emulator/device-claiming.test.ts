import t from 'tap';
import { DEMO, NULL_UUID, PERMISSION_DENIED, call, deviceByName, expectError, session, withEmulator } from '../helpers/emulator.ts';
import type { Session } from '../helpers/emulator.ts';

const claimPath = (name: string) => `/api/customer/device/${encodeURIComponent(name)}/claim`;

/** The device's claim offer, as the platform keeps it when its claim cache is empty: a server attribute. */
async function offer(admin: Session, deviceId: string, secretKey: string, expirationTime: number): Promise<void> {
  const res = await admin.post(`/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SERVER_SCOPE`, { claimingData: { secretKey, expirationTime } });
  if (res.status !== 200) throw new Error(`offer: ${res.status} ${res.text}`);
}

async function claimingDataOf(admin: Session, deviceId: string): Promise<unknown[]> {
  return (await admin.get(`/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/SERVER_SCOPE?keys=claimingData`)).body;
}

t.test('claiming a device', async (t) => {
  const { url } = await withEmulator(t);
  const admin = await session(url, DEMO.tenant);
  const customer = await session(url, DEMO.customer);
  const device = (await admin.post('/api/device', { name: 'Claimable' })).body;
  const owned = await deviceByName(admin, 'Test Device A1');

  t.test('without an offer', async (t) => {
    const unowned = await customer.post(claimPath('Claimable'), { secretKey: 'x' });
    t.same([unowned.status, unowned.body], [400, { device: null, response: 'FAILURE' }]);
    const taken = await customer.post(claimPath('Test Device A1'));
    t.same([taken.status, taken.body], [400, { device: null, response: 'CLAIMED' }]);
  });

  t.test('a wrong key or an expired offer fails and keeps the offer', async (t) => {
    await offer(admin, device.id.id, 'open sesame', Date.now() + 60_000);
    const wrong = await customer.post(claimPath('Claimable'), { secretKey: 'guess' });
    t.same([wrong.status, wrong.body], [400, { device: null, response: 'FAILURE' }]);
    t.same([(await customer.post(claimPath('Claimable'))).body.response], ['FAILURE'], 'no key for a keyed offer');
    await offer(admin, device.id.id, 'open sesame', Date.now() - 1);
    t.equal((await customer.post(claimPath('Claimable'), { secretKey: 'open sesame' })).body.response, 'FAILURE', 'expired');
    t.equal((await claimingDataOf(admin, device.id.id)).length, 1);
  });

  t.test('the right key assigns the device to the caller\'s customer and uses up the offer', async (t) => {
    await offer(admin, device.id.id, 'open sesame', Date.now() + 60_000);
    const res = await customer.post(claimPath('Claimable'), { secretKey: 'open sesame' });
    t.same([res.status, res.body.response, res.body.device.id, res.body.device.customerId.id],
      [200, 'SUCCESS', device.id, customer.claims.customerId]);
    t.equal((await admin.get(`/api/device/${device.id.id}`)).body.customerId.id, customer.claims.customerId);
    t.same(await claimingDataOf(admin, device.id.id), []);
  });

  t.test('an offer for an owned device answers CLAIMED and is used up', async (t) => {
    await offer(admin, owned.id.id, '', Date.now() + 60_000);
    const res = await customer.post(claimPath('Test Device A1'));
    t.same([res.status, res.body], [400, { device: null, response: 'CLAIMED' }]);
    t.same(await claimingDataOf(admin, owned.id.id), []);
  });

  t.test('re-claiming gives the device back to the tenant', async (t) => {
    const res = await customer.delete(claimPath('Claimable'));
    t.same([res.status, res.text], [200, '']);
    t.equal((await admin.get(`/api/device/${device.id.id}`)).body.customerId.id, NULL_UUID);
    t.same([(await admin.delete(claimPath('Claimable'))).status], [200], 'an unowned device stays as it is');
  });

  t.test('bad requests', async (t) => {
    expectError(t, await admin.post(claimPath('Claimable'), {}), 403, 20, PERMISSION_DENIED);
    expectError(t, await customer.post(claimPath('No such device'), {}), 404, 32, "Requested item wasn't found!");
    expectError(t, await customer.delete(claimPath('No such device')), 404, 32, "Requested item wasn't found!");
    const malformed = await call(url, claimPath('Claimable'), { token: customer.tokens.token, method: 'POST', body: '{bad' });
    t.same([malformed.status, malformed.body.errorCode], [500, 2]);
    expectError(t, await (await session(url, DEMO.sysadmin)).delete(claimPath('Claimable')), 403, 20, PERMISSION_DENIED);
  });
});

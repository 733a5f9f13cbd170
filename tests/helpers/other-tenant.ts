import { call } from './emulator.ts';
import type { Session } from './emulator.ts';

/**
 * A second tenant with an activated administrator and one customer, made through the platform API by the system
 * administrator: for checks that an entity of one tenant cannot reference another tenant's.
 */
export async function otherTenant(url: string, sysadmin: Session, title = 'Other tenant') {
  const tenant = (await sysadmin.post('/api/tenant', { title })).body;
  const email = `admin@${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`;
  const admin = (await sysadmin.post('/api/user?sendActivationMail=false', { email, authority: 'TENANT_ADMIN', tenantId: tenant.id })).body;
  const activateToken = (await sysadmin.get(`/api/user/${admin.id.id}/activationLink`)).text.split('activateToken=')[1];
  const tokens = (await call(url, '/api/noauth/activate', { method: 'POST', body: { activateToken, password: 'other-secret' } })).body;
  const customer = (await call(url, '/api/customer', { token: tokens.token, method: 'POST', body: { title: `${title} customer` } })).body;
  return { tenant, token: tokens.token as string, customer };
}

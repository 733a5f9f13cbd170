import type { FastifyInstance } from 'fastify';
import { ANY_USER, CU, SA, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { isObject } from '../lib/json.ts';
import { checkCustomer, checkUser } from '../security/checks.ts';
import { toUser } from '../store/users.ts';

export function userRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { users } = ctx.stores;

  app.get('/api/user/:userId', async (request) => {
    const caller = requireAuthority(request, ...ANY_USER);
    const user = checkUser(ctx, caller, uuidParam(request.params, 'userId'), 'READ');
    const body = toUser(user);
    const info = body.additionalInfo;
    // The single-user read reports enabled credentials even when the flag was never stored.
    if (isObject(info) && !('userCredentialsEnabled' in info) && users.credentials(user.id)?.enabled === 1) {
      info.userCredentialsEnabled = true;
    }
    return body;
  });

  app.get('/api/users', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const link = toPageLink(params);
    return caller.authority === 'TENANT_ADMIN'
      ? users.findTenantUsers(caller.tenantId, link)
      : users.findCustomerUsers(caller.tenantId, caller.customerId, link);
  });

  app.get('/api/tenant/:tenantId/users', async (request) => {
    const params = bindPageParams(request);
    requireAuthority(request, SA);
    const tenantId = uuidParam(request.params, 'tenantId');
    return users.findTenantAdmins(tenantId, toPageLink(params));
  });

  app.get('/api/customer/:customerId/users', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    return users.findCustomerUsers(caller.tenantId, customer.id, toPageLink(params));
  });
}

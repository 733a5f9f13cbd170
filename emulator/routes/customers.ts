import type { FastifyInstance } from 'fastify';
import { CU, TA, requireAuthority } from '../auth/caller.ts';
import type { Caller } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty, sendText } from '../http/body.ts';
import { queryParams, queryValue, requireParamConditions } from '../http/query.ts';
import { uuidParam } from '../http/params.ts';
import { toCustomer } from '../store/customers.ts';
import { checkCustomer } from '../security/checks.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { customerTarget } from '../services/audit-targets.ts';
import { deleteCustomer, saveCustomer } from '../services/customers.ts';

export function customerRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { customers } = ctx.stores;
  const readable = (request: { params: unknown }, caller: Caller) =>
    checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');

  app.get('/api/customer/:customerId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toCustomer(readable(request, caller));
  });

  app.get('/api/customer/:customerId/shortInfo', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    const customer = readable(request, caller);
    return { title: customer.title, isPublic: customer.is_public === 1 };
  });

  app.get('/api/customer/:customerId/title', async (request, reply) => {
    const caller = requireAuthority(request, TA, CU);
    return sendText(reply, readable(request, caller).title);
  });

  app.get('/api/customers', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    return customers.findPage(caller.tenantId, toPageLink(params));
  });

  app.get('/api/tenant/customers', async (request) => {
    const query = queryParams(request);
    requireParamConditions(query, ['customerTitle']);
    const caller = requireAuthority(request, TA);
    const customer = customers.findByTitle(caller.tenantId, queryValue(query, 'customerTitle') ?? '');
    if (!customer) throw notFound();
    return toCustomer(customer);
  });

  app.post('/api/customer', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.Customer');
    const caller = requireAuthority(request, TA);
    const saved = audited(
      ctx, caller, saveActionOf(body), bodyTarget('CUSTOMER', body, 'title'), () => saveCustomer(ctx, caller, body),
      (row) => ({ target: customerTarget(row), data: auditData.entity(toCustomer(row)) }),
    );
    return toCustomer(saved);
  });

  app.delete('/api/customer/:customerId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'DELETE');
    deleteCustomer(ctx, customer.id);
    auditEntityAction(ctx, caller, customerTarget(customer), 'DELETED', auditData.entityId(customer.id));
    return sendEmpty(reply);
  });
}


import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANY_USER, CU, SA, TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { general } from '../http/api-error.ts';
import { jsonBody, objectBody, sendEmpty } from '../http/body.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { toUuid, uuidParam } from '../http/params.ts';
import { booleanParam, queryValue } from '../http/query.ts';
import { checkCustomer, checkTenant } from '../security/checks.ts';
import { checkDashboard } from '../security/content-checks.ts';
import { audited, auditData, auditEntityAction, bodyTarget, saveActionOf } from '../services/audit-log.ts';
import { findOrCreatePublicCustomer } from '../services/customers.ts';
import {
  changeAssignments, dashboardAuditData, dashboardTarget, deleteDashboard, saveDashboard,
} from '../services/dashboards.ts';
import { toDashboard, toDashboardInfo } from '../store/dashboards.ts';

const MAX_DATAPOINTS_LIMIT = 50000;

/** Body of the bulk assignment endpoints: a JSON array of customer UUID strings. */
function customerIdsBody(request: FastifyRequest): string[] {
  const value = jsonBody(request);
  if (!Array.isArray(value)) {
    throw general('JSON parse error: Cannot deserialize value of type `java.lang.String[]` from Object value');
  }
  return value.map((item) => {
    if (typeof item !== 'string') {
      throw general('JSON parse error: Cannot deserialize value of type `java.lang.String` from non-string value');
    }
    return toUuid(item);
  });
}

export function dashboardRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { dashboards } = ctx.stores;
  const dashboardParam = (request: FastifyRequest) => uuidParam(request.params, 'dashboardId');
  const mobileOnly = (query: Map<string, string[]>) => booleanParam(queryValue(query, 'mobile'), 'java.lang.Boolean') === true;

  app.get('/api/dashboard/serverTime', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return Date.now();
  });

  app.get('/api/dashboard/maxDatapointsLimit', async (request) => {
    requireAuthority(request, ...ANY_USER);
    return MAX_DATAPOINTS_LIMIT;
  });

  app.get('/api/dashboard/info/:dashboardId', async (request) => {
    const caller = requireAuthority(request, ...ANY_USER);
    return toDashboardInfo(checkDashboard(ctx, caller, dashboardParam(request), 'READ'));
  });

  app.get('/api/dashboard/:dashboardId', async (request) => {
    const caller = requireAuthority(request, TA, CU);
    return toDashboard(checkDashboard(ctx, caller, dashboardParam(request), 'READ'));
  });

  app.post('/api/dashboard', async (request) => {
    const body = objectBody(request, 'org.thingsboard.server.common.data.Dashboard');
    const caller = requireAuthority(request, TA);
    const saved = audited(
      ctx, caller, saveActionOf(body), bodyTarget('DASHBOARD', body, 'title'), () => saveDashboard(ctx, caller, body),
      (row) => ({ target: dashboardTarget(row), data: dashboardAuditData(row) }),
    );
    return toDashboard(saved);
  });

  app.delete('/api/dashboard/:dashboardId', async (request, reply) => {
    const caller = requireAuthority(request, TA);
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'DELETE');
    deleteDashboard(ctx, dashboard);
    auditEntityAction(ctx, caller, dashboardTarget(dashboard), 'DELETED', auditData.entityId(dashboard.id));
    return sendEmpty(reply);
  });

  app.post('/api/customer/:customerId/dashboard/:dashboardId', async (request) => {
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'ASSIGN_TO_CUSTOMER');
    return toDashboard(changeAssignments(ctx, caller, dashboard, [customer.id], []));
  });

  app.delete('/api/customer/:customerId/dashboard/:dashboardId', async (request) => {
    const caller = requireAuthority(request, TA);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'UNASSIGN_FROM_CUSTOMER');
    return toDashboard(changeAssignments(ctx, caller, dashboard, [], [customer.id]));
  });

  app.post('/api/dashboard/:dashboardId/customers', async (request) => {
    const wanted = customerIdsBody(request);
    const caller = requireAuthority(request, TA);
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'ASSIGN_TO_CUSTOMER');
    const current = dashboards.assignedCustomerIds(dashboard.id);
    const remove = current.filter((id) => !wanted.includes(id));
    return toDashboard(changeAssignments(ctx, caller, dashboard, wanted, remove));
  });

  app.post('/api/dashboard/:dashboardId/customers/add', async (request) => {
    const add = customerIdsBody(request);
    const caller = requireAuthority(request, TA);
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'ASSIGN_TO_CUSTOMER');
    return toDashboard(changeAssignments(ctx, caller, dashboard, add, []));
  });

  app.post('/api/dashboard/:dashboardId/customers/remove', async (request) => {
    const remove = customerIdsBody(request);
    const caller = requireAuthority(request, TA);
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'UNASSIGN_FROM_CUSTOMER');
    return toDashboard(changeAssignments(ctx, caller, dashboard, [], remove));
  });

  app.post('/api/customer/public/dashboard/:dashboardId', async (request) => {
    const caller = requireAuthority(request, TA);
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'ASSIGN_TO_CUSTOMER');
    const publicCustomer = findOrCreatePublicCustomer(ctx, caller.tenantId);
    return toDashboard(changeAssignments(ctx, caller, dashboard, [publicCustomer.id], []));
  });

  app.delete('/api/customer/public/dashboard/:dashboardId', async (request) => {
    const caller = requireAuthority(request, TA);
    const dashboard = checkDashboard(ctx, caller, dashboardParam(request), 'UNASSIGN_FROM_CUSTOMER');
    const publicCustomer = findOrCreatePublicCustomer(ctx, caller.tenantId);
    return toDashboard(changeAssignments(ctx, caller, dashboard, [], [publicCustomer.id]));
  });

  app.get('/api/tenant/:tenantId/dashboards', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, SA);
    const tenant = checkTenant(ctx, caller, uuidParam(request.params, 'tenantId'), 'READ');
    return dashboards.findInfoPage({ tenantId: tenant.id }, toPageLink(params));
  });

  app.get('/api/tenant/dashboards', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA);
    return dashboards.findInfoPage({ tenantId: caller.tenantId, mobile: mobileOnly(params.query) }, toPageLink(params));
  });

  app.get('/api/customer/:customerId/dashboards', async (request) => {
    const params = bindPageParams(request);
    const caller = requireAuthority(request, TA, CU);
    const customer = checkCustomer(ctx, caller, uuidParam(request.params, 'customerId'), 'READ');
    const filter = { tenantId: caller.tenantId, customerId: customer.id, mobile: mobileOnly(params.query) };
    return dashboards.findInfoPage(filter, toPageLink(params));
  });
}

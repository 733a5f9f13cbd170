import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dashboard } from '../platform/types/dashboard.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';

/** Members upstream's export leaves out (prepareDashboardExport): what ties the dashboard to this tenant. */
const NOT_EXPORTED = ['id', 'createdTime', 'tenantId', 'customerId', 'assignedCustomers', 'publicCustomerId', 'assignedCustomersText', 'assignedCustomersIds'];

/** The dashboard as upstream's "Export dashboard" writes it: its JSON without its identity, for import elsewhere. */
export function exportedDashboard(dashboard: Dashboard): Record<string, unknown> {
  return Object.fromEntries(Object.entries(dashboard).filter(([key]) => !NOT_EXPORTED.includes(key)));
}

/** upstream's file name: the title in lower case, every character other than a letter, digit or `_` as `_`. */
export function exportFileName(title: string): string {
  return `${(title || 'dashboard').toLowerCase().replace(/\W/g, '_')}.json`;
}

/** `GET .../dashboards/{id}/export`: the dashboard's JSON as a download. */
export async function answerDashboardExport(request: FastifyRequest<{ Params: { dashboardId: string } }>, reply: FastifyReply) {
  const dashboard = await dashboardsApi.getDashboard(request.platform, request.params.dashboardId);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(dashboard.title)}"`)
    .send(JSON.stringify(exportedDashboard(dashboard), null, 2));
}

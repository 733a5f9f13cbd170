import type { FastifyRequest } from 'fastify';
import type { DashboardRow } from './dashboard-kind.ts';

/**
 * A public dashboard's link as upstream makes it (`/dashboard/{id}?publicId={public customer id}`): absolute when the
 * console knows its public origin, else the console path.
 */
export function publicLink(request: FastifyRequest, row: DashboardRow): string | null {
  if (!row.publicCustomerId) return null;
  const path = request.view().url(`/dashboard/${encodeURIComponent(row.id.id)}?publicId=${encodeURIComponent(row.publicCustomerId)}`);
  return `${request.publicOrigin() ?? ''}${path}`;
}

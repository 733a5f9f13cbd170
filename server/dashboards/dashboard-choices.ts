import type { FastifyRequest } from 'fastify';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { isUuid } from '../platform/ids.ts';
import { isPublicSession } from '../plugins/guard-place.ts';

/** The query member the toolbar's dashboard select posts (a GET form to the page's own path). */
export const DASHBOARD_CHOICE_PARAM = 'dashboardId';

// Upstream's dashboard select reads one page of the user's dashboards of this size.
const DASHBOARD_CHOICES_PAGE_SIZE = 100;

/**
 * Where the dashboard select's choice leads: the chosen dashboard's own address (fullscreen stays fullscreen),
 * or null when nothing (or the shown dashboard, or no dashboard id) was chosen.
 */
export function chosenDashboardPath(query: Record<string, unknown>, shownId: string, dashboardsPrefix: string): string | null {
  const chosen = query[DASHBOARD_CHOICE_PARAM];
  if (!isUuid(chosen) || chosen === shownId) return null;
  return `${dashboardsPrefix}/${chosen}`;
}

/** The user's dashboards for the toolbar's select (tenant's or customer's), none for public-link visitors. */
export async function readDashboardChoices(request: FastifyRequest): Promise<{ id: string; title: string }[] | undefined> {
  const user = request.session.user!;
  if (user.authority === 'SYS_ADMIN' || isPublicSession(request)) return undefined;
  try {
    const page = await dashboardsApi.getUserDashboards(request.platform, user, { pageSize: DASHBOARD_CHOICES_PAGE_SIZE, page: 0, sortProperty: 'title', sortOrder: 'ASC' });
    return page.data.map((d) => ({ id: d.id.id, title: d.title }));
  } catch (err) {
    // Without the list the dashboard still shows, only without its select.
    if (!isPlatformError(err)) throw err;
    request.log.warn({ status: err.status, path: err.path }, 'dashboard choices lookup failed');
    return undefined;
  }
}

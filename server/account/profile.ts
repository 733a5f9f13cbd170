import type { FastifyRequest } from 'fastify';
import { LANGUAGES } from '../domain/languages.ts';
import type { DashboardChoice, ProfileForm } from '../domain/profile-form.ts';
import { isPlatformDown, isPlatformError } from '../platform/platform-error.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { isUuid } from '../platform/ids.ts';
import type { PlatformUser } from '../platform/types/user.ts';

const DASHBOARD_CHOICES_PAGE_SIZE = 100;

/** The profile form as the user's record fills it. */
export function formOf(user: PlatformUser, fallbackLang: string): ProfileForm {
  const info = user.additionalInfo ?? {};
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    lang: typeof info.lang === 'string' && LANGUAGES.includes(info.lang) ? info.lang : fallbackLang,
    defaultDashboardId: typeof info.defaultDashboardId === 'string' ? info.defaultDashboardId : '',
    defaultDashboardFullscreen: info.defaultDashboardFullscreen === true,
  };
}

/** The user's dashboards to choose the default from; null for the system administrator, who has none. */
export async function dashboardChoices(request: FastifyRequest): Promise<{ dashboards: DashboardChoice[] | null; dashboardsFailed?: boolean }> {
  const user = request.session.user!;
  if (user.authority === 'SYS_ADMIN') return { dashboards: null };
  try {
    const page = await dashboardsApi.getUserDashboards(request.platform, user, { pageSize: DASHBOARD_CHOICES_PAGE_SIZE, page: 0, sortProperty: 'title', sortOrder: 'ASC' });
    return { dashboards: page.data.map((d) => ({ id: d.id.id, title: d.title })) };
  } catch (err) {
    // Unanswered: the profile form can still come back with the input kept (the chosen dashboard by its id).
    if (!isPlatformError(err, { answered: true }) && !isPlatformDown(err)) throw err;
    request.log.warn({ status: err.status, path: err.path }, 'dashboard choices unavailable');
    return { dashboards: [], dashboardsFailed: true };
  }
}

/** Whether the user may open this dashboard: the platform has it and shows it to them. */
export async function dashboardExists(request: FastifyRequest, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  try {
    await dashboardsApi.getDashboardInfo(request.platform, id);
    return true;
  } catch (err) {
    if (isPlatformError(err, { status: [400, 403, 404], answered: true })) return false;
    throw err;
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ProfilePage, type ProfilePageProps } from '../../views/profile/profile-page.tsx';
import { LANGUAGES } from '../domain/languages.ts';
import type { DashboardChoice, ProfileForm } from '../domain/profile-form.ts';
import { isPlatformError } from '../platform/platform-error.ts';
import { dashboardsApi } from '../platform/api/dashboards.ts';
import { usersApi } from '../platform/api/users.ts';
import { failure, success } from '../notices/notice.ts';
import { loadCurrentUser } from './account-user.ts';
import type { PlatformUser } from '../platform/types/user.ts';
import { isUuid } from '../platform/ids.ts';
import '../auth/auth-session.ts';

const SIGNED_IN = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;
// The same rule as the sign-in form: the HTML living standard's e-mail address.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const DASHBOARD_CHOICES_PAGE_SIZE = 100;

const ProfileBody = Type.Object({
  email: Type.String({ maxLength: 255, default: '' }),
  firstName: Type.String({ maxLength: 255, default: '' }),
  lastName: Type.String({ maxLength: 255, default: '' }),
  lang: Type.String({ maxLength: 16, default: '' }),
  defaultDashboardId: Type.String({ maxLength: 64, default: '' }),
  defaultDashboardFullscreen: Type.Optional(Type.String({ maxLength: 8 })),
  _csrf: Type.Optional(Type.String()),
});

function formOf(user: PlatformUser, fallbackLang: string): ProfileForm {
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
async function dashboardChoices(request: FastifyRequest): Promise<{ dashboards: DashboardChoice[] | null; dashboardsFailed?: boolean }> {
  const user = request.session.user!;
  if (user.authority === 'SYS_ADMIN') return { dashboards: null };
  try {
    const page = await dashboardsApi.getUserDashboards(request.platform, user, { pageSize: DASHBOARD_CHOICES_PAGE_SIZE, page: 0, sortProperty: 'title', sortOrder: 'ASC' });
    return { dashboards: page.data.map((d) => ({ id: d.id.id, title: d.title })) };
  } catch (err) {
    if (!isPlatformError(err, { answered: true })) throw err;
    request.log.warn({ status: err.status, path: err.path }, 'dashboard choices unavailable');
    return { dashboards: [], dashboardsFailed: true };
  }
}

/** Whether the user may open this dashboard: the platform has it and shows it to them. */
async function dashboardExists(request: FastifyRequest, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  try {
    await dashboardsApi.getDashboardInfo(request.platform, id);
    return true;
  } catch (err) {
    if (isPlatformError(err, { status: [400, 403, 404], answered: true })) return false;
    throw err;
  }
}

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/profile', { config: { access: [...SIGNED_IN] } }, async (request, reply) => {
    const [user, choices] = await Promise.all([loadCurrentUser(request), dashboardChoices(request)]);
    const info = user.additionalInfo ?? {};
    return reply.page(<ProfilePage form={formOf(user, request.view().lang)} lastLoginTs={typeof info.lastLoginTs === 'number' ? info.lastLoginTs : undefined} {...choices} />);
  });

  app.post<{ Body: Static<typeof ProfileBody> }>(
    '/profile',
    { config: { access: [...SIGNED_IN] }, schema: { body: ProfileBody } },
    async (request, reply) => {
      const { t } = request.view();
      const body = request.body;
      const form: ProfileForm = {
        email: body.email.trim(),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        lang: LANGUAGES.includes(body.lang) ? body.lang : request.view().lang,
        defaultDashboardId: body.defaultDashboardId,
        defaultDashboardFullscreen: body.defaultDashboardFullscreen === 'true',
      };
      const again = async (status: number, extra: Pick<ProfilePageProps, 'errors'>) => {
        const [user, choices] = await Promise.all([loadCurrentUser(request), dashboardChoices(request)]);
        const lastLoginTs = user.additionalInfo?.lastLoginTs;
        return reply.page(<ProfilePage form={form} lastLoginTs={typeof lastLoginTs === 'number' ? lastLoginTs : undefined} {...choices} {...extra} />, status);
      };
      if (!form.email) return again(400, { errors: { email: t('account.profile.email-required') } });
      if (!EMAIL.test(form.email)) return again(400, { errors: { email: t('user.invalid-email-format') } });
      const choosesDashboard = request.session.user!.authority !== 'SYS_ADMIN' && form.defaultDashboardId !== '';
      if (choosesDashboard && !(await dashboardExists(request, form.defaultDashboardId))) {
        return again(400, { errors: { defaultDashboardId: t('account.profile.dashboard-not-found') } });
      }

      const current = await loadCurrentUser(request);
      const additionalInfo: Record<string, unknown> = { ...current.additionalInfo, lang: form.lang };
      if (request.session.user!.authority !== 'SYS_ADMIN') {
        additionalInfo.defaultDashboardId = form.defaultDashboardId || null;
        additionalInfo.defaultDashboardFullscreen = form.defaultDashboardId ? form.defaultDashboardFullscreen : false;
      }
      const changed = { ...current, email: form.email, firstName: form.firstName || null, lastName: form.lastName || null, additionalInfo };
      let saved: PlatformUser;
      try {
        saved = await usersApi.saveUser(request.platform, changed, false);
      } catch (err) {
        if (!isPlatformError(err, { answered: true }) || err.status === 403) throw err;
        // Spec section 8, other statuses: the platform's message as an error toast; the input stays.
        failure(request, err.message);
        return again(err.status >= 400 && err.status < 500 ? err.status : 502, {});
      }
      const user = request.session.user!;
      request.session.user = { ...user, email: saved.email, firstName: saved.firstName, lastName: saved.lastName, lang: form.lang };
      // The default dashboard may have changed: the guard works the user's place out again.
      const facts = request.session.signInFacts;
      if (facts && !facts.isPublic) {
        request.session.signInFacts = { ...facts, defaultDashboardId: (additionalInfo.defaultDashboardId as string | null) ?? undefined, defaultDashboardFullscreen: additionalInfo.defaultDashboardFullscreen === true };
      }
      request.session.place = undefined;
      success(request, request.view().t('account.profile.saved'));
      return reply.redirectTo('/profile');
    },
  );
}

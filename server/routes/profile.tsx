import { Type } from '@sinclair/typebox';
import { ProfilePage, type ProfilePageProps } from '../../views/profile/profile-page.tsx';
import { dashboardChoices, dashboardExists, formOf } from '../account/profile.ts';
import { loadCurrentUser } from '../account/current-user.ts';
import { isEmail } from '../domain/email-format.ts';
import { LANGUAGES } from '../domain/languages.ts';
import type { ProfileForm } from '../domain/profile-form.ts';
import { isPlatformDown, isPlatformError } from '../platform/platform-error.ts';
import { refusalOf, unlessDown } from '../tables/refusal.ts';
import { usersApi } from '../platform/api/users.ts';
import type { PlatformUser } from '../platform/types/user.ts';
import { failure, success } from '../notices/notice.ts';
import { changeSignInFacts, changeUser } from '../session/console-session.ts';
import { routePlugin } from '../route-plugin.ts';


const ProfileBody = Type.Object({
  email: Type.String({ maxLength: 255, default: '' }),
  firstName: Type.String({ maxLength: 255, default: '' }),
  lastName: Type.String({ maxLength: 255, default: '' }),
  lang: Type.String({ maxLength: 16, default: '' }),
  defaultDashboardId: Type.String({ maxLength: 64, default: '' }),
  defaultDashboardFullscreen: Type.Optional(Type.String({ maxLength: 8 })),
  _csrf: Type.Optional(Type.String()),
});

/** `/profile`: the signed-in user's own details; the form posts to itself and comes back with errors and input kept. */
export const profile = routePlugin('profile', async (app) => {
  app.get('/profile', { config: { routeId: 'profile' } }, async (request, reply) => {
    const [user, choices] = await Promise.all([loadCurrentUser(request), dashboardChoices(request)]);
    const info = user.additionalInfo ?? {};
    return reply.page(<ProfilePage form={formOf(user, request.view().lang)} lastLoginTs={typeof info.lastLoginTs === 'number' ? info.lastLoginTs : undefined} {...choices} />);
  });

  app.post(
    '/profile',
    { config: { routeId: 'profile' }, schema: { body: ProfileBody } },
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
      const again = async (status: number, extra: Pick<ProfilePageProps, 'errors' | 'formError'>) => {
        // With the platform away, the form comes back without the last sign-in time and the dashboards' titles.
        const [user, choices] = await Promise.all([unlessDown(loadCurrentUser(request), undefined), dashboardChoices(request)]);
        const lastLoginTs = user?.additionalInfo?.lastLoginTs;
        return reply.page(<ProfilePage form={form} lastLoginTs={typeof lastLoginTs === 'number' ? lastLoginTs : undefined} {...choices} {...extra} />, status);
      };
      if (!form.email) return again(400, { errors: { email: t('account.profile.email-required') } });
      if (!isEmail(form.email)) return again(400, { errors: { email: t('user.invalid-email-format') } });
      const choosesDashboard = request.session.user!.authority !== 'SYS_ADMIN' && form.defaultDashboardId !== '';
      let saved: PlatformUser;
      let additionalInfo: Record<string, unknown>;
      try {
        if (choosesDashboard && !(await dashboardExists(request, form.defaultDashboardId))) {
          return again(400, { errors: { defaultDashboardId: t('account.profile.dashboard-not-found') } });
        }
        const current = await loadCurrentUser(request);
        additionalInfo = { ...current.additionalInfo, lang: form.lang };
        if (request.session.user!.authority !== 'SYS_ADMIN') {
          additionalInfo.defaultDashboardId = form.defaultDashboardId || null;
          additionalInfo.defaultDashboardFullscreen = form.defaultDashboardId ? form.defaultDashboardFullscreen : false;
        }
        const changed = { ...current, email: form.email, firstName: form.firstName || null, lastName: form.lastName || null, additionalInfo };
        saved = await usersApi.saveUser(request.platform, changed, false);
      } catch (err) {
        const refused = refusalOf(request, err);
        if (!refused) throw err;
        if (isPlatformDown(err)) return again(refused.status, { formError: refused.message });
        // A read the platform refused is the error pages'; the save's refusal comes back here.
        if (isPlatformError(err) && err.method === 'GET') throw err;
        // Spec section 8, other statuses: the platform's message as an error toast; the input stays.
        failure(request, refused.message);
        return again(refused.status, {});
      }
      changeUser(request.session, { email: saved.email, firstName: saved.firstName, lastName: saved.lastName, lang: form.lang });
      // The default dashboard may have changed.
      const facts = request.session.signInFacts;
      const defaults = { defaultDashboardId: (additionalInfo.defaultDashboardId as string | null) ?? undefined, defaultDashboardFullscreen: additionalInfo.defaultDashboardFullscreen === true };
      changeSignInFacts(request.session, facts && !facts.isPublic ? { ...facts, ...defaults } : facts);
      success(request, request.view().t('account.profile.saved'));
      return reply.redirectTo('/profile');
    },
  );
});

import { Type } from '@sinclair/typebox';
import type { SecurityPageProps } from '../../../views/security/security-page.tsx';
import { isTwoFactorProviderType } from '../../platform/types/two-factor.ts';
import { answerSecurityPage } from '../../account/security-page.tsx';
import { isPlatformError } from '../../platform/platform-error.ts';
import { authApi } from '../../platform/api/auth.ts';
import { noauthApi } from '../../platform/api/noauth.ts';
import type { TokenPair } from '../../platform/tokens.ts';
import { success } from '../../notices/notice.ts';
import { storeTokens } from '../../session/console-session.ts';
import { policyViolations } from '../../account/password-policy.ts';
import { downRefusal } from '../../tables/refusal.ts';
import { securityTwoFactor } from './two-factor.ts';
import { routePlugin } from '../../route-plugin.ts';


const PasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: 255, default: '' }),
  newPassword: Type.String({ maxLength: 255, default: '' }),
  newPassword2: Type.String({ maxLength: 255, default: '' }),
  _csrf: Type.Optional(Type.String()),
});

const PageQuery = Type.Object({ disable: Type.Optional(Type.String({ maxLength: 16 })) });

/** `/security`: the access token, the password, and (`/security/2fa/...`) the second factors of the signed-in user. */
export const security = routePlugin('security', async (app) => {
  app.get('/security', { config: { routeId: 'security' }, schema: { querystring: PageQuery } }, async (request, reply) => {
    const disable = request.query.disable;
    // The page carries the access token (and maybe fresh backup codes): never kept by a cache.
    reply.header('cache-control', 'no-store');
    return answerSecurityPage(request, reply, { confirmDisable: isTwoFactorProviderType(disable) ? disable : undefined });
  });

  app.post(
    '/security/password',
    { config: { routeId: 'security' }, schema: { body: PasswordBody } },
    async (request, reply) => {
      const { t } = request.view();
      const { currentPassword, newPassword, newPassword2 } = request.body;
      const refuse = async (password: SecurityPageProps['password'], status = 400) =>
        answerSecurityPage(request, reply, { password }, status);

      const required = t('account.password.required');
      const fieldErrors = {
        currentPassword: currentPassword ? undefined : required,
        newPassword: newPassword ? undefined : required,
        newPassword2: newPassword2 ? undefined : required,
      };
      if (!currentPassword || !newPassword || !newPassword2) return refuse({ fieldErrors });
      if (newPassword !== newPassword2) return refuse({ fieldErrors: { newPassword2: t('account.password.mismatch') } });
      let tokens: TokenPair;
      try {
        const policy = await noauthApi.getUserPasswordPolicy(request.platform);
        const violations = policyViolations(policy ?? {}, newPassword, t);
        if (newPassword === currentPassword) violations.push(t('account.password.rule-differ'));
        if (violations.length > 0) return refuse({ errors: violations });
        tokens = await authApi.changePassword(request.platform, currentPassword, newPassword);
      } catch (err) {
        if (isPlatformError(err, { status: 400 })) return refuse({ errors: err.message.split('\n').filter(Boolean) });
        // The platform away: the form again with "not saved"; any other failure is the error pages'.
        const refused = downRefusal(request, err);
        if (!refused) throw err;
        return refuse({ errors: [refused.message] }, refused.status);
      }
      // The platform made every earlier token of this user invalid; the answer carries the session's new ones.
      storeTokens(request.session, tokens);
      success(request, t('account.password.changed'));
      return reply.redirectTo('/security');
    },
  );

  await app.register(securityTwoFactor);
});

import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ResetRequestPage } from '../../../views/login/reset-request-page.tsx';
import { NewPasswordPage, type NewPasswordPageProps } from '../../../views/login/new-password-page.tsx';
import { NEW_PASSWORD_MODES, newPasswordForm, type NewPasswordMode } from '../../domain/password-forms.ts';
import { isPlatformError } from '../../platform/platform-error.ts';
import { noauthApi } from '../../platform/api/noauth.ts';
import { isEmail } from '../../domain/email-format.ts';
import { failureStatus, signInFailureMessage } from '../../auth/login-failure.ts';
import { refuseOverLimit, signedIn } from '../../auth/sign-in-flow.ts';
import type { TokenPair } from '../../platform/tokens.ts';
import { failure, success } from '../../notices/notice.ts';
import { routePlugin } from '../../route-plugin.ts';

const field = Type.String({ maxLength: 255, default: '' });
const token = Type.String({ maxLength: 255, default: '' });

const ResetRequestBody = Type.Object({ email: field, _csrf: Type.Optional(Type.String()) });
const TokenQuery = Type.Object({ resetToken: Type.Optional(token), activateToken: Type.Optional(token) });
const NewPasswordBody = Type.Object({
  resetToken: Type.Optional(token),
  activateToken: Type.Optional(token),
  newPassword: Type.Optional(field),
  newPassword2: Type.Optional(field),
  password: Type.Optional(field),
  password2: Type.Optional(field),
  _csrf: Type.Optional(Type.String()),
});
type NewPasswordBody = Static<typeof NewPasswordBody>;

/** `/login/resetPasswordRequest`, `/login/resetPassword`, `/login/resetExpiredPassword` and `/login/createPassword`. */
export const loginPasswords = routePlugin('login-passwords', async (app) => {
  app.get('/login/resetPasswordRequest', { config: { routeId: 'resetPasswordRequest' } }, async (_request, reply) => reply.page(<ResetRequestPage />));

  app.post(
    '/login/resetPasswordRequest',
    { config: { routeId: 'resetPasswordRequest' }, schema: { body: ResetRequestBody } },
    async (request, reply) => {
      const { t } = request.view();
      const email = request.body.email.trim();
      if (!email) return reply.page(<ResetRequestPage email={email} emailError={t('login.email-required')} />, 400);
      if (!isEmail(email)) return reply.page(<ResetRequestPage email={email} emailError={t('user.invalid-email-format')} />, 400);
      const fail = (error: string, status: number) => {
        failure(request, error);
        return reply.page(<ResetRequestPage email={email} />, status);
      };
      const refused = await refuseOverLimit(request, reply, fail);
      if (refused) return refused;
      try {
        // The platform answers 200 whether or not the address belongs to a user, and so does the console.
        await app.signInGuards.repeated.run(['reset-request', email.toLowerCase()], () => noauthApi.resetPasswordByEmail(request.platform, email));
      } catch (err) {
        if (!isPlatformError(err)) throw err;
        return fail(signInFailureMessage(t, err), failureStatus(err));
      }
      success(request, t('login.password-link-sent-message'));
      return reply.redirectTo('/login/resetPasswordRequest');
    },
  );

  for (const mode of NEW_PASSWORD_MODES) {
    const form = newPasswordForm(mode);
    app.get(form.path, { config: { routeId: form.routeId }, schema: { querystring: TokenQuery } }, async (request, reply) => {
      const value = request.query[form.tokenField] ?? '';
      return reply.page(<NewPasswordPage mode={mode} token={value} />, value ? 200 : 400);
    });

    app.post(form.path, { config: { routeId: form.routeId }, schema: { body: NewPasswordBody } }, async (request, reply) =>
      setPassword(request, reply, mode),
    );
  }

  async function setPassword(request: FastifyRequest<{ Body: NewPasswordBody }>, reply: FastifyReply, mode: NewPasswordMode) {
    const { t } = request.view();
    const form = newPasswordForm(mode);
    const value = request.body[form.tokenField] ?? '';
    const password = request.body[form.first] ?? '';
    const repeat = request.body[form.second] ?? '';
    const render = (props: Partial<NewPasswordPageProps>, status: number) =>
      reply.page(<NewPasswordPage mode={mode} token={value} {...props} />, status);
    // Spec section 8: a mismatch or a platform refusal is an error toast; the form stays as it was.
    const fail = (message: string, status: number, props: Partial<NewPasswordPageProps> = {}) => {
      failure(request, message);
      return render(props, status);
    };
    if (!value) return render({}, 400);
    if (!password) return render({ passwordError: t('login.password-required') }, 400);
    // The spec: a mismatch is reported and nothing is sent.
    if (password !== repeat) return fail(t('login.passwords-mismatch-error'), 400, { repeatError: t('login.passwords-mismatch-error') });
    let tokens: TokenPair;
    try {
      tokens = await app.signInGuards.repeated.run([mode, value, password], () =>
        mode === 'create'
          ? noauthApi.activate(request.platform, value, password, true)
          : noauthApi.resetPassword(request.platform, value, password),
      );
    } catch (err) {
      if (!isPlatformError(err)) throw err;
      return fail(signInFailureMessage(t, err), failureStatus(err));
    }
    // As upstream: a new or reset password signs the user in with the tokens the platform returns.
    return signedIn(request, reply, { ...tokens, scope: null }, fail);
  }
}, ['sign-in-guards']);

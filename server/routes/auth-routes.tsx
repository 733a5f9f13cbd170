import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { LoginPage } from '../../views/login/login-page.tsx';
import { MessagePage } from '../../views/errors/message-page.tsx';
import { PlatformError } from '../platform/platform-error.ts';
import type { TokenPair } from '../platform/tokens.ts';
import { startSession } from './sign-in.ts';

// The HTML living-standard e-mail rule, close to the upstream console's e-mail validator.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const LoginBody = Type.Object({
  username: Type.String({ maxLength: 255, default: '' }),
  password: Type.String({ maxLength: 255, default: '' }),
  _csrf: Type.Optional(Type.String()),
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { config: { access: 'public' } }, async (request, reply) =>
    reply.redirectTo(request.session.user ? '/home' : '/login'),
  );

  app.get('/login', { config: { access: 'public' } }, async (request, reply) => {
    if (request.session.user && request.session.tokens) return reply.redirectTo('/home');
    const notice = request.session.notice;
    if (notice) request.session.notice = undefined;
    return reply.page(<LoginPage notice={notice} />);
  });

  app.post<{ Body: Static<typeof LoginBody> }>(
    '/login',
    { config: { access: 'public' }, schema: { body: LoginBody } },
    async (request, reply) => {
      const { t } = request.view();
      const username = request.body.username.trim();
      const { password } = request.body;
      if (!EMAIL.test(username)) {
        return reply.page(<LoginPage username={username} usernameError={t('user.invalid-email-format')} />, 400);
      }
      let tokens: TokenPair & { scope: string | null };
      try {
        tokens = await request.platform.post('/api/auth/login', { auth: false, body: { username, password } });
      } catch (err) {
        if (!(err instanceof PlatformError)) throw err;
        const message = err.unreachable ? t('error.unable-to-connect-text') : err.message;
        return reply.page(<LoginPage username={username} error={message} />, err.unreachable ? 502 : err.status);
      }
      if (tokens.scope === 'PRE_VERIFICATION_TOKEN') {
        return reply.page(<LoginPage username={username} error={t('login.two-factor-not-available')} />, 501);
      }
      const target = await startSession(request, { token: tokens.token, refreshToken: tokens.refreshToken });
      return reply.redirectTo(target);
    },
  );

  // Password reset and activation come with the complete sign-in issue; e-mailed links get a clear page meanwhile.
  for (const path of ['/login/resetPasswordRequest', '/login/resetPassword', '/login/resetExpiredPassword', '/login/createPassword', '/login/mfa']) {
    app.get(path, { config: { access: 'public' } }, async (request, reply) => {
      const { t } = request.view();
      return reply.page(<MessagePage title={t('error.not-available')} message={t('error.not-available-text')} icon="construction" action={{ label: t('login.login'), path: '/login' }} />);
    });
  }

  app.post('/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.session.tokens) {
      // The platform invalidates this session's tokens; the console forgets them either way.
      await request.platform.post('/api/auth/logout').catch((err: unknown) => request.log.warn({ err }, 'platform logout failed'));
    }
    await request.session.destroy();
    return reply.redirectTo('/login');
  });
}

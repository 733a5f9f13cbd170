import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { LoginPage, type ExternalSignIn, type LoginPageProps } from '../../views/login/login-page.tsx';
import { ExternalSignInClients } from './external-sign-in-clients.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { isEmail } from '../auth/email-format.ts';
import { passwordSignIn, publicSignIn, tokenSignIn, type Fail } from '../auth/sign-in-flow.ts';
import { landingPath } from './sign-in.ts';
import { failure } from '../notices/notice.ts';
import '../auth/auth-session.ts';

const LoginBody = Type.Object({
  username: Type.String({ maxLength: 255, default: '' }),
  password: Type.String({ maxLength: 255, default: '' }),
  _csrf: Type.Optional(Type.String()),
});

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** The query parameters the console reads when it loads (spec section 4, user loading). */
const LoginQuery = Type.Object({
  publicId: text(64),
  accessToken: text(8192),
  refreshToken: text(8192),
  username: text(255),
  password: text(255),
  loginError: text(1000),
});
type LoginQuery = Static<typeof LoginQuery>;

const LOADING_PARAMS = ['publicId', 'accessToken', 'username', 'loginError'] as const;

export function loginRoutes(deps: AuthDeps) {
  return async (app: FastifyInstance): Promise<void> => {
    const clients = new ExternalSignInClients();
    // The platform's external sign-in comes back to the console root with tokens (or an error) in the query.
    app.get<{ Querystring: Record<string, string> }>('/', { config: { access: 'public' } }, async (request, reply) => {
      const carries = LOADING_PARAMS.some((name) => typeof request.query[name] === 'string');
      if (carries) return reply.redirectTo(`/login${request.url.slice(request.url.indexOf('?'))}`);
      return reply.redirectTo(request.session.user ? '/home' : '/login');
    });

    app.get<{ Querystring: LoginQuery }>('/login', { config: { access: 'public' }, schema: { querystring: LoginQuery } }, async (request, reply) => {
      const query = request.query;
      // A pre-verification session that leaves login/mfa ends (spec guard step 7).
      if (request.session.pendingVerification) request.session.pendingVerification = undefined;
      const fail = failOnLoginPage(request, reply, query.username);
      if (query.publicId) return publicSignIn(request, reply, query.publicId, fail);
      if (query.accessToken) return tokenSignIn(request, reply, query.accessToken, query.refreshToken, fail);
      if (query.username && query.password !== undefined) return signInWithPassword(request, reply, query.username.trim(), query.password);
      // The login error of an external sign-in comes before any stored session, as in the spec's order.
      if (query.loginError) return renderLogin(request, reply, { loginError: query.loginError }, 200);
      if (request.session.user && request.session.tokens) {
        const facts = request.session.signInFacts;
        return reply.redirectTo(facts ? landingPath(request.session.user.authority, facts, undefined) : '/home');
      }
      return renderLogin(request, reply, {}, 200);
    });

    app.post<{ Body: Static<typeof LoginBody> }>('/login', { config: { access: 'public' }, schema: { body: LoginBody } }, async (request, reply) => {
      const username = request.body.username.trim();
      return signInWithPassword(request, reply, username, request.body.password);
    });

    app.post('/logout', { config: { access: 'public' } }, async (request, reply) => {
      request.server.live.end(request.session.sessionId, 'signed out');
      if (request.session.tokens) {
        // The platform invalidates this session's tokens; the console forgets them either way.
        await request.platform.post('/api/auth/logout').catch((err: unknown) => request.log.warn({ err }, 'platform logout failed'));
      }
      await request.session.destroy();
      return reply.redirectTo('/login');
    });

    async function signInWithPassword(request: FastifyRequest, reply: FastifyReply, username: string, password: string) {
      if (!isEmail(username)) {
        // Nothing is sent: the form rule of the spec, shown on the field with the input kept.
        return renderLogin(request, reply, { username, usernameError: request.view().t('user.invalid-email-format') }, 400);
      }
      return passwordSignIn(request, reply, deps, username, password, failOnLoginPage(request, reply, username));
    }

    /** A failed sign-in: the platform's message as an error toast (spec section 8), the username kept. */
    function failOnLoginPage(request: FastifyRequest, reply: FastifyReply, username?: string): Fail {
      return (error, status) => {
        failure(request, error);
        return renderLogin(request, reply, { username }, status);
      };
    }

    async function renderLogin(request: FastifyRequest, reply: FastifyReply, props: LoginPageProps, status: number) {
      return reply.page(<LoginPage {...props} externalSignIns={await externalSignIns(request, clients)} />, status);
    }
  };
}

/** 'Login with {provider}' links: the platform's client url carrying the remembered address as prevUri. */
async function externalSignIns(request: FastifyRequest, clients: ExternalSignInClients): Promise<ExternalSignIn[]> {
  const list = await clients.load(request);
  if (list.length === 0) return [];
  const { url } = request.view();
  // Without a known public origin the platform returns to its own base URL (console and platform behind one proxy).
  const origin = request.publicOrigin();
  const prevUri = origin ? `prevUri=${encodeURIComponent(`${origin}${url(request.session.redirectUrl ?? '/')}`)}` : null;
  return list.map((c) => ({ name: c.name, href: prevUri ? `${c.url}${c.url.includes('?') ? '&' : '?'}${prevUri}` : c.url }));
}

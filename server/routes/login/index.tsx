import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { LoginPage, type LoginPageProps } from '../../../views/login/login-page.tsx';
import { ExternalSignInClients, externalSignIns } from '../../auth/external-sign-in-clients.ts';
import { isEmail } from '../../domain/email-format.ts';
import { passwordSignIn, publicSignIn, tokenSignIn, type Fail } from '../../auth/sign-in-flow.ts';
import { landingPath } from '../../auth/start-session.ts';
import { failure } from '../../notices/notice.ts';
import { endVerification, isSignedIn } from '../../session/console-session.ts';
import { routePlugin } from '../../route-plugin.ts';
import { loginMfa } from './mfa.tsx';
import { loginPasswords } from './password.tsx';

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

/** `/login`: the sign-in form, and the sign-ins the address carries (public link, tokens, username and password). */
export const login = routePlugin('login', async (app) => {
  const clients = new ExternalSignInClients();

  app.get('/login', { config: { routeId: 'login' }, schema: { querystring: LoginQuery } }, async (request, reply) => {
    const query = request.query;
    // A pre-verification session that leaves login/mfa ends (spec guard step 7).
    endVerification(request.session);
    const fail = failOnLoginPage(request, reply, query.username);
    if (query.publicId) return publicSignIn(request, reply, query.publicId, fail);
    if (query.accessToken) return tokenSignIn(request, reply, query.accessToken, query.refreshToken, fail);
    if (query.username && query.password !== undefined) return signInWithPassword(request, reply, query.username.trim(), query.password);
    // The login error of an external sign-in comes before any stored session, as in the spec's order.
    if (query.loginError) return renderLogin(request, reply, { loginError: query.loginError }, 200);
    if (isSignedIn(request.session)) {
      const facts = request.session.signInFacts;
      return reply.redirectTo(facts ? landingPath(request.session.user!.authority, facts, undefined) : '/home');
    }
    return renderLogin(request, reply, {}, 200);
  });

  app.post('/login', { config: { routeId: 'login' }, schema: { body: LoginBody } }, async (request, reply) => {
    const username = request.body.username.trim();
    return signInWithPassword(request, reply, username, request.body.password);
  });

  await app.register(loginPasswords);
  await app.register(loginMfa);

  async function signInWithPassword(request: FastifyRequest, reply: FastifyReply, username: string, password: string) {
    if (!isEmail(username)) {
      // Nothing is sent: the form rule of the spec, shown on the field with the input kept.
      return renderLogin(request, reply, { username, usernameError: request.view().t('user.invalid-email-format') }, 400);
    }
    return passwordSignIn(request, reply, username, password, failOnLoginPage(request, reply, username));
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
}, ['sign-in-guards']);

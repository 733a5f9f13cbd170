import type { FastifyInstance } from 'fastify';
import { ANY_USER, PRE_VERIFICATION, requireAuthority } from '../auth/caller.ts';
import { authenticateUser, recordLogin } from '../auth/login.ts';
import { auditLogin } from '../auth/login-audit.ts';
import { storeNewPassword, validateNewPassword } from '../auth/password-change.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { activeConfigs } from '../auth/two-fa-accounts.ts';
import { DEFAULT_VERIFICATION_TIME_SEC, platformTwoFaSettings } from '../auth/two-fa-settings.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, unauthorized } from '../http/api-error.ts';
import { objectBody, sendEmpty, tryJsonObject } from '../http/body.ts';
import { REQUEST_MODELS } from './noauth.ts';
import { isUuid } from '../lib/ids.ts';
import { readJson } from '../lib/json.ts';
import { isPublicInfo } from '../store/customers.ts';
import { toUser } from '../store/users.ts';

const OTHER_METHODS = ['GET', 'PUT', 'DELETE', 'PATCH'] as const;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function authRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { users } = ctx.stores;

  const refreshPublic = (publicId: unknown, sessionId: string) => {
    const customer = typeof publicId === 'string' && isUuid(publicId) ? ctx.stores.customers.findById(publicId) : undefined;
    if (!customer || !isPublicInfo(readJson(customer.additional_info))) throw unauthorized('Invalid username or password');
    return { ...ctx.tokens.publicPair(customer, sessionId), scope: null };
  };

  for (const url of ['/api/auth/login', '/api/auth/login/public', '/api/auth/token']) {
    app.route({
      method: [...OTHER_METHODS],
      url,
      handler: async () => {
        throw unauthorized('Authentication method not supported');
      },
    });
  }

  app.post('/api/auth/login', async (request) => {
    const body = tryJsonObject(request);
    const username = text(body?.username);
    const password = text(body?.password);
    if (username.trim() === '' || password === '') throw unauthorized('Authentication failed');
    const user = await authenticateUser(ctx, request, username, password);
    if (Object.keys(activeConfigs(ctx, user.id)).length > 0) {
      const total = platformTwoFaSettings(ctx.stores.settings)?.totalAllowedTimeForVerification;
      const lifetime = typeof total === 'number' && total > 0 ? total : DEFAULT_VERIFICATION_TIME_SEC;
      return { token: ctx.tokens.preVerificationToken(user, lifetime), refreshToken: null, scope: PRE_VERIFICATION };
    }
    const loggedIn = recordLogin(ctx, request, user);
    return { ...ctx.tokens.pair({ user: loggedIn, enabled: true }), scope: null };
  });

  app.post('/api/auth/login/public', async (request) => {
    const publicId = text(tryJsonObject(request)?.publicId);
    if (publicId.trim() === '') throw unauthorized('Authentication failed');
    const customer = isUuid(publicId) ? ctx.stores.customers.findById(publicId.toLowerCase()) : undefined;
    if (!customer || !isPublicInfo(readJson(customer.additional_info))) throw unauthorized('Invalid username or password');
    return { ...ctx.tokens.publicPair(customer), scope: null };
  });

  app.post('/api/auth/token', async (request) => {
    const refreshToken = text(tryJsonObject(request)?.refreshToken);
    if (refreshToken.trim() === '') throw unauthorized('Authentication failed');
    const claims = ctx.tokens.verify(refreshToken);
    const scopes = claims.scopes;
    if (!Array.isArray(scopes) || scopes[0] !== 'REFRESH_TOKEN' || typeof claims.sessionId !== 'string') {
      throw unauthorized('Authentication failed');
    }
    if (claims.isPublic === true) return refreshPublic(claims.sub, claims.sessionId);
    const user = typeof claims.userId === 'string' ? users.findById(claims.userId) : undefined;
    const credentials = user ? users.credentials(user.id) : undefined;
    if (!user || !credentials) throw unauthorized('Invalid username or password');
    if (credentials.enabled !== 1) throw unauthorized('User account is not active');
    const iat = typeof claims.iat === 'number' ? claims.iat : 0;
    if (ctx.outdating.isOutdated(iat, user.id, claims.sessionId)) throw unauthorized('Authentication failed');
    return { ...ctx.tokens.pair({ user, enabled: true }, claims.sessionId), scope: null };
  });

  app.get('/api/auth/user', async (request, reply) => {
    const caller = requireAuthority(request, ...ANY_USER);
    const user = users.findById(caller.userId);
    return user ? toUser(user) : sendEmpty(reply);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const caller = requireAuthority(request, ...ANY_USER);
    ctx.outdating.invalidate(caller.sessionId);
    const user = users.findById(caller.userId);
    if (user) auditLogin(ctx, request, user, 'LOGOUT');
    return sendEmpty(reply);
  });

  app.post('/api/auth/changePassword', async (request) => {
    const body = objectBody(request, `${REQUEST_MODELS}.ChangePasswordRequest`);
    const caller = requireAuthority(request, ...ANY_USER);
    const currentPassword = text(body.currentPassword);
    const newPassword = text(body.newPassword);
    const user = users.findById(caller.userId);
    const credentials = user ? users.credentials(user.id) : undefined;
    if (!user || !credentials || !(await verifyPassword(currentPassword, credentials.password))) {
      throw badRequest("Current password doesn't match!");
    }
    await validateNewPassword(ctx, newPassword, user);
    if (await verifyPassword(newPassword, credentials.password)) {
      throw badRequest('New password should be different from existing!');
    }
    await storeNewPassword(ctx, user, newPassword);
    ctx.outdating.invalidate(user.id);
    return ctx.tokens.pair({ user, enabled: credentials.enabled === 1 }, caller.sessionId);
  });
}

import type { FastifyInstance } from 'fastify';
import { requiredQuery } from '../auth/bind.ts';
import { storeNewPassword, validateNewPassword } from '../auth/password-change.ts';
import { securitySettings } from '../auth/password-policy.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest } from '../http/api-error.ts';
import { objectBody, sendEmpty } from '../http/body.ts';
import { booleanParam, queryParams, queryValue } from '../http/query.ts';
import { isObject } from '../lib/json.ts';
import { baseUrl, loginLink } from '../services/base-url.ts';
import { oauth2Clients } from '../services/oauth2-info.ts';
import { mails, sendMail } from '../services/outbox-mail.ts';
import { requestPasswordReset } from '../services/user-activation.ts';

/** Package of the platform's request classes these bodies bind to (a body that is not an object fails the binding). */
export const REQUEST_MODELS = 'org.thingsboard.server.service.security.model';

/** `JsonNode.get(name).asText()` of the platform's untyped request bodies ("" when missing). */
function textOf(body: unknown, name: string): string {
  const value = isObject(body) ? body[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export function noauthRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { users } = ctx.stores;

  app.get('/api/noauth/userPasswordPolicy', async () => securitySettings(ctx.stores.settings).passwordPolicy);
  app.post('/api/noauth/oauth2Clients', async (request) => {
    const query = queryParams(request);
    return oauth2Clients(ctx.db, {
      domain: request.hostname.replace(/:\d+$/, ''),
      scheme: request.protocol === 'https' ? 'https' : 'http',
      platform: queryValue(query, 'platform') ?? null,
      pkgName: queryValue(query, 'pkgName') ?? null,
    });
  });

  // The links in activation and reset mails land here and are sent on to the console's pages.
  app.get('/api/noauth/activate', async (request, reply) => {
    const token = requiredQuery(request, 'activateToken');
    if (!users.findCredentialsByActivateToken(token)) return reply.code(409).send();
    return reply.code(303).header('location', `/login/createPassword?activateToken=${token}`).send();
  });

  app.get('/api/noauth/resetPassword', async (request, reply) => {
    const token = requiredQuery(request, 'resetToken');
    if (!users.findCredentialsByResetToken(token)) return reply.code(409).send();
    return reply.code(303).header('location', `/login/resetPassword?resetToken=${token}`).send();
  });

  app.post('/api/noauth/activate', async (request) => {
    const body = objectBody(request, `${REQUEST_MODELS}.ActivateUserRequest`);
    const sendActivatedMail = booleanParam(queryValue(queryParams(request), 'sendActivationMail')) ?? true;
    const token = textOf(body, 'activateToken');
    const password = textOf(body, 'password');
    await validateNewPassword(ctx, password, null);
    const credentials = users.findCredentialsByActivateToken(token);
    if (!credentials) throw badRequest(`Unable to find user credentials by activateToken [${token}]`);
    if (credentials.enabled === 1) throw badRequest('User credentials already activated');
    const user = users.findById(credentials.user_id);
    if (!user) throw badRequest(`Unable to find user credentials by activateToken [${token}]`);
    await storeNewPassword(ctx, user, password, true);
    if (sendActivatedMail) {
      try {
        sendMail(ctx, user.email, mails.accountActivated(loginLink(baseUrl(ctx, request))));
      } catch {
        // the platform ignores a failed "account activated" mail
      }
    }
    return { ...ctx.tokens.pair({ user, enabled: true }), scope: null };
  });

  app.post('/api/noauth/resetPasswordByEmail', async (request, reply) => {
    // Binding comes first: only what happens after it is swallowed.
    const email = textOf(objectBody(request, `${REQUEST_MODELS}.ResetPasswordEmailRequest`), 'email');
    try {
      requestPasswordReset(ctx, email, baseUrl(ctx, request));
    } catch {
      // unknown or inactive users get the same answer as known ones
    }
    return sendEmpty(reply);
  });

  app.post('/api/noauth/resetPassword', async (request) => {
    const body = objectBody(request, `${REQUEST_MODELS}.ResetPasswordRequest`);
    const token = textOf(body, 'resetToken');
    const password = textOf(body, 'password');
    const credentials = token === '' ? undefined : users.findCredentialsByResetToken(token);
    const user = credentials ? users.findById(credentials.user_id) : undefined;
    if (!credentials || !user) throw badRequest('Invalid reset token!');
    await validateNewPassword(ctx, password, user);
    if (await verifyPassword(password, credentials.password)) {
      throw badRequest('New password should be different from existing!');
    }
    await storeNewPassword(ctx, user, password);
    sendMail(ctx, user.email, mails.passwordWasReset(loginLink(baseUrl(ctx, request))));
    ctx.outdating.invalidate(user.id);
    return { ...ctx.tokens.pair({ user, enabled: credentials.enabled === 1 }), scope: null };
  });
}

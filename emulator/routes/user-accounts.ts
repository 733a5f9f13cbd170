import type { FastifyInstance } from 'fastify';
import { ANY_USER, SA, TA, requireAuthority } from '../auth/caller.ts';
import { setCredentialsEnabled } from '../auth/credentials-enabled.ts';
import type { EmulatorContext } from '../context.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { objectBody, sendEmpty, sendText } from '../http/body.ts';
import { uuidParam } from '../http/params.ts';
import { booleanParam, queryParams, queryValue } from '../http/query.ts';
import { requiredQuery } from '../auth/bind.ts';
import { checkUser } from '../security/checks.ts';
import { auditData, auditEntityAction } from '../services/audit-log.ts';
import { activationLink, baseUrl } from '../services/base-url.ts';
import { activationToken, sendActivationMail } from '../services/user-activation.ts';
import { deleteUser, saveUser } from '../services/users.ts';
import { toUser } from '../store/users.ts';
import type { UserRow } from '../store/users.ts';

const target = (user: UserRow) => ({ entityType: 'USER', id: user.id, name: user.email, customerId: user.customer_id });

/** Creating, activating, enabling and deleting user accounts. */
export function userAccountRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { users } = ctx.stores;

  app.post('/api/user', async (request) => {
    const body = objectBody(request, 'User');
    const sendMail = booleanParam(queryValue(queryParams(request), 'sendActivationMail')) ?? true;
    const caller = requireAuthority(request, ...ANY_USER);
    const isNew = body.id === undefined || body.id === null;
    const base = baseUrl(ctx, request);
    const saved = saveUser(ctx, caller, body, (user) => {
      if (sendMail) sendActivationMail(ctx, user, base);
    });
    auditEntityAction(ctx, caller, target(saved), isNew ? 'ADDED' : 'UPDATED', auditData.entity(toUser(saved)));
    return toUser(saved);
  });

  app.delete('/api/user/:userId', async (request, reply) => {
    const caller = requireAuthority(request, SA, TA);
    const user = checkUser(ctx, caller, uuidParam(request.params, 'userId'), 'DELETE');
    if (caller.authority === 'SYS_ADMIN' && caller.userId === user.id) throw forbidden('Sysadmin is not allowed to delete himself');
    deleteUser(ctx, user.id);
    auditEntityAction(ctx, caller, target(user), 'DELETED', auditData.entityId(user.id));
    return sendEmpty(reply);
  });

  app.get('/api/user/:userId/activationLink', async (request, reply) => {
    const caller = requireAuthority(request, SA, TA);
    const user = checkUser(ctx, caller, uuidParam(request.params, 'userId'), 'READ');
    return sendText(reply, activationLink(baseUrl(ctx, request), activationToken(ctx, user)));
  });

  app.post('/api/user/sendActivationMail', async (request, reply) => {
    const email = requiredQuery(request, 'email');
    const caller = requireAuthority(request, SA, TA);
    const user = users.findByEmail(email);
    if (!user) throw notFound();
    checkUser(ctx, caller, user.id, 'READ');
    sendActivationMail(ctx, user, baseUrl(ctx, request));
    return sendEmpty(reply);
  });

  app.post('/api/user/:userId/userCredentialsEnabled', async (request, reply) => {
    const enabled = booleanParam(queryValue(queryParams(request), 'userCredentialsEnabled')) ?? true;
    const caller = requireAuthority(request, SA, TA);
    const user = checkUser(ctx, caller, uuidParam(request.params, 'userId'), 'WRITE');
    setCredentialsEnabled(ctx, user.id, enabled);
    return sendEmpty(reply);
  });

  app.get('/api/user/:userId/token', async (request) => {
    const caller = requireAuthority(request, SA, TA);
    const user = checkUser(ctx, caller, uuidParam(request.params, 'userId'), 'READ');
    if (caller.authority === 'SYS_ADMIN' && user.authority !== 'TENANT_ADMIN') throw forbidden();
    const enabled = users.credentials(user.id)?.enabled === 1;
    return { ...ctx.tokens.pair({ user, enabled }), scope: null };
  });
}

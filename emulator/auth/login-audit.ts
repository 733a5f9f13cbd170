import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { recordAuditLog } from '../services/audit-log.ts';
import type { ActionType } from '../services/audit-log.ts';
import type { UserRow } from '../store/users.ts';

const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /Chrome\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
];
const SYSTEMS: Array<[string, RegExp]> = [
  ['Android', /Android/], ['iOS', /iPhone|iPad|iPod/], ['Windows', /Windows/], ['Mac OS X', /Mac OS X/], ['Linux', /Linux/],
];

/** The client description the platform stores with login records (browser with a 3-part version, OS, device). */
function clientInfo(request: FastifyRequest) {
  const agent = request.headers['user-agent'] ?? '';
  const browser = BROWSERS.find(([, pattern]) => pattern.test(agent));
  const version = browser ? (browser[1].exec(agent)?.[1] ?? '').split('.').slice(0, 3) : [];
  while (browser && version.length < 3) version.push('0');
  return {
    clientAddress: request.ip,
    browser: browser ? `${browser[0]} ${version.join('.')}` : 'Other',
    os: SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'Other',
    device: /Mobile|iPhone|Android/.test(agent) ? 'Smartphone' : 'Other',
  };
}

/** LOGIN / LOGOUT / LOCKOUT records, written against the user entity; a failure carries its message. */
export function auditLogin(
  ctx: EmulatorContext,
  request: FastifyRequest,
  user: UserRow,
  actionType: ActionType,
  failure?: string,
): void {
  recordAuditLog(ctx, {
    tenantId: user.tenant_id,
    customerId: user.customer_id,
    entityType: 'USER',
    entityId: user.id,
    entityName: user.email,
    userId: user.id,
    userName: user.email,
    actionType,
    actionData: clientInfo(request),
    status: failure === undefined ? 'SUCCESS' : 'FAILURE',
    failureDetails: failure ?? null,
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TA, requireAuthority } from '../auth/caller.ts';
import type { EmulatorContext } from '../context.ts';
import { badRequest, general } from '../http/api-error.ts';
import { bindPageParams, toPageLink } from '../http/page-link.ts';
import { uuidParam } from '../http/params.ts';
import { queryValue } from '../http/query.ts';
import { ACTION_TYPES } from '../services/audit-log.ts';
import type { AuditLogFilter } from '../store/audit-logs.ts';
import { ENTITY_TYPES } from './entity-types.ts';

const LONG_PATTERN = /^[+-]?\d+$/;

/** Binds an optional Java `Long` parameter; a value that is not a number fails binding (500). */
function longParam(query: Map<string, string[]>, name: string): number | undefined {
  const raw = queryValue(query, name);
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  const value = LONG_PATTERN.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value)) {
    throw general(
      `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; ` +
        `nested exception is java.lang.NumberFormatException: For input string: "${text}"`,
    );
  }
  return value;
}

/** Spring binds a repeated String parameter as its values joined with commas. */
function actionTypes(query: Map<string, string[]>): string[] | undefined {
  const raw = query.get('actionTypes')?.join(',');
  if (raw === undefined || raw.trim() === '') return undefined;
  const names = raw.split(',').map((name) => name.trim()).filter((name) => name !== '');
  for (const name of names) {
    if (!(ACTION_TYPES as readonly string[]).includes(name)) {
      throw badRequest(`No enum constant org.thingsboard.server.common.data.audit.ActionType.${name}`);
    }
  }
  return names;
}

export function auditLogRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const { auditLogs } = ctx.stores;
  /** Binding, then authority, then the controller's own checks (narrowing path values, page link, action types). */
  const list = (request: FastifyRequest, narrow: () => Omit<AuditLogFilter, 'tenantId'>) => {
    const params = bindPageParams(request);
    const startTime = longParam(params.query, 'startTime');
    const endTime = longParam(params.query, 'endTime');
    const caller = requireAuthority(request, TA);
    const filter: AuditLogFilter = { tenantId: caller.tenantId, ...narrow(), startTime, endTime };
    const link = toPageLink(params);
    return auditLogs.findPage({ ...filter, actionTypes: actionTypes(params.query) }, link);
  };

  app.get('/api/audit/logs', async (request) => list(request, () => ({})));

  app.get('/api/audit/logs/customer/:customerId', async (request) =>
    list(request, () => ({ customerId: uuidParam(request.params, 'customerId') })));

  app.get('/api/audit/logs/user/:userId', async (request) =>
    list(request, () => ({ userId: uuidParam(request.params, 'userId') })));

  app.get('/api/audit/logs/entity/:entityType/:entityId', async (request) =>
    list(request, () => {
      const { entityType } = request.params as { entityType: string };
      if (!ENTITY_TYPES.includes(entityType)) {
        throw badRequest(`No enum constant org.thingsboard.server.common.data.EntityType.${entityType}`);
      }
      return { entityType, entityId: uuidParam(request.params, 'entityId') };
    }));
}

import type { AuditLogMode } from '../../platform/api/audit-logs.ts';
import type { EntityId } from '../../platform/types/ids.ts';
import { auditLogsContent } from './audit-logs-content.tsx';
import type { TabPart } from './tab-part.ts';

/** A customer's tab lists the customer's logs, a user's the user's, any other entity's its own. */
function modeOf(entity: EntityId): AuditLogMode {
  if (entity.entityType === 'CUSTOMER') return { mode: 'customer', customerId: entity.id };
  if (entity.entityType === 'USER') return { mode: 'user', userId: entity.id };
  return { mode: 'entity', entity };
}

/** The audit-logs tab (tenant administrators; the kinds mark it `tenantOnly`). */
export const auditLogsTab: TabPart = {
  slug: 'audit-logs',
  show: (ctx) => auditLogsContent(ctx.request, ctx.path, ctx.query, modeOf(ctx.entityId)),
};

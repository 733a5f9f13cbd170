import type { PlatformClient } from '../platform-client.ts';
import type { EntityId } from '../types/ids.ts';
import type { PageData, PageLink } from '../types/page-data.ts';

/** An audit log entry (contract 4.17). */
export interface AuditLog {
  id: { id: string };
  createdTime: number;
  entityId: EntityId;
  entityName: string;
  userId?: EntityId;
  userName: string;
  actionType: string;
  actionData: unknown;
  actionStatus: 'SUCCESS' | 'FAILURE';
  actionFailureDetails: string | null;
}

/** Whose audit logs: the tenant's, a customer's, a user's, or an entity's (console-map §3.20). */
export type AuditLogMode = { mode: 'tenant' } | { mode: 'customer'; customerId: string } | { mode: 'user'; userId: string } | { mode: 'entity'; entity: EntityId };

function pathOf(mode: AuditLogMode): string {
  switch (mode.mode) {
    case 'tenant':
      return '/api/audit/logs';
    case 'customer':
      return `/api/audit/logs/customer/${encodeURIComponent(mode.customerId)}`;
    case 'user':
      return `/api/audit/logs/user/${encodeURIComponent(mode.userId)}`;
    case 'entity':
      return `/api/audit/logs/entity/${encodeURIComponent(mode.entity.entityType)}/${encodeURIComponent(mode.entity.id)}`;
  }
}

export const auditLogsApi = {
  list(client: PlatformClient, mode: AuditLogMode, link: PageLink, range: [number, number]): Promise<PageData<AuditLog>> {
    return client.get<PageData<AuditLog>>(pathOf(mode), { query: { ...link, startTime: range[0], endTime: range[1] } });
  },
};

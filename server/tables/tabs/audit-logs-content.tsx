import type { FastifyRequest } from 'fastify';
import { AuditLogs, type AuditLogsView } from '../../../views/tabs/audit-logs.tsx';
import { auditLogsApi, type AuditLogMode } from '../../platform/api/audit-logs.ts';
import { ENTITY_TYPE_KEYS } from '../../domain/entity-type-names.ts';
import { queryText, type TabAnswer } from './tab-part.ts';
import { tabPage, tabPageLink, type TabSort } from './tab-table-state.ts';
import { timePaged } from './time-paged.ts';

const SORT: TabSort = { sortable: ['createdTime', 'entityType', 'entityName', 'userName', 'actionType', 'actionStatus'], property: 'createdTime', direction: 'DESC' };
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

export const ACTION_TYPE_KEYS: Record<string, string> = {
  ADDED: 'audit-log.type-added',
  DELETED: 'audit-log.type-deleted',
  UPDATED: 'audit-log.type-updated',
  ATTRIBUTES_UPDATED: 'audit-log.type-attributes-updated',
  ATTRIBUTES_DELETED: 'audit-log.type-attributes-deleted',
  TIMESERIES_UPDATED: 'audit-log.type-timeseries-updated',
  TIMESERIES_DELETED: 'audit-log.type-timeseries-deleted',
  RPC_CALL: 'audit-log.type-rpc-call',
  CREDENTIALS_UPDATED: 'audit-log.type-credentials-updated',
  ASSIGNED_TO_CUSTOMER: 'audit-log.type-assigned-to-customer',
  UNASSIGNED_FROM_CUSTOMER: 'audit-log.type-unassigned-from-customer',
  ACTIVATED: 'audit-log.type-activated',
  SUSPENDED: 'audit-log.type-suspended',
  CREDENTIALS_READ: 'audit-log.type-credentials-read',
  ATTRIBUTES_READ: 'audit-log.type-attributes-read',
  RELATION_ADD_OR_UPDATE: 'audit-log.type-relation-add-or-update',
  RELATION_DELETED: 'audit-log.type-relation-delete',
  RELATIONS_DELETED: 'audit-log.type-relations-delete',
  ALARM_ACK: 'audit-log.type-alarm-ack',
  ALARM_CLEAR: 'audit-log.type-alarm-clear',
  ALARM_DELETE: 'audit-log.type-alarm-delete',
  LOGIN: 'audit-log.type-login',
  LOGOUT: 'audit-log.type-logout',
  LOCKOUT: 'audit-log.type-lockout',
  ASSIGNED_FROM_TENANT: 'audit-log.type-assigned-from-tenant',
  ASSIGNED_TO_TENANT: 'audit-log.type-assigned-to-tenant',
  PROVISION_SUCCESS: 'audit-log.type-provision-success',
  PROVISION_FAILURE: 'audit-log.type-provision-failure',
  ASSIGNED_TO_EDGE: 'audit-log.type-assigned-to-edge',
  UNASSIGNED_FROM_EDGE: 'audit-log.type-unassigned-from-edge',
};

const STATUS_KEYS: Record<string, string> = { SUCCESS: 'audit-log.status-success', FAILURE: 'audit-log.status-failure' };

/** The audit logs of a mode at `path` (the `/auditLogs` page, or an entity's, customer's or user's tab). */
export async function auditLogsContent(request: FastifyRequest, path: string, query: Record<string, unknown>, mode: AuditLogMode): Promise<TabAnswer> {
  const { t, url } = request.view();
  const paged = timePaged(request, path, query, 1, SORT);
  if (paged.kind === 'redirect') return paged;
  const { window, state, timewindow, href } = paged;
  const page = await auditLogsApi.list(request.platform, mode, tabPageLink(state), window.range);
  const dialog = queryText(query, 'dialog', 32);
  let opened: AuditLogsView['dialog'];
  if (dialog === 'audit-log-details') {
    const log = page.data.find((l) => l.id.id === queryText(query, 'log', 64));
    if (!log) return NOT_FOUND;
    opened = { log, closeHref: href() };
  } else if (dialog) {
    return NOT_FOUND;
  }
  const view: AuditLogsView = {
    action: url(path),
    keep: timewindow ? { timewindow } : {},
    showEntity: mode.mode !== 'entity',
    showUser: mode.mode !== 'user',
    window: window.part,
    ...tabPage(page, state, (s) => href({}, s)),
    detailsHref: (l) => href({ dialog: 'audit-log-details', log: l.id.id }),
    actionType: (type) => (ACTION_TYPE_KEYS[type] ? t(ACTION_TYPE_KEYS[type]) : type),
    entityType: (type) => (ENTITY_TYPE_KEYS[type] ? t(ENTITY_TYPE_KEYS[type]) : type),
    status: (status) => (STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status),
    dialog: opened,
  };
  return { kind: 'content', node: <AuditLogs view={view} /> };
}

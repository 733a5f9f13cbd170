import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import type { AlarmRow, ResolvedWindow, WidgetData } from '../domain/dashboard/dashboard-view.ts';
import { entityQueryApi } from '../platform/api/entity-query.ts';
import type { AlarmData, AlarmDataQuery } from '../platform/types/entity-query.ts';
import { pageAlias } from './alias-choices.ts';
import { keyFiltersOf } from './key-filters.ts';
import { list, num, text } from './json-read.ts';
import type { LoadContext } from './load-context.ts';

const ALARM_COLUMNS = ['createdTime', 'originator', 'type', 'severity', 'status'];
const SEARCH_STATUSES = new Set(['ACTIVE', 'CLEARED', 'ACK', 'UNACK']);
const DEFAULT_PAGE_SIZE = 10;

/** An alarm of the alarm data query (or of its subscription's pushes) as the alarms table shows it. */
export function alarmRow(a: AlarmData): AlarmRow {
  const fields = a.latest.ENTITY_FIELD ?? {};
  return {
    id: a.id.id,
    createdTime: a.createdTime,
    type: a.type,
    severity: a.severity,
    status: a.status,
    originatorName: a.originatorName ?? '',
    originator: a.originator,
    entity: { id: a.entityId, name: fields.name?.value ?? '', label: fields.label?.value ?? '', type: '' },
    canAck: a.status.endsWith('_UNACK'),
    canClear: a.status.startsWith('ACTIVE'),
  };
}

/** `-createdTime` → the alarm field and direction of the query's sort. */
function sortOf(order: string) {
  const desc = order.startsWith('-');
  const key = order.replace(/^[-+]/, '') || 'createdTime';
  return { key: { type: 'ALARM_FIELD' as const, key }, direction: desc ? ('DESC' as const) : ('ASC' as const) };
}

/** The alarms of the widget's alarm source within its window, through the alarm data query. */
export async function loadAlarms(ctx: LoadContext, widget: WidgetConfig, window: ResolvedWindow, page: number): Promise<Pick<WidgetData, 'alarms' | 'page' | 'alarmQuery'>> {
  const source = widget.alarmSource;
  if (!source || source.type !== 'entity') return { alarms: [], page: null, alarmQuery: null };
  const alias = pageAlias(ctx, source.entityAliasId);
  if (!alias.filter) return { alarms: [], page: null, alarmQuery: null };
  const status = text(widget.raw.alarmSearchStatus, 'ANY');
  const pageSize = Math.max(1, Math.round(num(widget.settings.defaultPageSize, DEFAULT_PAGE_SIZE)));
  const query: AlarmDataQuery = {
    entityFilter: alias.filter,
    pageLink: {
      page,
      pageSize,
      sortOrder: sortOf(text(widget.settings.defaultSortOrder, '-createdTime')),
      ...(window.realtime ? { timeWindow: window.endTs - window.startTs } : { startTs: window.startTs, endTs: window.endTs }),
      statusList: SEARCH_STATUSES.has(status) ? [status] : [],
      severityList: list(widget.raw.alarmSeverityList).map((s) => text(s)).filter(Boolean),
      typeList: list(widget.raw.alarmTypeList).map((s) => text(s)).filter(Boolean),
      searchPropagatedAlarms: widget.raw.searchPropagatedAlarms === true,
    },
    alarmFields: ALARM_COLUMNS.map((key) => ({ type: 'ALARM_FIELD', key })),
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }, { type: 'ENTITY_FIELD', key: 'label' }],
    keyFilters: keyFiltersOf(source.filterId ? ctx.config.filters.get(source.filterId) : undefined, ctx.filterValues),
  };
  const result = await entityQueryApi.findAlarmData(ctx.platform, query);
  return {
    alarmQuery: query,
    alarms: result.data.map(alarmRow),
    page: { page, pageSize, totalPages: result.totalPages, totalElements: result.totalElements },
  };
}

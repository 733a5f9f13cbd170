import type { FastifyRequest } from 'fastify';
import { AlarmsTab, type AlarmDetailsView, type AlarmsTabView } from '../../../views/tabs/alarms-tab.tsx';
import { urlBuilder, type Query } from '../../base-path.ts';
import { success } from '../../notices/notice.ts';
import { alarmsApi } from '../../platform/api/alarms.ts';
import { entityAlarmsApi } from '../../platform/api/entity-alarms.ts';
import { isUuid } from '../../platform/ids.ts';
import { ALARM_SEARCH_STATUSES, type AlarmInfo, type AlarmSearchStatus } from '../../platform/types/alarm-info.ts';
import { refusalOf } from '../refusal.ts';
import { queryText, type TabAnswer, type TabContext, type TabPart } from './tab-part.ts';
import { tabPage, tabPageLink, tabStateQuery, tabTableState, type TabSort } from './tab-table-state.ts';
import { tabWindow } from './tab-window.ts';

const SORT: TabSort = { sortable: ['createdTime', 'type', 'severity', 'status'], property: 'createdTime', direction: 'DESC' };
const DIALOG = 'alarm-details';
const SEARCH_STATUS_KEYS: Record<AlarmSearchStatus, string> = {
  ANY: 'alarm.search-status.ANY',
  ACTIVE: 'alarm.search-status.ACTIVE',
  CLEARED: 'alarm.search-status.CLEARED',
  ACK: 'alarm.search-status.ACK',
  UNACK: 'alarm.search-status.UNACK',
};
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

/** A customer user acts only on its own customer's alarms (console-map §3.17). */
function mayChange(request: FastifyRequest, alarm: AlarmInfo): boolean {
  const user = request.session.user;
  return user?.authority !== 'CUSTOMER_USER' || alarm.customerId?.id === user.customerId;
}

function statusOf(query: Record<string, unknown>): AlarmSearchStatus | null {
  const asked = queryText(query, 'searchStatus', 16) || 'ANY';
  return (ALARM_SEARCH_STATUSES as readonly string[]).includes(asked) ? (asked as AlarmSearchStatus) : null;
}

async function content(ctx: TabContext, opened?: { alarm: AlarmInfo; formError?: string }, status = 200): Promise<TabAnswer> {
  const { request, path, query, entityId } = ctx;
  const { t, url } = request.view();
  const searchStatus = statusOf(query);
  if (!searchStatus) return NOT_FOUND;
  const window = tabWindow(path, query, 30);
  if (window.kind === 'redirect') return { kind: 'redirect', path: urlBuilder('')(path, window.query) };
  const state = tabTableState(query, SORT);
  const timewindow = queryText(query, 'timewindow', 4096) || undefined;
  const base: Query = { searchStatus: searchStatus === 'ANY' ? undefined : searchStatus, timewindow };
  const href = (extra: Query = {}, s = state) => url(path, { ...base, ...tabStateQuery(s, SORT), ...extra });
  const page = await entityAlarmsApi.list(request.platform, entityId, tabPageLink(state), searchStatus, window.range);
  let alarm = opened?.alarm;
  const dialog = queryText(query, 'dialog', 32);
  if (dialog && dialog !== DIALOG) return NOT_FOUND;
  if (dialog && !alarm) {
    const id = queryText(query, 'alarm', 64);
    if (!isUuid(id)) return NOT_FOUND;
    alarm = await entityAlarmsApi.info(request.platform, id);
  }
  const details: AlarmDetailsView | undefined = alarm && {
    alarm,
    action: href({ dialog: DIALOG, alarm: alarm.id.id }),
    closeHref: href(),
    canAcknowledge: mayChange(request, alarm) && alarm.status.endsWith('_UNACK'),
    canClear: mayChange(request, alarm) && alarm.status.startsWith('ACTIVE_'),
    formError: opened?.formError,
  };
  const view: AlarmsTabView = {
    action: url(path),
    timewindow,
    statuses: ALARM_SEARCH_STATUSES.map((s) => ({ value: s, label: t(SEARCH_STATUS_KEYS[s]) })),
    status: searchStatus,
    window: window.part,
    ...tabPage(page, state, (s) => href({}, s)),
    detailsHref: (a) => href({ dialog: DIALOG, alarm: a.id.id }),
    dialog: details,
  };
  return { kind: 'content', status, node: <AlarmsTab view={view} /> };
}

/** The alarms tab: the entity's alarms in a time window, filtered by status; the details dialog acknowledges and clears. */
export const alarmsTab: TabPart = {
  slug: 'alarms',
  show: (ctx) => content(ctx),
  async submit(ctx, body) {
    const { request, query } = ctx;
    const id = queryText(query, 'alarm', 64);
    const action = body.action;
    if (queryText(query, 'dialog', 32) !== DIALOG || !isUuid(id) || (action !== 'ack' && action !== 'clear')) return NOT_FOUND;
    const alarm = await entityAlarmsApi.info(request.platform, id);
    if (!mayChange(request, alarm)) return { kind: 'forbidden' };
    try {
      if (action === 'ack') await alarmsApi.acknowledgeAlarm(request.platform, id);
      else await alarmsApi.clearAlarm(request.platform, id);
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return content(ctx, { alarm, formError: refused.message }, refused.status);
    }
    const { t } = request.view();
    success(request, t(action === 'ack' ? 'alarm.alarm-acknowledged' : 'alarm.alarm-cleared'));
    const { dialog: _dialog, alarm: _alarm, _csrf, ...kept } = query as Record<string, string>;
    return { kind: 'redirect', path: urlBuilder('')(ctx.path, kept) };
  },
};

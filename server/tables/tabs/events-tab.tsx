import { EventsTab, EVENT_TYPE_KEYS, type EventsTabView } from '../../../views/tabs/events-tab.tsx';
import { urlBuilder, type Query } from '../../base-path.ts';
import { eventTypesOf, filterOf, FILTER_FIELDS, type EventType } from '../../domain/event-filter.ts';
import { success } from '../../notices/notice.ts';
import { entityEventsApi } from '../../platform/api/entity-events.ts';
import { refusalOf } from '../refusal.ts';
import { queryText, type TabAnswer, type TabContext, type TabPart } from './tab-part.ts';
import { tabPage, tabPageLink, tabStateQuery, tabTableState, type TabSort } from './tab-table-state.ts';
import { tabWindow } from './tab-window.ts';

const SORT: TabSort = { sortable: ['createdTime'], property: 'createdTime', direction: 'DESC' };
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

interface EventsQuery {
  type: EventType;
  filter: Record<string, string>;
  timewindow?: string;
}

function eventsQuery(ctx: TabContext): EventsQuery | null {
  const types = eventTypesOf(ctx.entityId.entityType);
  const asked = queryText(ctx.query, 'eventType', 32) || 'ERROR';
  if (!(types as string[]).includes(asked)) return null;
  const type = asked as EventType;
  return { type, filter: filterOf(type, (name) => queryText(ctx.query, name, 255)), timewindow: queryText(ctx.query, 'timewindow', 4096) || undefined };
}

async function content(ctx: TabContext, formError?: string, status = 200): Promise<TabAnswer> {
  const { request, path, entityId } = ctx;
  const { t, url } = request.view();
  const q = eventsQuery(ctx);
  if (!q) return NOT_FOUND;
  const window = tabWindow(path, ctx.query, 1);
  if (window.kind === 'redirect') return { kind: 'redirect', path: urlBuilder('')(path, window.query) };
  const state = tabTableState(ctx.query, SORT);
  const kept: Query = { eventType: q.type === 'ERROR' ? undefined : q.type, timewindow: q.timewindow };
  const href = (extra: Query = {}, s = state, filter: Query = q.filter) => url(path, { ...kept, ...filter, ...tabStateQuery(s, SORT), ...extra });
  const tenantId = request.session.user?.tenantId ?? '';
  const page = await entityEventsApi.list(request.platform, entityId, tenantId, tabPageLink(state), window.range, { eventType: q.type, ...q.filter });
  const dialogName = queryText(ctx.query, 'dialog', 32);
  const tenantAdmin = request.session.user?.authority === 'TENANT_ADMIN';
  let dialog: EventsTabView['dialog'];
  const keepHidden = Object.fromEntries(Object.entries(kept).filter((e): e is [string, string] => typeof e[1] === 'string'));
  if (dialogName === 'events-filter') {
    dialog = { kind: 'filter', action: url(path), cancelHref: href(), keep: keepHidden, fields: [...FILTER_FIELDS[q.type]], values: q.filter };
  } else if (dialogName === 'clear-events' && tenantAdmin) {
    dialog = { kind: 'delete', title: t('event.clear-request-title'), text: t('event.clear-request-text'), action: href({ dialog: 'clear-events' }), cancelHref: href(), keys: [], formError };
  } else if (dialogName) {
    return NOT_FOUND;
  }
  const view: EventsTabView = {
    action: url(path),
    types: eventTypesOf(entityId.entityType).map((v) => ({ value: v, label: t(EVENT_TYPE_KEYS[v]) })),
    type: q.type,
    keep: q.timewindow ? { timewindow: q.timewindow } : {},
    window: window.part,
    filtered: Object.keys(q.filter).length > 0,
    filterHref: href({ dialog: 'events-filter' }),
    clearFilterHref: href({}, state, {}),
    clearEventsHref: tenantAdmin ? href({ dialog: 'clear-events' }) : undefined,
    ...tabPage(page, state, (s) => href({}, s)),
    dialog,
  };
  return { kind: 'content', status, node: <EventsTab view={view} /> };
}

/** The events tab: the entity's events of a type in a time window, filtered; a tenant administrator clears them. */
export const eventsTab: TabPart = {
  slug: 'events',
  show: (ctx) => content(ctx),
  async submit(ctx) {
    const q = eventsQuery(ctx);
    const { request } = ctx;
    if (!q || queryText(ctx.query, 'dialog', 32) !== 'clear-events') return NOT_FOUND;
    if (request.session.user?.authority !== 'TENANT_ADMIN') return { kind: 'forbidden' };
    const window = tabWindow(ctx.path, ctx.query, 1);
    if (window.kind === 'redirect') return NOT_FOUND;
    try {
      await entityEventsApi.clear(request.platform, ctx.entityId, request.session.user.tenantId, window.range, { eventType: q.type, ...q.filter });
    } catch (err) {
      const refused = refusalOf(request, err);
      if (!refused) throw err;
      return content(ctx, refused.message, refused.status);
    }
    success(request, request.view().t('event.events-cleared'));
    const kept: Query = { eventType: q.type === 'ERROR' ? undefined : q.type, timewindow: q.timewindow, ...q.filter };
    return { kind: 'redirect', path: urlBuilder('')(ctx.path, kept) };
  },
};

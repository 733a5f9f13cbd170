import type { FastifyRequest } from 'fastify';
import { DownlinksTab, type DownlinksView } from '../../../views/tabs/downlinks-tab.tsx';
import { edgesApi } from '../../platform/api/edges.ts';
import { telemetryApi } from '../../platform/api/telemetry.ts';
import type { EntityId } from '../../platform/types/ids.ts';
import { queryText, type TabAnswer, type TabPart } from './tab-part.ts';
import { tabPage, tabPageLink, type TabSort } from './tab-table-state.ts';
import { timePaged } from './time-paged.ts';
import { downlinkData, hasDownlinkData } from './downlink-data.ts';
import { EDGE_EVENT_ACTION_KEYS, EDGE_EVENT_TYPE_KEYS } from './downlink-names.ts';

const SORT: TabSort = { sortable: ['createdTime'], property: 'createdTime', direction: 'DESC' };
const NOT_FOUND: TabAnswer = { kind: 'content', status: 404, node: null };

/** Where the edge has read its queue up to (the edge writes the server attribute when it connects); 0 when never. */
async function queueStart(request: FastifyRequest, edge: EntityId): Promise<number> {
  const [attribute] = await telemetryApi.getAttributes(request.platform, edge, 'SERVER_SCOPE', ['queueStartTs']);
  const value = Number(attribute?.value);
  return Number.isFinite(value) ? value : 0;
}

/** The edge's downlinks tab (tenant administrators): the events queued for it in a time window (default: the last day). */
export const downlinksTab: TabPart = {
  slug: 'downlinks',
  async show(ctx) {
    const { request, path, entityId, query } = ctx;
    if (entityId.entityType !== 'EDGE') return NOT_FOUND;
    const { t } = request.view();
    const paged = timePaged(request, path, query, 1, SORT);
    if (paged.kind === 'redirect') return paged;
    const { window, state, href } = paged;
    const started = await queueStart(request, entityId);
    const page = await edgesApi.getEdgeEvents(request.platform, entityId.id, tabPageLink(state), window.range);
    const dialog = queryText(query, 'dialog', 32);
    let opened: DownlinksView['dialog'];
    if (dialog === 'downlink-data') {
      const event = page.data.find((e) => e.id.id === queryText(query, 'event', 64));
      if (!event || !hasDownlinkData(event)) return NOT_FOUND;
      opened = { data: await downlinkData(request.platform, event), closeHref: href() };
    } else if (dialog) {
      return NOT_FOUND;
    }
    const view: DownlinksView = {
      window: window.part,
      ...tabPage(page, state, (s) => href({}, s)),
      deployed: (e) => e.createdTime <= started,
      dataHref: (e) => (hasDownlinkData(e) ? href({ dialog: 'downlink-data', event: e.id.id }) : null),
      type: (type) => (EDGE_EVENT_TYPE_KEYS[type] ? t(EDGE_EVENT_TYPE_KEYS[type]) : type),
      action: (action) => (EDGE_EVENT_ACTION_KEYS[action] ? t(EDGE_EVENT_ACTION_KEYS[action]) : action),
      dialog: opened,
    };
    return { kind: 'content', node: <DownlinksTab view={view} /> };
  },
};

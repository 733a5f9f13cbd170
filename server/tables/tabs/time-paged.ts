import type { FastifyRequest } from 'fastify';
import { urlBuilder, type Query } from '../../base-path.ts';
import type { TableState } from '../../domain/table-state.ts';
import { queryText } from './tab-part.ts';
import { tabStateQuery, tabTableState, type TabSort } from './tab-table-state.ts';
import { tabWindow, type TabWindow } from './tab-window.ts';

export type TimePaged =
  | { kind: 'redirect'; path: string }
  | { kind: 'paged'; window: Extract<TabWindow, { kind: 'window' }>; state: TableState; timewindow?: string; href(extra?: Query, state?: TableState): string };

/** A time-paged table at `path` (audit logs, downlinks): its window (the last `days` by default), its state, its links. */
export function timePaged(request: FastifyRequest, path: string, query: Record<string, unknown>, days: number, sort: TabSort): TimePaged {
  const { url } = request.view();
  const window = tabWindow(path, query, days);
  if (window.kind === 'redirect') return { kind: 'redirect', path: urlBuilder('')(path, window.query) };
  const state = tabTableState(query, sort);
  const timewindow = queryText(query, 'timewindow', 4096) || undefined;
  return { kind: 'paged', window, state, timewindow, href: (extra = {}, s = state) => url(path, { timewindow, ...tabStateQuery(s, sort), ...extra }) };
}

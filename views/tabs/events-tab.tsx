import type { ReactNode } from 'react';
import { Dialog } from '../dialogs/dialog.tsx';
import { DateTime } from '../date-time.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { TimeWindow, type TimeWindowPartProps } from '../parts/time-window/time-window.tsx';
import { partLink } from '../entity/action-button.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import { FILTER_CONTROLS, type EventType } from '../../server/domain/event-filter.ts';
import type { EventInfo } from '../../server/platform/api/entity-events.ts';
import { KeysDeleteDialog, type KeysDeleteView } from './keys-delete-dialog.tsx';
import { TabTable, type TabColumn } from './tab-table.tsx';
import { DialogButtons } from './tab-toolbar.tsx';

export const EVENT_TYPE_KEYS: Record<EventType, string> = {
  ERROR: 'event.type-error',
  LC_EVENT: 'event.type-lc-event',
  STATS: 'event.type-stats',
  DEBUG_RULE_NODE: 'event.type-debug-rule-node',
  DEBUG_RULE_CHAIN: 'event.type-debug-rule-chain',
};

const FIELD_KEYS: Record<string, string> = {
  server: 'event.server',
  method: 'event.method',
  errorStr: 'event.error',
  event: 'event.event',
  status: 'event.status',
  minMessagesProcessed: 'event.min-messages-processed',
  maxMessagesProcessed: 'event.max-messages-processed',
  minErrorsOccurred: 'event.min-errors-occurred',
  maxErrorsOccurred: 'event.max-errors-occurred',
  msgDirectionType: 'event.type',
  entityId: 'event.entity-id',
  entityType: 'event.entity-type',
  msgId: 'event.message-id',
  msgType: 'event.message-type',
  relationType: 'event.relation-type',
  dataSearch: 'event.data',
  metadataSearch: 'event.metadata',
  isError: 'event.has-error',
  message: 'event.message',
};

export interface EventsFilterView {
  kind: 'filter';
  /** The tab's address: the filter is a GET form to it. */
  action: string;
  cancelHref: string;
  /** The query members kept (type, window, page size), as hidden fields. */
  keep: Record<string, string>;
  fields: string[];
  values: Record<string, string>;
}

export interface EventsTabView {
  action: string;
  types: { value: string; label: string }[];
  type: EventType;
  /** The members the type select's form keeps (the window). */
  keep: Record<string, string>;
  window: TimeWindowPartProps;
  filtered: boolean;
  filterHref: string;
  clearFilterHref: string;
  clearEventsHref?: string;
  rows: EventInfo[];
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  stateHref(state: TableState): string;
  dialog?: EventsFilterView | KeysDeleteView;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A body member shown through the read-only JSON viewer, behind a disclosure (no script, no dialog needed). */
function Viewer({ label, value }: { label: string; value: unknown }) {
  if (value === undefined || value === null || value === '') return null;
  let shown = value;
  if (typeof value === 'string') {
    try {
      shown = JSON.parse(value);
    } catch {
      shown = value;
    }
  }
  return (
    <details className="event-viewer">
      <summary className="icon-button" title={label} aria-label={label}>
        <Icon name="more_horiz" />
      </summary>
      <JsonViewer label={label} value={shown} />
    </details>
  );
}

function columnsOf(type: EventType, t: (key: string) => string): TabColumn<EventInfo>[] {
  const b = (e: EventInfo) => e.body;
  const col = (key: string, title: string, width: string, render: (e: EventInfo) => ReactNode): TabColumn<EventInfo> => ({ key, title, width, sortable: false, render });
  const common = [
    { key: 'createdTime', title: 'event.event-time', width: '150px', sortable: true, render: (e: EventInfo) => <DateTime ms={e.createdTime} /> },
    col('server', 'event.server', '100px', (e) => text(b(e).server)),
  ];
  const error = col('error', 'event.error', '60px', (e) => <Viewer label={t('event.error')} value={b(e).error} />);
  switch (type) {
    case 'ERROR':
      return [...common, col('method', 'event.method', '60%', (e) => text(b(e).method)), error];
    case 'LC_EVENT':
      return [...common, col('event', 'event.event', '40%', (e) => text(b(e).event)), col('status', 'event.status', '20%', (e) => t(b(e).success === false || b(e).success === 'false' ? 'event.failed' : 'event.success')), error];
    case 'STATS':
      return [...common, col('messagesProcessed', 'event.messages-processed', '25%', (e) => text(b(e).messagesProcessed)), col('errorsOccurred', 'event.errors-occurred', '25%', (e) => text(b(e).errorsOccurred))];
    case 'DEBUG_RULE_NODE':
      return [
        ...common,
        col('type', 'event.type', '60px', (e) => text(b(e).type)),
        col('entityType', 'event.entity-type', '100px', (e) => text(b(e).entityType)),
        col('entityId', 'event.entity-id', '100px', (e) => text(b(e).entityId).slice(0, 6)),
        col('msgType', 'event.message-type', '100px', (e) => text(b(e).msgType)),
        col('relationType', 'event.relation-type', '60px', (e) => text(b(e).relationType)),
        col('data', 'event.data', '60px', (e) => <Viewer label={t('event.data')} value={b(e).data} />),
        col('metadata', 'event.metadata', '60px', (e) => <Viewer label={t('event.metadata')} value={b(e).metadata} />),
        error,
      ];
    case 'DEBUG_RULE_CHAIN':
      return [...common, col('message', 'event.message', '60%', (e) => text(b(e).message)), error];
  }
}

function FilterControl({ name, value }: { name: string; value: string }) {
  const { t } = useView();
  const id = `event-filter-${name}`;
  const control = FILTER_CONTROLS[name];
  const options = control === 'status' ? [['', ''], ['Success', t('event.success')], ['Failure', t('event.failed')]] : control === 'boolean' ? [['', ''], ['true', t('event.has-error')]] : control === 'direction' ? [['', ''], ['IN', 'IN'], ['OUT', 'OUT']] : null;
  return (
    <div className="field">
      <label htmlFor={id}>{t(FIELD_KEYS[name])}</label>
      {options ? (
        <select id={id} name={name} defaultValue={value}>
          {options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} type={control === 'number' ? 'number' : 'text'} min={control === 'number' ? 0 : undefined} defaultValue={value} />
      )}
    </div>
  );
}

/** The events filter dialog: every field of the type, a GET form to the tab (the filter lives in the address). */
function EventsFilter({ dialog }: { dialog: EventsFilterView }) {
  const { t } = useView();
  const actions = <DialogButtons cancelHref={dialog.cancelHref} formId="events-filter-form" submitLabel={t('action.apply')} />;
  return (
    <Dialog id="dialog-events-filter" title={t('event.events-filter')} open actions={actions}>
      <form id="events-filter-form" method="get" action={dialog.action} hx-get={dialog.action} hx-target={`#${PAGE_REGION}`} hx-swap="outerHTML" hx-push-url="true">
        {Object.entries(dialog.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {dialog.fields.map((name) => (
          <FilterControl key={name} name={name} value={dialog.values[name] ?? ''} />
        ))}
      </form>
    </Dialog>
  );
}

/** The events tab (console-map §3.18): event type, time window, filter, clear events, the columns of the type. */
export function EventsTab({ view }: { view: EventsTabView }) {
  const { t } = useView();
  return (
    <div className="tab-content events-tab">
      <div className="tab-toolbar">
        <TimeWindow {...view.window} />
        <form method="get" action={view.action} className="tab-toolbar" hx-get={view.action} hx-target={`#${PAGE_REGION}`} hx-swap="outerHTML" hx-push-url="true" hx-trigger="change, submit">
          {Object.entries(view.keep).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label>
            {t('event.event-type')}
            <select name="eventType" defaultValue={view.type}>
              {view.types.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="button">
              {t('action.apply')}
            </button>
          </noscript>
        </form>
        {view.filtered && (
          <a className="icon-button" title={t('event.clear-filter')} aria-label={t('event.clear-filter')} {...partLink(view.clearFilterHref, 'page')}>
            <Icon name="mdi:filter-variant-remove" />
          </a>
        )}
        <a className="icon-button" title={t('event.events-filter')} aria-label={t('event.events-filter')} {...partLink(view.filterHref, 'page')}>
          <Icon name="filter_list" />
        </a>
        {view.clearEventsHref && (
          <a className="icon-button" title={t('event.clean-events')} aria-label={t('event.clean-events')} {...partLink(view.clearEventsHref, 'page')}>
            <Icon name="delete" />
          </a>
        )}
      </div>
      <TabTable
        columns={columnsOf(view.type, t)}
        rows={view.rows}
        rowKey={(e) => e.id.id}
        state={view.state}
        total={view.total}
        hasNext={view.hasNext}
        totalPages={view.totalPages}
        stateHref={view.stateHref}
        emptyText={t('event.no-events-prompt')}
      />
      <div id={DIALOG_REGION}>
        {view.dialog?.kind === 'filter' && <EventsFilter dialog={view.dialog} />}
        {view.dialog?.kind === 'delete' && <KeysDeleteDialog dialog={view.dialog} />}
      </div>
    </div>
  );
}

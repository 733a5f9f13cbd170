import { Dialog } from '../dialogs/dialog.tsx';
import { DateTime } from '../date-time.tsx';
import { useView } from '../view-context.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { TimeWindow, type TimeWindowPartProps } from '../parts/time-window/time-window.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import type { EdgeEvent } from '../../server/platform/types/edge.ts';
import { TabTable, type TabColumn } from './tab-table.tsx';
import { CloseButton, RowLink } from './tab-toolbar.tsx';

export interface DownlinksView {
  window: TimeWindowPartProps;
  rows: EdgeEvent[];
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  stateHref(state: TableState): string;
  /** Deployed when the edge has taken the queue up to the event (its `queueStartTs`), else pending. */
  deployed(event: EdgeEvent): boolean;
  /** The row's data link, for the events that have data (upstream: not admin settings, not deletions). */
  dataHref(event: EdgeEvent): string | null;
  /** Translated event type and action. */
  type(type: string): string;
  action(action: string): string;
  dialog?: { data: unknown; closeHref: string };
}

function DownlinkData({ view }: { view: DownlinksView }) {
  const { t } = useView();
  const { data, closeHref } = view.dialog!;
  return (
    <Dialog id="dialog-downlink-data" title={t('event.data')} open actions={<CloseButton href={closeHref} />}>
      <JsonViewer label={t('event.data')} value={data} />
    </Dialog>
  );
}

/** The edge's downlinks (console-map §3.22): a time window, the queued events and their status, each one's data. */
export function DownlinksTab({ view }: { view: DownlinksView }) {
  const { t } = useView();
  const columns: TabColumn<EdgeEvent>[] = [
    { key: 'createdTime', title: 'event.event-time', width: '150px', sortable: true, render: (e) => <DateTime ms={e.createdTime} /> },
    { key: 'type', title: 'event.type', width: '25%', sortable: false, render: (e) => view.type(e.type) },
    { key: 'action', title: 'edge.event-action', width: '25%', sortable: false, render: (e) => view.action(e.action) },
    { key: 'entityId', title: 'edge.entity-id', width: '40%', sortable: false, render: (e) => e.entityId ?? '' },
    {
      key: 'status',
      title: 'event.status',
      width: '10%',
      sortable: false,
      render: (e) => (view.deployed(e) ? <span className="downlink-deployed">{t('edge.deployed')}</span> : <span className="downlink-pending">{t('edge.pending')}</span>),
    },
  ];
  return (
    <div className="tab-content downlinks-tab">
      <div className="tab-toolbar">
        <TimeWindow {...view.window} />
      </div>
      <TabTable
        columns={columns}
        rows={view.rows}
        rowKey={(e) => e.id.id}
        state={view.state}
        total={view.total}
        hasNext={view.hasNext}
        totalPages={view.totalPages}
        stateHref={view.stateHref}
        emptyText={t('edge.no-downlinks-prompt')}
        actions={{
          title: t('event.data'),
          render: (e) => {
            const href = view.dataHref(e);
            return href ? <RowLink href={href} label={t('event.data')} icon="more_horiz" /> : null;
          },
        }}
      />
      <div id={DIALOG_REGION}>{view.dialog && <DownlinkData view={view} />}</div>
    </div>
  );
}

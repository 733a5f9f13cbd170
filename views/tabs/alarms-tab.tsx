import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { DateTime } from '../date-time.tsx';
import { useView } from '../view-context.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { TimeWindow, type TimeWindowPartProps } from '../parts/time-window/time-window.tsx';
import { regionForm } from '../entity/action-button.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import type { AlarmInfo } from '../../server/platform/types/alarm-info.ts';
import { TabTable, type TabColumn } from './tab-table.tsx';
import { CloseButton, RowLink, TabToolbar, ToolbarSelect } from './tab-toolbar.tsx';

export const SEVERITY_KEYS: Record<string, string> = {
  CRITICAL: 'alarm.severity-critical',
  MAJOR: 'alarm.severity-major',
  MINOR: 'alarm.severity-minor',
  WARNING: 'alarm.severity-warning',
  INDETERMINATE: 'alarm.severity-indeterminate',
};

export const STATUS_KEYS: Record<string, string> = {
  ACTIVE_UNACK: 'alarm.display-status.active-unack',
  ACTIVE_ACK: 'alarm.display-status.active-ack',
  CLEARED_UNACK: 'alarm.display-status.cleared-unack',
  CLEARED_ACK: 'alarm.display-status.cleared-ack',
};

export interface AlarmDetailsView {
  alarm: AlarmInfo;
  /** The dialog's own address: its buttons post there. */
  action: string;
  closeHref: string;
  canAcknowledge: boolean;
  canClear: boolean;
  formError?: string;
}

export interface AlarmsTabView {
  action: string;
  /** The window's parameter, kept by the toolbar's form. */
  timewindow?: string;
  statuses: { value: string; label: string }[];
  status: string;
  window: TimeWindowPartProps;
  rows: AlarmInfo[];
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  stateHref(state: TableState): string;
  detailsHref(alarm: AlarmInfo): string;
  dialog?: AlarmDetailsView;
}

function Severity({ severity }: { severity: string }) {
  const { t } = useView();
  return <span className={`severity sev-${severity.toLowerCase()}`}>{SEVERITY_KEYS[severity] ? t(SEVERITY_KEYS[severity]) : severity}</span>;
}

function Time({ ms }: { ms: number }) {
  return ms > 0 ? <DateTime ms={ms} /> : <>–</>;
}

/** The alarm details dialog (console-map §4): the alarm's facts, its details as JSON, acknowledge and clear. */
function AlarmDetails({ dialog }: { dialog: AlarmDetailsView }) {
  const { t } = useView();
  const a = dialog.alarm;
  const facts: [string, React.ReactNode][] = [
    ['alarm.created-time', <Time ms={a.createdTime} />],
    ['alarm.originator', a.originatorName ?? a.originator.id],
    ['alarm.start-time', <Time ms={a.startTs} />],
    ['alarm.end-time', <Time ms={a.endTs} />],
    ['alarm.ack-time', <Time ms={a.ackTs} />],
    ['alarm.clear-time', <Time ms={a.clearTs} />],
    ['alarm.type', a.type],
    ['alarm.severity', <Severity severity={a.severity} />],
    ['alarm.status', STATUS_KEYS[a.status] ? t(STATUS_KEYS[a.status]) : a.status],
  ];
  const actions = (
    <>
      <CloseButton href={dialog.closeHref} />
      {dialog.canAcknowledge && (
        <button type="submit" form="alarm-details-form" name="action" value="ack" className="button">
          {t('alarm.acknowledge')}
        </button>
      )}
      {dialog.canClear && (
        <button type="submit" form="alarm-details-form" name="action" value="clear" className="button primary">
          {t('alarm.clear')}
        </button>
      )}
    </>
  );
  return (
    <Dialog id="dialog-alarm-details" title={t('alarm.alarm-details')} open actions={actions}>
      <form id="alarm-details-form" {...regionForm(dialog.action)}>
        <CsrfField />
      </form>
      {dialog.formError && (
        <p className="form-error" role="alert">
          {dialog.formError}
        </p>
      )}
      <dl className="details-fields">
        {facts.map(([label, value]) => (
          <div key={label} className="field">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <JsonViewer label={t('alarm.details')} value={a.details ?? {}} />
    </Dialog>
  );
}

/** The alarms tab (console-map §3.17): status filter, time window, search, the table, the details dialog. */
export function AlarmsTab({ view }: { view: AlarmsTabView }) {
  const { t } = useView();
  const columns: TabColumn<AlarmInfo>[] = [
    { key: 'createdTime', title: 'alarm.created-time', width: '150px', sortable: true, render: (a) => <DateTime ms={a.createdTime} /> },
    { key: 'originatorName', title: 'alarm.originator', width: '25%', sortable: false, render: (a) => a.originatorName ?? '' },
    { key: 'type', title: 'alarm.type', width: '25%', sortable: true, render: (a) => a.type },
    { key: 'severity', title: 'alarm.severity', width: '25%', sortable: true, render: (a) => <Severity severity={a.severity} /> },
    { key: 'status', title: 'alarm.status', width: '25%', sortable: true, render: (a) => (STATUS_KEYS[a.status] ? t(STATUS_KEYS[a.status]) : a.status) },
  ];
  return (
    <div className="tab-content alarms-tab">
      <div className="tab-toolbar">
        <TimeWindow {...view.window} />
        <TabToolbar action={view.action} keep={view.timewindow ? { timewindow: view.timewindow } : {}} search={{ label: t('alarm.search'), value: view.state.textSearch }}>
          <ToolbarSelect label={t('alarm.alarm-status')} name="searchStatus" value={view.status} options={view.statuses} />
        </TabToolbar>
      </div>
      <TabTable
        columns={columns}
        rows={view.rows}
        rowKey={(a) => a.id.id}
        state={view.state}
        total={view.total}
        hasNext={view.hasNext}
        totalPages={view.totalPages}
        stateHref={view.stateHref}
        emptyText={t('alarm.no-alarms-prompt')}
        actions={{
          title: t('alarm.details'),
          render: (a) => <RowLink href={view.detailsHref(a)} label={t('alarm.details')} icon="more_horiz" />,
        }}
      />
      <div id={DIALOG_REGION}>{view.dialog && <AlarmDetails dialog={view.dialog} />}</div>
    </div>
  );
}

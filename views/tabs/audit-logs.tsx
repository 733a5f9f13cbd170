import { Dialog } from '../dialogs/dialog.tsx';
import { DateTime } from '../date-time.tsx';
import { useView } from '../view-context.tsx';
import { JsonViewer } from '../parts/json-viewer.tsx';
import { TimeWindow, type TimeWindowPartProps } from '../parts/time-window/time-window.tsx';
import { DIALOG_REGION } from '../entity/dialog-slot.tsx';
import type { TableState } from '../../server/domain/table-state.ts';
import type { AuditLog } from '../../server/platform/api/audit-logs.ts';
import { TabTable, type TabColumn } from './tab-table.tsx';
import { CloseButton, RowLink, TabToolbar } from './tab-toolbar.tsx';

export interface AuditLogsView {
  action: string;
  keep: Record<string, string>;
  /** Which columns the mode shows (entity mode: no entity columns; user mode: no user column). */
  showEntity: boolean;
  showUser: boolean;
  window: TimeWindowPartProps;
  rows: AuditLog[];
  state: TableState;
  total: number;
  hasNext: boolean;
  totalPages: number;
  stateHref(state: TableState): string;
  detailsHref(log: AuditLog): string;
  /** Translated names of action types, entity types and statuses. */
  actionType(type: string): string;
  entityType(type: string): string;
  status(status: string): string;
  dialog?: { log: AuditLog; closeHref: string };
}

function AuditLogDetails({ view }: { view: AuditLogsView }) {
  const { t } = useView();
  const { log, closeHref } = view.dialog!;
  const actions = <CloseButton href={closeHref} />;
  return (
    <Dialog id="dialog-audit-log-details" title={t('audit-log.audit-log-details')} open actions={actions}>
      <JsonViewer label={t('audit-log.action-data')} value={log.actionData ?? {}} />
      {log.actionStatus === 'FAILURE' && <JsonViewer label={t('audit-log.failure-details')} value={log.actionFailureDetails ?? ''} />}
    </Dialog>
  );
}

/** Audit logs (console-map §3.20): the time window, search, the table of the mode, the details dialog. */
export function AuditLogs({ view }: { view: AuditLogsView }) {
  const { t } = useView();
  const columns: TabColumn<AuditLog>[] = [
    { key: 'createdTime', title: 'audit-log.timestamp', width: '150px', sortable: true, render: (l) => <DateTime ms={l.createdTime} /> },
    ...(view.showEntity
      ? [
          { key: 'entityType', title: 'audit-log.entity-type', width: '20%', sortable: true, render: (l: AuditLog) => view.entityType(l.entityId.entityType) },
          { key: 'entityName', title: 'audit-log.entity-name', width: '20%', sortable: true, render: (l: AuditLog) => l.entityName },
        ]
      : []),
    ...(view.showUser ? [{ key: 'userName', title: 'audit-log.user', width: '25%', sortable: true, render: (l: AuditLog) => l.userName }] : []),
    { key: 'actionType', title: 'audit-log.type', width: '25%', sortable: true, render: (l) => view.actionType(l.actionType) },
    { key: 'actionStatus', title: 'audit-log.status', width: '25%', sortable: true, render: (l) => view.status(l.actionStatus) },
  ];
  return (
    <div className="tab-content audit-logs">
      <div className="tab-toolbar">
        <TimeWindow {...view.window} />
        <TabToolbar action={view.action} keep={view.keep} search={{ label: t('audit-log.search'), value: view.state.textSearch }} />
      </div>
      <TabTable
        columns={columns}
        rows={view.rows}
        rowKey={(l) => l.id.id}
        state={view.state}
        total={view.total}
        hasNext={view.hasNext}
        totalPages={view.totalPages}
        stateHref={view.stateHref}
        emptyText={t('audit-log.no-audit-logs-prompt')}
        actions={{
          title: t('audit-log.details'),
          render: (l) => <RowLink href={view.detailsHref(l)} label={t('audit-log.details')} icon="more_horiz" />,
        }}
      />
      <div id={DIALOG_REGION}>{view.dialog && <AuditLogDetails view={view} />}</div>
    </div>
  );
}

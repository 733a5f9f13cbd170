import { bool } from '../../../server/dashboards/json-read.ts';
import type { AlarmRow } from '../../../server/domain/dashboard/dashboard-view.ts';
import { DateTime } from '../../date-time.tsx';
import { useView } from '../../view-context.tsx';
import { ActionIcon } from '../action-icon.tsx';
import { WidgetForm } from '../widget-form.tsx';
import { WidgetTable } from './cards/widget-table.tsx';
import type { WidgetProps } from './widget-props.ts';

const DEFAULT_COLUMNS = ['createdTime', 'originator', 'type', 'severity', 'status'];
const SEVERITY: Record<string, string> = {
  CRITICAL: 'alarm.severity-critical', MAJOR: 'alarm.severity-major', MINOR: 'alarm.severity-minor',
  WARNING: 'alarm.severity-warning', INDETERMINATE: 'alarm.severity-indeterminate',
};
const STATUS: Record<string, string> = {
  ACTIVE_UNACK: 'alarm.display-status.active-unack', ACTIVE_ACK: 'alarm.display-status.active-ack',
  CLEARED_UNACK: 'alarm.display-status.cleared-unack', CLEARED_ACK: 'alarm.display-status.cleared-ack',
};

function cell(alarm: AlarmRow, key: string, t: (k: string) => string) {
  switch (key) {
    case 'createdTime': return <DateTime ms={alarm.createdTime} />;
    case 'originator': return alarm.originatorName;
    case 'type': return alarm.type;
    case 'severity': return <span className={`severity sev-${alarm.severity.toLowerCase()}`}>{SEVERITY[alarm.severity] ? t(SEVERITY[alarm.severity]) : alarm.severity}</span>;
    case 'status': return STATUS[alarm.status] ? t(STATUS[alarm.status]) : alarm.status;
    default: return '';
  }
}

/** Acknowledge or clear as an icon button posting its form. */
function AlarmButton({ widgetId, action, label, icon }: { widgetId: string; action: string; label: string; icon: string }) {
  return (
    <WidgetForm widgetId={widgetId} action={action} className="inline-form">
      <button type="submit" className="icon-button" aria-label={label} title={label}>
        <ActionIcon name={icon} />
      </button>
    </WidgetForm>
  );
}

/** alarm_widgets.alarms_table: the alarms of its source in its window, with acknowledge and clear as forms. */
export function AlarmsTable({ widget }: WidgetProps) {
  const { t } = useView();
  const c = widget.config;
  const keys = c.alarmSource?.dataKeys.length ? c.alarmSource.dataKeys : DEFAULT_COLUMNS.map((name) => ({ name, label: name }));
  const columns = keys.filter((k) => DEFAULT_COLUMNS.includes(k.name));
  const allowAck = bool(c.settings.allowAcknowledgment, true);
  const allowClear = bool(c.settings.allowClear, true);
  const withActions = allowAck || allowClear;
  return (
    <WidgetTable widgetId={c.id} page={widget.data.page}>
          <thead>
            <tr>
              {columns.map((k) => (
                <th key={k.name} scope="col">{k.label}</th>
              ))}
              {withActions && <th scope="col" className="actions-column"><span className="visually-hidden">{t('widget.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {widget.data.alarms.length === 0 && (
              <tr>
                <td className="empty" colSpan={columns.length + 1}>{t('alarm.no-alarms-prompt')}</td>
              </tr>
            )}
            {widget.data.alarms.map((alarm) => (
              <tr key={alarm.id}>
                {columns.map((k) => (
                  <td key={k.name}>{cell(alarm, k.name, t)}</td>
                ))}
                {withActions && (
                  <td className="row-actions">
                    {allowAck && alarm.canAck && <AlarmButton widgetId={c.id} action={`alarms/${alarm.id}/ack`} label={t('alarm.acknowledge')} icon="done" />}
                    {allowClear && alarm.canClear && <AlarmButton widgetId={c.id} action={`alarms/${alarm.id}/clear`} label={t('alarm.clear')} icon="clear" />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
    </WidgetTable>
  );
}
